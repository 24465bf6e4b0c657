import { sql } from 'drizzle-orm';
import type { MatchCentreData } from '../../../core/api/matches';
import { ApiError } from '../../../core/errors';
import type { Db } from '../../db/client';
import { currentLiveId } from '../live';
import { storedEvents } from './repository';

/**
 * The match centre of one match (core/api/matches.ts): its stored feed events with the squad, the roles the scorer
 * uses and the viewer's own players; the PWA derives commentary, scorecards and fantasy points from them with core's
 * rules. Any signed-in player may read any match (nothing in it is personal but `my_players`).
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function matchCentre(db: Db, userId: number, matchId: number): Promise<MatchCentreData> {
  // the log position first: whatever is written after it reaches the stream that starts from it
  const liveId = await currentLiveId(db);
  const [match] = rowsOf<{ match_id: number; sport: string; status: MatchCentreData['status']; start_time: Date | string; tournament: string; score: MatchCentreData['score'] }>(
    await db.execute(sql`
      select m.match_id, s.slug as sport, m.status, m.start_time, t.name as tournament, m.score
      from matches m join sports s on s.sports_id = m.sports_id join tournaments t on t.tournament_id = m.tournament_id
      where m.match_id = ${matchId}`),
  );
  if (!match) throw new ApiError(404, 'NOT_FOUND', 'This match does not exist');
  const [parties, events, squad, mine, challenges] = await Promise.all([
    db.execute(sql`select position, party_name, party_img_url from match_parties where match_id = ${matchId} order by position`),
    storedEvents(db, matchId),
    db.execute(sql`select player_id, name, party, role, role_inferred, announced from squads where match_id = ${matchId} order by party, player_id`),
    db.execute(sql`
      select distinct p.player_id from teams t
      cross join lateral jsonb_to_recordset(t.players) as p(player_id text)
      where t.user_id = ${userId} and t.challenge_id in (select challenge_id from challenge_matches where match_id = ${matchId})`),
    db.execute(sql`select c.challenge_id, c.game_mode from challenge_matches cm join challenges c using (challenge_id)
      where cm.match_id = ${matchId} order by c.challenge_id`),
  ]);
  const squadRows = rowsOf<{ player_id: string; name: string; party: number; role: string; role_inferred: boolean; announced: boolean | null }>(squad);
  return {
    match_id: match.match_id,
    sport: match.sport,
    status: match.status,
    start_time: new Date(match.start_time).getTime(),
    tournament: match.tournament,
    parties: rowsOf<{ position: 1 | 2; party_name: string; party_img_url: string }>(parties).map((p) => ({ position: p.position, name: p.party_name, img_url: p.party_img_url })),
    score: match.score,
    events: events.map((e) => ({ seq: e.seq, at: e.at.getTime(), kind: e.kind, payload: e.payload as Record<string, unknown> })),
    squad: squadRows.map((p) => ({ player_id: p.player_id, name: p.name, party: p.party, role: p.role, announced: p.announced })),
    // a role the feed only guessed builds teams but never scores (ADR 012): the scorer gets the others only
    scoring_roles: Object.fromEntries(squadRows.filter((p) => !p.role_inferred).map((p) => [p.name, p.role])),
    my_players: rowsOf<{ player_id: string }>(mine).map((r) => r.player_id),
    challenges: rowsOf<MatchCentreData['challenges'][number]>(challenges),
    live_id: liveId,
  };
}
