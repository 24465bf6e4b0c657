import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sumAllPostings, systemBalance } from '../server/ledger';
import { closeTestApps, createTestApp, openSameDatabaseAgain, useTestDatabase } from './support/app';
import { createChallenge, createConfig, createFundedPlayers, joinBody, q, requestJoin, verify } from './contests-support';

/**
 * The join storm of ADR 003. The issue's figures (1,000 joiners, 5 rooms × 100 seats) run on
 * PostgreSQL, the driver with real concurrency (when TEST_DATABASE_URL is set); without it the
 * same storm runs scaled down on PGlite's in-process queue, so the file always tests something.
 */
const storm = process.env.TEST_DATABASE_URL
  ? { driver: 'postgres' as const, players: 1000, rooms: 5, size: 100 }
  : { driver: 'pglite' as const, players: 60, rooms: 3, size: 10 };
const seats = storm.rooms * storm.size;

describe(`join storm on ${storm.driver}`, () => {
  const database = useTestDatabase(storm.driver);
  afterAll(closeTestApps);

  it(`${storm.players} concurrent funded joiners on ${storm.rooms} rooms × ${storm.size} seats: exactly ${seats} seated, the rest refused, escrow = seats × fee`, async () => {
    const db = database().db;
    const app = await createTestApp(database(), { config: { rateLimitPerMinute: 1_000_000 } });
    const f = await createChallenge(db, new Date(Date.now() + 3_600_000));
    const fee = 2500;
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: fee, roomSize: storm.size, maxRooms: storm.rooms, name: 'Storm' });
    const players = await createFundedPlayers(app, db, f, storm.players, fee);
    const sumBefore = await sumAllPostings(db);
    const escrowBefore = await systemBalance(db, 'contest_escrow');

    const keys = players.map(() => randomUUID());
    const responses = await Promise.all(players.map((p, i) => requestJoin(app, p, joinBody(f.challengeId, configId, 1), keys[i])));
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const orderIds = responses.map((r) => (r.json() as { data: { order_id: string } }).data.order_id);

    // Replays with the same keys return the same orders and queue nothing new.
    const replays = await Promise.all(players.slice(0, 50).map((p, i) => requestJoin(app, p, joinBody(f.challengeId, configId, 1), keys[i])));
    expect(replays.map((r) => (r.json() as { data: { order_id: string } }).data.order_id)).toEqual(orderIds.slice(0, 50));

    await app.contests.engine.sweep();
    await app.contests.engine.idle();
    const verdicts = await Promise.all(players.map((p, i) => verify(app, p, orderIds[i] as string)));
    const data = verdicts.map((v) => (v.json() as { data: { try_again: boolean; error: { code: string } | null; room: { room_id: number } | null } }).data);
    expect(data.filter((d) => d.try_again)).toEqual([]);
    expect(data.filter((d) => d.room !== null)).toHaveLength(seats);
    expect(data.filter((d) => d.error?.code === 'ROOM_FULL')).toHaveLength(storm.players - seats);

    const rooms = await q<{ filled: number; size: number }>(db, sql`select filled, size from contest_rooms where config_id = ${configId} order by room_index`);
    expect(rooms).toEqual(Array.from({ length: storm.rooms }, () => ({ filled: storm.size, size: storm.size })));
    expect(await q(db, sql`select count(*)::int as n from join_orders where config_id = ${configId}`)).toEqual([{ n: storm.players }]);
    expect((await systemBalance(db, 'contest_escrow')) - escrowBefore).toBe(seats * fee);
    expect(await sumAllPostings(db)).toBe(sumBefore);
    expect(sumBefore).toBe(0);

    // Refused players' money did not move: their deposit is still the fee, with one operation (the funding).
    const refusedIds = players.filter((_, i) => data[i]?.room === null).map((p) => p.id);
    const untouched = await q<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_accounts where user_id = any(${sql.raw(`ARRAY[${refusedIds.join(',')}]`)}::bigint[])
          and bucket = 'deposit' and balance_paise = ${fee}`,
    );
    expect(untouched).toEqual([{ n: storm.players - seats }]);
    const charges = await q<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_operations where kind = 'entry_fee' and user_id = any(${sql.raw(`ARRAY[${refusedIds.join(',')}]`)}::bigint[])`,
    );
    expect(charges).toEqual([{ n: 0 }]);
  }, 90_000);

  it('one set sent at once under 20 different keys (a double tap, two tabs) queues one order; the rest are "already joined"', async () => {
    const db = database().db;
    const app = await createTestApp(database(), { config: { rateLimitPerMinute: 1_000_000 } });
    const f = await createChallenge(db, new Date(Date.now() + 3_600_000));
    const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 2500, roomSize: 10, maxRooms: 1, name: 'Double tap' });
    const [player] = await createFundedPlayers(app, db, f, 1, 2500);
    const responses = await Promise.all(Array.from({ length: 20 }, () => requestJoin(app, player!, joinBody(f.challengeId, configId, 1))));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'ALREADY_JOINED' });
    await app.contests.engine.sweep();
    await app.contests.engine.idle();
    expect(await q(db, sql`select status from join_orders where config_id = ${configId}`)).toEqual([{ status: 'seated' }]);
    expect(await q(db, sql`select count(*)::int as n from ledger_operations where kind = 'entry_fee' and user_id = ${player!.id}`)).toEqual([{ n: 1 }]);
  }, 30_000);

  // two processes need two connections to one database: PostgreSQL only
  if (storm.driver === 'postgres') it('one key sent at once to two API processes, and again later to each: one order, one seat, one fee, the same answer', async () => {
    const db = database().db;
    const a = await createTestApp(database(), { config: { rateLimitPerMinute: 1_000_000 } });
    const other = await openSameDatabaseAgain(database());
    try {
      const b = await createTestApp(other, { config: { rateLimitPerMinute: 1_000_000 } });
      const f = await createChallenge(db, new Date(Date.now() + 3_600_000));
      const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: 2500, roomSize: 10, maxRooms: 2, name: 'Two processes' });
      const players = await createFundedPlayers(a, db, f, 20, 2500);
      const keys = players.map(() => randomUUID());
      const body = joinBody(f.challengeId, configId, 1);
      // every player's join reaches both processes at the same moment, as a client that retries on another host
      const raced = await Promise.all(players.flatMap((p, i) => [requestJoin(a, p, body, keys[i]), requestJoin(b, p, body, keys[i])]));
      const later = await Promise.all(players.flatMap((p, i) => [requestJoin(b, p, body, keys[i]), requestJoin(a, p, body, keys[i])]));
      for (const [i] of players.entries()) {
        const answers = [raced[2 * i], raced[2 * i + 1], later[2 * i], later[2 * i + 1]].map((r) => ({ status: r!.statusCode, body: r!.json() }));
        expect(answers[0]!.status).toBe(200);
        for (const answer of answers) expect(answer).toEqual(answers[0]);
      }
      await Promise.all([a.contests.engine.sweep(), b.contests.engine.sweep()]);
      await Promise.all([a.contests.engine.idle(), b.contests.engine.idle()]);
      const orders = await q<{ user_id: number; status: string }>(db, sql`select user_id::int, status from join_orders where config_id = ${configId}`);
      expect(orders).toHaveLength(players.length);
      expect(orders.every((o) => o.status === 'seated')).toBe(true);
      const fees = await q<{ n: number }>(db, sql`select count(*)::int as n from ledger_operations op join join_orders o on o.order_id::text = op.ref
        where op.kind = 'entry_fee' and o.config_id = ${configId}`);
      expect(fees).toEqual([{ n: players.length }]);
    } finally {
      await closeTestApps();
      await other.close();
    }
  }, 60_000);
});
