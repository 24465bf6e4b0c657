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
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContestType, PoolRewardBand, RewardRow } from '../../../core/rules/contests';
import type { BucketSplit } from '../../../core/rules/wallet';
import { users } from './auth';
import { challenges } from './challenges';

/**
 * Contests and joining (docs/product.md §1, §3 contest_configs / contest_rooms, §4, §7; ADR 003).
 *
 * contest_configs  one contest (entry fee, type, room size, max rooms, rewards) of a challenge
 * contest_rooms    the rooms a config is played in, opened one after another up to max_rooms
 * join_orders      every join request, queued → seated | refused (the join engine's queue)
 * room_entries     a seated order: what leaderboards and settlement read
 * contest_settlements  exactly-once markers for match-start refunds / pool freezes / payouts
 * join_guides      how far a player went through the join guide per challenge
 */

export const contestConfigs = pgTable(
  'contest_configs',
  {
    configId: integer('config_id').primaryKey().generatedByDefaultAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    /** the card label ("Mega", "Head to Head") */
    name: text('name').notNull(),
    /** full contest name */
    contestName: text('contest_name').notNull(),
    /** prefix of room names: "Mega #1", "Mega #2" */
    configName: text('config_name').notNull(),
    contestType: text('contest_type').$type<ContestType>().notNull(),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    /** whole percent of the fee payable from bonus */
    promoLimit: smallint('promo_limit').notNull().default(0),
    roomSize: integer('room_size').notNull(),
    maxRooms: integer('max_rooms').notNull(),
    /** non_guaranteed only: fewer entries per room at match start → every fee refunded */
    minEntries: integer('min_entries'),
    /** pool only: platform cut in basis points */
    rakeBps: integer('rake_bps').notNull().default(0),
    /** fixed prizes per room (guaranteed / non_guaranteed), paise */
    rewards: jsonb('rewards').$type<RewardRow[]>().notNull().default([]),
    /** pool only: share of the pool per rank */
    poolTemplate: jsonb('pool_template').$type<PoolRewardBand[]>(),
    rules: jsonb('rules').$type<string[]>().notNull().default([]),
    powerupBankAllowed: boolean('powerup_bank_allowed').notNull().default(true),
    pImage: text('p_image').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** joins decided at or after this instant are refused CUTOFF_PASSED; null = the challenge start */
    joinCutoffAt: timestamp('join_cutoff_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('contest_configs_challenge_idx').on(t.challengeId, t.sortOrder),
    check('contest_configs_type_check', sql`${t.contestType} in ('guaranteed', 'non_guaranteed', 'pool')`),
    check('contest_configs_fee_check', sql`${t.feePaise} >= 0`),
    check('contest_configs_promo_check', sql`${t.promoLimit} between 0 and 100`),
    check('contest_configs_rooms_check', sql`${t.roomSize} >= 1 and ${t.maxRooms} >= 1`),
    check(
      'contest_configs_min_entries_check',
      sql`(${t.contestType} = 'non_guaranteed') = (${t.minEntries} is not null)`,
    ),
    check('contest_configs_pool_check', sql`(${t.contestType} = 'pool') = (${t.poolTemplate} is not null)`),
  ],
);

export const ROOM_STATUSES = ['open', 'full', 'locked', 'settled', 'refunded'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

export const contestRooms = pgTable(
  'contest_rooms',
  {
    roomId: integer('room_id').primaryKey().generatedAlwaysAsIdentity(),
    configId: integer('config_id')
      .notNull()
      .references(() => contestConfigs.configId, { onDelete: 'cascade' }),
    roomIndex: integer('room_index').notNull(),
    roomName: text('room_name').notNull(),
    size: integer('size').notNull(),
    filled: integer('filled').notNull().default(0),
    status: text('status').$type<RoomStatus>().notNull().default('open'),
    /** pool contests: the prize table frozen at match start (paise) */
    frozenRewards: jsonb('frozen_rewards').$type<RewardRow[]>(),
  },
  (t) => [
    uniqueIndex('contest_rooms_config_index_uq').on(t.configId, t.roomIndex),
    // The database refuses an overfull room even if the engine were wrong.
    check('contest_rooms_filled_check', sql`${t.filled} >= 0 and ${t.filled} <= ${t.size}`),
    check('contest_rooms_status_check', sql`${t.status} in ('open', 'full', 'locked', 'settled', 'refunded')`),
  ],
);

export const JOIN_FLOWS = ['prediction', 'team'] as const;
/** 'reserving': a host player's order waiting for the host wallet's reservation before it is queued */
export const JOIN_ORDER_STATUSES = ['queued', 'seated', 'refused', 'reserving'] as const;
export type JoinOrderStatus = (typeof JOIN_ORDER_STATUSES)[number];

export const joinOrders = pgTable(
  'join_orders',
  {
    /** UUIDv7: the order_id the client polls with */
    orderId: uuid('order_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    configId: integer('config_id')
      .notNull()
      .references(() => contestConfigs.configId, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id').notNull(),
    flow: text('flow').$type<(typeof JOIN_FLOWS)[number]>().notNull(),
    draftNum: smallint('draft_num').notNull(),
    teamId: integer('team_id'),
    pseudoRoomId: integer('pseudo_room_id'),
    status: text('status').$type<JoinOrderStatus>().notNull().default('queued'),
    refusalCode: text('refusal_code'),
    /** e.g. { shortfall: paise } */
    refusalData: jsonb('refusal_data').$type<Record<string, unknown>>(),
    roomId: integer('room_id').references(() => contestRooms.roomId),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    split: jsonb('split').$type<BucketSplit>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One set / team once per config: ALREADY_JOINED comes from the database, not a read-then-write.
    uniqueIndex('join_orders_config_user_draft_uq')
      .on(t.configId, t.userId, t.flow, t.draftNum)
      .where(sql`${t.status} <> 'refused'`),
    index('join_orders_queue_idx').on(t.configId, t.createdAt, t.orderId).where(sql`${t.status} = 'queued'`),
    index('join_orders_user_challenge_idx').on(t.userId, t.challengeId),
    check('join_orders_status_check', sql`${t.status} in ('queued', 'seated', 'refused', 'reserving')`),
    index('join_orders_reserving_idx').on(t.createdAt).where(sql`${t.status} = 'reserving'`),
    check('join_orders_flow_check', sql`${t.flow} in ('prediction', 'team')`),
  ],
);

export const roomEntries = pgTable(
  'room_entries',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => joinOrders.orderId, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => contestRooms.roomId, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    challengeId: integer('challenge_id').notNull(),
    draftNum: smallint('draft_num').notNull(),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    /** the final points, written by settlement (null before); the live ones are entry_scores.points */
    points: integer('points'),
    /** the final standard competition rank (1, 2, 2, 4), written by settlement; the live one is read from entry_standings */
    rank: integer('rank'),
    /** the prize this entry won at settlement (paise); 0 = none; null = not settled */
    prizePaise: bigint('prize_paise', { mode: 'number' }),
    /** refunded at match start (non-guaranteed under its minimum) */
    refunded: boolean('refunded').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('room_entries_room_idx').on(t.roomId, t.joinedAt),
    index('room_entries_user_challenge_idx').on(t.userId, t.challengeId),
    index('room_entries_challenge_idx').on(t.challengeId),
  ],
);

/**
 * The live scoreboard (ADR 018): one narrow row per seated, unrefunded entry, kept by triggers on room_entries
 * (seat, refund, team switch); rescoring writes its points, settlement the final ones. Narrow on purpose: a scoring
 * event rewrites the points of most entries of a room. No index holds `points` and half of each page is left free
 * (migration 0022, ADR 023), so that rewrite is a HOT update: 1.3-2 s for 940,000 rows instead of 9 s through a board
 * index. Ranks are never stored here: they are counted at read from room_points (entry_standings, the leaderboard).
 */
export const entryScores = pgTable(
  'entry_scores',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => roomEntries.orderId, { onDelete: 'cascade' }),
    roomId: integer('room_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    draftNum: smallint('draft_num').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** prediction: the set's points; draft: the team's half-points; null = not scored (no set or team, or not started) */
    points: integer('points'),
  },
  // A room's entries in join order (a tie group's order); never `points`, which would make every rescore's update non-HOT.
  (t) => [index('entry_scores_room_idx').on(t.roomId, t.joinedAt, t.orderId)],
);

/**
 * How many scored entries of each room have each number of live points (ADR 023), kept by statement triggers on
 * entry_scores from their transition tables: a rank is 1 + the entries above, summed over a few hundred rows instead
 * of counted over a room's entries. Unscored entries (points null) are not counted here, so a join touches no row.
 */
export const roomPoints = pgTable(
  'room_points',
  {
    roomId: integer('room_id').notNull(),
    points: integer('points').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.points] }), check('room_points_entries_not_negative', sql`${t.entries} >= 0`)],
);

/**
 * The question results the live points of a prediction challenge's entries stand on (ADR 018): rescoring adds to
 * every entry the difference between these and question_results, then records question_results here.
 */
export const scoredResults = pgTable(
  'scored_results',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    status: text('status').$type<'settled' | 'void'>().notNull(),
    correct: text('correct'),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.questionId] })],
);

/**
 * The player points the live points of a draft challenge's entries stand on (ADR 023), the counterpart of
 * scored_results: a rescore adds to each team what the players whose points moved since are worth to it.
 */
export const scoredPlayerPoints = pgTable(
  'scored_player_points',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    matchId: integer('match_id').notNull(),
    playerId: text('player_id').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.matchId, t.playerId] })],
);

export const SETTLEMENT_KINDS = ['refund', 'prize_freeze', 'lock', 'payout'] as const;

export const contestSettlements = pgTable(
  'contest_settlements',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => contestRooms.roomId, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof SETTLEMENT_KINDS)[number]>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.kind] })],
);

export const joinGuides = pgTable(
  'join_guides',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.challengeId, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.challengeId] })],
);

/**
 * The settlement report of a room (ADR 008): a canonical JSON document (questions and resolved answers or a
 * team's player points, every entry's picks, points, rank and prize) and its sha256, written BEFORE the room's
 * prizes are posted, so anyone in the room can verify the payout (`npm run verify-settlement`).
 */
export const settlementReports = pgTable(
  'settlement_reports',
  {
    roomId: integer('room_id')
      .primaryKey()
      .references(() => contestRooms.roomId, { onDelete: 'cascade' }),
    /**
     * canonical JSON text: sorted keys, no whitespace; hashed as UTF-8 bytes. A report of more than one part (a big
     * room, ADR 022) holds its first part here and the rest in settlement_report_parts: the document is their
     * concatenation in part order.
     */
    document: text('document').notNull(),
    sha256: text('sha256').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** parts of the document, this row's first part included */
    parts: integer('parts').notNull().default(1),
    /** the whole document's size in UTF-8 bytes (null: stored before parts existed, and then one part) */
    bytes: bigint('bytes', { mode: 'number' }),
  },
  (t) => [check('settlement_reports_parts_check', sql`${t.parts} >= 1`)],
);

/** Parts 1 … parts − 1 of a settlement report's document (part 0 is settlement_reports.document), ADR 022. */
export const settlementReportParts = pgTable(
  'settlement_report_parts',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => settlementReports.roomId, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.part] }), check('settlement_report_parts_part_check', sql`${t.part} >= 1`)],
);

export const REWARD_POPUP_TYPES = ['daily_gift', 'won_cash', 'won_promo'] as const;

/**
 * Reward popups owed to a player (docs/product.md §3/§4 popup check): one row per thing to announce, shown once by
 * GET /f2p/v1/user/checkPopup (which stamps seen_at). Settlement writes won_cash in the same transaction as
 * the prize, keyed by (user, type, ref) so a re-run never announces twice.
 */
export const rewardPopups = pgTable(
  'reward_popups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof REWARD_POPUP_TYPES)[number]>().notNull(),
    /** what it is for: 'room:<id>' for a prize, 'gift:<date>' for a daily gift */
    ref: text('ref').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('reward_popups_user_type_ref_uq').on(t.userId, t.type, t.ref),
    index('reward_popups_unseen_idx').on(t.userId).where(sql`${t.seenAt} is null`),
    check('reward_popups_type_check', sql`${t.type} in ('daily_gift', 'won_cash', 'won_promo')`),
    check('reward_popups_amount_check', sql`${t.amountPaise} >= 0`),
  ],
);

export type ContestConfigRow = typeof contestConfigs.$inferSelect;
export type NewContestConfig = typeof contestConfigs.$inferInsert;
export type ContestRoomRow = typeof contestRooms.$inferSelect;
export type JoinOrderRow = typeof joinOrders.$inferSelect;
