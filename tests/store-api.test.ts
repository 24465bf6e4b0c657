import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../core/api/route';
import { buyPowerUpRoute, powerupsV2Route, powerupTransactionsRoute, productsByCategoryRoute } from '../core/api/store';
import { joinPseudoContestRoute } from '../core/api/picks';
import { transferFromBankRoute } from '../core/api/powerups';
import { seedDemo } from '../server/db/seed';
import { awardPrizes, getBalances } from '../server/ledger';
import { STARTING_BANK_BALANCE } from '../server/modules/powerups/service';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createPlayer, fund, q, type Player } from './contests-support';
import { CHALLENGE, SEEDED_AT } from './picks-support';
import { counts, keyed, moneyAndBank, read } from './store-support';

const PRODUCTS = `${productsByCategoryRoute.path}?category=powerups`;
const BUY = buyPowerUpRoute.path;
const STARTER = 4; // Starter Bundle: 1 of each, ₹20 (list ₹25)
const PRO = 6; // Pro Bundle: 3 of each, ₹50 (list ₹75)
const AUDIENCE_POLL = 3; // ₹5

describe.each(testDrivers())('store on %s', (driver) => {
  const database = useTestDatabase(driver);
  let now = SEEDED_AT;
  const openApp = (config = {}) => createTestApp(database(), { clock: () => now, config });
  afterEach(async () => {
    now = SEEDED_AT;
    await closeTestApps();
  });
  beforeAll(async () => {
    // the demo catalogue's challenges, for transfers into a challenge
    await seedDemo(database().db, SEEDED_AT);
  });

  it('lists the catalogue: single powerups of each type and bundles, prices in rupees; bad category 400; no token 401', async () => {
    const app = await openApp();
    const p = await createPlayer(app, database().db);
    const res = await read(app, p, PRODUCTS);
    expect(res.statusCode).toBe(200);
    const { products } = res.json().data as { products: { code: string; kind: string; price: number; product_price: number; saving_percent: number; powerups: unknown }[] };
    expect(products.map((x) => [x.code, x.kind, x.price, x.product_price, x.saving_percent])).toEqual([
      ['doubler_1', 'single', 10, 10, 0],
      ['no_negative_1', 'single', 10, 10, 0],
      ['audience_poll_1', 'single', 5, 5, 0],
      ['starter_bundle', 'bundle', 20, 25, 20],
      ['doubler_pack', 'bundle', 40, 50, 20],
      ['pro_bundle', 'bundle', 50, 75, 33],
    ]);
    expect(products[5]?.powerups).toEqual(counts(3, 3, 3));
    expect((await read(app, p, `${productsByCategoryRoute.path}?category=coins`)).statusCode).toBe(400);
    expect((await read(app, p, productsByCategoryRoute.path)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: PRODUCTS })).statusCode).toBe(401);
  });

  it('a purchase is paid from deposit then winnings, credited to the bank, and shows in the history and PowerupsV2', async () => {
    const app = await openApp();
    const db = database().db;
    const p = await createPlayer(app, db);
    // ₹15 deposit + ₹10 winnings (a prize) + ₹100 bonus: the ₹20 bundle takes 15 deposit and 5 winnings, no bonus
    await fund(db, p.id, 1500, 10_000);
    await db.transaction((tx) => awardPrizes(tx, { roomId: `test-room-${randomUUID()}`, escrowPaise: 0, prizes: [{ userId: p.id, amountPaise: 1000 }], at: now, description: 'test prize' }));

    const res = await keyed(app, p, BUY, { product_id: STARTER, promo_limit: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      product_id: STARTER,
      price: 20,
      paid: { deposit: 15, winnings: 5 },
      powerups: counts(1, 1, 1),
      bank: counts(STARTING_BANK_BALANCE['2x'] + 1, STARTING_BANK_BALANCE.no_negs + 1, STARTING_BANK_BALANCE.player_poll + 1),
      wallet: { deposit_money: 0, promo_money: 100, winnings_money: 5 },
    });
    expect(await getBalances(db, p.id)).toEqual({ deposit: 0, promo: 10_000, winnings: 500 });
    const [op] = await q<{ kind: string; meta: { split: unknown } }>(db, sql`select kind, meta from ledger_operations where ref = ${data.purchase_id}`);
    expect(op).toEqual({ kind: 'store_purchase', meta: { split: { promo: 0, deposit: 1500, winnings: 500 } } });

    const history = await read(app, p, powerupTransactionsRoute.path);
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject({
      page: 1,
      hasMore: false,
      transactions: [{ kind: 'purchase', powerups: counts(1, 1, 1), product_id: STARTER, product_code: 'starter_bundle', price: 20, challenge_id: null }],
    });
    const v2 = await read(app, p, powerupsV2Route.path);
    expect(v2.json().data).toEqual({ bank: data.bank, in_challenges: counts(0, 0, 0), challenges: [] });
  });

  it('the same Idempotency-Key replayed charges once and credits the bank once; another body with it is 422', async () => {
    const app = await openApp();
    const db = database().db;
    const p = await createPlayer(app, db);
    await fund(db, p.id, 10_000);
    const key = randomUUID();
    const first = await keyed(app, p, BUY, { product_id: PRO }, key);
    expect(first.statusCode).toBe(200);
    const after = await moneyAndBank(database(), p.id);
    const again = await keyed(app, p, BUY, { product_id: PRO }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await moneyAndBank(database(), p.id)).toEqual(after);
    expect(after.balances.deposit).toBe(5000);
    const reused = await keyed(app, p, BUY, { product_id: STARTER }, key);
    expect(reused.statusCode).toBe(422);
    expect(errorEnvelope.parse(reused.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await moneyAndBank(database(), p.id)).toEqual(after);
  });

  it('bonus only: refused 409 INSUFFICIENT_FUNDS with the shortfall and bonus_not_usable; no ledger, bank or history change', async () => {
    const app = await openApp();
    const db = database().db;
    const p = await createPlayer(app, db);
    await fund(db, p.id, 0, 50_000);
    const before = await moneyAndBank(database(), p.id);
    const res = await keyed(app, p, BUY, { product_id: STARTER });
    expect(res.statusCode).toBe(409);
    const body = errorEnvelope.parse(res.json());
    expect(body.code).toBe('INSUFFICIENT_FUNDS');
    expect(body.message).toMatch(/Bonus cannot be used/);
    expect(body.data).toEqual({ shortfall: 20, bonus_not_usable: true });
    expect(await moneyAndBank(database(), p.id)).toEqual(before);
    expect(before.balances).toEqual({ deposit: 0, promo: 50_000, winnings: 0 });
  });

  it('short of deposit + winnings: the shortfall is what is missing (lowBalanceP); bonus_not_usable false without bonus', async () => {
    const app = await openApp();
    const db = database().db;
    const p = await createPlayer(app, db);
    await fund(db, p.id, 1200);
    const before = await moneyAndBank(database(), p.id);
    const res = await keyed(app, p, BUY, { product_id: STARTER });
    expect(res.statusCode).toBe(409);
    expect(errorEnvelope.parse(res.json()).data).toEqual({ shortfall: 8, bonus_not_usable: false });
    expect(await moneyAndBank(database(), p.id)).toEqual(before);
  });

  it('bad input is a 400 (unknown product 404) and changes nothing; social mode refuses 403', async () => {
    const app = await openApp();
    const db = database().db;
    const p = await createPlayer(app, db);
    await fund(db, p.id, 100_000, 100_000);
    const before = await moneyAndBank(database(), p.id);
    for (const body of [
      { product_id: '4' },
      { product_id: 0 },
      { product_id: 2 ** 31 },
      { product_id: 4.5 },
      { product_id: 4, promo_limit: 10 },
      { product_id: 4, extra: true },
      {},
      { product_id: 4, token: 'x'.repeat(5000) },
    ]) {
      const res = await keyed(app, p, BUY, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorEnvelope.parse(res.json()).code).toBe('VALIDATION_FAILED');
    }
    const noKey = await app.inject({ method: 'POST', url: BUY, headers: p.headers, payload: { product_id: STARTER } });
    expect(noKey.statusCode).toBe(400);
    const unknown = await keyed(app, p, BUY, { product_id: 999 });
    expect(unknown.statusCode).toBe(404);
    await db.execute(sql`update store_products set active = false where product_id = ${AUDIENCE_POLL}`);
    const withdrawn = await keyed(app, p, BUY, { product_id: AUDIENCE_POLL });
    expect(withdrawn.statusCode).toBe(404);
    await db.execute(sql`update store_products set active = true where product_id = ${AUDIENCE_POLL}`);
    expect((await app.inject({ method: 'POST', url: BUY, headers: { 'idempotency-key': randomUUID() }, payload: { product_id: STARTER } })).statusCode).toBe(401);
    expect(await moneyAndBank(database(), p.id)).toEqual(before);

    const social = await openApp({ moneyMode: 'social' });
    const refused = await keyed(social, p, BUY, { product_id: STARTER });
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelope.parse(refused.json()).code).toBe('MONEY_MODE_DISABLED');
    expect(await moneyAndBank(database(), p.id)).toEqual(before);
  });

  it('history pages newest first with transfers into challenges; each player sees only their own', async () => {
    const app = await openApp();
    const db = database().db;
    const p = await createPlayer(app, db);
    const other = await createPlayer(app, db);
    await fund(db, p.id, 100_000);
    for (let i = 0; i < 21; i++) expect((await keyed(app, p, BUY, { product_id: AUDIENCE_POLL })).statusCode).toBe(200);
    const room = await keyed(app, p, joinPseudoContestRoute.path, { challenge_id: CHALLENGE });
    const roomId = room.json().data.userRoom.room_id as number;
    const moved = await keyed(app, p, transferFromBankRoute.path, { challenge_id: CHALLENGE, room_id: roomId, add_powerups: counts(1, 0, 2) });
    expect(moved.statusCode, moved.body).toBe(200);

    const page1 = (await read(app, p, powerupTransactionsRoute.path)).json().data;
    expect(page1.hasMore).toBe(true);
    expect(page1.transactions).toHaveLength(20);
    expect(page1.transactions[0]).toMatchObject({ kind: 'transfer', powerups: counts(1, 0, 2), challenge_id: CHALLENGE, product_id: null, price: null });
    expect(page1.transactions[0].challenge_name).toEqual(expect.any(String));
    expect(page1.transactions[1]).toMatchObject({ kind: 'purchase', product_code: 'audience_poll_1', price: 5 });
    const page2 = (await read(app, p, `${powerupTransactionsRoute.path}?page=2`)).json().data;
    expect(page2).toMatchObject({ page: 2, hasMore: false });
    expect(page2.transactions).toHaveLength(2);
    const ids = [...page1.transactions, ...page2.transactions].map((t: { id: number }) => t.id);
    expect(new Set(ids).size).toBe(22);
    expect((await read(app, p, `${powerupTransactionsRoute.path}?page=0`)).statusCode).toBe(400);
    expect((await read(app, p, `${powerupTransactionsRoute.path}?page=x`)).statusCode).toBe(400);

    const v2 = (await read(app, p, powerupsV2Route.path)).json().data;
    expect(v2.bank).toEqual(counts(STARTING_BANK_BALANCE['2x'] - 1, STARTING_BANK_BALANCE.no_negs, STARTING_BANK_BALANCE.player_poll + 21 - 2));
    expect(v2.in_challenges).toEqual(counts(1, 0, 2));
    expect(v2.challenges).toEqual([expect.objectContaining({ challenge_id: CHALLENGE, powerups: counts(1, 0, 2) })]);

    expect((await read(app, other, powerupTransactionsRoute.path)).json().data.transactions).toEqual([]);
    expect((await read(app, other, powerupsV2Route.path)).json().data).toEqual({ bank: { ...STARTING_BANK_BALANCE }, in_challenges: counts(0, 0, 0), challenges: [] });
  });
});

// Real concurrency exists on PostgreSQL only (PGlite is one connection): registered when TEST_DATABASE_URL is set.
const raceDrivers = process.env.TEST_DATABASE_URL ? (['postgres'] as const) : ([] as const);

describe.each(raceDrivers)('store purchases racing on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('20 concurrent sends of one Idempotency-Key charge once; 20 different purchases stop when the money runs out', async () => {
    const app = await createTestApp(database());
    const db = database().db;
    const p: Player = await createPlayer(app, db);
    await fund(db, p.id, 6000, 100_000);
    const key = randomUUID();
    const same = await Promise.all(Array.from({ length: 20 }, () => keyed(app, p, BUY, { product_id: STARTER }, key)));
    // one runs; the others replay it or are told it is still being processed (409 CONFLICT) — none charges again
    expect(same.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of same) expect([200, 409]).toContain(r.statusCode);
    const [ops] = await q<{ n: number }>(db, sql`select count(*)::int as n from ledger_operations where kind = 'store_purchase' and user_id = ${p.id}`);
    expect(ops?.n).toBe(1);
    expect((await getBalances(db, p.id)).deposit).toBe(4000);

    const many = await Promise.all(Array.from({ length: 20 }, () => keyed(app, p, BUY, { product_id: STARTER })));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(many.filter((r) => r.statusCode === 409)).toHaveLength(18);
    expect(await getBalances(db, p.id)).toEqual({ deposit: 0, promo: 100_000, winnings: 0 });
    const [bank] = await q<{ b: number }>(db, sql`select balance_2x as b from powerup_banks where user_id = ${p.id}`);
    expect(bank?.b).toBe(STARTING_BANK_BALANCE['2x'] + 3);
  });
});
