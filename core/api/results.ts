import { z } from 'zod';
import { matchPartySchema } from './challenges';
import { rupeeAmountSchema } from './contests';
import { draftNumSchema, localizedTextSchema, optionKeySchema } from './picks';
import { powerupTypeSchema } from './powerups';
import { dbId, defineRoute, epochMs, queryDbId, queryInt } from './route';
import { COMPLETED_PAGE_LIMIT, FIRST_PAGE_SKIP, TIMELINE_PAGE_LIMIT } from './results-constants';
import { ROUTES } from './routes';

/**
 * The player's matches and results (docs/product.md §2 my matches, contestDetailsInPlay, contestDetailsCompleted, results,
 * matchAnswers, CompareResults; docs/product.md §3 tab counts and popup check; §7 inPlayv2, completedv2, timeline,
 * getInplayMatchesUserv2, results, getPlayerMatchResult, getPlayerProfile, checkPopup; docs/product.md §9 paging).
 * Money is rupees with two decimals at this edge; every id is bounded 1..2^31-1.
 */

const id = dbId;

/** docs/product.md §9 paging (zod-free, so the PWA reads the same values: core/api/results-constants.ts). */
export { COMPLETED_PAGE_LIMIT, FIRST_PAGE_SKIP, HISTORY_PAGE_LIMIT, TIMELINE_PAGE_LIMIT } from './results-constants';
/** skip beyond this is refused (400): nobody pages ten thousand challenges deep. */
export const MAX_SKIP = 10_000;

export const MATCH_STATUS_VALUES = ['scheduled', 'lineup_announced', 'live', 'completed', 'points_final', 'settled', 'abandoned'] as const;
export const matchStatusSchema = z.enum(MATCH_STATUS_VALUES);
export type MatchStatusDto = z.infer<typeof matchStatusSchema>;

/** The live score strip (matches.score). */
export const matchScoreSchema = z.object({
  parties: z.array(z.object({ position: z.number().int(), score: z.string() })),
  status: z.string().optional(),
});

export const myMatchMatchSchema = z.object({
  match_id: id,
  status: matchStatusSchema,
  start_time: epochMs,
  match_parties: z.array(matchPartySchema),
  score: matchScoreSchema.nullable(),
  /**
   * When the match's points become final (core/rules/matchClock.ts pointsFinalTimeOf): for a completed match the
   * due time (completion + POINTS_FINAL_AFTER_S), for a points_final or settled match when they did; else null.
   */
  points_final_at: epochMs.nullable(),
});
export type MyMatchMatch = z.infer<typeof myMatchMatchSchema>;

/** One seat the player holds: a set (or team) in a room. */
export const myEntrySchema = z.object({
  room_id: id,
  config_id: id,
  contest_name: z.string(),
  room_name: z.string(),
  draft_num: z.number().int().positive(),
  fee: rupeeAmountSchema,
  /** null until the first points; a team's points may end in .5 (captain ×2, vice-captain ×1.5) */
  points: z.number().multipleOf(0.5).nullable(),
  /** null until ranked; ties share a rank */
  rank: z.number().int().positive().nullable(),
  /** rupees won once the room is settled, else null */
  prize: rupeeAmountSchema.nullable(),
  refunded: z.boolean(),
  room_status: z.enum(['open', 'full', 'locked', 'settled', 'refunded']),
});
export type MyEntry = z.infer<typeof myEntrySchema>;

export const CHALLENGE_STATUS_VALUES = ['upcoming', 'open', 'live', 'completed', 'cancelled'] as const;

/** A challenge the player joined, with its matches, score and the player's seats. */
export const myMatchSchema = z.object({
  challenge_id: id,
  challenge_name: z.string(),
  game_mode: z.enum(['prediction', 'nostra11']),
  sports_id: z.number().int(),
  start_time: epochMs,
  status: z.enum(CHALLENGE_STATUS_VALUES),
  matches: z.array(myMatchMatchSchema),
  entries: z.array(myEntrySchema),
  /** Σ prizes of settled entries, rupees */
  winnings: rupeeAmountSchema,
});
export type MyMatch = z.infer<typeof myMatchSchema>;

export const inPlayRoute = defineRoute({
  ...ROUTES.inPlay,
  summary: "The player's joined challenges not finished yet: upcoming (not started) and live (started, not settled)",
  data: z.object({ upcoming: z.array(myMatchSchema), live: z.array(myMatchSchema) }),
});

const pageQuery = (limit: number) =>
  z.object({ skip: queryInt(0, MAX_SKIP).default(FIRST_PAGE_SKIP), limit: queryInt(1, limit).default(limit) });

export const myMatchPageSchema = z.object({ challenges: z.array(myMatchSchema), skip: z.number().int(), has_more: z.boolean() });
export type MyMatchPage = z.infer<typeof myMatchPageSchema>;

export const completedRoute = defineRoute({
  ...ROUTES.completed,
  summary: `The player's finished challenges (completed or cancelled), newest first; skip, limit ≤ ${COMPLETED_PAGE_LIMIT}`,
  query: pageQuery(COMPLETED_PAGE_LIMIT),
  data: myMatchPageSchema,
});

export const timelineRoute = defineRoute({
  ...ROUTES.timeline,
  summary: `Every challenge the player joined, newest start first; skip, limit ≤ ${TIMELINE_PAGE_LIMIT}`,
  query: pageQuery(TIMELINE_PAGE_LIMIT),
  data: myMatchPageSchema,
});

/** contestDetailsInPlay: the room's challenge, its matches with the live score, and the player's seats there. */
export const inplayMatchesSchema = z.object({
  challenge: myMatchSchema,
  room: z.object({
    room_id: id,
    room_name: z.string(),
    contest_name: z.string(),
    config_id: id,
    size: z.number().int(),
    filled: z.number().int(),
    status: z.enum(['open', 'full', 'locked', 'settled', 'refunded']),
    /** the room's prize pool, rupees */
    prize_pool: rupeeAmountSchema,
  }),
});
export type InplayMatches = z.infer<typeof inplayMatchesSchema>;

export const inplayMatchesRoute = defineRoute({
  ...ROUTES.inplayMatches,
  summary: "A joined room's challenge, matches with live score and the player's seats there (contestDetailsInPlay)",
  query: z.object({ room_id: queryDbId, challenge_id: queryDbId }),
  data: inplayMatchesSchema,
});

export const OUTCOME_VALUES = ['right', 'wrong', 'unanswered', 'void', 'pending'] as const;

/** One question of a set with its answer and the points it scored (core/rules/results.ts). */
export const resultQuestionSchema = z.object({
  question_id: id,
  match_id: id,
  text: localizedTextSchema,
  options: z.array(z.object({ key: optionKeySchema, text: localizedTextSchema })),
  points: z.object({ right: z.number().int(), wrong: z.number().int() }),
  my_answer: optionKeySchema.nullable(),
  powerups: z.array(powerupTypeSchema),
  /** the right option once resolved; null while pending or when void */
  correct: optionKeySchema.nullable(),
  outcome: z.enum(OUTCOME_VALUES),
  /** points this pick scored, powerups applied */
  points_scored: z.number().int(),
  multiplier: z.union([z.literal(1), z.literal(2)]),
  no_negs: z.boolean(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

export const setResultSchema = z.object({
  draft_num: draftNumSchema,
  total: z.number().int(),
  /** some answered question has no result yet: the total can still change */
  provisional: z.boolean(),
  questions: z.array(resultQuestionSchema),
});
export type SetResult = z.infer<typeof setResultSchema>;

export const resultsRoute = defineRoute({
  ...ROUTES.results,
  summary: "Each question of a match, the player's pick in each of their sets in the room, the answer and the points with powerups",
  query: z.object({ match_id: queryDbId, room_id: queryDbId }),
  data: z.object({ match_id: id, room_id: id, challenge_id: id, match_status: matchStatusSchema, sets: z.array(setResultSchema) }),
});
export type ResultsData = z.infer<typeof resultsRoute.data>;

export const playerMatchResultRoute = defineRoute({
  ...ROUTES.playerMatchResult,
  summary: "The player's final standing in a challenge: each seat's points, rank and prize, and the total won",
  query: z.object({ challenge_id: queryDbId }),
  data: myMatchSchema,
});

/** Another player's public profile and, after the match locks, one of their sets (CompareResults). */
export const playerProfileSchema = z.object({
  user_id: id,
  /** the name other players see: the nickname, or a guest's stable handle 'Player 4821' (core/rules/profile displayName) */
  user_nick: z.string(),
  user_photo: z.string().nullable(),
  count_contests_joined: z.number().int().nonnegative(),
  /** their set in the room; only once the challenge has started */
  set: setResultSchema,
  rank: z.number().int().positive().nullable(),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const playerProfileRoute = defineRoute({
  ...ROUTES.playerProfile,
  summary: "Another player's public profile and their set in a room, for compare (only after the challenge starts)",
  query: z.object({ user_id: queryDbId, room_id: queryDbId, draft_num: queryInt(1, 99) }),
  data: playerProfileSchema,
});

export const POPUP_TYPES = ['daily_gift', 'won_cash', 'won_promo'] as const;
export const popupSchema = z.object({
  type: z.enum(POPUP_TYPES),
  /** rupees */
  amount: rupeeAmountSchema,
  /** what it is for, e.g. the contest won */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type RewardPopup = z.infer<typeof popupSchema>;

export const checkPopupRoute = defineRoute({
  ...ROUTES.checkPopup,
  summary: 'The first reward popup not shown yet (won_cash, won_promo, daily_gift), marked shown: each appears once',
  data: z.array(popupSchema),
});

export const resultsRoutes = [
  inPlayRoute,
  completedRoute,
  timelineRoute,
  inplayMatchesRoute,
  resultsRoute,
  playerMatchResultRoute,
  playerProfileRoute,
  checkPopupRoute,
] as const;
