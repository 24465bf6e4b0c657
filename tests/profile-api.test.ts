import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { INVALID_PASSWORD_MESSAGE } from '../core/rules/auth';
import hiErrors from '../locales/hi/errors.json';
import { PASSWORD, PHONE_LOGIN, PROFILE, signedUpPlayer } from './accounts-support';
import { createChallenge, createConfig, q } from './contests-support';
import { createRoom, seat } from './results-player-support';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

/** The profile: nickname, avatar and photo, email, password, stats. */

const UPDATE_PROFILE = '/api/v4/utils/updateProfile';
const UPDATE_EMAIL = '/api/v1/user/profile/email';
const CHANGE_PASSWORD = '/api/v1/user/profile/password';
const UPLOAD_PHOTO = '/api/v1/user/profile/photo';

const keyed = (token: string) => ({ ...bearer(token), 'idempotency-key': randomUUID() });
const updateProfile = (app: FastifyInstance, token: string, payload: object) => app.inject({ method: 'POST', url: UPDATE_PROFILE, headers: keyed(token), payload });
const profile = async (app: FastifyInstance, token: string) => (await app.inject({ method: 'GET', url: PROFILE, headers: bearer(token) })).json().data;

function multipart(fields: Array<{ name: string; filename?: string; type?: string; content: Buffer | string }>) {
  const boundary = `----pickxi${randomUUID()}`;
  const parts = fields.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"${f.filename ? `; filename="${f.filename}"` : ''}\r\n${f.type ? `Content-Type: ${f.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (app: FastifyInstance, token: string, content: Buffer, type = 'image/png') => {
  const body = multipart([{ name: 'photo', filename: 'me.png', type, content }]);
  return app.inject({ method: 'POST', url: UPLOAD_PHOTO, headers: { ...keyed(token), 'content-type': body.contentType }, payload: body.payload });
};

describe.each(testDrivers())('profile on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('a guest profile: no phone, no nickname; after signing up: masked phone, not a guest', async () => {
    const app = await createTestApp(db());
    const token = await guestToken(app);
    expect(await profile(app, token)).toMatchObject({
      user_nick: null,
      user_photo: null,
      phone: null,
      is_guest: true,
      has_password: false,
      stats: { count_contests_joined: 0, count_paid_contests_joined: 0, count_won: 0 },
    });
    const p = await signedUpPlayer(app);
    expect(await profile(app, p.token)).toMatchObject({ phone: `${p.phone.slice(0, 2)}•••••${p.phone.slice(7)}`, is_guest: false, mobile_verified: true, has_password: true });
    expect((await app.inject({ method: 'GET', url: PROFILE })).statusCode).toBe(401);
  });

  it('stats count joined, paid joined (not refunded) and won contests', async () => {
    const app = await createTestApp(db());
    const p = await signedUpPlayer(app);
    const f = await createChallenge(db().db, new Date(Date.now() - 3_600_000));
    const paid = await createConfig(db().db, { challengeId: f.challengeId, feePaise: 1000, name: 'Paid' });
    const free = await createConfig(db().db, { challengeId: f.challengeId, feePaise: 0, name: 'Free' });
    const paidRoom = await createRoom(db().db, paid);
    const freeRoom = await createRoom(db().db, free);
    await seat(db().db, { roomId: paidRoom, configId: paid, userId: p.userId, challengeId: f.challengeId, feePaise: 1000, prizePaise: 2500 });
    await seat(db().db, { roomId: paidRoom, configId: paid, userId: p.userId, challengeId: f.challengeId, draftNum: 2, feePaise: 1000, refunded: true });
    await seat(db().db, { roomId: freeRoom, configId: free, userId: p.userId, challengeId: f.challengeId, feePaise: 0, prizePaise: 0 });
    expect((await profile(app, p.token)).stats).toEqual({ count_contests_joined: 2, count_paid_contests_joined: 1, count_won: 1 });
  });

  it("updateProfile: 41 accepted; 'Nick cannot be empty!' and 'Nick already exists!' (any case) with status 42, nothing changed", async () => {
    const app = await createTestApp(db());
    const a = await guestToken(app);
    const b = await guestToken(app);
    const nick = `Ace_${Date.now() % 100000}`;
    const ok = await updateProfile(app, a, { user_nick: `  ${nick} `, user_photo: 'avatar-03' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ status: 41, user_nick: nick, user_photo: '/avatars/avatar-03.svg' });
    // the user stats call (docs/product.md §3: user_nick, user_photo) shows the same
    const stats = await app.inject({ method: 'GET', url: '/api/v1/game/users', headers: bearer(a) });
    expect(stats.json().data).toMatchObject({ user_nick: nick, user_photo: '/avatars/avatar-03.svg' });

    for (const [userNick, code, message] of [
      ['', 'NICK_EMPTY', 'Nick cannot be empty!'],
      ['   ', 'NICK_EMPTY', 'Nick cannot be empty!'],
      [nick.toUpperCase(), 'NICK_TAKEN', 'Nick already exists!'],
      ['a!', 'NICK_INVALID', 'Use 3 to 20 letters, numbers or _ for your nickname.'],
    ] as const) {
      const res = await updateProfile(app, b, { user_nick: userNick });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 422, code, message, data: { status: 42 } });
    }
    expect((await profile(app, b)).user_nick).toBeNull();
    expect((await updateProfile(app, b, { user_nick: 'Fine_Name', user_photo: 'avatar-99' })).statusCode).toBe(400);
    // the database itself refuses a nickname that differs only in case
    await expect(db().db.execute(sql`update users set nick = ${nick.toLowerCase()} where nick is null and id = (select min(id) from users where nick is null)`)).rejects.toThrow();
    // null clears the avatar
    expect((await updateProfile(app, a, { user_nick: nick, user_photo: null })).json().data.user_photo).toBeNull();
  });

  it("email: 'Email cannot be empty!', invalid, 'Email is already registered!' (any case); saved otherwise", async () => {
    const app = await createTestApp(db());
    const a = await guestToken(app);
    const b = await guestToken(app);
    const email = `player${Date.now()}@example.com`;
    const post = (token: string, value: string) => app.inject({ method: 'POST', url: UPDATE_EMAIL, headers: keyed(token), payload: { email: value } });
    expect((await post(a, email)).json().data).toEqual({ email });
    expect((await post(b, '')).json()).toMatchObject({ status: 422, code: 'EMAIL_EMPTY', message: 'Email cannot be empty!' });
    expect((await post(b, 'not-an-email')).json().code).toBe('EMAIL_INVALID');
    const taken = await post(b, email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Email is already registered!' });
    expect((await profile(app, b)).email).toBeNull();
    expect((await profile(app, a)).email).toBe(email);
  });

  it('password change: wrong old password, invalid new password, mismatch; success signs out other sessions', async () => {
    const app = await createTestApp(db());
    const p = await signedUpPlayer(app);
    const other = (await app.inject({ method: 'POST', url: PHONE_LOGIN, payload: { phone: p.phone, password: PASSWORD } })).json().data.login_token as string;
    const change = (body: object, token = p.token) => app.inject({ method: 'POST', url: CHANGE_PASSWORD, headers: bearer(token), payload: body });

    expect((await change({ old_password: 'wrong-one1', new_password: 'newpass99', confirm_password: 'newpass99' })).json()).toMatchObject({
      status: 422,
      code: 'WRONG_OLD_PASSWORD',
      message: 'Your current password is not correct.',
    });
    expect((await change({ old_password: PASSWORD, new_password: 'short', confirm_password: 'short' })).json().code).toBe('INVALID_NEW_PASSWORD');
    expect((await change({ old_password: PASSWORD, new_password: 'newpass99', confirm_password: 'newpass98' })).json().code).toBe('PASSWORD_MISMATCH');
    expect((await app.inject({ method: 'POST', url: PHONE_LOGIN, payload: { phone: p.phone, password: PASSWORD } })).statusCode).toBe(200);

    expect((await change({ old_password: PASSWORD, new_password: 'newpass99', confirm_password: 'newpass99' })).json().data).toEqual({ changed: true });
    expect((await app.inject({ method: 'GET', url: PROFILE, headers: bearer(other) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: PROFILE, headers: bearer(p.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: PHONE_LOGIN, payload: { phone: p.phone, password: 'newpass99' } })).json().data.status).toBe(11);

    const guest = await guestToken(app);
    expect((await change({ old_password: 'x', new_password: 'newpass99', confirm_password: 'newpass99' }, guest)).json().code).toBe('NO_PASSWORD');
  });

  it('password change refusals: a 422 each with its own code and the server message; the password stays the same', async () => {
    const app = await createTestApp(db());
    const p = await signedUpPlayer(app);
    const change = (body: object) => app.inject({ method: 'POST', url: CHANGE_PASSWORD, headers: bearer(p.token), payload: body });
    const loginStatus = async (password: string) =>
      (await app.inject({ method: 'POST', url: PHONE_LOGIN, payload: { phone: p.phone, password } })).json().data.status as number;
    const refusals = [
      [{ old_password: 'wrong-one1', new_password: 'newpass99', confirm_password: 'newpass99' }, 'WRONG_OLD_PASSWORD', 'Your current password is not correct.', 'newpass99'],
      [{ old_password: PASSWORD, new_password: 'letters-only', confirm_password: 'letters-only' }, 'INVALID_NEW_PASSWORD', INVALID_PASSWORD_MESSAGE, 'letters-only'],
      [{ old_password: PASSWORD, new_password: 'newpass99', confirm_password: 'newpass98' }, 'PASSWORD_MISMATCH', 'The new password and its confirmation do not match.', 'newpass99'],
    ] as const;
    for (const [body, code, message, tried] of refusals) {
      const res = await change(body);
      expect(res.statusCode, code).toBe(422);
      expect(res.json(), code).toEqual({ status: 422, code, message });
      expect(await loginStatus(tried), code).toBe(12);
      expect(await loginStatus(PASSWORD), code).toBe(11);
    }

    // A Hindi player gets the same refusals in Hindi, the texts the PWA's own checks show (locales/hi/errors.json).
    expect((await app.inject({ method: 'POST', url: '/api/v4/utils/setLanguage', headers: bearer(p.token), payload: { language: 'hi' } })).statusCode).toBe(200);
    for (const [body, code] of refusals) {
      const res = await change(body);
      expect(res.statusCode, code).toBe(422);
      expect(res.json(), code).toEqual({ status: 422, code, message: hiErrors[code] });
    }
    expect(await loginStatus(PASSWORD)).toBe(11);
  });

  it('guessing the current password is throttled like the login', async () => {
    const app = await createTestApp(db());
    const p = await signedUpPlayer(app);
    const change = (old: string) =>
      app.inject({ method: 'POST', url: CHANGE_PASSWORD, headers: bearer(p.token), payload: { old_password: old, new_password: 'newpass99', confirm_password: 'newpass99' } });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).json().code).toBe('WRONG_OLD_PASSWORD');
    const locked = await change(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_LOCKED');
    expect(locked.headers['retry-after']).toBe('30');
  });

  it('photo upload: checked by content, resized to 256×256 WebP, served with its type; bad files refused', async () => {
    const app = await createTestApp(db());
    const token = await guestToken(app);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    const res = await upload(app, token, png);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.user_photo as string;
    expect(url).toMatch(/^\/api\/v1\/user\/photo\/\d+\/[A-Za-z0-9_-]{16}$/);
    expect((await profile(app, token)).user_photo).toBe(url);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    // a text file called .png, a PNG header with garbage, and a file over 5 MB
    const before = (await profile(app, token)).user_photo;
    expect((await upload(app, token, Buffer.from('hello, not a picture'))).json()).toMatchObject({ status: 422, code: 'PHOTO_INVALID' });
    expect((await upload(app, token, Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]))).json().code).toBe('PHOTO_INVALID');
    const huge = await upload(app, token, Buffer.concat([png.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024, 1)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PHOTO_TOO_LARGE');
    expect((await profile(app, token)).user_photo).toBe(before);
    const json = await app.inject({ method: 'POST', url: UPLOAD_PHOTO, headers: keyed(token), payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await app.inject({ method: 'GET', url: url.replace(/[^/]+$/, 'AAAAAAAAAAAAAAAA') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/photo/99999999999/AAAAAAAAAAAAAAAA' })).statusCode).toBe(404);

    // choosing an avatar replaces the photo
    const nick = `Pic_${Date.now() % 100000}`;
    expect((await updateProfile(app, token, { user_nick: nick, user_photo: 'avatar-01' })).json().data.user_photo).toBe('/avatars/avatar-01.svg');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await q(db().db, sql`select 1 from user_photos where user_id = ${(await profile(app, token)).user_id}`)).toEqual([]);
  });
});
