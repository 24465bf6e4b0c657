/**
 * The normalized match-feed model (ADR 008): what every provider adapter (sim, replay of Cricsheet files, a
 * commercial feed) turns its data into, and what resolvers (core/rules/resolution), the match clock and fantasy
 * scorers read. Pure types: stored one event per row in match_events (kind + payload), ordered by seq.
 *
 * Parties are positions: 1 = the first listed team / player (home), 2 = the second (away). For cricket that is
 * the order of Cricsheet's info.teams.
 */

export type PartyPosition = 1 | 2;

/** How a match ended. Mirrors server/db/schema MatchResult (the column's type). */
export interface FeedResult {
  type: 'win' | 'tie' | 'no_result' | 'abandoned' | 'draw';
  /** the winner; for a tie decided by a super over (Cricsheet outcome.eliminator) the super-over winner */
  winner?: PartyPosition;
  decidedBySuperOver?: boolean;
  margin?: Record<string, number>;
  /** 'D/L' and the like, as the feed says */
  method?: string;
}

/** A wicket of a cricket delivery (Cricsheet deliveries[].wickets[]). */
export interface CricketWicket {
  /** 'caught', 'caught and bowled', 'bowled', 'lbw', 'stumped', 'run out', 'hit wicket', 'retired hurt', … */
  kind: string;
  playerOut: string;
  /** fielders credited; substitutes flagged (Cricsheet fielders[].substitute) */
  fielders: { name: string; substitute: boolean }[];
}

/** One cricket delivery (Cricsheet innings[].overs[].deliveries[]), flattened. */
export interface CricketBall {
  /** 1-based innings number in file order (super-over innings continue the count) */
  innings: number;
  superOver: boolean;
  /** the batting side */
  battingParty: PartyPosition;
  /** 0-based over number, as Cricsheet */
  over: number;
  /** 1-based position of the delivery inside its over (wides and no-balls included) */
  ball: number;
  batter: string;
  nonStriker: string;
  bowler: string;
  runs: { batter: number; extras: number; total: number; nonBoundary?: boolean };
  extras: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets: CricketWicket[];
  /** impact-player / concussion replacements announced with this delivery */
  replacements?: { in: string; out: string; party: PartyPosition; reason: string }[];
}

/**
 * A play of any other sport, generic enough for the question banks and the live strip: a goal, a card, a
 * corner, a raid, a point, a set/game end, a pit stop… `type` names it per sport (documented next to each
 * sport's resolvers and simulator); `party` is who it counts for; `value` carries a count when one event stands
 * for several (raid points, a game's score); `period` is the half/quarter/set/game/lap; `minute` the clock.
 */
export interface SportPlay {
  type: string;
  party?: PartyPosition;
  player?: string;
  period?: number;
  minute?: number;
  value?: number;
  detail?: Record<string, unknown>;
}

export interface LineupPayload {
  parties: { position: PartyPosition; name: string; players: string[]; substitutes?: string[] }[];
}

export interface TossPayload {
  winner: PartyPosition;
  decision: 'bat' | 'field';
}

export type FeedEvent =
  | { kind: 'lineup'; payload: LineupPayload }
  | { kind: 'toss'; payload: TossPayload }
  | { kind: 'start'; payload: Record<string, never> }
  | { kind: 'ball'; payload: CricketBall }
  | { kind: 'innings_start'; payload: { innings: number; battingParty: PartyPosition; superOver: boolean; target?: { runs: number; overs?: number } } }
  | { kind: 'play'; payload: SportPlay }
  /** the match is over (or called off): no more balls / plays follow */
  | { kind: 'result'; payload: FeedResult }
  /** a later fix of an earlier event (same seq replaced); consumers re-derive from the corrected list */
  | { kind: 'correction'; payload: { seq: number; event: FeedEvent } };

export type FeedEventKind = FeedEvent['kind'];

/** An event with its place on the match clock, as stored in match_events. */
export type TimedFeedEvent = FeedEvent & { seq: number; at: Date };
