import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../server/db/schema';
import { ensureDemoPhoneUser } from '../server/modules/auth/service';
import {
  PLATFORM_AUTH,
  bearer,
  closeTestApps,
  createTestApp,
  guestToken,
  newGaid,
  testDrivers,
  useTestDatabase,
} from './support/app';

const AUTH_TOKEN = '/api/f2p/v1/user/authToken';
const LOGIN = '/api/v4/utils/login';
const LOGOUT = '/api/v1/user/logout';
const WALLET = '/api/f2p/v1/user/wallet';
const SET_LANGUAGE = '/api/v4/utils/setLanguage';

describe.each(testDrivers())('auth on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  describe('guest token', () => {
    it('creates a new guest once, then recognises the returning device', async () => {
      const app = await createTestApp(db());
      const gaid = newGaid();
      const first = await app.inject({ method: 'POST', url: AUTH_TOKEN, headers: PLATFORM_AUTH, payload: { gaid } });
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.status).toBe(200);
      expect(body.data.isNewUser).toBe(true);
      expect(typeof body.data.token).toBe('string');
      expect(body.data.nickSuggestions).toHaveLength(3);
      for (const nick of body.data.nickSuggestions) expect(nick).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/);

      const again = await app.inject({ method: 'POST', url: AUTH_TOKEN, headers: PLATFORM_AUTH, payload: { gaid } });
      expect(again.json().data.isNewUser).toBe(false);
      // Both tokens work.
      for (const token of [body.data.token, again.json().data.token]) {
        const res = await app.inject({ method: 'GET', url: WALLET, headers: bearer(token) });
        expect(res.statusCode).toBe(200);
      }
    });

    it('rejects a bad gaid with a 400 envelope and creates nobody', async () => {
      const app = await createTestApp(db());
      const res = await app.inject({
        method: 'POST',
        url: AUTH_TOKEN,
        headers: PLATFORM_AUTH,
        payload: { gaid: 'bad gaid!' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(body.message).toContain('gaid');
      expect(body.data.issues[0].path).toBe('body.gaid');
    });

    it('refuses a wrong or missing platform bearer with 401', async () => {
      const app = await createTestApp(db());
      for (const headers of [{ authorization: 'Bearer not-the-client' }, {}]) {
        const res = await app.inject({ method: 'POST', url: AUTH_TOKEN, headers, payload: { gaid: newGaid() } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
    });

    it('does not suggest a nick another player already has', async () => {
      const app = await createTestApp(db());
      const res = await app.inject({
        method: 'POST',
        url: AUTH_TOKEN,
        headers: PLATFORM_AUTH,
        payload: { gaid: newGaid() },
      });
      const suggestions: string[] = res.json().data.nickSuggestions;
      expect(new Set(suggestions).size).toBe(3);
    });
  });

  describe('phone login', () => {
    it('11 on the right password, 12 on a wrong one, 13 for an unknown phone', async () => {
      await ensureDemoPhoneUser(db().db);
      await ensureDemoPhoneUser(db().db); // idempotent
      const app = await createTestApp(db());

      const ok = await app.inject({ method: 'POST', url: LOGIN, payload: { phone: '9876543210', password: 'pickxi-demo' } });
      expect(ok.statusCode).toBe(200);
      const data = ok.json().data;
      expect(data).toMatchObject({ status: 11, mobile_verified: true, new_user: false, info: { otp_verified: true } });
      expect(typeof data.user_id).toBe('number');
      const wallet = await app.inject({ method: 'GET', url: WALLET, headers: bearer(data.login_token) });
      expect(wallet.statusCode).toBe(200);

      const wrong = await app.inject({ method: 'POST', url: LOGIN, payload: { phone: '9876543210', password: 'nope' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        status: 422,
        code: 'WRONG_PASSWORD',
        message: 'Phone Number or Password is wrong',
        data: { status: 12 },
      });

      const unknown = await app.inject({ method: 'POST', url: LOGIN, payload: { phone: '9000000001', password: 'x' } });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({
        status: 422,
        code: 'PHONE_NOT_REGISTERED',
        message: 'Phone number is not registered',
        data: { status: 13 },
      });
    });

    it('validates the phone number', async () => {
      const app = await createTestApp(db());
      const res = await app.inject({ method: 'POST', url: LOGIN, payload: { phone: '12345', password: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.issues[0].path).toBe('body.phone');
    });
  });

  describe('sessions', () => {
    it('logout revokes the token at once', async () => {
      const app = await createTestApp(db());
      const token = await guestToken(app);
      const out = await app.inject({ method: 'POST', url: LOGOUT, headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ status: 200, data: { loggedOut: true } });
      const after = await app.inject({ method: 'GET', url: WALLET, headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    });

    it('401 for a missing, malformed or forged token', async () => {
      const app = await createTestApp(db());
      const token = await guestToken(app);
      const [, payload] = token.split('.');
      const forged = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      for (const headers of [{}, { authorization: 'Bearer' }, bearer('abc.def.ghi'), bearer(forged), { authorization: token }]) {
        const res = await app.inject({ method: 'GET', url: WALLET, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
    });

    it('401 once the token has expired', async () => {
      let now = new Date('2026-01-01T00:00:00Z');
      const app = await createTestApp(db(), { clock: () => now, config: { accessTokenTtlSeconds: 3600 } });
      const token = await guestToken(app);
      now = new Date('2026-01-01T00:59:00Z');
      expect((await app.inject({ method: 'GET', url: WALLET, headers: bearer(token) })).statusCode).toBe(200);
      now = new Date('2026-01-01T01:00:01Z');
      expect((await app.inject({ method: 'GET', url: WALLET, headers: bearer(token) })).statusCode).toBe(401);
    });

    it('401 when the session row has expired or was revoked, even with a valid JWT', async () => {
      const app = await createTestApp(db());
      const expiring = await guestToken(app);
      const revoked = await guestToken(app);
      const sid = (token: string) =>
        JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
      await db()
        .db.update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, sid(expiring)));
      await db().db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid(revoked)));
      for (const token of [expiring, revoked]) {
        const res = await app.inject({ method: 'GET', url: WALLET, headers: bearer(token) });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('setLanguage', () => {
    it('stores the language and rejects unknown ones', async () => {
      const app = await createTestApp(db());
      const token = await guestToken(app);
      const ok = await app.inject({ method: 'POST', url: SET_LANGUAGE, headers: bearer(token), payload: { language: 'hi' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 200, data: { language: 'hi' } });
      const bad = await app.inject({ method: 'POST', url: SET_LANGUAGE, headers: bearer(token), payload: { language: 'fr' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.issues[0].path).toBe('body.language');
    });
  });
});
