import { sql } from 'drizzle-orm';
import type { PointLineDto, TeamPointsDto } from '../../../core/api/teams';
import { teamPoints } from '../../../core/rules/fantasy/team';
import { CAPTAIN_HALVES, VICE_CAPTAIN_HALVES } from '../../../core/rules/teamSports';
import type { Db } from '../../db/client';
import type { TeamRow } from '../../db/schema/teams';

/**
 * Reads of draft points for the team API (ADR 012): the stored player_points of a challenge's matches (written by
 * the match lifecycle), a team with each member's points and multiplier, a player's recent matches.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface StoredPoints {
  points: number;
  breakdown: PointLineDto[];
}

/** Every scored player of these matches: points summed over them (a player id belongs to one match in practice). */
export async function pointsOfMatches(db: Db, matchIds: readonly number[]): Promise<Map<string, StoredPoints>> {
  if (matchIds.length === 0) return new Map();
  const list = rowsOf<{ player_id: string; points: number; breakdown: PointLineDto[] }>(
    await db.execute(sql`select player_id, points, breakdown from player_points
      where match_id in (${sql.join(matchIds.map((m) => sql`${m}`), sql`, `)}) order by match_id, player_id`),
  );
  const out = new Map<string, StoredPoints>();
  for (const r of list) {
    const prior = out.get(r.player_id);
    out.set(r.player_id, { points: (prior?.points ?? 0) + Number(r.points), breakdown: [...(prior?.breakdown ?? []), ...r.breakdown] });
  }
  return out;
}

/** Names of the squad entries of these matches, by player id. */
export async function squadNames(db: Db, matchIds: readonly number[]): Promise<Map<string, string>> {
  if (matchIds.length === 0) return new Map();
  const list = rowsOf<{ player_id: string; name: string }>(
    await db.execute(sql`select player_id, name from squads where match_id in (${sql.join(matchIds.map((m) => sql`${m}`), sql`, `)})`),
  );
  return new Map(list.map((r) => [r.player_id, r.name]));
}

/**
 * A team with each member's points (null for all before any player of the challenge has points), his breakdown
 * and multiplier, and the total in half-points from core's teamPoints (the sum SQL ranks by).
 */
export function teamWithPoints(
  row: TeamRow,
  owner: { user_id: number; user_nick: string },
  names: ReadonlyMap<string, string>,
  points: ReadonlyMap<string, StoredPoints>,
  rank: number | null,
): TeamPointsDto {
  const scored = points.size > 0;
  const captain = row.captain ?? '';
  const vice = row.viceCaptain ?? '';
  const total = scored
    ? teamPoints(
        { players: row.players.map((p) => p.player_id), captain, viceCaptain: vice },
        new Map([...points].map(([id, p]) => [id, p.points])),
      ).halves
    : null;
  return {
    team: {
      team_id: row.teamId,
      challenge_id: row.challengeId,
      team_draft_number: row.draftNum,
      players: row.players,
      captain,
      vice_captain: vice,
    },
    user_id: owner.user_id,
    user_nick: owner.user_nick,
    total_halves: total,
    rank,
    players: row.players.map((p) => ({
      player_id: p.player_id,
      name: names.get(p.player_id) ?? p.player_id,
      role: p.role,
      party: p.party,
      credits_tenths: p.credits_tenths,
      multiplier_halves: p.player_id === captain ? CAPTAIN_HALVES : p.player_id === vice ? VICE_CAPTAIN_HALVES : 2,
      points: scored ? (points.get(p.player_id)?.points ?? 0) : null,
      breakdown: points.get(p.player_id)?.breakdown ?? [],
    })),
  };
}

export interface RecentMatch {
  match_id: number;
  match_name: string;
  start_time: number;
  points: number;
}

/** The player's points in the feed's earlier matches (over, before `before`), newest first, at most 5. */
export async function recentMatches(db: Db, playerId: string, matchId: number): Promise<RecentMatch[]> {
  const list = rowsOf<{ match_id: number; start_time: Date | string; points: number; match_name: string | null }>(
    await db.execute(sql`
      select m.match_id, m.start_time, pp.points,
             (select string_agg(mp.party_name, ' vs ' order by mp.position) from match_parties mp where mp.match_id = m.match_id) as match_name
      from player_points pp
      join matches m on m.match_id = pp.match_id
      join matches this on this.match_id = ${matchId}
      where pp.player_id = ${playerId} and m.feed = this.feed and m.start_time < this.start_time
        and m.status in ('completed', 'points_final', 'settled')
      order by m.start_time desc, m.match_id desc
      limit 5`),
  );
  return list.map((r) => ({
    match_id: Number(r.match_id),
    match_name: r.match_name ?? '',
    start_time: new Date(r.start_time).getTime(),
    points: Number(r.points),
  }));
}
