import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PicksSettings, QuestionPick } from '../../../core/rules/picks';
import type { PowerupCounts } from '../../../core/rules/powerups';
import { users } from './auth';
import { challenges, matches } from './challenges';

/**
 * Prediction mode (docs/product.md §1, §3 question / pick / powerup bank, §4 gameplay, §5 pick rules).
 *
 * Storage decision: a pick set's picks live in ONE jsonb per set (`picks`: question_id → {answer,
 * answer_time, powerups}), not one row per answer. Saving a whole set (answerInBulk, the hot write)
 * is then one INSERT/UPDATE statement, and every rule check runs on the in-memory state from
 * core/rules/picks.ts. The audience poll aggregates `picks -> '<question_id>' ->> 'answer'` over the
 * saved sets of the challenge (challenge index below).
 */

export const zeroPowerupCounts = (): PowerupCounts => ({ '2x': 0, no_negs: 0, player_poll: 0 });

/**
 * Per-challenge prediction settings. No row = DEFAULT_PICKS_SETTINGS (12 picks / 6 powerups) with the
 * bank enabled and the default transfer limit. `settings` holds overrides merged by picksSettings().
 * bank_enabled is the per-challenge switch for "the powerup bank is disabled for some contests";
 * the contests feature will own room-level bank configuration later.
 */
export const picksChallengeSettings = pgTable('picks_challenge_settings', {
  challengeId: integer('challenge_id')
    .primaryKey()
    .references(() => challenges.challengeId, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Partial<PicksSettings>>().notNull().default({}),
  bankEnabled: boolean('bank_enabled').notNull().default(true),
  /** maxTransferLimit per type (docs/product.md §3 powerup bank); ignored (all 0) while bank_enabled is false */
  maxTransferLimit: jsonb('max_transfer_limit').$type<PowerupCounts>(),
});

export interface QuestionOptionRow {
  key: string;
  text: { en: string; hi: string };
}

/** Questions of a match (docs/product.md §3 question): English and Hindi text, options, poll flag, points. */
export const questions = pgTable(
  'questions',
  {
    /** stable ids chosen by the feed / seed (the demo uses match_id * 100 + n) */
    questionId: integer('question_id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.matchId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    textEn: text('text_en').notNull(),
    textHi: text('text_hi').notNull(),
    options: jsonb('options').$type<QuestionOptionRow[]>().notNull(),
    isPoll: boolean('is_poll').notNull().default(false),
    pointsRight: integer('points_right').notNull(),
    pointsWrong: integer('points_wrong').notNull(),
    /**
     * which resolver in core/rules/resolution decides this question from the match's events
     * ('cricket.toss', 'cricket.sixes_over', …); null = only staff can resolve it
     */
    resolver: text('resolver'),
    /** the resolver's parameters (a line such as { line: 12.5 }), fixed when the question is made */
    resolverParams: jsonb('resolver_params').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('questions_match_position_idx').on(t.matchId, t.position),
    check('questions_points_check', sql`${t.pointsRight} >= 0 and ${t.pointsWrong} <= 0`),
  ],
);

/** The state both a pseudo room and a saved set hold (core/rules/picks.ts PickSetState minus questions). */
const setStateColumns = () => ({
  picks: jsonb('picks').$type<Record<string, QuestionPick>>().notNull().default({}),
  /** powerups still available to apply */
  remaining: jsonb('remaining').$type<PowerupCounts>().notNull(),
  /** powerups the set may apply in all: the free ones plus bank transfers */
  allotted: jsonb('allotted').$type<PowerupCounts>().notNull(),
  revealedPolls: jsonb('revealed_polls').$type<number[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The pseudo room (joinPseudoContestv2 → userRoom.room_id): one per (player, challenge), where a set is
 * made question by question before it is saved. It also carries the player's set counter for the
 * challenge (last_draft_num): answerInBulk allocates S{n} with one atomic UPSERT on this row, so two
 * concurrent saves serialise on the row lock and get S1 and S2, never two S1.
 */
export const pickRooms = pgTable(
  'pick_rooms',
  {
    roomId: integer('room_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    /** the saved set this room was loaded from for editing (joinPseudoContestv2 with draft_num), else null */
    sourceDraftNum: smallint('source_draft_num'),
    /** bank transfers into this room since it was last emptied (kept through a reset) */
    bankAdded: jsonb('bank_added').$type<PowerupCounts>().notNull(),
    lastDraftNum: smallint('last_draft_num').notNull().default(0),
    ...setStateColumns(),
  },
  (t) => [uniqueIndex('pick_rooms_user_challenge_uq').on(t.userId, t.challengeId)],
);

export const QUESTION_RESULT_STATUSES = ['settled', 'void'] as const;
export const QUESTION_RESULT_SOURCES = ['feed', 'staff'] as const;

/**
 * The answer of a question once it is certain (ADR 008): written by the resolver as soon as the feed's events
 * decide it (the toss at the toss, a century the moment a batter reaches 100), otherwise at completion; 'void'
 * when the match cannot decide it (no result): it scores nothing for anyone. Staff may correct or void it until
 * the match's points are final (source 'staff'; a staff answer is never overwritten by the feed).
 */
export const questionResults = pgTable(
  'question_results',
  {
    questionId: integer('question_id')
      .primaryKey()
      .references(() => questions.questionId, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof QUESTION_RESULT_STATUSES)[number]>().notNull(),
    /** the right option's key; null when void */
    correct: text('correct'),
    source: text('source').$type<(typeof QUESTION_RESULT_SOURCES)[number]>().notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('question_results_status_check', sql`${t.status} in ('settled', 'void')`),
    check('question_results_source_check', sql`${t.source} in ('feed', 'staff')`),
    check('question_results_correct_check', sql`(${t.status} = 'void') = (${t.correct} is null)`),
  ],
);

/** Saved pick sets S{n}: unique (user, challenge, draft_num). */
export const pickSets = pgTable(
  'pick_sets',
  {
    setId: integer('set_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    draftNum: smallint('draft_num').notNull(),
    ...setStateColumns(),
    // A set's points live on its entries (entry_scores, ADR 018); a set outside every room has none to show.
  },
  (t) => [
    uniqueIndex('pick_sets_user_challenge_draft_uq').on(t.userId, t.challengeId, t.draftNum),
    index('pick_sets_challenge_idx').on(t.challengeId),
    check('pick_sets_draft_num_check', sql`${t.draftNum} between 1 and 99`),
  ],
);

/** The player's powerup bank (docs/product.md §3): bought powerups waiting to be moved into a challenge. */
export const powerupBanks = pgTable(
  'powerup_banks',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance2x: integer('balance_2x').notNull(),
    balanceNoNegs: integer('balance_no_negs').notNull(),
    balancePlayerPoll: integer('balance_player_poll').notNull(),
  },
  (t) => [
    check(
      'powerup_banks_nonneg_check',
      sql`${t.balance2x} >= 0 and ${t.balanceNoNegs} >= 0 and ${t.balancePlayerPoll} >= 0`,
    ),
  ],
);

/** What a player already moved from the bank into a challenge (alreadyTransferred). */
export const powerupTransfers = pgTable(
  'powerup_transfers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    transferred: jsonb('transferred').$type<PowerupCounts>().notNull(),
  },
  (t) => [uniqueIndex('powerup_transfers_user_challenge_uq').on(t.userId, t.challengeId)],
);

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestion = typeof questions.$inferInsert;
export type NewPicksChallengeSettings = typeof picksChallengeSettings.$inferInsert;
export type PickRoomRow = typeof pickRooms.$inferSelect;
export type PickSetRow = typeof pickSets.$inferSelect;
export type QuestionResultRow = typeof questionResults.$inferSelect;
