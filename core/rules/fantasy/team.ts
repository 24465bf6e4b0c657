/**
 * A team's fantasy points (ADR 012): Σ player points, the captain's ×2 and the vice-captain's ×1.5. Kept exact as
 * integer half-points (captain 4 halves per point, vice-captain 3, others 2), so ranking and ties compare integers
 * and nothing rounds; shown as points with at most one decimal (x.5). Works for every sport: it only needs each
 * player's points.
 */
import { CAPTAIN_HALVES, MEMBER_HALVES, VICE_CAPTAIN_HALVES } from '../teamSports';
import type { TeamChoice } from '../teams';

export interface TeamPoints {
  /** exact, in half-points (what is stored and ranked) */
  halves: number;
  /** halves / 2: an integer or ends in .5 */
  points: number;
}

/** `playerPoints` by player id; a team member missing from it (did not play) has 0. */
export function teamPoints(team: TeamChoice, playerPoints: ReadonlyMap<string, number> | Readonly<Record<string, number>>): TeamPoints {
  const get = (id: string) => (playerPoints instanceof Map ? playerPoints.get(id) : (playerPoints as Record<string, number>)[id]) ?? 0;
  const halves = [...new Set(team.players)].reduce((sum, id) => {
    const factor = id === team.captain ? CAPTAIN_HALVES : id === team.viceCaptain ? VICE_CAPTAIN_HALVES : MEMBER_HALVES;
    return sum + factor * get(id);
  }, 0);
  return { halves, points: halves / 2 };
}

/** Half-points as shown: '187', '187.5', '-3.5'. */
export const formatTeamPoints = (halves: number): string => (halves % 2 === 0 ? String(halves / 2) : (halves / 2).toFixed(1));
