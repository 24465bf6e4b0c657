import { z } from 'zod';
import { DB_INT_MAX, dbId as id, defineRoute, epochMs, queryDbId, queryInt } from './route';
import { CONTEST_DATA_ALIAS_PATHS, ROUTES } from './routes';
import { gameModeSchema } from './challenges';
import { CONTEST_TYPES, JOIN_REFUSAL_CODES } from '../rules/contests';

/**
 * Contests and joining (docs/product.md §1–§4, §7, §8): contest lists and details, rooms,
 * rewards and rules, player stats, and the two join flows.
 *
 * Money at this edge is rupees with at most two decimals (paiseToRupees on the
 * server); inside everything is integer paise. Bodies are strict (no coercion):
 * "5", 1.5 or -1 for an id are 400s before any service code runs.
 */

/** Rupees with at most two decimals, never negative. */
export const rupeeAmountSchema = z
  .number()
  .finite()
  .nonnegative()
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most 2 decimals');

/** Pick-set / team number (S{n} / T{n}). Spec gives no upper bound; 100 stops nonsense early. */
export const MAX_DRAFT_NUMBER = 100;
const draftNumber = z.number().int().min(1).max(MAX_DRAFT_NUMBER);

export const contestTypeSchema = z.enum(CONTEST_TYPES);

/** A join order id (UUIDv7 from the server, or any client-safe token of that shape). */
export const joinOrderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);

// ---------------------------------------------------------------------------
// Contest card and its parts
// ---------------------------------------------------------------------------

/** One prize band: every rank from rank_from to rank_to wins `prize` rupees. */
export const rewardRowSchema = z.object({
  rank_from: z.number().int().positive(),
  rank_to: z.number().int().positive(),
  prize: rupeeAmountSchema,
});
export type RewardRowDto = z.infer<typeof rewardRowSchema>;

/** A room of a contest config, as the filling list shows it (docs/product.md §3 contest_rooms). */
export const contestRoomSchema = z.object({
  room_id: id,
  room_name: z.string(),
  /** seats taken */
  filled: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  /** open → full when every seat is taken → locked at match start → settled / refunded */
  status: z.enum(['open', 'full', 'locked', 'settled', 'refunded']),
});
export type ContestRoom = z.infer<typeof contestRoomSchema>;

/**
 * A contest (one config) as a card on the contests screen (docs/product.md §3 "contest or
 * entry fee"). `config_id` is the contest's id everywhere (contest_id in the
 * rules call is the same number).
 */
export const contestSchema = z.object({
  config_id: id,
  challenge_id: id,
  challenge_name: z.string(),
  /** the entry-fee label shown on the card, e.g. "Mega" or "Head to Head" */
  name: z.string(),
  /** full contest name */
  contest_name: z.string(),
  /** prefix of room names ("Mega #3") */
  config_name: z.string(),
  /** entry fee, rupees; 0 when is_free */
  fee: rupeeAmountSchema,
  is_free: z.boolean(),
  /** percent of the fee payable from bonus, whole 0..100 */
  promo_limit: z.number().int().min(0).max(100),
  /** card image url */
  pImage: z.string(),
  /** prediction (pick sets) or a team mode (draft) */
  mode: gameModeSchema,
  /** guaranteed / non_guaranteed (min_entries) / pool (prize grows with entries) */
  contest_type: contestTypeSchema,
  /** only for non_guaranteed: below this many entries at match start every fee is refunded */
  min_entries: z.number().int().positive().nullable(),
  room_size: z.number().int().positive(),
  max_rooms: z.number().int().positive(),
  /** seats taken across all rooms of the config */
  seats_filled: z.number().int().nonnegative(),
  /** total prize pool now, rupees (for pool contests: at the current entries) */
  prize_pool: rupeeAmountSchema,
  rewards: z.array(rewardRowSchema),
  rules: z.array(z.string()),
  /** false: the powerup bank cannot be used in this contest (docs/product.md §1) */
  powerup_bank_allowed: z.boolean(),
  /** the player's draft numbers (sets / teams) already in a room of this config */
  joined_with: z.array(draftNumber),
});
export type Contest = z.infer<typeof contestSchema>;

// ---------------------------------------------------------------------------
// Contest data
// ---------------------------------------------------------------------------

/** The same contest data is served at these paths (docs/product.md §7: v4 and v5 variants exist). */
export const CONTEST_DATA_PATHS = [ROUTES.contestData.path, ...CONTEST_DATA_ALIAS_PATHS] as const;

export const contestDataSchema = z.object({
  challenge_id: id,
  challenge_name: z.string(),
  start_time: epochMs,
  /** true once the match began: every join is refused with MATCH_LOCKED */
  locked: z.boolean(),
  contests: z.array(contestSchema),
  /** paid and free contests this player joined in this challenge */
  joined_contest_count: z.number().int().nonnegative(),
});
export type ContestData = z.infer<typeof contestDataSchema>;

const contestDataQuery = z.object({ challenge_id: queryDbId });

export const contestDataRoute = defineRoute({
  ...ROUTES.contestData,
  summary: 'Contests of a challenge (also served at the v4 and v5 paths in CONTEST_DATA_PATHS)',
  query: contestDataQuery,
  data: contestDataSchema,
});

/** Route entries for the alias paths, identical contract. */
export const contestDataAliasRoutes = CONTEST_DATA_ALIAS_PATHS.map((path) => ({ ...contestDataRoute, path }));

export const CONTEST_FILTER_KEYS = ['fee', 'room_size', 'contest_type', 'prize_pool'] as const;

export const contestFiltersSchema = z.object({
  filters: z.array(
    z.object({
      key: z.enum(CONTEST_FILTER_KEYS),
      /** English label; the PWA shows the localized one for the key */
      label: z.string(),
      options: z.array(
        z.object({
          /** stable option id, e.g. "fee:0-50" or "contest_type:pool" */
          value: z.string(),
          label: z.string(),
          /** contests of this challenge the option matches */
          count: z.number().int().nonnegative(),
        }),
      ),
    }),
  ),
});
export type ContestFilters = z.infer<typeof contestFiltersSchema>;

export const contestFiltersRoute = defineRoute({
  ...ROUTES.contestFilters,
  summary: "Filter groups for a challenge's contests",
  query: z.object({ challenge_id: queryDbId }),
  data: contestFiltersSchema,
});

// ---------------------------------------------------------------------------
// Rewards, rules, rooms
// ---------------------------------------------------------------------------

/** Exactly one of config_id and room_id (docs/product.md §7 "config_id or room_id"). */
export const rewardsQuerySchema = z
  .object({ config_id: queryDbId.optional(), room_id: queryDbId.optional() })
  .refine((q) => (q.config_id === undefined) !== (q.room_id === undefined), {
    message: 'Give exactly one of config_id and room_id',
  });

export const rewardsSchema = z.object({
  config_id: id,
  /** set when asked by room_id */
  room_id: id.nullable(),
  contest_type: contestTypeSchema,
  prize_pool: rupeeAmountSchema,
  /** entries the prize pool is computed for (pool contests grow with it) */
  entries: z.number().int().nonnegative(),
  rewards: z.array(rewardRowSchema),
});
export type Rewards = z.infer<typeof rewardsSchema>;

export const rewardsRoute = defineRoute({
  ...ROUTES.rewards,
  summary: 'Prize table of a contest config or of one room',
  query: rewardsQuerySchema,
  data: rewardsSchema,
});

export const contestRulesRoute = defineRoute({
  ...ROUTES.contestRules,
  summary: 'Rules of a contest (contest_id is the config id)',
  query: z.object({ contest_id: queryDbId }),
  data: z.object({
    contest_id: id,
    contest_type: contestTypeSchema,
    min_entries: z.number().int().positive().nullable(),
    powerup_bank_allowed: z.boolean(),
    rules: z.array(z.string()),
  }),
});

export const contestRoomsRoute = defineRoute({
  ...ROUTES.contestRooms,
  summary: 'Rooms of a contest config and how full each is',
  query: z.object({ config_id: queryDbId }),
  data: z.object({
    config_id: id,
    config_name: z.string(),
    room_size: z.number().int().positive(),
    max_rooms: z.number().int().positive(),
    contest_rooms: z.array(contestRoomSchema),
  }),
});

// ---------------------------------------------------------------------------
// Player stats, join guide, activity, leaderboard
// ---------------------------------------------------------------------------

export const userStatsSchema = z.object({
  user_nick: z.string(),
  user_photo: z.string().nullable(),
  count_paid_contests_joined: z.number().int().nonnegative(),
  count_contests_joined: z.number().int().nonnegative(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userStatsRoute = defineRoute({
  ...ROUTES.userStats,
  summary: "The player's nickname, photo and contests joined (drives the joined banner)",
  data: userStatsSchema,
});

/** Steps of the join guide overlay; 0 = reset (entering a challenge, saving a team). */
export const JOIN_GUIDE_LAST_STEP = 3;

export const joinGuideRoute = defineRoute({
  ...ROUTES.joinGuide,
  summary: 'Store (or reset with step 0) how far the player went through the join guide',
  body: z.object({ challenge_id: id, step: z.number().int().min(0).max(JOIN_GUIDE_LAST_STEP) }),
  data: z.object({ challenge_id: id, step: z.number().int().min(0).max(JOIN_GUIDE_LAST_STEP) }),
});

export const joinedEntrySchema = z.object({
  room_id: id,
  room_name: z.string(),
  config_id: id,
  contest_name: z.string(),
  draft_num: draftNumber,
  /** rupees paid */
  fee: rupeeAmountSchema,
  joined_at: epochMs,
});
export type JoinedEntry = z.infer<typeof joinedEntrySchema>;

export const userActivityRoute = defineRoute({
  ...ROUTES.userActivity,
  summary: "The player's sets/teams and joins in one challenge",
  query: z.object({ challenge_id: queryDbId }),
  data: z.object({
    challenge_id: id,
    /** pick sets (prediction) or teams (draft) made */
    drafts_created: z.number().int().nonnegative(),
    joined: z.array(joinedEntrySchema),
  }),
});

export const LEADERBOARD_PAGE_SIZE = 50;

const leaderboardEntrySchema = z.object({
  user_id: id,
  /** the name other players see: the nickname, or a guest's stable handle 'Player 4821' (core/rules/profile displayName) */
  user_nick: z.string(),
  /** their photo or built-in avatar, if they chose one (else the PWA shows a coloured initial) */
  user_photo: z.string().nullable(),
  draft_num: draftNumber,
  /** null before the match starts (and until the first points arrive) */
  points: z.number().nullable(),
  /** null before the match starts; standard competition ranking, ties share a rank (1, 2, 2, 4) */
  rank: z.number().int().positive().nullable(),
  /** rupees won, once settled */
  winnings: rupeeAmountSchema.nullable(),
  /**
   * the player's own entries while the match is played: the rupees this rank would win if the room were settled
   * now (ties split as settlement splits them); null on other rows, before the start and once settled
   */
  would_win: rupeeAmountSchema.nullable(),
  is_me: z.boolean(),
});

export const roomLeaderboardSchema = z.object({
  room_id: id,
  challenge_id: id,
  page_number: z.number().int().positive(),
  has_more: z.boolean(),
  /** the page: ranking order, LEADERBOARD_PAGE_SIZE entries */
  users: z.array(leaderboardEntrySchema),
  /** the player's own entries in this room with their current rank, pinned on top of every page */
  my_entries: z.array(leaderboardEntrySchema),
  /** entries in the room */
  total_entries: z.number().int().nonnegative(),
  /** true once the room is settled: ranks and winnings are final */
  final: z.boolean(),
});
export type RoomLeaderboard = z.infer<typeof roomLeaderboardSchema>;

/** docs/product.md §7 hides this path behind {hash} (room_id, challenge_id, page_number); ours is explicit. */
export const roomLeaderboardRoute = defineRoute({
  ...ROUTES.roomLeaderboard,
  summary: `Leaderboard of one room, ${LEADERBOARD_PAGE_SIZE} a page, the player's entries pinned; live ranks in play, final once settled`,
  query: z.object({ room_id: queryDbId, challenge_id: queryDbId, page_number: queryInt(1, 10_000).default(1) }),
  data: roomLeaderboardSchema,
});

export const settlementReportSchema = z.object({
  room_id: id,
  /**
   * the canonical JSON text exactly as hashed (core/rules/settlement.ts SettlementReport) when the report has one
   * part; else the text of part `part`: the document is parts 0 … parts − 1 concatenated (ADR 022)
   */
  document: z.string(),
  part: z.number().int().min(0),
  parts: z.number().int().min(1),
  /** the whole document's size in UTF-8 bytes */
  bytes: z.number().int().min(0),
  /** hex sha256 of the whole document's UTF-8 bytes */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  published_at: epochMs,
});
export type SettlementReportDto = z.infer<typeof settlementReportSchema>;

/** ADR 008: published before the room's prizes are paid; `npm run verify-settlement` re-checks it. */
export const settlementReportRoute = defineRoute({
  ...ROUTES.settlementReport,
  summary: "A settled room's settlement report (every answer, pick, point, rank and prize) and its sha256, a part at a time for the biggest rooms; players of the room only",
  query: z.object({ room_id: queryDbId, part: queryInt(0, 1_000_000).default(0) }),
  data: settlementReportSchema,
});

// ---------------------------------------------------------------------------
// Joining
// ---------------------------------------------------------------------------

export const joinRefusalCodeSchema = z.enum(JOIN_REFUSAL_CODES);

/** What verification says about an order (both flows). */
export const joinVerifySchema = z.object({
  /** still queued: ask again later */
  try_again: z.boolean(),
  error: z
    .object({
      /** a join refusal code, or another stable code from core/errors */
      code: z.string(),
      message: z.string(),
      /** INSUFFICIENT_FUNDS only: rupees missing */
      shortfall: rupeeAmountSchema.optional(),
    })
    .nullable(),
  room: z
    .object({
      room_id: id,
      room_name: z.string(),
      config_id: id,
      challenge_id: id,
      draft_num: draftNumber,
      /** rupees paid for the entry */
      fee: rupeeAmountSchema,
    })
    .nullable(),
});
export type JoinVerify = z.infer<typeof joinVerifySchema>;

export const joinOrderSchema = z.object({ order_id: joinOrderIdSchema });
export type JoinOrder = z.infer<typeof joinOrderSchema>;

/**
 * Prediction flow: queue a join of pick set `draft_number` into config `config_id`.
 * Idempotent: the same Idempotency-Key returns the same order_id. The server
 * ignores the client's challenge_name/flavor for money (promo_limit must equal the
 * config's, else 409 CONFLICT: the card was stale).
 */
export const requestJoinRoute = defineRoute({
  ...ROUTES.requestJoin,
  summary: 'Queue a join order for a pick set (prediction flow); returns the order id',
  body: z.object({
    challenge_id: id,
    config_id: id,
    challenge_name: z.string().max(200),
    /** app flavour that sent the request, e.g. "web" or "host" */
    flavor: z.string().trim().min(1).max(32),
    promo_limit: z.number().int().min(0).max(100),
    /** host-mode platform token (mplToken) when the host wallet pays */
    token: z.string().min(1).max(4096).optional(),
    /** the pseudo room holding the pick set; 0 when none */
    pseudo_room_id: z.number().int().min(0).max(DB_INT_MAX),
    draft_number: draftNumber,
  }),
  data: joinOrderSchema,
});

export const verifyJoinContestRoute = defineRoute({
  ...ROUTES.verifyJoinContest,
  summary: 'State of a prediction join order: try again, refused with a code, or seated in a room',
  body: z.object({ order_id: joinOrderIdSchema }),
  data: joinVerifySchema,
});

/** Team flow: spec hides these paths behind {hash}; ours are explicit. */
export const queueTeamJoinRoute = defineRoute({
  ...ROUTES.queueTeamJoin,
  summary: 'Queue a join order for a team (draft flow); returns the order id',
  body: z.object({
    challenge_id: id,
    /**
     * the room the card showed, when it showed one (docs/product.md §3 join payload). Only a hint: the engine seats the team in
     * any open room of the config, and a config nobody has joined yet has no room.
     */
    room_id: id.optional(),
    config_id: id,
    teamId: id,
    draft_num: draftNumber,
  }),
  data: joinOrderSchema,
});

export const verifyTeamJoinRoute = defineRoute({
  ...ROUTES.verifyTeamJoin,
  summary: 'State of a team join order: try again, refused with a code, or seated in a room',
  body: z.object({ order_id: joinOrderIdSchema }),
  data: joinVerifySchema,
});

export const contestRoutes = [
  contestDataRoute,
  ...contestDataAliasRoutes,
  contestFiltersRoute,
  rewardsRoute,
  contestRulesRoute,
  contestRoomsRoute,
  userStatsRoute,
  joinGuideRoute,
  userActivityRoute,
  roomLeaderboardRoute,
  settlementReportRoute,
  requestJoinRoute,
  verifyJoinContestRoute,
  queueTeamJoinRoute,
  verifyTeamJoinRoute,
] as const;
