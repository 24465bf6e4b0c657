import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../server/db/client';
import { sumAllPostings, systemBalance } from '../server/ledger';
import { settleMatch } from '../server/modules/results';
import { closeTestApps, createTestApp, createTestDatabase, type TestDatabase } from './support/app';
import { createChallenge, createConfig, createFundedPlayers, joinBody, q, requestJoin } from './contests-support';
import { resolve, setMatchStatus, setRewards } from './results-support';

/**
 * Settlement exactly once under concurrency (ADR 008), PostgreSQL only (PGlite is one process):
 * two database instances settling the same rooms at once, and a settling process killed with
 * SIGKILL midway then run again. Each room must be paid exactly once.
 */
const drivers = process.env.TEST_DATABASE_URL ? (['postgres'] as const) : ([] as const);
const HOUR = 3_600_000;
const FEE = 1000;

function databaseUrl(name: string): string {
  const u = new URL(process.env.TEST_DATABASE_URL as string);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A started challenge with `rooms` rooms of 3 (fixed prizes 1500 / 800 / 0) joined through the real path; half answer right. */
async function settledLater(test: TestDatabase, rooms: number) {
  const db = test.database.db;
  const start = new Date(Date.now() + HOUR);
  const app = await createTestApp(test.database);
  const f = await createChallenge(db, start);
  const configId = await createConfig(db, { challengeId: f.challengeId, feePaise: FEE, roomSize: 3, maxRooms: rooms, name: 'Trio' });
  await setRewards(db, configId, [
    { rank_from: 1, rank_to: 1, prize: 1500 },
    { rank_from: 2, rank_to: 2, prize: 801 },
  ]);
  const players = await createFundedPlayers(app, db, f, rooms * 3, FEE);
  // Different points: every third player answers wrong.
  await db.execute(sql`update pick_sets set picks = jsonb_set(picks, ${`{${f.questionId},answer}`}::text[], '"b"')
    where challenge_id = ${f.challengeId} and user_id % 3 = 0`);
  for (let i = 0; i < players.length; i += 50) {
    const res = await Promise.all(players.slice(i, i + 50).map((p) => requestJoin(app, p, joinBody(f.challengeId, configId, 1))));
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
  }
  await app.contests.engine.idle();
  await closeTestApps();
  expect(await q(db, sql`select count(*)::int as n from room_entries where challenge_id = ${f.challengeId}`)).toEqual([{ n: rooms * 3 }]);
  await resolve(db, f.questionId, 'a');
  await setMatchStatus(db, f.challengeId, 'points_final');
  return { matchId: f.challengeId, challengeId: f.challengeId, now: new Date(start.getTime() + 5 * HOUR) };
}

/** Every room paid once: one settlement operation and one report per room, winnings = Σ prizes won, escrow empty. */
async function expectPaidOnce(db: Db, challengeId: number, rooms: number) {
  expect(await q(db, sql`select count(*)::int as n, count(distinct r.room_id)::int as rooms from contest_rooms r
    join contest_configs c on c.config_id = r.config_id where c.challenge_id = ${challengeId} and r.status = 'settled'`)).toEqual([{ n: rooms, rooms }]);
  expect(await q(db, sql`select count(*)::int as n from ledger_operations where kind = 'settlement'`)).toEqual([{ n: rooms }]);
  expect(await q(db, sql`select count(*)::int as n from settlement_reports`)).toEqual([{ n: rooms }]);
  const wrong = await q(db, sql`
    select a.user_id from ledger_accounts a
    left join (select user_id, sum(prize_paise) as won from room_entries where challenge_id = ${challengeId} group by user_id) w on w.user_id = a.user_id
    where a.bucket = 'winnings' and a.user_id is not null and a.balance_paise <> coalesce(w.won, 0)`);
  expect(wrong).toEqual([]);
  const [won] = await q<{ total: number; winners: number }>(db, sql`select coalesce(sum(prize_paise), 0)::int as total,
    count(*) filter (where prize_paise > 0)::int as winners from room_entries where challenge_id = ${challengeId}`);
  expect(won!.total).toBe(rooms * (1500 + 801));
  expect(await q(db, sql`select count(*)::int as n from reward_popups`)).toEqual([{ n: won!.winners }]);
  expect(await systemBalance(db, 'contest_escrow')).toBe(0);
  expect(await systemBalance(db, 'prizes')).toBe(rooms * (3 * FEE - 1500 - 801));
  expect(await sumAllPostings(db)).toBe(0);
  expect(await q(db, sql`select status from challenges where challenge_id = ${challengeId}`)).toEqual([{ status: 'completed' }]);
}

describe.each(drivers)('settlement exactly once under concurrency on %s', () => {
  let test: TestDatabase;
  let dbName: string;
  const children = new Set<ChildProcess>();
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    const [row] = await q<{ name: string }>(test.database.db, sql`select current_database() as name`);
    dbName = row?.name as string;
  });
  afterEach(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await closeTestApps();
    await test.database.db.execute(sql`truncate ledger_postings, ledger_operations, reward_popups, settlement_reports, contest_settlements, room_entries, join_orders, contest_rooms cascade`);
    await test.database.db.execute(sql`update ledger_accounts set balance_paise = 0 where user_id is not null`);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('two database instances settling the same rooms at once pay each room once', { timeout: 120_000 }, async () => {
    const rooms = 40;
    const s = await settledLater(test, rooms);
    const second: Database = await openDatabase({ databaseUrl: databaseUrl(dbName), dataDir: undefined });
    try {
      const [a, b] = await Promise.all([settleMatch(test.database.db, s.matchId, s.now), settleMatch(second.db, s.matchId, s.now)]);
      expect(a.roomsSettled + b.roomsSettled).toBe(rooms);
      expect(a.pendingChallenges + b.pendingChallenges).toBe(0);
    } finally {
      await second.close();
    }
    await expectPaidOnce(test.database.db, s.challengeId, rooms);
  });

  it('kill -9 of a settling process midway, run again: each room paid once', { timeout: 180_000 }, async () => {
    const rooms = 150;
    const s = await settledLater(test, rooms);
    const db = test.database.db;
    const run = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/settle-child.ts', databaseUrl(dbName), String(s.matchId), s.now.toISOString()], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let out = '';
      child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      const exited = new Promise<{ code: number | null; signal: string | null; out: string }>((done) =>
        child.once('exit', (code, signal) => done({ code, signal, out })),
      );
      return { child, exited };
    };
    const settled = async () => (await q<{ n: number }>(db, sql`select count(*)::int as n from contest_rooms where status = 'settled'`))[0]!.n;

    const first = run();
    for (let i = 0; i < 6000 && (await settled()) < 5; i++) await new Promise((r) => setTimeout(r, 5));
    process.kill(first.child.pid as number, 'SIGKILL');
    const killed = await first.exited;
    expect(killed.signal).toBe('SIGKILL');
    const afterKill = await settled();
    // Killed midway: some rooms paid, not all, and every paid room is complete (its money, report and status together).
    expect(afterKill).toBeGreaterThanOrEqual(5);
    expect(afterKill).toBeLessThan(rooms);
    expect(await q(db, sql`select count(*)::int as n from ledger_operations where kind = 'settlement'`)).toEqual([{ n: afterKill }]);

    const again = run();
    const done = await again.exited;
    expect(done.code).toBe(0);
    expect(JSON.parse(done.out.trim().split('\n').pop() as string)).toMatchObject({ roomsSettled: rooms - afterKill, pendingChallenges: 0 });
    await expectPaidOnce(db, s.challengeId, rooms);
  });
});
