import type { TimedFeedEvent } from '../../core/feeds/events';

/**
 * What the game needs from any sports data provider (ADR 008 "Feed providers"). An adapter turns its provider's
 * fixtures and play-by-play into these shapes; everything downstream (the lifecycle job, resolvers, the live strip)
 * reads only them. A commercial provider (EntitySport, Roanuz, SportMonks) is one more file implementing this.
 */

/** The sports of the spec, by the slug of the sports table (ids are the catalogue's). */
export const FEED_SPORTS = {
  cricket: 1,
  football: 2,
  kabaddi: 3,
  hockey: 4,
  tennis: 5,
  badminton: 6,
  basketball: 7,
  'formula-one': 8,
} as const;
export type FeedSport = keyof typeof FEED_SPORTS;

/** A squad entry as the provider knows it (draft mode, ADR 012). */
export interface FeedPlayer {
  /** the name match events use for him (unique within the match) */
  name: string;
  /** the sport's role key of core/rules/teamSports.ts (cricket WK / BAT / AR / BOWL, football GK / DEF / MID / FWD, …) */
  role?: string;
  /**
   * the role is the adapter's guess (a Cricsheet replay infers roles from the deliveries): good enough to build
   * teams with, never used to score (a guessed bowler is not spared the duck and strike-rate rules; ADR 012)
   */
  roleInferred?: boolean;
  /** strength in [0, 1] (a simulator's rating, a provider's fantasy rating): credits are derived from it or from form */
  rating?: number;
  /** the side he plays for when it is not his party: formula one's constructor number (1, 2, …; drivers 2c−1 and 2c) */
  side?: number;
  /**
   * his fantasy points in the provider's earlier matches, newest first, when the provider knows them (a replay
   * scores the directory's earlier files); the game's own stored matches of the feed take precedence
   */
  recentPoints?: number[];
}

export interface FeedParty {
  position: 1 | 2;
  name: string;
  /** the squad; the announced line-up arrives as a 'lineup' event */
  players: string[];
  /** the same players with role and rating when the provider knows them (draft challenges need roles) */
  squad?: FeedPlayer[];
}

export interface FeedFixture {
  /** the provider's id of the match, unique within the provider (matches.feed_ref) */
  ref: string;
  /**
   * A stable number for this match, used as match_id and challenge_id (the catalogue's ids are plain integers
   * that travel to the PWA). Must stay below 20,000,000 so question ids (match_id × 100 + n) fit an int.
   */
  id: number;
  sport: FeedSport;
  tournament: { id: number; name: string };
  /** one party for single-party events (a player's match in tennis, a race) */
  parties: FeedParty[];
  startTime: Date;
}

/** A stored match as the game asks a provider about it. */
export interface FeedMatchRef {
  ref: string;
  startTime: Date;
  sport?: string;
  parties?: readonly { position: 1 | 2; name: string }[];
}

export interface FeedProvider {
  /** stored in matches.feed: 'sim', 'replay', 'entitysport', … */
  readonly name: string;
  /** matches the game should know about at `now`: upcoming ones and those not yet over (past ones may be included) */
  fixtures(now: Date): Promise<FeedFixture[]>;
  /**
   * The match's events that have happened by `now` (at ≤ now), in seq order; seqs are stable between calls.
   * `match.startTime` is the start the game stored when it first saw the fixture: providers that make up their own
   * clock (sim, replay) time the events from it, so a restart or a second process never moves a match. The stored
   * sport and parties let the simulator play a match the catalogue made itself (the demo seed's, ref `demo-<id>`).
   */
  events(match: FeedMatchRef, now: Date): Promise<TimedFeedEvent[]>;
}
