/**
 * Shapes shared by the tennis and badminton match centres. A "row" is one set (tennis, counted in games) or one
 * game (badminton, counted in points); a team tie (draft challenges) is several matches, its rubbers.
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import type { PerParty } from './shared';

export interface ScoreRow {
  /** the set (tennis) or game (badminton) number, 1-based */
  number: number;
  /** games (tennis) or points (badminton) per party */
  score: PerParty<number>;
  winner: PartyPosition | null;
  complete: boolean;
  /** tennis: the set went to a tie-break (always false in badminton) */
  tiebreak: boolean;
}

export interface RubberInfo {
  /** null for a one-on-one match (no rubbers) */
  rubber: number | null;
  kind: 'singles' | 'doubles' | null;
  /** who plays it for each party, from the 'rubber' play */
  sides: PerParty<string[]> | null;
}

/** Builds one rubber's (or the match's) centre play by play, pushing its timeline items as they happen. */
export interface MatchBuilder<M> {
  add(play: SportPlay, seq: number | null): void;
  done(): M;
}

export type RacketTimelineItem = { seq: number | null; rubber: number | null; minute: number | null } & (
  | { type: 'rubber_start'; kind: 'singles' | 'doubles' | null; sides: PerParty<string[]> | null }
  /** score: sets (tennis) or games (badminton) won in the rubber */
  | { type: 'rubber_end'; winner: PartyPosition | null; score: PerParty<number> | null }
  /** tennis: a set won; score = its games; tiebreak when a tie-break decided it */
  | { type: 'set_end'; set: number; winner: PartyPosition | null; score: PerParty<number>; tiebreak: boolean }
  /** tennis: a tie-break game won */
  | { type: 'tiebreak'; set: number; winner: PartyPosition | null }
  | { type: 'match_point_saved'; set: number; party: PartyPosition | null }
  /** badminton: a game won; score = its points */
  | { type: 'game_end'; game: number; winner: PartyPosition | null; score: PerParty<number> }
);

/** [party 1's, party 2's] as the vocabulary writes pairs → per party */
export function pair(v: unknown): PerParty<number> | null {
  if (!Array.isArray(v) || v.length !== 2 || !v.every((x) => typeof x === 'number')) return null;
  return { 1: v[0] as number, 2: v[1] as number };
}
