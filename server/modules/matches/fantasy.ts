import { sql } from 'drizzle-orm';
import type { FeedEvent, LineupPayload } from '../../../core/feeds/events';
import { fantasyPoints, pointTable } from '../../../core/rules/fantasy';
import { isTeamSport } from '../../../core/rules/teamSports';
import type { Db } from '../../db/client';

/**
 * Draft mode in the match lifecycle (ADR 012): the announced line-up marks the squad, and every pass with news
 * scores every player from the stored events with core's fantasyPoints (the one dispatcher every sport's scorer
 * sits behind), writing player_points only where a total or a breakdown changed. Team points are then results'
 * work (one SQL statement per challenge over these rows).
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** squads.announced = in the line-up event's players; only rows that differ are written. */
export async function markLineup(db: Db, matchId: number, lineup: LineupPayload): Promise<void> {
  const names = lineup.parties.flatMap((p) => p.players);
  if (names.length === 0) return;
  await db.execute(sql`
    update squads set announced = (player_id in (${sql.join(names.map((n) => sql`${n}`), sql`, `)}))
    where match_id = ${matchId}
      and announced is distinct from (player_id in (${sql.join(names.map((n) => sql`${n}`), sql`, `)}))`);
}

/**
 * Scores the match's players from its events so far and upserts what changed; returns how many players' points
 * changed (0 for a match without a squad, or of a sport without a point table yet).
 */
export async function scorePlayers(db: Db, matchId: number, sport: string, events: readonly (FeedEvent & { seq?: number })[], now: Date): Promise<number> {
  if (!isTeamSport(sport) || !pointTable(sport)) return 0;
  const squad = rowsOf<{ name: string; player_id: string; role: string; role_inferred: boolean }>(
    await db.execute(sql`select name, player_id, role, role_inferred from squads where match_id = ${matchId}`),
  );
  if (squad.length === 0) return 0;
  // a role the feed only guessed (Cricsheet has none) builds teams but never changes a player's points
  const roles = Object.fromEntries(squad.filter((p) => !p.role_inferred).map((p) => [p.name, p.role]));
  const scored = fantasyPoints(sport, events, { roles });
  const idOf = new Map(squad.map((p) => [p.name, p.player_id]));
  // every scored player, keyed by his squad entry's id (the name for every feed we have)
  const rows = scored.players.map((p) => ({ player_id: idOf.get(p.player) ?? p.player, points: p.points, breakdown: p.breakdown }));
  if (rows.length === 0) return 0;
  const changed = rowsOf(
    await db.execute(sql`
      insert into player_points (match_id, player_id, points, breakdown, tag, updated_at)
      select ${matchId}, v.player_id, v.points, v.breakdown, ${scored.tag}, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(player_id text, points int, breakdown jsonb)
      on conflict (match_id, player_id) do update
        set points = excluded.points, breakdown = excluded.breakdown, tag = excluded.tag, updated_at = excluded.updated_at
        where (player_points.points, player_points.breakdown, player_points.tag)
          is distinct from (excluded.points, excluded.breakdown, excluded.tag)
      returning player_id`),
  );
  return changed.length;
}
