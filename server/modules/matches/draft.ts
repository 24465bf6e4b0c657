import { sql } from 'drizzle-orm';
import { squadCredits } from '../../../core/rules/credits';
import { pointTable } from '../../../core/rules/fantasy';
import { isTeamSport, TEAM_RULES } from '../../../core/rules/teamSports';
import { autoTeam } from '../../../core/rules/teams';
import type { Db } from '../../db/client';
import type { FeedFixture } from '../../feeds';

/**
 * Draft mode's part of a feed match's catalogue (ADR 012): its team challenge's id, its squad with roles, sides
 * and credits.
 *
 * Team challenge ids: 100,000,000 + match id. Feed match ids (and so their prediction challenges) stay below
 * 20,000,000 and the demo seed's challenges are 79xxx, so the ranges never meet; contest config ids (challenge × 10
 * + n) stay below 1,200,000,010 < 2^31, clear of the prediction configs (< 200,000,000). Team challenges have no
 * questions, so question ids (match × 100 + n) are not involved.
 */
export const TEAM_CHALLENGE_ID_BASE = 100_000_000;
export const teamChallengeId = (matchId: number): number => TEAM_CHALLENGE_ID_BASE + matchId;

export interface SquadEntry {
  matchId: number;
  playerId: string;
  name: string;
  party: number;
  role: string;
  /** the feed only guessed the role: it builds teams, it does not score */
  roleInferred: boolean;
  creditsTenths: number;
}

/** Matches whose points count as form: over (completed or later), of the same feed, before this one. */
const FORM_STATUSES = ['completed', 'points_final', 'settled'];

/** The players' fantasy points in the feed's earlier matches, newest first (at most 5 each). */
export async function recentPoints(db: Db, feed: string, playerIds: readonly string[], before: Date): Promise<Map<string, number[]>> {
  if (playerIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select player_id, points from (
      select pp.player_id, pp.points, m.start_time,
             row_number() over (partition by pp.player_id order by m.start_time desc, m.match_id desc) as n
      from player_points pp join matches m on m.match_id = pp.match_id
      where m.feed = ${feed} and m.start_time < ${before.toISOString()}::timestamptz
        and m.status in (${sql.join(FORM_STATUSES.map((s) => sql`${s}`), sql`, `)})
        and pp.player_id in (${sql.join(playerIds.map((p) => sql`${p}`), sql`, `)})
    ) r where n <= 5
    order by player_id, start_time desc`);
  const out = new Map<string, number[]>();
  for (const r of (result as unknown as { rows: { player_id: string; points: number }[] }).rows) {
    out.set(r.player_id, [...(out.get(r.player_id) ?? []), Number(r.points)]);
  }
  return out;
}

/**
 * The squad of a fixture with credits, or null when it has no draft: not a team sport, no point table for the sport
 * yet, a player without a role, or a squad from which no valid team can be built (a one-on-one tennis or
 * badminton match: two players for a team of four or five).
 */
export async function draftSquad(db: Db, feed: string, fixture: FeedFixture): Promise<SquadEntry[] | null> {
  const players = draftPlayers(fixture);
  if (!players || !isTeamSport(fixture.sport)) return null;
  const rules = TEAM_RULES[fixture.sport];
  const form = await recentPoints(db, feed, players.map((p) => p.id), fixture.startTime);
  // form: his points in the feed's earlier matches stored here, else what the provider knows of them
  const credits = squadCredits(players.map((p) => ({ id: p.id, rating: p.rating, recentPoints: form.get(p.id) ?? p.recentPoints })), players, rules);
  const priced = players.map((p) => ({ ...p, creditsTenths: credits.get(p.id)! }));
  if (!autoTeam(priced, rules, [], 'draft-check').ok) return null;
  return priced.map((p) => ({ matchId: fixture.id, playerId: p.id, name: p.id, party: p.side, role: p.role, roleInferred: p.roleInferred, creditsTenths: p.creditsTenths }));
}

/** The fixture's squad as draft players, or null when its sport has no draft or a player has no role of the sport. */
export function draftPlayers(fixture: FeedFixture) {
  if (!isTeamSport(fixture.sport) || !pointTable(fixture.sport)) return null;
  const rules = TEAM_RULES[fixture.sport];
  const known = new Set(rules.roles.map((r) => r.role));
  const players = fixture.parties.flatMap((party) =>
    (party.squad ?? party.players.map((name) => ({ name, role: undefined, rating: undefined, side: undefined, recentPoints: undefined }))).map((p) => ({
      id: p.name,
      role: p.role ?? '',
      roleInferred: 'roleInferred' in p && p.roleInferred === true,
      side: p.side ?? party.position,
      rating: p.rating,
      recentPoints: p.recentPoints,
    })),
  );
  if (players.length <= rules.size || players.some((p) => !known.has(p.role)) || new Set(players.map((p) => p.id)).size !== players.length) return null;
  return players;
}
