/**
 * The rubbers of a team tie (tennis, badminton; ADR 012): who played each rubber for each side and who won it, from
 * the 'rubber' and 'rubber_end' plays (core/rules/resolution/tennis.ts and badminton.ts). A stream without 'rubber'
 * plays is a one-on-one match: a single rubber between the line-up's players, begun with its first play of the match
 * (`isMatchPlay`: a game, a point, …) and won by the result's winner.
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import { detailNames, detailNumber, type PlaysMatch } from './playsScoring';

export interface Rubber {
  n: number;
  sides: Record<PartyPosition, string[]>;
  winner?: PartyPosition;
}

/** The rubber a play belongs to (detail.rubber; 1 when absent). */
export const rubberNumber = (p: SportPlay): number => detailNumber(p, 'rubber') ?? 1;

export function rubbersOf(match: PlaysMatch, isMatchPlay: (p: SportPlay) => boolean): Map<number, Rubber> {
  const rubbers = new Map<number, Rubber>();
  for (const p of match.plays) {
    if (p.type !== 'rubber') continue;
    const sides = Array.isArray(p.detail?.sides) ? (p.detail.sides as unknown[]) : [];
    rubbers.set(rubberNumber(p), { n: rubberNumber(p), sides: { 1: detailNames(sides[0]), 2: detailNames(sides[1]) } });
  }
  if (rubbers.size === 0) {
    if (!match.plays.some(isMatchPlay) && !match.result?.winner) return rubbers;
    const sides = { 1: match.sides[1].filter((p) => match.starters.has(p)), 2: match.sides[2].filter((p) => match.starters.has(p)) };
    const winner = match.result?.winner;
    return new Map([[1, { n: 1, sides, ...(winner ? { winner } : {}) }]]);
  }
  for (const p of match.plays) {
    const r = p.type === 'rubber_end' ? rubbers.get(rubberNumber(p)) : undefined;
    if (r && (p.party === 1 || p.party === 2)) r.winner = p.party;
  }
  return rubbers;
}

/** Everyone who played a rubber. */
export const rubberPlayers = (rubbers: ReadonlyMap<number, Rubber>): Set<string> =>
  new Set([...rubbers.values()].flatMap((r) => [...r.sides[1], ...r.sides[2]]));
