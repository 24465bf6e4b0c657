/**
 * Every squad player's live fantasy points, computed on the device with core's own scorer (the one the server
 * scores teams with, core/rules/fantasy), from the events on screen: they move with each event the stream brings.
 */
import type { MatchCentreData } from '../../../core/api/matches';
import { fantasyPoints, pointTable, type PointLine } from '../../../core/rules/fantasy';
import type { CentreEvent } from '../../../core/rules/matchCentre';
import { isTeamSport } from '../../../core/rules/teamSports';

export interface LivePlayer {
  /** the squad's player id: the name the feed's events use */
  id: string;
  name: string;
  party: number;
  /** null for a player who scored but is not in the squad (a late replacement) */
  role: string | null;
  points: number;
  breakdown: PointLine[];
  /** in one of the viewer's teams on this match */
  mine: boolean;
}

/** Players by points (most first, then by name); null when the match has no draft scoring (no squad, no table). */
export function livePlayers(data: MatchCentreData, events: readonly CentreEvent[]): LivePlayer[] | null {
  const sport = data.sport;
  if (data.squad.length === 0 || !isTeamSport(sport) || !pointTable(sport)) return null;
  const scored = new Map(fantasyPoints(sport, events, { roles: data.scoring_roles }).players.map((p) => [p.player, p]));
  const mine = new Set(data.my_players);
  const rows: LivePlayer[] = data.squad.map((s) => {
    const p = scored.get(s.player_id);
    return { id: s.player_id, name: s.name, party: s.party, role: s.role, points: p?.points ?? 0, breakdown: p?.breakdown ?? [], mine: mine.has(s.player_id) };
  });
  const inSquad = new Set(data.squad.map((s) => s.player_id));
  for (const p of scored.values()) {
    if (!inSquad.has(p.player)) rows.push({ id: p.player, name: p.player, party: p.party, role: null, points: p.points, breakdown: p.breakdown, mine: mine.has(p.player) });
  }
  return rows.sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
}
