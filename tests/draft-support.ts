import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { queueTeamJoinRoute } from '../core/api/contests';
import { saveTeamRoute, squadRoute, type SquadData } from '../core/api/teams';
import { TEAM_RULES, type TeamSport } from '../core/rules/teamSports';
import { autoTeam, type TeamChoice } from '../core/rules/teams';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { contestConfigs } from '../server/db/schema/contests';
import { squads } from '../server/db/schema/teams';
import { buildContestsSeed } from '../server/db/seed/contests';
import { verify, type Player } from './contests-support';

/** Draft-mode fixtures through the real API: a squad, an auto team saved, a team joined to a contest. */

export async function squadOf(app: FastifyInstance, p: Player, challengeId: number): Promise<SquadData> {
  const res = await app.inject({ method: 'GET', url: `${squadRoute.path}?challenge_id=${challengeId}`, headers: p.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SquadData }).data;
}

export interface SavedTeam {
  team_id: number;
  draft: number;
  choice: TeamChoice;
}

/** Saves core's auto team (seeded) for the player; `others` = the player's teams so far. */
export async function saveAutoTeam(app: FastifyInstance, p: Player, challengeId: number, seed: string | number, others: TeamChoice[] = []): Promise<SavedTeam> {
  const squad = await squadOf(app, p, challengeId);
  const pool = squad.players.map((x) => ({ id: x.player_id, role: x.role, side: x.party, creditsTenths: x.credits_tenths }));
  const made = autoTeam(pool, TEAM_RULES[squad.sport as TeamSport], others, seed);
  if (!made.ok) throw new Error(made.error.code);
  const choice = made.value;
  const res = await app.inject({
    method: 'POST',
    url: `${saveTeamRoute.path}?challenge_id=${challengeId}&match_id=0`,
    headers: { ...p.headers, 'idempotency-key': randomUUID() },
    payload: { team: { players: [...choice.players], captain: choice.captain, vice_captain: choice.viceCaptain } },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = (res.json() as { data: { team_id: number; team_draft_number: number } }).data;
  return { team_id: data.team_id, draft: data.team_draft_number, choice };
}

/** Team-flow join (queue → engine → verify); returns the order id and the room. */
export async function joinWithTeam(app: FastifyInstance, p: Player, challengeId: number, configId: number, team: SavedTeam): Promise<{ orderId: string; roomId: number }> {
  const res = await app.inject({
    method: 'POST',
    url: queueTeamJoinRoute.path,
    headers: { ...p.headers, 'idempotency-key': randomUUID() },
    payload: { challenge_id: challengeId, room_id: 1, config_id: configId, teamId: team.team_id, draft_num: team.draft },
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = (res.json() as { data: { order_id: string } }).data.order_id;
  await app.contests.engine.idle();
  const v = await verify(app, p, orderId, true);
  const room = (v.json() as { data: { room: { room_id: number } | null } }).data.room;
  expect(room, v.body).not.toBeNull();
  return { orderId, roomId: room!.room_id };
}

/** Two sides of 15 (2 WK, 5 BAT, 3 AR, 5 BOWL), credits 7.0–11.0 spread so that the cap matters. */
export const TEST_SQUAD = ([1, 2] as const).flatMap((side) =>
  (
    [
      ['WK', 2],
      ['BAT', 5],
      ['AR', 3],
      ['BOWL', 5],
    ] as const
  ).flatMap(([role, n]) => Array.from({ length: n }, (_, i) => ({ id: `S${side} ${role} ${i}`, role, side, creditsTenths: 70 + ((i * 3 + side) % 9) * 5 }))),
);

/**
 * A hand-made draft challenge (cricket, nostra11) on one match of feed `feed`: the match, its parties, the squad
 * TEST_SQUAD, and the usual contest spread (config id = challenge × 10 + n, n = 1 the free one).
 */
export async function createDraftChallenge(db: Db, o: { matchId: number; challengeId: number; start: Date; feed?: string }): Promise<void> {
  await db.execute(sql`insert into tournaments (tournament_id, name, sports_id) values (1998, 'Draft tests', 1) on conflict do nothing`);
  await db.execute(sql`insert into matches (match_id, sports_id, tournament_id, start_time, status, feed, feed_ref)
    values (${o.matchId}, 1, 1998, ${o.start.toISOString()}::timestamptz, 'scheduled', ${o.feed ?? 'sim'}, ${`draft-${o.matchId}`})`);
  await db.execute(sql`insert into match_parties (match_id, position, party_name, party_img_url) values
    (${o.matchId}, 1, 'Side One', '/img/teams/generic.svg'), (${o.matchId}, 2, 'Side Two', '/img/teams/generic.svg')`);
  await db.execute(sql`insert into challenges (challenge_id, name, game_mode, sports_id, start_time, status)
    values (${o.challengeId}, 'Side One vs Side Two', 'nostra11', 1, ${o.start.toISOString()}::timestamptz, 'open')`);
  await db.execute(sql`insert into challenge_matches (challenge_id, match_id) values (${o.challengeId}, ${o.matchId})`);
  await db.insert(squads).values(TEST_SQUAD.map((p) => ({ matchId: o.matchId, playerId: p.id, name: p.id, party: p.side, role: p.role, creditsTenths: p.creditsTenths })));
  await db.insert(contestConfigs).values(buildContestsSeed({ challenges: [{ challengeId: o.challengeId }] }));
}

/** Stores player points of a match as the lifecycle would (one breakdown line per player). */
export async function setPlayerPoints(db: Db, matchId: number, points: Record<string, number>): Promise<void> {
  const rows = Object.entries(points).map(([player_id, p]) => ({ player_id, points: p, breakdown: [{ rule_id: 'D11T20.run', count: p, points: p }] }));
  await db.execute(sql`
    insert into player_points (match_id, player_id, points, breakdown, tag, updated_at)
    select ${matchId}, v.player_id, v.points, v.breakdown, 'D11-T20-classic', now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(player_id text, points int, breakdown jsonb)
    on conflict (match_id, player_id) do update set points = excluded.points, breakdown = excluded.breakdown`);
}
