import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Config } from '../server/config';
import { otpCodes, playSettings, users } from '../server/db/schema';
import { creditDeposit } from '../server/ledger';
import { DEMO_PHONE, ensureDemoPhoneUser } from '../server/modules/auth/service';
import {
  createAccount,
  fakeClock,
  newPhone,
  PASSWORD,
  PHONE_LOGIN,
  resend,
  sentCode,
  signedUpPlayer,
  verify,
} from './accounts-support';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

/** Accounts: guest → phone account with a one-time code (expiry, resend, throttles). */

const throttleConfig: Partial<Config> = {
  loginThrottle: { freeFailuresPerPhone: 5, freeFailuresPerIp: 12, lockBaseSeconds: 30, lockMaxSeconds: 900 },
};

describe.each(testDrivers())('accounts and one-time codes on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);
  afterEach(async () => {
    await db().db.execute(sql`delete from throttles`);
  });

  it('a guest becomes a verified phone account: same id, wallet kept, phone login works with the new password', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock });
    const token = await guestToken(app);
    const guestId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
    await db().db.transaction((tx) => creditDeposit(tx, { orderId: `PXTEST${guestId}`, userId: guestId, amountPaise: 12_300, at: t.clock() }));

    const phone = newPhone();
    const created = await createAccount(app, token, { phone, password: PASSWORD, state: 'MH', date_of_birth: '1990-02-03' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({ phone: `${phone.slice(0, 2)}•••••${phone.slice(7)}`, sent: true, expires_in_seconds: 300, resend_after_seconds: 30 });

    // hashed at rest: the row has no trace of the code
    const code = sentCode(app, phone);
    const [row] = await db().db.select().from(otpCodes).where(eq(otpCodes.userId, guestId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    const verified = await verify(app, token, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ user_id: guestId, mobile_verified: true, user_nick: null });
    expect(verified.json().data.nickSuggestions).toHaveLength(3);

    const [user] = await db().db.select().from(users).where(eq(users.id, guestId));
    expect(user).toMatchObject({ phone, mobileVerified: true });
    expect(await db().db.select().from(otpCodes).where(eq(otpCodes.userId, guestId))).toEqual([]);
    const [play] = await db().db.select().from(playSettings).where(eq(playSettings.userId, guestId));
    expect(play).toMatchObject({ state: 'MH', dateOfBirth: '1990-02-03' });

    const wallet = await app.inject({ method: 'GET', url: '/api/f2p/v1/user/wallet', headers: bearer(token) });
    expect(wallet.json().data.deposit_money).toBe(123);

    const login = await app.inject({ method: 'POST', url: PHONE_LOGIN, payload: { phone, password: PASSWORD } });
    expect(login.json().data).toMatchObject({ status: 11, user_id: guestId, mobile_verified: true });
  });

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const app = await createTestApp(db());
    await ensureDemoPhoneUser(db().db);
    const token = await guestToken(app);
    const phone = newPhone();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ phone: '12345', password: PASSWORD, state: 'MH' }, 400, 'VALIDATION_FAILED'],
      [{ phone, password: 'short1', state: 'MH' }, 422, 'INVALID_NEW_PASSWORD'],
      [{ phone, password: 'lettersonly', state: 'MH' }, 422, 'INVALID_NEW_PASSWORD'],
      [{ phone, password: PASSWORD }, 422, 'STATE_REQUIRED'],
      [{ phone, password: PASSWORD, state: 'XX' }, 400, 'VALIDATION_FAILED'],
      [{ phone, password: PASSWORD, state: 'MH', date_of_birth: '2999-01-01' }, 422, 'VALIDATION_FAILED'],
      [{ phone, password: PASSWORD, state: 'MH', date_of_birth: '2001-02-30' }, 422, 'VALIDATION_FAILED'],
      [{ phone, password: PASSWORD, state: 'MH', referral_code: 'NOPE2345' }, 422, 'REFERRAL_CODE_INVALID'],
      [{ phone: DEMO_PHONE, password: PASSWORD, state: 'MH' }, 409, 'PHONE_ALREADY_REGISTERED'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await createAccount(app, token, payload);
      expect({ payload, status: res.statusCode, code: res.json().code }).toEqual({ payload, status, code });
    }
    expect((await db().db.select().from(otpCodes)).length).toBe(0);
    const noAuth = await app.inject({ method: 'POST', url: '/api/v1/user/createAccount', payload: { phone, password: PASSWORD, state: 'MH' } });
    expect(noAuth.statusCode).toBe(401);
    expect((await verify(app, token, 'abc123')).statusCode).toBe(400);
    expect((await verify(app, token, '123456')).json().code).toBe('NO_PENDING_OTP');
    expect((await resend(app, token)).json().code).toBe('NO_PENDING_OTP');
  });

  it('a code expires after 5 minutes; a resent code replaces the old one', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock });
    const token = await guestToken(app);
    const phone = newPhone();
    await createAccount(app, token, { phone, password: PASSWORD, state: 'KA' });
    const first = sentCode(app, phone);
    t.advance(5 * 60_000);
    const expired = await verify(app, token, first);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'That code has expired. Please ask for a new one.' });

    const again = await resend(app, token);
    expect(again.statusCode).toBe(200);
    const second = sentCode(app, phone);
    if (second !== first) expect((await verify(app, token, first)).json().code).toBe('OTP_INVALID');
    t.advance(4 * 60_000 + 59_000);
    expect((await verify(app, token, second)).statusCode).toBe(200);
  });

  it('resend waits 30 s (429 with Retry-After); createAccount again in that time sends nothing new', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock });
    const token = await guestToken(app);
    const phone = newPhone();
    await createAccount(app, token, { phone, password: PASSWORD, state: 'KA' });
    const code = sentCode(app, phone);
    t.advance(10_000);
    const early = await resend(app, token);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(early.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', data: { retry_after_seconds: 20 } });

    const repeat = await createAccount(app, token, { phone, password: 'another9', state: 'KA' });
    expect(repeat.json().data).toMatchObject({ sent: false, resend_after_seconds: 20, expires_in_seconds: 290 });
    expect(sentCode(app, phone)).toBe(code);
    // the latest details count: the password given the second time
    expect((await verify(app, token, code)).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: PHONE_LOGIN, payload: { phone, password: 'another9' } });
    expect(login.json().data.status).toBe(11);
  });

  it('sending is throttled per number: five codes, then a 15 minute lock', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    const token = await guestToken(app);
    const phone = newPhone();
    expect((await createAccount(app, token, { phone, password: PASSWORD, state: 'KA' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      t.advance(31_000);
      expect((await resend(app, token)).statusCode).toBe(200);
    }
    t.advance(31_000);
    const locked = await resend(app, token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('OTP_SEND_LOCKED');
    expect(locked.headers['retry-after']).toBe(String(15 * 60 - 31));
    t.advance(15 * 60_000);
    expect((await resend(app, token)).statusCode).toBe(200);
  });

  it('five wrong codes lock the number (429 OTP_LOCKED, Retry-After 30), even for the right code; then it works', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    const token = await guestToken(app);
    const phone = newPhone();
    await createAccount(app, token, { phone, password: PASSWORD, state: 'KA' });
    const code = sentCode(app, phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(app, token, wrong, `198.51.100.${i + 1}`);
      expect(res.json()).toMatchObject({ code: 'OTP_INVALID', message: 'That code is not correct.' });
    }
    const locked = await verify(app, token, code, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json()).toEqual({
      status: 429,
      code: 'OTP_LOCKED',
      message: 'Too many wrong codes. Please try again in 30 seconds.',
      data: { retry_after_seconds: 30 },
    });
    // nothing changed while locked
    const [still] = await db().db.select().from(users).where(eq(users.phone, phone));
    expect(still).toBeUndefined();
    t.advance(30_000);
    expect((await verify(app, token, code)).statusCode).toBe(200);
  });

  it('one IP guessing codes of many numbers is locked for every number', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    const ip = '192.0.2.44';
    const players: Array<{ token: string; phone: string }> = [];
    for (let i = 0; i < 4; i++) {
      const token = await guestToken(app);
      const phone = newPhone();
      await createAccount(app, token, { phone, password: PASSWORD, state: 'KA' }, `10.0.0.${i + 1}`);
      players.push({ token, phone });
    }
    // 12 wrong guesses from one IP, 3 per number (under the per-number limit of 5)
    for (const p of players) for (let i = 0; i < 3; i++) await verify(app, p.token, sentCode(app, p.phone) === '999999' ? '999998' : '999999', ip);
    const p = players[0]!;
    const locked = await verify(app, p.token, sentCode(app, p.phone), ip);
    expect(locked.json().code).toBe('OTP_LOCKED');
    // another IP is not affected
    expect((await verify(app, p.token, sentCode(app, p.phone), '192.0.2.45')).statusCode).toBe(200);
  });

  it('an account that is verified cannot be created again', async () => {
    const app = await createTestApp(db());
    const player = await signedUpPlayer(app);
    const again = await createAccount(app, player.token, { phone: newPhone(), password: PASSWORD, state: 'KA' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_VERIFIED');
  });

  it('two guests racing for one number: the first to verify gets it, the other is told it is registered', async () => {
    const app = await createTestApp(db());
    const phone = newPhone();
    const a = await guestToken(app);
    const b = await guestToken(app);
    await createAccount(app, a, { phone, password: PASSWORD, state: 'KA' });
    const codeA = sentCode(app, phone);
    await createAccount(app, b, { phone, password: PASSWORD, state: 'KA' });
    const codeB = sentCode(app, phone);
    expect((await verify(app, a, codeA)).statusCode).toBe(200);
    const lost = await verify(app, b, codeB);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().code).toBe('PHONE_ALREADY_REGISTERED');
  });

  it('the development page shows the sandbox code; production has no such page', async () => {
    const app = await createTestApp(db());
    const token = await guestToken(app);
    const phone = newPhone();
    await createAccount(app, token, { phone, password: PASSWORD, state: 'KA' });
    const page = await app.inject({ method: 'GET', url: `/api/dev/otp?phone=${phone}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<output data-phone="${phone}">${sentCode(app, phone)}</output>`);

    const prod = await createTestApp(db(), { config: { nodeEnv: 'production' } });
    expect((await prod.inject({ method: 'GET', url: `/api/dev/otp?phone=${phone}` })).statusCode).toBe(404);
  });

  it('an SMS provider failure is a 502 SMS_FAILED and stores no code', async () => {
    const app = await createTestApp(db(), {
      config: { sms: { provider: 'msg91', authKey: 'k-12345678', templateId: 't-1234', baseUrl: 'http://127.0.0.1:1' } },
    });
    const token = await guestToken(app);
    const before = (await db().db.select().from(otpCodes)).length;
    const res = await createAccount(app, token, { phone: newPhone(), password: PASSWORD, state: 'KA' });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('SMS_FAILED');
    expect((await db().db.select().from(otpCodes)).length).toBe(before);
  });

  it('with SMS_PROVIDER=msg91 the code MSG91 delivers (a local stand-in) is the code that verifies', async () => {
    const received: URLSearchParams[] = [];
    const fake = createServer((req, res) => {
      received.push(new URL(req.url ?? '/', 'http://x').searchParams);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"type":"success","request_id":"abc123"}');
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => fake.close(() => resolve())));
    const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    const app = await createTestApp(db(), { config: { sms: { provider: 'msg91', authKey: 'k-12345678', templateId: 't-1234', baseUrl } } });
    const token = await guestToken(app);
    const phone = newPhone();
    expect((await createAccount(app, token, { phone, password: PASSWORD, state: 'KA' })).statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.get('mobile')).toBe(`91${phone}`);
    const code = received[0]!.get('otp') ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // no development page in front of a real provider
    expect((await app.inject({ method: 'GET', url: `/api/dev/otp?phone=${phone}` })).statusCode).toBe(404);
    expect((await verify(app, token, code)).statusCode).toBe(200);
  });
});
