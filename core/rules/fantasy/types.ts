/** The shapes every sport's fantasy scorer returns (re-exported by ./index.ts, the module's public face). */
import type { FeedEvent, PartyPosition } from '../../feeds/events';
import type { PointRow } from './pointRow';

/** A sport's point table: data the scorer applies and the rules page renders, under a tag that never changes meaning. */
export interface PointTable {
  tag: string;
  rows: readonly PointRow[];
}

export interface PointLine {
  rule_id: string;
  /** how many times the rule applied (runs, goals, …; 1 for a bonus) */
  count: number;
  points: number;
}

export interface PlayerPoints {
  player: string;
  party: PartyPosition;
  /** whole points */
  points: number;
  /** non-zero lines in the table's order */
  breakdown: PointLine[];
}

export interface FantasyContext {
  /** squad roles by player name (cricket: WK / BAT / AR / BOWL; football: GK / DEF / MID / FWD; …) */
  roles?: Readonly<Record<string, string>>;
}

export interface MatchPoints {
  tag: string;
  players: PlayerPoints[];
}

export type FeedEvents = readonly (FeedEvent & { seq?: number })[];
