import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { activityCentreRoute, claimDailyGiftRoute, dailyGiftRoute, offersRoute } from '../core/api/engagement';
import { checkPopupRoute } from '../core/api/results';
import { errorEnvelope } from '../core/api/route';
import { buyPowerUpRoute } from '../core/api/store';
import { istDay, nextIstMidnight } from '../core/rules/engagement';
import { getBalances } from '../server/ledger';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createConfig, createPlayer, fund, q, type Player } from './contests-support';
import { createPickedSet, createResultsChallenge, joinAndSeat, roomOf } from './results-support';
import { keyed, moneyAndBank, read } from './store-support';

const DAY = 24 * 3_600_000;
// sessions outlive the days these tests move the clock across
const GIFT = { accessTokenTtlSeconds: 10 * 86_400, engagement: { dailyGiftPaise: 500, supportEmail: 'help@example.in', supportPhone: '+91 80000 00000', supportHours: 'always', minAppVersion: '1.2.3' } };
const claim = (app: Parameters<typeof keyed>[0], p: Player, key?: string) => keyed(app, p, claimDailyGiftRoute.path, {}, key);

describe.each(testDrivers())('daily gift, offers and the activity centre on %s', (driver) => {
  const database = useTestDatabase(driver);
  // The app's clock runs with real time (accounts are made with the database's clock) plus a shift the tests move.
  let shift = 0;
  const clock = () => new Date(Date.now() + shift);
  const openApp = (config: object = GIFT) => createTestApp(database(), { clock, config });
  afterEach(async () => {
    shift = 0;
    await closeTestApps();
  });

  it('is claimable once per IST day, as bonus through the ledger; a second claim is 409 and changes nothing; a replay answers the same', async () => {
    const app = await openApp();
    const p = await createPlayer(app, database().db);
    const status = await read(app, p, dailyGiftRoute.path);
    expect(status.statusCode).toBe(200);
    const today = istDay(clock().getTime());
    expect(status.json().data).toMatchObject({ day: today, due: true, claimed_today: false, amount: 5 });

    const key = randomUUID();
    const first = await claim(app, p, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ day: today, amount: 5, wallet: { promo_money: 5, deposit_money: 0, winnings_money: 0 } });
    expect(await getBalances(database().db, p.id)).toEqual({ deposit: 0, promo: 500, winnings: 0 });
    const after = await read(app, p, dailyGiftRoute.path);
    expect(after.json().data).toMatchObject({ due: false, claimed_today: true });
    expect(after.json().data.next_at).toBe(nextIstMidnight(clock().getTime()));

    const state = await moneyAndBank(database(), p.id);
    const replay = await claim(app, p, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await claim(app, p);
    expect(again.statusCode).toBe(409);
    expect(errorEnvelope.parse(again.json())).toMatchObject({ code: 'DAILY_GIFT_CLAIMED', data: { next_at: nextIstMidnight(clock().getTime()) } });
    expect(await moneyAndBank(database(), p.id)).toEqual(state);

    shift = nextIstMidnight(Date.now()) - Date.now() + 60_000; // just after the next IST midnight
    expect((await read(app, p, dailyGiftRoute.path)).json().data).toMatchObject({ due: true, day: istDay(clock().getTime()) });
    expect((await claim(app, p)).statusCode).toBe(200);
    expect(await getBalances(database().db, p.id)).toEqual({ deposit: 0, promo: 1000, winnings: 0 });
    const refs = await q<{ ref: string }>(database().db, sql`select ref from ledger_operations where user_id = ${p.id} and kind = 'promo_credit' order by id`);
    expect(refs.map((r) => r.ref)).toEqual([`daily-gift:${p.id}:${today}`, `daily-gift:${p.id}:${istDay(clock().getTime())}`]);
  });

  it('checkPopup offers daily_gift once a day from the second day; a claim owes a won_promo popup', async () => {
    const app = await openApp();
    const p = await createPlayer(app, database().db);
    // the account's first day belongs to the onboarding popups
    expect((await read(app, p, checkPopupRoute.path)).json().data).toEqual([]);
    shift = DAY;
    const offered = await read(app, p, checkPopupRoute.path);
    expect(offered.json().data).toEqual([{ type: 'daily_gift', amount: 5, detail: { day: istDay(clock().getTime()) } }]);
    expect((await read(app, p, checkPopupRoute.path)).json().data).toEqual([]);
    expect((await claim(app, p)).statusCode).toBe(200);
    expect((await read(app, p, checkPopupRoute.path)).json().data).toEqual([{ type: 'won_promo', amount: 5, detail: { reason: 'daily_gift', day: istDay(clock().getTime()) } }]);
    expect((await read(app, p, checkPopupRoute.path)).json().data).toEqual([]);

    // a gift claimed (from Offers) before any check is not offered again that day
    shift = 2 * DAY;
    expect((await claim(app, p)).statusCode).toBe(200);
    expect((await read(app, p, checkPopupRoute.path)).json().data.map((x: { type: string }) => x.type)).toEqual(['won_promo']);
    expect((await read(app, p, checkPopupRoute.path)).json().data).toEqual([]);
  });

  it('switched off (DAILY_GIFT_PAISE=0): never due, claims are 404, nothing offered', async () => {
    const app = await openApp({ ...GIFT, engagement: { ...GIFT.engagement, dailyGiftPaise: 0 } });
    const p = await createPlayer(app, database().db);
    expect((await read(app, p, dailyGiftRoute.path)).json().data).toMatchObject({ due: false, amount: 0 });
    const before = await moneyAndBank(database(), p.id);
    expect((await claim(app, p)).statusCode).toBe(404);
    shift = DAY;
    expect((await read(app, p, checkPopupRoute.path)).json().data).toEqual([]);
    expect(await moneyAndBank(database(), p.id)).toEqual(before);
  });

  it('bad input is a 400 and no token a 401; nothing changes', async () => {
    const app = await openApp();
    const p = await createPlayer(app, database().db);
    const before = await moneyAndBank(database(), p.id);
    for (const payload of [{ a: 1 }, [], 'x', null]) {
      const res = await app.inject({ method: 'POST', url: claimDailyGiftRoute.path, headers: { ...p.headers, 'idempotency-key': randomUUID(), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: claimDailyGiftRoute.path, headers: p.headers, payload: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: claimDailyGiftRoute.path, headers: { 'idempotency-key': randomUUID() }, payload: {} })).statusCode).toBe(401);
    for (const url of [dailyGiftRoute.path, offersRoute.path, activityCentreRoute.path]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    for (const page of ['0', '-1', 'x', '10001', '1.5']) expect((await read(app, p, `${activityCentreRoute.path}?page=${page}`)).statusCode).toBe(400);
    expect(await moneyAndBank(database(), p.id)).toEqual(before);
  });

  it('offers: the sign-up bonus (received), today’s gift (claimable) and the store bundles; social mode sells none', async () => {
    const app = await openApp({ ...GIFT, signupPromoPaise: 5000 });
    const p = await createPlayer(app, database().db);
    await app.inject({ method: 'GET', url: '/api/f2p/v1/user/wallet', headers: p.headers }); // credits the sign-up bonus
    const offers = (await read(app, p, offersRoute.path)).json().data.offers as { kind: string; amount: number | null; claimable: boolean; received: boolean; product: { code: string } | null; target: string | null }[];
    expect(offers.map((o) => [o.kind, o.amount, o.claimable, o.received, o.product?.code ?? null, o.target])).toEqual([
      ['signup_bonus', 50, false, true, null, 'wallet'],
      ['daily_gift', 5, true, false, null, null],
      ['bundle', null, false, false, 'starter_bundle', 'store'],
      ['bundle', null, false, false, 'doubler_pack', 'store'],
      ['bundle', null, false, false, 'pro_bundle', 'store'],
    ]);
    expect((await claim(app, p)).statusCode).toBe(200);
    const social = await openApp({ ...GIFT, moneyMode: 'social' });
    const after = (await read(social, p, offersRoute.path)).json().data.offers as { kind: string; claimable: boolean; received: boolean }[];
    expect(after).toEqual([expect.objectContaining({ kind: 'daily_gift', claimable: false, received: true })]);
  });

  it('the activity centre lists joins, results with prizes, deposits, purchases and rewards newest first, paged, the player’s own only', async () => {
    const app = await openApp();
    const db = database().db;
    const p = await createPlayer(app, db);
    const other = await createPlayer(app, db);
    await fund(db, p.id, 10_000);
    shift += 1000;
    expect((await keyed(app, p, buyPowerUpRoute.path, { product_id: 3 })).statusCode).toBe(200);
    shift += 1000;
    expect((await claim(app, p)).statusCode).toBe(200);
    shift += 1000;
    const f = await createResultsChallenge(db, new Date(Date.now() + 3_600_000));
    const config = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, name: 'Mega' });
    await createPickedSet(db, f, p.id, 1, ['a'], ['a']);
    const order = await joinAndSeat(app, p, f.challengeId, config);
    const room = await roomOf(db, order);
    await db.execute(sql`update room_entries set points = 30, rank = 1, prize_paise = 2500 where order_id = ${order}::uuid`);
    await db.execute(sql`insert into contest_settlements (room_id, kind, created_at) values (${room}, 'payout', ${new Date(Date.now() + shift + 5000).toISOString()}::timestamptz)`);

    const res = await read(app, p, activityCentreRoute.path);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as { kind: string; amount: number | null; challenge_id: number | null; contest_name: string | null; rank: number | null; points: number | null; created_at: number }[];
    expect(items.map((i) => [i.kind, i.amount])).toEqual([
      ['result', 25],
      ['join', 10],
      ['reward', 5],
      ['purchase', 5],
      ['deposit', 100],
    ]);
    expect(items[0]).toMatchObject({ challenge_id: f.challengeId, contest_name: 'Mega', rank: 1, points: 30 });
    expect(items.map((i) => i.created_at)).toEqual([...items.map((i) => i.created_at)].sort((a, b) => b - a));
    expect((await read(app, other, activityCentreRoute.path)).json().data).toEqual({ page: 1, pageSize: 20, hasMore: false, items: [] });

    for (let i = 0; i < 16; i++) {
      shift += 10;
      await keyed(app, p, buyPowerUpRoute.path, { product_id: 3 });
    }
    const page1 = (await read(app, p, activityCentreRoute.path)).json().data;
    const page2 = (await read(app, p, `${activityCentreRoute.path}?page=2`)).json().data;
    expect([page1.items.length, page1.hasMore, page2.items.length, page2.hasMore]).toEqual([20, true, 1, false]);
    expect(new Set([...page1.items, ...page2.items].map((i: { id: string }) => i.id)).size).toBe(21);
  });
});

// Real concurrency exists on PostgreSQL only: registered when TEST_DATABASE_URL is set.
const raceDrivers = process.env.TEST_DATABASE_URL ? (['postgres'] as const) : ([] as const);

describe.each(raceDrivers)('daily gift claims racing on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('20 concurrent claims (each its own key) credit one gift', async () => {
    const app = await createTestApp(database(), { config: GIFT });
    const p = await createPlayer(app, database().db);
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(app, p)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => errorEnvelope.parse(r.json()).code)).toEqual(Array(19).fill('DAILY_GIFT_CLAIMED'));
    expect(await getBalances(database().db, p.id)).toEqual({ deposit: 0, promo: 500, winnings: 0 });
    const [ops] = await q<{ n: number }>(database().db, sql`select count(*)::int as n from ledger_operations where user_id = ${p.id} and kind = 'promo_credit'`);
    expect(ops?.n).toBe(1);
    const [popups] = await q<{ n: number }>(database().db, sql`select count(*)::int as n from reward_popups where user_id = ${p.id} and type = 'won_promo'`);
    expect(popups?.n).toBe(1);
  });
});
