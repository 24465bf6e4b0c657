import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getBalances, sumAllPostings, systemBalance } from '../server/ledger';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createPlayer, createSet, createTeam, fund, joinBody, q, requestJoin, verify } from './contests-support';

const HOUR = 3_600_000;

describe.each(testDrivers())('contest joining on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('queues an order, seats it in a batch, charges promo within the limit then deposit, and verify returns the room', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, promoLimit: 20, roomSize: 2, maxRooms: 2, name: 'Small' });
    const p = await createPlayer(app, db);
    await fund(db, p.id, 5000, 500);
    await createSet(db, f, p.id, 1);

    const key = randomUUID();
    const res = await requestJoin(app, p, joinBody(f.challengeId, configId, 1, 20), key);
    expect(res.statusCode).toBe(200);
    const orderId = (res.json() as { data: { order_id: string } }).data.order_id;
    // The same key answers the same order, and nothing is queued twice.
    const again = await requestJoin(app, p, joinBody(f.challengeId, configId, 1, 20), key);
    expect((again.json() as { data: { order_id: string } }).data.order_id).toBe(orderId);

    // The request woke the engine itself (no sweep): the drain is already scheduled.
    await app.contests.engine.idle();
    const v = await verify(app, p, orderId);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({ data: { try_again: false, error: null, room: { room_name: 'Small #1', config_id: configId, draft_num: 1, fee: 10 } } });
    expect(await getBalances(db, p.id)).toEqual({ promo: 300, deposit: 4200, winnings: 0 });
    expect(await q(db, sql`select count(*)::int as n from join_orders where config_id = ${configId}`)).toEqual([{ n: 1 }]);
  });

  it('refuses at request time: match started, incomplete set, stale promo limit, low balance, wrong challenge, duplicate set', async () => {
    const db = database().db;
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createChallenge(db, new Date(now.getTime() + HOUR));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 2000 });
    const other = await createChallenge(db, new Date(now.getTime() + HOUR));
    const p = await createPlayer(app, db);
    await fund(db, p.id, 500);
    await createSet(db, f, p.id, 1);
    await createSet(db, f, p.id, 2, false);

    const low = await requestJoin(app, p, joinBody(f.challengeId, configId, 1));
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', data: { shortfall: 15 } });

    const incomplete = await requestJoin(app, p, joinBody(f.challengeId, configId, 2));
    expect(incomplete.json()).toMatchObject({ status: 422, code: 'SET_INCOMPLETE', message: 'You must make all picks before joining a contest!' });
    const missing = await requestJoin(app, p, joinBody(f.challengeId, configId, 9));
    expect(missing.json()).toMatchObject({ code: 'SET_INCOMPLETE' });

    const stale = await requestJoin(app, p, joinBody(f.challengeId, configId, 1, 50));
    expect(stale.json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    const wrong = await requestJoin(app, p, joinBody(other.challengeId, configId, 1));
    expect(wrong.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const bad = await requestJoin(app, p, { ...joinBody(f.challengeId, configId, 1), config_id: '5' });
    expect(bad.statusCode).toBe(400);
    const noKey = await app.inject({ method: 'POST', url: '/api/v1/game/challenges/mpl/requestJoin', headers: p.headers, payload: joinBody(f.challengeId, configId, 1) });
    expect(noKey.statusCode).toBe(400);

    await fund(db, p.id, 1500);
    const ok = await requestJoin(app, p, joinBody(f.challengeId, configId, 1));
    expect(ok.statusCode).toBe(200);
    await app.contests.engine.idle();
    expect(await getBalances(db, p.id)).toEqual({ promo: 0, deposit: 0, winnings: 0 });
    // core canJoin's order: a set already in the contest is ALREADY_JOINED even with an empty wallet.
    const dup = await requestJoin(app, p, joinBody(f.challengeId, configId, 1));
    expect(dup.json()).toMatchObject({ status: 409, code: 'ALREADY_JOINED' });

    now = new Date(now.getTime() + 2 * HOUR);
    const late = await requestJoin(app, p, joinBody(f.challengeId, configId, 1));
    expect(late.json()).toMatchObject({ status: 422, code: 'MATCH_LOCKED' });
    // Nothing but the one accepted order was written.
    expect(await q(db, sql`select count(*)::int as n from join_orders where config_id = ${configId}`)).toEqual([{ n: 1 }]);
  });

  it('another player cannot see an order; unknown and malformed ids are 4xx', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 0 });
    const a = await createPlayer(app, db);
    const b = await createPlayer(app, db);
    await createSet(db, f, a.id, 1);
    const res = await requestJoin(app, a, joinBody(f.challengeId, configId, 1));
    const orderId = (res.json() as { data: { order_id: string } }).data.order_id;
    expect((await verify(app, b, orderId)).json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await verify(app, a, orderId, true)).statusCode).toBe(404);
    expect((await verify(app, a, randomUUID())).statusCode).toBe(404);
    expect((await verify(app, a, 'not a uuid!')).statusCode).toBe(400);
    await app.contests.engine.idle();
  });

  it('fills rooms one after another, then refuses "Oops! All rooms are full." with nothing charged', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 2, maxRooms: 2, name: 'Duo' });
    const players = [];
    for (let i = 0; i < 5; i++) {
      const p = await createPlayer(app, db);
      await fund(db, p.id, 1000);
      await createSet(db, f, p.id, 1);
      players.push(p);
    }
    const orders: string[] = [];
    for (const p of players) {
      const res = await requestJoin(app, p, joinBody(f.challengeId, configId, 1));
      orders.push((res.json() as { data: { order_id: string } }).data.order_id);
    }
    await app.contests.engine.sweep();
    await app.contests.engine.idle();
    const verdicts = await Promise.all(players.map((p, i) => verify(app, p, orders[i] as string)));
    const rooms = verdicts.map((v) => (v.json() as { data: { room: { room_name: string } | null } }).data.room?.room_name ?? null);
    expect(rooms).toEqual(['Duo #1', 'Duo #1', 'Duo #2', 'Duo #2', null]);
    expect(verdicts[4]?.json()).toMatchObject({ data: { try_again: false, error: { code: 'ROOM_FULL', message: 'Oops! All rooms are full.' } } });
    expect(await getBalances(db, players[4]?.id as number)).toEqual({ promo: 0, deposit: 1000, winnings: 0 });
    const list = await app.inject({ method: 'GET', url: `/api/f2p/v1/utils/challenges/contestRooms?config_id=${configId}`, headers: players[0]?.headers });
    expect(list.json()).toMatchObject({ data: { config_name: 'Duo', contest_rooms: [{ room_name: 'Duo #1', filled: 2, size: 2, status: 'full' }, { room_name: 'Duo #2', filled: 2, status: 'full' }] } });
  });

  it('refuses at batch time with the low-balance shortfall when two sets outspend the wallet', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 1000 });
    const p = await createPlayer(app, db);
    await fund(db, p.id, 1500);
    await createSet(db, f, p.id, 1);
    await createSet(db, f, p.id, 2);
    // Both orders pass the soft check before either is batched (the engine would otherwise seat
    // the first in between, and the second would meet the request-time 422 instead).
    await app.contests.engine.close();
    const o1 = (await requestJoin(app, p, joinBody(f.challengeId, configId, 1))).json() as { data: { order_id: string } };
    const o2 = (await requestJoin(app, p, joinBody(f.challengeId, configId, 2))).json() as { data: { order_id: string } };
    const { runJoinBatch } = await import('../server/modules/contests/batch');
    expect(await runJoinBatch(db, { configIds: [configId], driver, now: () => new Date(), moneyMode: 'real' })).toMatchObject({ processed: 2, seated: 1, refused: 1 });
    expect((await verify(app, p, o1.data.order_id)).json()).toMatchObject({ data: { room: { draft_num: 1 } } });
    expect((await verify(app, p, o2.data.order_id)).json()).toMatchObject({
      data: { try_again: false, room: null, error: { code: 'INSUFFICIENT_FUNDS', shortfall: 5 } },
    });
    expect(await getBalances(db, p.id)).toEqual({ promo: 0, deposit: 500, winnings: 0 });
  });

  it('a queued order is refused by the batch once the cutoff or the match start has passed', async () => {
    const db = database().db;
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createChallenge(db, new Date(now.getTime() + HOUR));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 0 });
    const cutoffId = await createConfig(db, { challengeId: f.challengeId, feePaise: 0, name: 'Cutoff' });
    await db.execute(sql`update contest_configs set join_cutoff_at = ${new Date(now.getTime() + 60_000).toISOString()}::timestamptz where config_id = ${cutoffId}`);
    const p = await createPlayer(app, db);
    await createSet(db, f, p.id, 1);
    // Stop the engine from draining, as if the batch were slow.
    await app.contests.engine.close();
    const a = (await requestJoin(app, p, joinBody(f.challengeId, configId, 1))).json() as { data: { order_id: string } };
    const b = (await requestJoin(app, p, joinBody(f.challengeId, cutoffId, 1))).json() as { data: { order_id: string } };
    expect((await verify(app, p, a.data.order_id)).json()).toMatchObject({ data: { try_again: true, error: null, room: null } });
    now = new Date(now.getTime() + 10_000);
    // Still queued after a few seconds: 'Sorry, all slots are full' while it keeps trying.
    expect((await verify(app, p, a.data.order_id)).json()).toMatchObject({
      data: { try_again: true, error: { code: 'SLOTS_FULL', message: 'Sorry, all slots are full. Please try after some time' } },
    });
    now = new Date(now.getTime() + 120_000);
    const { runJoinBatch } = await import('../server/modules/contests/batch');
    await runJoinBatch(db, { configIds: [cutoffId], driver, now: () => now, moneyMode: 'real' });
    expect((await verify(app, p, b.data.order_id)).json()).toMatchObject({
      data: { try_again: false, error: { code: 'CUTOFF_PASSED', message: 'Oops! The cutoff time for this contest just passed. Please pick a different contest!' } },
    });
    now = new Date(now.getTime() + 2 * HOUR);
    await runJoinBatch(db, { configIds: [configId], driver, now: () => now, moneyMode: 'real' });
    expect((await verify(app, p, a.data.order_id)).json()).toMatchObject({ data: { try_again: false, error: { code: 'MATCH_LOCKED' } } });
  });

  it('team flow: queueJoin / verifyJoin on the same engine; an empty team or another player’s team is refused', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR), 'nostra11');
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 500, name: 'Teams' });
    const p = await createPlayer(app, db);
    const other = await createPlayer(app, db);
    await fund(db, p.id, 500);
    const teamId = await createTeam(db, f.challengeId, p.id, 1);
    const emptyTeam = await createTeam(db, f.challengeId, p.id, 2, []);
    const othersTeam = await createTeam(db, f.challengeId, other.id, 1);
    const queue = (body: object, player = p) =>
      app.inject({ method: 'POST', url: '/api/v1/f2p/fantasy/contests/queueJoin', headers: { ...player.headers, 'idempotency-key': randomUUID() }, payload: body });
    const body = { challenge_id: f.challengeId, room_id: 1, config_id: configId, teamId, draft_num: 1 };
    expect((await queue({ ...body, teamId: emptyTeam, draft_num: 2 })).json()).toMatchObject({ code: 'SET_INCOMPLETE' });
    expect((await queue({ ...body, teamId: othersTeam })).json()).toMatchObject({ code: 'SET_INCOMPLETE' });
    const res = await queue(body);
    expect(res.statusCode).toBe(200);
    const orderId = (res.json() as { data: { order_id: string } }).data.order_id;
    // The prediction verify does not answer team orders.
    expect((await verify(app, p, orderId)).statusCode).toBe(404);
    await app.contests.engine.sweep();
    await app.contests.engine.idle();
    expect((await verify(app, p, orderId, true)).json()).toMatchObject({ data: { room: { room_name: 'Teams #1', fee: 5 } } });
    expect(await getBalances(db, p.id)).toEqual({ promo: 0, deposit: 0, winnings: 0 });
    expect(await sumAllPostings(db)).toBe(0);
  });

  it('match start: a non-guaranteed room under its minimum refunds every fee to its buckets exactly once; pools freeze', async () => {
    const db = database().db;
    let now = new Date();
    const app = await createTestApp(database(), { clock: () => now });
    const f = await createChallenge(db, new Date(now.getTime() + HOUR));
    const ng = await createConfig(db, { challengeId: f.challengeId, type: 'non_guaranteed', minEntries: 3, feePaise: 1000, promoLimit: 50, name: 'NG' });
    const pool = await createConfig(db, { challengeId: f.challengeId, type: 'pool', feePaise: 1000, name: 'Pool' });
    const escrowStart = await systemBalance(db, 'contest_escrow');
    const players = [];
    for (let i = 0; i < 2; i++) {
      const p = await createPlayer(app, db);
      await fund(db, p.id, 800, 400);
      await createSet(db, f, p.id, 1);
      await requestJoin(app, p, joinBody(f.challengeId, ng, 1, 50));
      players.push(p);
    }
    await fund(db, players[0]?.id as number, 1000);
    await requestJoin(app, players[0]!, joinBody(f.challengeId, pool, 1));
    await app.contests.engine.sweep();
    await app.contests.engine.idle();
    expect(await getBalances(db, players[1]?.id as number)).toEqual({ promo: 0, deposit: 200, winnings: 0 });
    const escrowBefore = await systemBalance(db, 'contest_escrow');
    expect(escrowBefore - escrowStart).toBe(3000);

    now = new Date(now.getTime() + 2 * HOUR);
    await Promise.all([app.contests.jobs.matchStart(f.challengeId), app.contests.jobs.matchStart(f.challengeId)]);
    await app.contests.jobs.matchStart(f.challengeId);
    expect(await getBalances(db, players[1]?.id as number)).toEqual({ promo: 400, deposit: 800, winnings: 0 });
    expect((await systemBalance(db, 'contest_escrow')) - escrowStart).toBe(1000);
    expect(await q(db, sql`select count(*)::int as n from ledger_operations where kind = 'refund'`)).toEqual([{ n: 2 }]);
    const rooms = await q<{ config_id: number; status: string; frozen_rewards: unknown }>(
      db,
      sql`select config_id, status, frozen_rewards from contest_rooms where config_id in (${ng}, ${pool}) order by config_id`,
    );
    expect(rooms).toEqual([
      { config_id: ng, status: 'refunded', frozen_rewards: null },
      // 1 entry × ₹10 − 10 % rake = ₹9: rank 1 takes 60 % plus the rounding remainder, rank 2 40 %.
      { config_id: pool, status: 'locked', frozen_rewards: [{ rank_from: 1, rank_to: 1, prize: 540 }, { rank_from: 2, rank_to: 2, prize: 360 }] },
    ]);
    expect(await sumAllPostings(db)).toBe(0);
    // Refunded entries no longer count as joined.
    const stats = await app.inject({ method: 'GET', url: '/api/v1/game/users', headers: players[1]?.headers });
    expect(stats.json()).toMatchObject({ data: { count_paid_contests_joined: 0, count_contests_joined: 0 } });
    const data = await app.inject({ method: 'GET', url: `/api/f2p/v1/utils/getContestData?challenge_id=${f.challengeId}`, headers: players[1]?.headers });
    expect(data.json()).toMatchObject({ data: { locked: true, joined_contest_count: 0 } });
  });

  it('a batch that fails before COMMIT leaves its orders queued and charges nothing; the next drain seats them once', async () => {
    const db = database().db;
    const app = await createTestApp(database());
    const f = await createChallenge(db, new Date(Date.now() + HOUR));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 700, name: 'Crash' });
    const p = await createPlayer(app, db);
    await fund(db, p.id, 700);
    await createSet(db, f, p.id, 1);
    await app.contests.engine.close();
    const order = (await requestJoin(app, p, joinBody(f.challengeId, configId, 1))).json() as { data: { order_id: string } };
    // Simulate a crash mid-batch: the last statement before COMMIT fails.
    await db.execute(sql`create function contests_test_crash() returns trigger language plpgsql as $$ begin raise exception 'crash'; end $$`);
    await db.execute(sql`create trigger contests_test_crash before update on join_orders for each row execute function contests_test_crash()`);
    const { runJoinBatch } = await import('../server/modules/contests/batch');
    await expect(runJoinBatch(db, { configIds: [configId], driver, now: () => new Date(), moneyMode: 'real' })).rejects.toThrow();
    expect((await verify(app, p, order.data.order_id)).json()).toMatchObject({ data: { try_again: true, room: null } });
    expect(await getBalances(db, p.id)).toEqual({ promo: 0, deposit: 700, winnings: 0 });
    expect(await q(db, sql`select count(*)::int as n from contest_rooms where config_id = ${configId}`)).toEqual([{ n: 0 }]);
    await db.execute(sql`drop trigger contests_test_crash on join_orders`);
    await db.execute(sql`drop function contests_test_crash()`);
    const first = await runJoinBatch(db, { configIds: [configId], driver, now: () => new Date(), moneyMode: 'real' });
    const second = await runJoinBatch(db, { configIds: [configId], driver, now: () => new Date(), moneyMode: 'real' });
    expect([first.seated, second.processed]).toEqual([1, 0]);
    expect((await verify(app, p, order.data.order_id)).json()).toMatchObject({ data: { room: { room_name: 'Crash #1' } } });
    expect(await getBalances(db, p.id)).toEqual({ promo: 0, deposit: 0, winnings: 0 });
    expect(await q(db, sql`select count(*)::int as n from ledger_operations where kind = 'entry_fee' and ref = ${order.data.order_id}`)).toEqual([{ n: 1 }]);
  });
});
