import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../server/config';
import { fakeClock, signedUpPlayer } from './accounts-support';
import { createChallenge, createConfig, createPlayer, createSet, fund, joinBody, q, requestJoin, type Player } from './contests-support';
import { bearer, closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { addMoney, ledgerSnapshot } from './wallet-helpers';

/**
 * Responsible play and the law (MONEY_MODE=real): declared state and age, deposit limits,
 * break and self-exclusion. Every refusal is a 4xx with the rule's code and changes nothing: no
 * ledger operation, no payment order, no join order.
 */

const PLAY_LIMITS = '/api/v1/user/playLimits';
const declared: Partial<Config> = {
  responsiblePlay: { bannedStates: ['AP', 'AS', 'NL', 'OD', 'SK', 'TS'], declarationRequired: true },
  // the fake clock moves months ahead: keep the session alive meanwhile
  accessTokenTtlSeconds: 400 * 86_400,
};

const post = (app: FastifyInstance, token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload });
const limits = (app: FastifyInstance, token: string, daily: number | null, monthly: number | null) =>
  post(app, token, '/api/v1/user/playLimits/deposit', { daily_limit: daily, monthly_limit: monthly });
const deposit = (app: FastifyInstance, token: string, rupees: number) => addMoney(app, token, { type: 'cashfree', txn_amount: rupees, platform: 'web' });

describe.each(testDrivers())('responsible play on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  /**
   * Nothing moved: ledger operations, payment orders and join orders. A join an earlier test queued is seated by
   * this app's join engine whenever it next runs, so the snapshot waits until no order is queued.
   */
  async function unchanged<T>(act: () => Promise<T>): Promise<T> {
    const queued = async () => (await q<{ n: number }>(db().db, sql`select count(*)::int as n from join_orders where status = 'queued'`))[0]?.n;
    await expect.poll(queued, { timeout: 15_000 }).toBe(0);
    const before = { ...(await ledgerSnapshot(db())), joins: (await q<{ n: number }>(db().db, sql`select count(*)::int as n from join_orders`))[0]?.n };
    const result = await act();
    const after = { ...(await ledgerSnapshot(db())), joins: (await q<{ n: number }>(db().db, sql`select count(*)::int as n from join_orders`))[0]?.n };
    expect(after).toEqual(before);
    return result;
  }

  async function paidAndFreeContests(now: number) {
    const f = await createChallenge(db().db, new Date(now + 3_600_000));
    const paid = await createConfig(db().db, { challengeId: f.challengeId, feePaise: 1000, name: 'Paid' });
    const free = await createConfig(db().db, { challengeId: f.challengeId, feePaise: 0, name: 'Free' });
    return { f, paid, free };
  }

  async function joiner(app: FastifyInstance, f: Awaited<ReturnType<typeof createChallenge>>, token?: string): Promise<Player> {
    const p = token ? await playerOf(token) : await createPlayer(app, db().db);
    await fund(db().db, p.id, 5000);
    await createSet(db().db, f, p.id, 1);
    return p;
  }
  async function playerOf(token: string): Promise<Player> {
    const id = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
    return { id, token, headers: bearer(token) };
  }

  it('the state and date of birth given at signup are stored; the state may change, the date of birth is saved once', async () => {
    const app = await createTestApp(db(), { config: declared });
    const p = await signedUpPlayer(app, { state: 'KA', date_of_birth: '1992-06-15' });
    const view = await app.inject({ method: 'GET', url: PLAY_LIMITS, headers: bearer(p.token) });
    expect(view.json().data).toMatchObject({ state: 'KA', date_of_birth: '1992-06-15', banned_states: ['AP', 'AS', 'NL', 'OD', 'SK', 'TS'], paid_play: { allowed: true } });
    expect((await post(app, p.token, '/api/v1/user/playDetails', { state: 'MH' })).json().data.state).toBe('MH');
    const again = await post(app, p.token, '/api/v1/user/playDetails', { date_of_birth: '1990-01-01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DOB_ALREADY_SET');
    expect((await post(app, p.token, '/api/v1/user/playDetails', { state: 'XX' })).statusCode).toBe(400);
    expect((await post(app, p.token, '/api/v1/user/playDetails', { date_of_birth: '2001-13-01' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: PLAY_LIMITS })).statusCode).toBe(401);
  });

  it('a deposit over the daily limit is refused with what is still allowed, and changes nothing', async () => {
    const t = fakeClock(Date.parse('2026-11-20T06:00:00Z'));
    const app = await createTestApp(db(), { clock: t.clock, config: declared });
    const p = await signedUpPlayer(app);
    const set = await limits(app, p.token, 500, 1500);
    expect(set.json().data).toMatchObject({ daily_limit: 500, monthly_limit: 1500, pending: null });

    const over = await unchanged(() => deposit(app, p.token, 600));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', data: { period: 'daily', remaining: 500 } });
    expect((await deposit(app, p.token, 300)).statusCode).toBe(200);
    const second = await unchanged(() => deposit(app, p.token, 300));
    expect(second.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', data: { remaining: 200 } });
    expect(second.json().message).toBe('This is over your daily deposit limit. You can add up to ₹200.00 more.');

    // the next IST day the daily allowance is back; the month keeps counting
    t.advance(24 * 3_600_000);
    expect((await deposit(app, p.token, 500)).statusCode).toBe(200);
    t.advance(24 * 3_600_000);
    expect((await deposit(app, p.token, 500)).statusCode).toBe(200);
    t.advance(24 * 3_600_000);
    const month = await unchanged(() => deposit(app, p.token, 500));
    expect(month.json()).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', data: { period: 'monthly', remaining: 200 } });
  });

  it('a lower limit applies at once; a higher one only after 24 hours; lowering again cancels the raise', async () => {
    const t = fakeClock(Date.parse('2026-11-20T06:00:00Z'));
    const app = await createTestApp(db(), { clock: t.clock, config: declared });
    const p = await signedUpPlayer(app);
    await limits(app, p.token, 1000, null);
    const raised = (await limits(app, p.token, 5000, null)).json().data;
    expect(raised).toMatchObject({ daily_limit: 1000, pending: { daily_limit: 5000, effective_at: t.now() + 24 * 3_600_000 } });
    expect((await deposit(app, p.token, 2000)).json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    t.advance(24 * 3_600_000);
    expect((await deposit(app, p.token, 2000)).statusCode).toBe(200);

    // removing a limit is a raise too; lowering before it is due keeps the lower one
    await limits(app, p.token, 100, null);
    expect((await limits(app, p.token, null, null)).json().data).toMatchObject({ daily_limit: 100, pending: { daily_limit: null } });
    expect((await limits(app, p.token, 50, null)).json().data).toMatchObject({ daily_limit: 50, pending: null });
    t.advance(25 * 3_600_000);
    expect((await app.inject({ method: 'GET', url: PLAY_LIMITS, headers: bearer(p.token) })).json().data.daily_limit).toBe(50);

    const bad = await limits(app, p.token, 600, 500);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('LIMITS_INCONSISTENT');
    expect((await limits(app, p.token, 0, null)).statusCode).toBe(400);
  });

  it('a paid join from a banned state is refused (403 STATE_BANNED), nothing changes; free contests stay open', async () => {
    const t = fakeClock(Date.now());
    const app = await createTestApp(db(), { clock: t.clock, config: declared });
    const { f, paid, free } = await paidAndFreeContests(t.now());
    const player = await signedUpPlayer(app, { state: 'TS' });
    const p = await joiner(app, f, player.token);
    const refused = await unchanged(() => requestJoin(app, p, joinBody(f.challengeId, paid, 1)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STATE_BANNED', message: 'Playing for money is not allowed in your state. You can still play free contests.' });
    const dep = await unchanged(() => deposit(app, p.token, 100));
    expect(dep.statusCode).toBe(403);
    expect(dep.json().code).toBe('STATE_BANNED');
    expect((await requestJoin(app, p, joinBody(f.challengeId, free, 1))).statusCode).toBe(200);
  });

  it('a self-excluded player can neither deposit nor join a paid contest, until the exclusion ends', async () => {
    const t = fakeClock(Date.now());
    const app = await createTestApp(db(), { clock: t.clock, config: declared });
    const { f, paid, free } = await paidAndFreeContests(t.now() + 200 * 86_400_000);
    const player = await signedUpPlayer(app);
    const p = await joiner(app, f, player.token);
    const excluded = (await post(app, p.token, '/api/v1/user/playLimits/selfExclude', { months: 6 })).json().data;
    expect(excluded.excluded_until).toBeGreaterThan(t.now() + 180 * 86_400_000);
    expect(excluded.paid_play).toMatchObject({ allowed: false, code: 'SELF_EXCLUDED' });

    const join = await unchanged(() => requestJoin(app, p, joinBody(f.challengeId, paid, 1)));
    expect(join.statusCode).toBe(403);
    expect(join.json()).toMatchObject({ code: 'SELF_EXCLUDED', data: { until_ms: excluded.excluded_until } });
    expect((await unchanged(() => deposit(app, p.token, 100))).json().code).toBe('SELF_EXCLUDED');
    expect((await post(app, p.token, '/api/v1/user/playLimits/selfExclude', { months: 3 })).statusCode).toBe(400);
    // a shorter break cannot end it early
    await post(app, p.token, '/api/v1/user/playLimits/coolOff', { period: '24h' });
    t.advance(2 * 86_400_000);
    expect((await unchanged(() => deposit(app, p.token, 100))).json().code).toBe('SELF_EXCLUDED');
    expect((await requestJoin(app, p, joinBody(f.challengeId, free, 1))).statusCode).toBe(200);
    t.advance(190 * 86_400_000);
    expect((await deposit(app, p.token, 100)).statusCode).toBe(200);
  });

  it('a cool-off stops deposits and paid joins for its length and cannot be shortened', async () => {
    const t = fakeClock(Date.now());
    const app = await createTestApp(db(), { clock: t.clock, config: declared });
    const { f, paid } = await paidAndFreeContests(t.now() + 30 * 86_400_000);
    const player = await signedUpPlayer(app);
    const p = await joiner(app, f, player.token);
    await post(app, p.token, '/api/v1/user/playLimits/coolOff', { period: '7d' });
    const shorter = (await post(app, p.token, '/api/v1/user/playLimits/coolOff', { period: '24h' })).json().data;
    expect(shorter.cool_off_until).toBe(t.now() + 7 * 86_400_000);
    expect((await unchanged(() => requestJoin(app, p, joinBody(f.challengeId, paid, 1)))).json().code).toBe('COOL_OFF_ACTIVE');
    expect((await unchanged(() => deposit(app, p.token, 100))).json().code).toBe('COOL_OFF_ACTIVE');
    t.advance(7 * 86_400_000);
    expect((await requestJoin(app, p, joinBody(f.challengeId, paid, 1))).statusCode).toBe(200);
  });

  it('paid play asks for a declared state, then (to join) a date of birth, and refuses under-18s', async () => {
    const t = fakeClock(Date.now());
    const app = await createTestApp(db(), { clock: t.clock, config: declared });
    const { f, paid } = await paidAndFreeContests(t.now());
    const p = await joiner(app, f);
    expect((await unchanged(() => deposit(app, p.token, 100))).json().code).toBe('STATE_REQUIRED');
    expect((await unchanged(() => requestJoin(app, p, joinBody(f.challengeId, paid, 1)))).json().code).toBe('STATE_REQUIRED');
    await post(app, p.token, '/api/v1/user/playDetails', { state: 'GJ' });
    expect((await deposit(app, p.token, 100)).statusCode).toBe(200);
    expect((await unchanged(() => requestJoin(app, p, joinBody(f.challengeId, paid, 1)))).json().code).toBe('DOB_REQUIRED');
    const today = new Date(t.now() + 330 * 60_000).toISOString().slice(0, 10);
    const minor = `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`;
    await post(app, p.token, '/api/v1/user/playDetails', { date_of_birth: minor });
    const young = await unchanged(() => requestJoin(app, p, joinBody(f.challengeId, paid, 1)));
    expect(young.statusCode).toBe(403);
    expect(young.json()).toMatchObject({ code: 'UNDER_AGE', message: 'You must be 18 or older to play for money.' });
    expect((await unchanged(() => deposit(app, p.token, 100))).json().code).toBe('UNDER_AGE');
  });

  it("a verified KYC's date of birth counts as declared", async () => {
    const t = fakeClock(Date.now());
    const app = await createTestApp(db(), { clock: t.clock, config: declared });
    const { f, paid } = await paidAndFreeContests(t.now());
    const p = await joiner(app, f);
    await post(app, p.token, '/api/v1/user/playDetails', { state: 'GJ' });
    await db().db.execute(sql`insert into kyc_submissions (id, user_id, pan, full_name, date_of_birth, status, submitted_at)
      values (${`KY${p.id}`}, ${p.id}, ${`ABCPE${String(p.id).padStart(4, '0').slice(-4)}F`}, 'Test Player', '1990-01-01', 'verified', now())`);
    expect((await requestJoin(app, p, joinBody(f.challengeId, paid, 1))).statusCode).toBe(200);
  });

  it('MONEY_MODE=real without the declaration requirement still refuses banned states', async () => {
    const t = fakeClock(Date.now());
    const app = await createTestApp(db(), { clock: t.clock });
    const { f, paid } = await paidAndFreeContests(t.now());
    const p = await joiner(app, f);
    expect((await requestJoin(app, p, joinBody(f.challengeId, paid, 1))).statusCode).toBe(200);
    const q2 = await joiner(app, f);
    await post(app, q2.token, '/api/v1/user/playDetails', { state: 'AS' });
    expect((await requestJoin(app, q2, joinBody(f.challengeId, paid, 1))).json().code).toBe('STATE_BANNED');
  });
});

describe.each(testDrivers().filter((d) => d === 'postgres'))('deposit limits under concurrency on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('ten deposits at once under a ₹500 daily limit: exactly the ones that fit pass', async () => {
    const app = await createTestApp(db(), { config: declared });
    const p = await signedUpPlayer(app);
    await limits(app, p.token, 500, null);
    const replies = await Promise.all(Array.from({ length: 10 }, () => deposit(app, p.token, 200)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.json().code === 'DEPOSIT_LIMIT_EXCEEDED')).toHaveLength(8);
  });
});
