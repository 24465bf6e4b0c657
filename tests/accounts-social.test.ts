import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { userProfiles } from '../server/db/schema';
import { sandboxIdToken } from '../server/gateways/social/sandbox';
import { createAccount, newPhone, PASSWORD, sentCode, SOCIAL_LOGIN, verify } from './accounts-support';
import { PLATFORM_AUTH, bearer, closeTestApps, createTestApp, newGaid, testDrivers, useTestDatabase } from './support/app';

/** Social sign-in (spec V3_LOGIN, docs/product.md §4): sandbox provider, unverified players go on to createAccount. */

describe.each(testDrivers())('social sign-in on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  const social = (app: Awaited<ReturnType<typeof createTestApp>>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: SOCIAL_LOGIN, payload });

  it('a new identity gets an account (not OTP-verified); the same identity signs in to it again', async () => {
    const app = await createTestApp(db());
    const sub = `sub-${newGaid()}`.slice(0, 60);
    const first = await social(app, { provider: 'sandbox', id_token: sandboxIdToken({ sub, email: `${sub}@example.com` }) });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ new_user: true, info: { otp_verified: false } });
    expect(data.nickSuggestions).toHaveLength(3);
    const [profile] = await db().db.select().from(userProfiles).where(eq(userProfiles.userId, data.user.user_id));
    expect(profile?.email).toBe(`${sub}@example.com`);

    const again = await social(app, { provider: 'sandbox', id_token: sandboxIdToken({ sub }) });
    expect(again.json().data).toMatchObject({ new_user: false, user: { user_id: data.user.user_id }, info: { otp_verified: false } });

    // the unverified social player verifies a phone; the next sign-in says otp_verified
    const phone = newPhone();
    await createAccount(app, again.json().data.login_token, { phone, password: PASSWORD, state: 'GJ' });
    expect((await verify(app, again.json().data.login_token, sentCode(app, phone))).statusCode).toBe(200);
    const third = await social(app, { provider: 'sandbox', id_token: sandboxIdToken({ sub }) });
    expect(third.json().data).toMatchObject({ user: { user_id: data.user.user_id }, info: { otp_verified: true } });
  });

  it("a new identity on a device with a plain guest takes that guest's account (its games stay)", async () => {
    const app = await createTestApp(db());
    const gaid = newGaid();
    const guest = await app.inject({ method: 'POST', url: '/api/f2p/v1/user/authToken', headers: PLATFORM_AUTH, payload: { gaid } });
    const guestId = Number(JSON.parse(Buffer.from(guest.json().data.token.split('.')[1], 'base64url').toString()).sub);
    const res = await social(app, { provider: 'sandbox', id_token: sandboxIdToken({ sub: `dev-${gaid}`.slice(0, 60) }), gaid });
    expect(res.json().data.user.user_id).toBe(guestId);
    // a second identity on the same device does not take it again
    const other = await social(app, { provider: 'sandbox', id_token: sandboxIdToken({ sub: `other-${gaid}`.slice(0, 60) }), gaid });
    expect(other.json().data.user.user_id).not.toBe(guestId);
  });

  it('refuses a bad token (401), an unknown provider (400) and a disabled sandbox (403)', async () => {
    const app = await createTestApp(db());
    const bad = await social(app, { provider: 'sandbox', id_token: 'sandbox.not-json' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('SOCIAL_TOKEN_INVALID');
    expect((await social(app, { provider: 'google', id_token: 'x' })).statusCode).toBe(400);
    const off = await createTestApp(db(), { config: { socialSandbox: false } });
    const disabled = await social(off, { provider: 'sandbox', id_token: sandboxIdToken({ sub: 'someone' }) });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe('SOCIAL_PROVIDER_DISABLED');
    const providers = await off.inject({ method: 'GET', url: '/api/v3/user/socialProviders' });
    expect(providers.json().data).toEqual({ providers: [] });
    expect((await app.inject({ method: 'GET', url: '/api/v3/user/socialProviders' })).json().data).toEqual({ providers: ['sandbox'] });
  });

  it('the session it returns works for user routes', async () => {
    const app = await createTestApp(db());
    const res = await social(app, { provider: 'sandbox', id_token: sandboxIdToken({ sub: `s-${Date.now()}` }) });
    const wallet = await app.inject({ method: 'GET', url: '/api/f2p/v1/user/wallet', headers: bearer(res.json().data.login_token) });
    expect(wallet.statusCode).toBe(200);
  });
});
