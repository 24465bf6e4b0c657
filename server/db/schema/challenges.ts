import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Sports, tournaments, matches and the challenges built on them: the catalogue
 * every player sees on the home screen (docs/product.md §2 home, §3 challenge/sport/banner).
 *
 * Ids are plain integers chosen by the feed (or the demo seed), not serials:
 * they travel to the PWA (`challenge_id`, `sports_id`) and must stay stable
 * across databases, so the fallback challenge 79639 (docs/product.md §4) means the same
 * challenge everywhere.
 */

export const sports = pgTable('sports', {
  sportsId: integer('sports_id').primaryKey(),
  name: text('name').notNull(),
  /** stable machine name, also the image file stem (public/img/sports/<slug>.svg) */
  slug: text('slug').notNull().unique(),
  imgUrl: text('img_url').notNull(),
  unselectedImgUrl: text('unselected_img_url').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const tournaments = pgTable('tournaments', {
  tournamentId: integer('tournament_id').primaryKey(),
  name: text('name').notNull(),
  sportsId: integer('sports_id')
    .notNull()
    .references(() => sports.sportsId),
});

/**
 * Match lifecycle (the match clock, core/rules/matchClock.ts; ADR 008):
 *   scheduled → lineup_announced → live → completed → points_final → settled
 * and 'abandoned' (called off, or no result) from any state before points_final: every entry is refunded.
 * Points are awarded 1–2 h after completion (docs/product.md §1): points_final comes POINTS_FINAL_AFTER_S later.
 */
export const MATCH_STATUSES = [
  'scheduled',
  'lineup_announced',
  'live',
  'completed',
  'points_final',
  'settled',
  'abandoned',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** How a match ended, as the feed says (outcome of a Cricsheet file, a provider's result). */
export interface MatchResult {
  type: 'win' | 'tie' | 'no_result' | 'abandoned' | 'draw';
  /** winning party position (1 = first listed / home, 2 = away); ties decided by a super over name the super-over winner */
  winner?: 1 | 2;
  decidedBySuperOver?: boolean;
  /** e.g. { runs: 5 } or { wickets: 3 }; D/L results carry method 'D/L' */
  margin?: Record<string, number>;
  method?: string;
}

/** The live score strip: one line per party, sport-specific text built by the feed (e.g. '182/6 (20.0)'). */
export interface MatchScore {
  parties: { position: 1 | 2; score: string }[];
  /** short status line, e.g. 'Mumbai Indians need 34 from 18 balls' */
  status?: string;
}

export const matches = pgTable(
  'matches',
  {
    matchId: integer('match_id').primaryKey(),
    sportsId: integer('sports_id')
      .notNull()
      .references(() => sports.sportsId),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.tournamentId),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<MatchStatus>().notNull().default('scheduled'),
    /** the provider this match comes from ('seed', 'sim', 'replay', …) and its id there; null for hand-made rows */
    feed: text('feed'),
    feedRef: text('feed_ref'),
    lineupAnnouncedAt: timestamp('lineup_announced_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    pointsFinalAt: timestamp('points_final_at', { withTimezone: true, mode: 'date' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    result: jsonb('result').$type<MatchResult>(),
    score: jsonb('score').$type<MatchScore>(),
  },
  (t) => [
    index('matches_start_time_idx').on(t.startTime),
    index('matches_status_idx').on(t.status),
    uniqueIndex('matches_feed_ref_uq').on(t.feed, t.feedRef),
    check(
      'matches_status_check',
      sql`${t.status} in ('scheduled', 'lineup_announced', 'live', 'completed', 'points_final', 'settled', 'abandoned')`,
    ),
  ],
);

/**
 * Every event the feed delivered for a match, in order (ADR 008): for cricket one row per delivery in the
 * normalized Ball shape, plus toss / lineup / innings / result / correction events. Resolvers and fantasy
 * scorers are pure functions over these rows, so a restart, a second process or a correction re-derives the
 * same answers. (match_id, seq) makes ingestion idempotent.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** when the event happened on the match clock */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

/** The sides of a match: two teams, or one player / one race entry for single-party events. */
export const matchParties = pgTable(
  'match_parties',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    /** 1 = home / first listed, 2 = away */
    position: smallint('position').notNull(),
    partyName: text('party_name').notNull(),
    partyImgUrl: text('party_img_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.position] })],
);

export const GAME_MODE_VALUES = ['prediction', 'nostra11'] as const;

/**
 * Challenge lifecycle (the spec names only the list buckets; the later states
 * are here so the match-lifecycle job and the my-matches tabs need no
 * migration):
 *   upcoming  — announced, shown in 'Upcoming games', not joinable
 *   open      — joinable until start_time
 *   live      — started (in play)
 *   completed — points awarded
 *   cancelled — called off, entries refunded
 */
export const CHALLENGE_STATUSES = ['upcoming', 'open', 'live', 'completed', 'cancelled'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const challenges = pgTable(
  'challenges',
  {
    challengeId: integer('challenge_id').primaryKey(),
    name: text('name').notNull(),
    gameMode: text('game_mode').$type<(typeof GAME_MODE_VALUES)[number]>().notNull(),
    /** the primary sport (tab); a multi-sport challenge lists the rest through its matches */
    sportsId: integer('sports_id')
      .notNull()
      .references(() => sports.sportsId),
    /** lock time: the first of its matches' starts, decided by the server's clock */
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** biggest prize pool of the challenge's contests, integer paise */
    prizeMoneyPaise: bigint('prize_money_paise', { mode: 'number' }).notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    lineupAnnounced: boolean('lineup_announced').notNull().default(false),
    isSingleParty: boolean('is_single_party').notNull().default(false),
    singlePartyImgUrl: text('single_party_img_url'),
    categoryTab: text('category_tab').notNull().default('all'),
    status: text('status').$type<ChallengeStatus>().notNull().default('upcoming'),
  },
  (t) => [
    // The hot query: open (or upcoming) challenges that have not started yet, by start time.
    index('challenges_status_start_time_idx').on(t.status, t.startTime),
    check('challenges_game_mode_check', sql`${t.gameMode} in ('prediction', 'nostra11')`),
    check(
      'challenges_status_check',
      sql`${t.status} in ('upcoming', 'open', 'live', 'completed', 'cancelled')`,
    ),
    check('challenges_prize_nonneg_check', sql`${t.prizeMoneyPaise} >= 0`),
  ],
);

/** A challenge may span several matches (a double-header, a race weekend). */
export const challengeMatches = pgTable(
  'challenge_matches',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId),
    /** display order of the matches inside the challenge */
    position: smallint('position').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.matchId] }),
    index('challenge_matches_match_idx').on(t.matchId),
  ],
);

export const banners = pgTable('banners', {
  bannerId: integer('banner_id').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  /** named navigation target opened on tap (docs/product.md §2), e.g. 'howToPlay'; null = not tappable */
  target: text('target'),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export type SportRow = typeof sports.$inferSelect;
export type NewSport = typeof sports.$inferInsert;
export type NewTournament = typeof tournaments.$inferInsert;
export type NewMatch = typeof matches.$inferInsert;
export type MatchRow = typeof matches.$inferSelect;
export type MatchEventRow = typeof matchEvents.$inferSelect;
export type NewMatchParty = typeof matchParties.$inferInsert;
export type ChallengeRow = typeof challenges.$inferSelect;
export type NewChallenge = typeof challenges.$inferInsert;
export type NewChallengeMatch = typeof challengeMatches.$inferInsert;
export type BannerRow = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
