import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { teamPoints } from '../core/rules/fantasy/team';
import { canonicalJson, type SettlementReport } from '../core/rules/settlement';
import { verifyReport } from '../core/rules/settlementVerify';
import { TEAM_RULES } from '../core/rules/teamSports';
import { autoTeam, type TeamChoice } from '../core/rules/teams';
import { openDatabase } from '../server/db/client';
import { sumAllPostings, systemBalance } from '../server/ledger';
import { teamChallengeId } from '../server/modules/matches/draft';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { refundMatch, rescoreMatch, settleMatch } from '../server/modules/results';
import { createFundedPlayers, createPlayer, fund, q } from './contests-support';
import { createDraftChallenge, joinWithTeam, saveAutoTeam, setPlayerPoints, TEST_SQUAD } from './draft-support';
import { insertSports, replayDeps, replayDirOf } from './matches-support';
import { closeTestApps, createTestApp, createTestDatabase, testDrivers, useTestDatabase, type TestDatabase } from './support/app';

/**
 * Team rooms settle through the one settleRoom (ADR 008 / 012): a whole replayed match with team entries in the
 * free, ₹10 small-room and pool contests, settled once by the lifecycle; the report carries every scored player's
 * points and each entry's team, and `npm run verify-settlement` recomputes it from the document alone. A match
 * without a result refunds the team rooms. On PostgreSQL, two processes settling at once pay each room once.
 */

const STARTED = new Date('2026-05-01T12:00:00Z');
const at = (seconds: number) => new Date(STARTED.getTime() + seconds * 1000);
const results = { rescoreMatch, settleMatch, refundMatch };
const dir = mkdtempSync(path.join(tmpdir(), 'pickxi-team-verify-'));
const verifySettlement = (file: string) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-settlement.ts', file], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
};

describe.each(testDrivers())('team rooms settle on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(() => closeTestApps());

  it('a replayed match: team entries scored from player points, settled once with a verifiable report; Σ prizes + house = Σ fees', { timeout: 300_000 }, async () => {
    const db = database().db;
    await insertSports(db);
    const MATCH = 1370351;
    const CHALLENGE = teamChallengeId(MATCH);
    let now = at(0);
    const deps = replayDeps(db, replayDirOf(String(MATCH)), STARTED, results, { pointsFinalAfterMs: 10_000 });
    await runLifecycle(deps, now);
    const app = await createTestApp(database(), { clock: () => now });
    const players = [];
    for (let i = 0; i < 4; i++) {
      const p = await createPlayer(app, db);
      await fund(db, p.id, 100_00);
      const t1 = await saveAutoTeam(app, p, CHALLENGE, `settle-${i}-1`);
      const t2 = await saveAutoTeam(app, p, CHALLENGE, `settle-${i}-2`, [t1.choice]);
      // free contest with both teams, ₹10 small rooms (4 a room) and the ₹25 pool with the first
      for (const [n, team] of [
        [1, t1],
        [1, t2],
        [2, t1],
        [4, t1],
      ] as const) {
        await joinWithTeam(app, p, CHALLENGE, CHALLENGE * 10 + n, team);
      }
      players.push({ p, t1, t2 });
    }

    // through the match to points final and settlement, as the job would
    const end = (await deps.feed.events({ ref: String(MATCH), startTime: at(60) }, at(10_000))).at(-1)!.at.getTime();
    for (const s of [55, 70, 90]) await runLifecycle(deps, (now = at(s)));
    await runLifecycle(deps, (now = new Date(end + 1000)));
    await runLifecycle(deps, (now = new Date(end + 20_000)));
    expect((await q<{ status: string }>(db, sql`select status from matches where match_id = ${MATCH}`))[0]!.status).toBe('settled');
    expect((await q<{ status: string }>(db, sql`select status from challenges where challenge_id = ${CHALLENGE}`))[0]!.status).toBe('completed');

    const rooms = await q<{ room_id: number; status: string }>(
      db,
      sql`select r.room_id, r.status from contest_rooms r join contest_configs c on c.config_id = r.config_id where c.challenge_id = ${CHALLENGE} order by r.room_id`,
    );
    expect(rooms.length).toBeGreaterThanOrEqual(3);
    expect(rooms.every((r) => r.status === 'settled')).toBe(true);
    const points = new Map((await q<{ player_id: string; points: number }>(db, sql`select player_id, points from player_points where match_id = ${MATCH}`)).map((r) => [r.player_id, r.points]));
    expect(points.size).toBeGreaterThan(20);

    for (const { room_id } of rooms) {
      const [stored] = await q<{ document: string }>(db, sql`select document from settlement_reports where room_id = ${room_id}`);
      const report = JSON.parse(stored!.document) as SettlementReport;
      expect(canonicalJson(report)).toBe(stored!.document);
      expect(verifyReport(report)).toEqual([]);
      expect(report.fantasy).toMatchObject({ tag: 'D11-T20-classic', points_unit: 'half_points' });
      expect(report.fantasy!.players.length).toBe(points.size);
      expect(report.fantasy!.players.every((p) => points.get(p.player_id) === p.points && Array.isArray(p.breakdown))).toBe(true);
      expect(report.totals.prizes_paise + report.totals.house_paise).toBe(report.totals.fees_paise);
      // every entry: its team, its team points (half-points) from the players' points, rank and prize as stored
      const stored_entries = await q<{ order_id: string; points: number; rank: number; prize_paise: number }>(
        db,
        sql`select order_id, points, rank, prize_paise::int as prize_paise from room_entries where room_id = ${room_id}`,
      );
      for (const e of report.entries) {
        expect(e.picks).toBeUndefined();
        const team: TeamChoice = { players: e.team!.players, captain: e.team!.captain!, viceCaptain: e.team!.vice_captain! };
        expect(e.points).toBe(teamPoints(team, points).halves);
        expect(stored_entries.find((s) => s.order_id === e.entry_id)).toEqual({ order_id: e.entry_id, points: e.points, rank: e.rank, prize_paise: e.prize_paise });
      }
    }
    // money: escrow empty, every player's winnings = Σ the prizes of his entries, the ledger balanced
    expect(await systemBalance(db, 'contest_escrow')).toBe(0);
    expect(await sumAllPostings(db)).toBe(0);
    const wrong = await q(db, sql`
      select a.user_id from ledger_accounts a
      join (select user_id, sum(prize_paise) as won from room_entries where challenge_id = ${CHALLENGE} group by user_id) w on w.user_id = a.user_id
      where a.bucket = 'winnings' and a.balance_paise <> w.won`);
    expect(wrong).toEqual([]);

    // settling again changes nothing
    const before = await q(db, sql`select count(*)::int as n, coalesce(sum(abs(amount_paise)), 0)::bigint::text as s from ledger_postings`);
    expect(await settleMatch(db, MATCH, new Date(end + 60_000))).toEqual({ roomsSettled: 0, prizesPaid: 0, pendingChallenges: 0 });
    expect(await q(db, sql`select count(*)::int as n, coalesce(sum(abs(amount_paise)), 0)::bigint::text as s from ledger_postings`)).toEqual(before);

    // npm run verify-settlement on the published team report, and on one with a player's points changed
    const room = rooms[0]!.room_id;
    const res = await app.inject({ method: 'GET', url: `/api/v1/game/rooms/settlementReport?room_id=${room}`, headers: players[0]!.p.headers });
    expect(res.statusCode).toBe(200);
    const published = res.json() as { data: { document: string; sha256: string } };
    const good = path.join(dir, 'team.json');
    writeFileSync(good, JSON.stringify(published));
    expect(verifySettlement(good)).toMatchObject({ code: 0 });
    const forged = JSON.parse(published.data.document) as SettlementReport;
    const captain = forged.entries[0]!.team!.captain!;
    const player = forged.fantasy!.players.find((p) => p.player_id === captain)!;
    player.points += 50;
    const bad = path.join(dir, 'team-forged.json');
    writeFileSync(bad, canonicalJson(forged));
    const out = verifySettlement(bad);
    expect(out.code).toBe(1);
    expect(out.out).toContain('DISAGREES');
    expect(out.out).toMatch(/points -?\d+, recomputed/);
  });

  it('a match without a result refunds the team rooms to the buckets the fees came from', { timeout: 300_000 }, async () => {
    const db = database().db;
    await insertSports(db);
    const MATCH = 1359519;
    const CHALLENGE = teamChallengeId(MATCH);
    let now = at(0);
    const deps = replayDeps(db, replayDirOf(String(MATCH)), STARTED, results);
    await runLifecycle(deps, now);
    const app = await createTestApp(database(), { clock: () => now });
    const p = await createPlayer(app, db);
    await fund(db, p.id, 50_00);
    const team = await saveAutoTeam(app, p, CHALLENGE, 'refund');
    const balances = async () =>
      (await q<{ bucket: string; b: string }>(db, sql`select bucket, balance_paise::text as b from ledger_accounts where user_id = ${p.id} order by bucket`)).map((r) => `${r.bucket}:${r.b}`);
    const before = await balances();
    await joinWithTeam(app, p, CHALLENGE, CHALLENGE * 10 + 2, team);
    expect(await balances()).not.toEqual(before);
    await runLifecycle(deps, (now = at(300)));
    await runLifecycle(deps, (now = at(301)));
    expect((await q<{ status: string }>(db, sql`select status from matches where match_id = ${MATCH}`))[0]!.status).toBe('abandoned');
    expect((await q<{ status: string }>(db, sql`select status from challenges where challenge_id = ${CHALLENGE}`))[0]!.status).toBe('cancelled');
    expect(await q(db, sql`select refunded from room_entries where challenge_id = ${CHALLENGE}`)).toEqual([{ refunded: true }]);
    expect(await balances()).toEqual(before);
  });
});

/** PostgreSQL only: two processes settle the same team rooms at once. */
const pgOnly = process.env.TEST_DATABASE_URL ? (['postgres'] as const) : ([] as const);

describe.each(pgOnly)('team settlement exactly once under concurrency on %s', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await closeTestApps();
    await test?.dispose();
  });

  it('two database instances settling the same team rooms at once pay each room once', { timeout: 300_000 }, async () => {
    const db = test.database.db;
    await insertSports(db);
    const MATCH = 5_100_001;
    const CHALLENGE = teamChallengeId(MATCH);
    const start = new Date(Date.now() + 3_600_000);
    await createDraftChallenge(db, { matchId: MATCH, challengeId: CHALLENGE, start });
    // ₹10 small rooms (4 a room, ₹25 / ₹10): 30 rooms
    const SMALL = CHALLENGE * 10 + 2;
    await db.execute(sql`update contest_configs set max_rooms = 30 where config_id = ${SMALL}`);
    const app = await createTestApp(test.database);
    const players = await createFundedPlayers(app, db, { challengeId: CHALLENGE, questionId: 0 }, 120, 10_00);
    const squad = TEST_SQUAD.map((p) => ({ ...p }));
    for (const [i, p] of players.entries()) {
      const made = autoTeam(squad, TEAM_RULES.cricket, [], `race-${i}`);
      if (!made.ok) throw new Error(made.error.code);
      const t = made.value;
      const [row] = await q<{ team_id: number }>(
        db,
        sql`insert into teams (user_id, challenge_id, draft_num, players, captain, vice_captain, team_key)
          values (${p.id}, ${CHALLENGE}, 1, ${JSON.stringify(t.players.map((id) => ({ player_id: id, role: 'X', party: 1, credits_tenths: 70 })))}::jsonb,
            ${t.captain}, ${t.viceCaptain}, ${`k${i}`}) returning team_id`,
      );
      await joinWithTeam(app, p, CHALLENGE, SMALL, { team_id: row!.team_id, draft: 1, choice: t });
    }
    expect(await q(db, sql`select count(*)::int as n from room_entries where challenge_id = ${CHALLENGE}`)).toEqual([{ n: 120 }]);
    await setPlayerPoints(db, MATCH, Object.fromEntries(TEST_SQUAD.map((p, i) => [p.id, (i * 13) % 41])));
    await db.execute(sql`update matches set status = 'points_final' where match_id = ${MATCH}`);

    const [{ name } = { name: '' }] = await q<{ name: string }>(db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    const other = await openDatabase({ databaseUrl: url.toString(), dataDir: undefined });
    try {
      const now = new Date(start.getTime() + 5 * 3_600_000);
      const [a, b] = await Promise.all([settleMatch(db, MATCH, now), settleMatch(other.db, MATCH, now)]);
      expect(a.roomsSettled + b.roomsSettled).toBe(30);
    } finally {
      await other.close();
    }
    expect(await q(db, sql`select count(*)::int as n from ledger_operations where kind = 'settlement'`)).toEqual([{ n: 30 }]);
    expect(await q(db, sql`select count(*)::int as n from settlement_reports`)).toEqual([{ n: 30 }]);
    const reports = await q<{ document: string }>(db, sql`select document from settlement_reports`);
    for (const r of reports) expect(verifyReport(JSON.parse(r.document) as SettlementReport)).toEqual([]);
    expect(await systemBalance(db, 'contest_escrow')).toBe(0);
    expect(await sumAllPostings(db)).toBe(0);
    const wrong = await q(db, sql`
      select a.user_id from ledger_accounts a
      join (select user_id, sum(prize_paise) as won from room_entries where challenge_id = ${CHALLENGE} group by user_id) w on w.user_id = a.user_id
      where a.bucket = 'winnings' and a.balance_paise <> w.won`);
    expect(wrong).toEqual([]);
  });
});
