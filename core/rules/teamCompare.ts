/**
 * Compare two teams (the /compareComponent screen): players both picked, players only one picked, whether the
 * leaders match, and, once points exist, each team's points and the gap (exact half-points, core/rules/fantasy/team).
 */
import { teamPoints, type TeamPoints } from './fantasy/team';
import type { TeamChoice } from './teams';

export interface TeamComparison {
  /** in team A's order */
  common: string[];
  onlyA: string[];
  onlyB: string[];
  sameCaptain: boolean;
  sameViceCaptain: boolean;
  points?: { a: TeamPoints; b: TeamPoints; /** A minus B, in half-points */ gapHalves: number };
}

export function compareTeams(a: TeamChoice, b: TeamChoice, playerPoints?: ReadonlyMap<string, number>): TeamComparison {
  const inA = new Set(a.players);
  const inB = new Set(b.players);
  const result: TeamComparison = {
    common: a.players.filter((p) => inB.has(p)),
    onlyA: a.players.filter((p) => !inB.has(p)),
    onlyB: b.players.filter((p) => !inA.has(p)),
    sameCaptain: a.captain === b.captain,
    sameViceCaptain: a.viceCaptain === b.viceCaptain,
  };
  if (!playerPoints) return result;
  const pa = teamPoints(a, playerPoints);
  const pb = teamPoints(b, playerPoints);
  return { ...result, points: { a: pa, b: pb, gapHalves: pa.halves - pb.halves } };
}
