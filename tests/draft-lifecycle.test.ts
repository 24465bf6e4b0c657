import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCricsheet } from '../core/feeds/cricsheet';
import { fantasyPoints } from '../core/rules/fantasy';
import { teamPoints } from '../core/rules/fantasy/team';
import { rankStandard } from '../core/rules/settlement';
import { isValidCreditsTenths, TEAM_RULES } from '../core/rules/teamSports';
import { autoTeam } from '../core/rules/teams';
import { teamChallengeId } from '../server/modules/matches/draft';
import { runLifecycle } from '../server/modules/matches/lifecycle';
import { refundMatch, rescoreMatch, settleMatch } from '../server/modules/results';
import { createPlayer } from './contests-support';
import { joinWithTeam, saveAutoTeam, type SavedTeam } from './draft-support';
import { CRICSHEET_DIR, insertSports, replayDeps, replayDirOf, rowsOf } from './matches-support';
import { closeTestApps, createTestApp, testDrivers, useTestDatabase } from './support/app';

/**
 * Draft mode through the match lifecycle on a replayed Cricsheet file (1370351, MI vs LSG, 2023): the catalogue
 * makes a team challenge with the squad, roles and credits; the line-up marks the announced XI; players score from
 * the start; team entries get their team points (half-points) and ranks from SQL as the match goes on.
 */

const STARTED = new Date('2026-05-01T12:00:00Z');
const at = (seconds: number) => new Date(STARTED.getTime() + seconds * 1000);
const MATCH = 1370351;
const TEAM_CHALLENGE = teamChallengeId(MATCH);
const FREE_CONFIG = TEAM_CHALLENGE * 10 + 1;
const results = { rescoreMatch, settleMatch, refundMatch };

describe.each(testDrivers())('draft mode in the match lifecycle on %s', (driver) => {
  const database = useTestDatabase(driver);
  afterEach(() => closeTestApps());

  it('team challenge with squad and credits; line-ups; live and final player points; team points and ranks in SQL', async () => {
    const db = database().db;
    await insertSports(db);
    let now = at(0);
    const deps = replayDeps(db, replayDirOf(String(MATCH)), STARTED, results);
    await runLifecycle(deps, now);

    // the catalogue: a prediction challenge and, next to it, the team challenge with its own id and contests
    const challenges = rowsOf<{ challenge_id: number; game_mode: string; name: string; status: string; lineup_announced: boolean }>(
      await db.execute(sql`select challenge_id, game_mode, name, status, lineup_announced from challenges order by challenge_id`),
    );
    expect(challenges).toEqual([
      { challenge_id: MATCH, game_mode: 'prediction', name: 'Mumbai Indians vs Lucknow Super Giants', status: 'open', lineup_announced: false },
      { challenge_id: TEAM_CHALLENGE, game_mode: 'nostra11', name: 'Mumbai Indians vs Lucknow Super Giants', status: 'open', lineup_announced: false },
    ]);
    expect(rowsOf<{ config_id: number }>(await db.execute(sql`select config_id from contest_configs where challenge_id = ${TEAM_CHALLENGE} order by config_id`)).map((r) => r.config_id)).toEqual(
      [1, 2, 3, 4, 5].map((n) => TEAM_CHALLENGE * 10 + n),
    );
    const squad = rowsOf<{ player_id: string; name: string; party: number; role: string; credits_tenths: number; announced: boolean }>(
      await db.execute(sql`select player_id, name, party, role, credits_tenths, announced from squads where match_id = ${MATCH}`),
    );
    const file = parseCricsheet(readFileSync(path.join(CRICSHEET_DIR, `${MATCH}.json`), 'utf8'));
    expect(squad.map((p) => p.player_id).sort()).toEqual(file.info.teams.flatMap((t) => t.players.map((p) => p.name)).sort());
    for (const p of squad) {
      expect(p.name).toBe(p.player_id);
      expect(isValidCreditsTenths(p.credits_tenths)).toBe(true);
      expect(['WK', 'BAT', 'AR', 'BOWL']).toContain(p.role);
      expect(p.announced).toBe(false);
    }
    const pool = squad.map((p) => ({ id: p.player_id, role: p.role, side: p.party, creditsTenths: p.credits_tenths }));
    expect(autoTeam(pool, TEAM_RULES.cricket, [], 1).ok).toBe(true);

    // three players build teams and join the free team contest before the start
    const app = await createTestApp(database(), { clock: () => now });
    const entries: { player: number; team: SavedTeam; orderId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await createPlayer(app, db);
      const team = await saveAutoTeam(app, p, TEAM_CHALLENGE, `lifecycle-${i}`);
      const { orderId } = await joinWithTeam(app, p, TEAM_CHALLENGE, FREE_CONFIG, team);
      entries.push({ player: p.id, team, orderId });
    }

    // line-ups: the announced XIs (the impact players are in the squad but not announced)
    now = at(55);
    await runLifecycle(deps, now);
    const lineup = file.events.find((e) => e.kind === 'lineup');
    const announced = lineup?.kind === 'lineup' ? lineup.payload.parties.flatMap((p) => p.players) : [];
    expect(announced).toHaveLength(22);
    const flags = rowsOf<{ player_id: string; announced: boolean }>(await db.execute(sql`select player_id, announced from squads where match_id = ${MATCH}`));
    expect(flags.filter((f) => f.announced).map((f) => f.player_id).sort()).toEqual([...announced].sort());
    expect(rowsOf<{ lineup_announced: boolean }>(await db.execute(sql`select lineup_announced from challenges where challenge_id = ${TEAM_CHALLENGE}`))[0]!.lineup_announced).toBe(true);
    // nobody has points before the start
    expect(rowsOf(await db.execute(sql`select 1 from player_points where match_id = ${MATCH}`))).toHaveLength(0);
    expect(rowsOf<{ points: number | null }>(await db.execute(sql`select points from entry_standings where challenge_id = ${TEAM_CHALLENGE}`)).map((r) => r.points)).toEqual([null, null, null]);

    // live: points arrive and the team entries follow them, ranked
    const expectEntriesFollowPoints = async () => {
      const points = new Map(
        rowsOf<{ player_id: string; points: number }>(await db.execute(sql`select player_id, points from player_points where match_id = ${MATCH}`)).map((r) => [r.player_id, r.points]),
      );
      const stored = rowsOf<{ order_id: string; points: number; rank: number }>(await db.execute(sql`select order_id, points, rank from entry_standings where challenge_id = ${TEAM_CHALLENGE}`));
      const expected = rankStandard(entries.map((e) => ({ entryId: e.orderId, joinedAt: 0, points: teamPoints(e.team.choice, points).halves })));
      for (const e of expected) expect(stored.find((s) => s.order_id === e.entryId)).toMatchObject({ points: e.points, rank: e.rank });
      return points;
    };
    now = at(75);
    await runLifecycle(deps, now);
    const live = await expectEntriesFollowPoints();
    expect(live.size).toBeGreaterThan(0);
    const liveTotal = [...live.values()].reduce((s, x) => s + x, 0);

    // final: every player's points are the scorer's over the whole file; the roles replayed squads carry are only
    // inferred (Cricsheet has none), so they build teams but spare no bowler the duck and strike-rate rules
    expect(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from squads where match_id = ${MATCH} and not role_inferred`))[0]!.n).toBe(0);
    const resultAt = (await deps.feed.events({ ref: String(MATCH), startTime: at(60) }, at(10_000))).at(-1)!.at;
    now = new Date(resultAt.getTime() + 1000);
    await runLifecycle(deps, now);
    expect(rowsOf<{ status: string }>(await db.execute(sql`select status from matches where match_id = ${MATCH}`))[0]!.status).toBe('completed');
    const final = await expectEntriesFollowPoints();
    const scorer = fantasyPoints('cricket', file.events);
    expect(Object.fromEntries(final)).toEqual(Object.fromEntries(scorer.players.map((p) => [p.player, p.points])));
    expect([...final.values()].reduce((s, x) => s + x, 0)).toBeGreaterThan(liveTotal);
    const stored = rowsOf<{ player_id: string; breakdown: unknown; tag: string }>(await db.execute(sql`select player_id, breakdown, tag from player_points where match_id = ${MATCH}`));
    for (const r of stored) {
      expect(r.tag).toBe('D11-T20-classic');
      expect(r.breakdown).toEqual(scorer.players.find((p) => p.player === r.player_id)!.breakdown);
    }
    // a pass with nothing new writes no player point
    const stamp = rowsOf<{ t: string }>(await db.execute(sql`select max(updated_at)::text as t from player_points where match_id = ${MATCH}`))[0]!.t;
    now = new Date(now.getTime() + 1000);
    await runLifecycle(deps, now);
    expect(rowsOf<{ t: string }>(await db.execute(sql`select max(updated_at)::text as t from player_points where match_id = ${MATCH}`))[0]!.t).toBe(stamp);
  });
});

describe.each(testDrivers())('draft credits on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('credits come from form: a player’s points in the feed’s earlier stored matches', async () => {
    const db = database().db;
    await insertSports(db);
    // an earlier match of the feed with stored points (as a finished replay leaves them)
    await db.execute(sql`insert into tournaments (tournament_id, name, sports_id) values (1999, 'Earlier', 1) on conflict do nothing`);
    await db.execute(sql`insert into matches (match_id, sports_id, tournament_id, start_time, status, feed, feed_ref)
      values (1, 1, 1999, '2026-04-01T10:00:00Z', 'settled', 'replay', 'earlier-1')`);
    await db.execute(sql`insert into player_points (match_id, player_id, points, breakdown, tag, updated_at) values
      (1, 'SA Yadav', 150, '[]'::jsonb, 'D11-T20-classic', now()), (1, 'Ishan Kishan', 0, '[]'::jsonb, 'D11-T20-classic', now())`);
    await runLifecycle(replayDeps(db, replayDirOf(String(MATCH)), STARTED, results), at(0));
    const credit = async (name: string) =>
      rowsOf<{ c: number }>(await db.execute(sql`select credits_tenths as c from squads where match_id = ${MATCH} and player_id = ${name}`))[0]!.c;
    // best form of the two (percentile 1, one match, no rating): (1 + 0.5) / 2 = 0.75 → 10.0; worst: 0.25 → 8.0
    expect(await credit('SA Yadav')).toBe(100);
    expect(await credit('Ishan Kishan')).toBe(80);
    // no form: 9.0
    expect(await credit('Tilak Varma')).toBe(90);
  });
});
