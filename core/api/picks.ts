import { z } from 'zod';
import { dbId as id, defineRoute, epochMs, queryDbId, queryInt } from './route';
import { ROUTES } from './routes';
import { powerupCountsSchema, powerupTypeSchema } from './powerups';

/**
 * Prediction-mode contracts (docs/product.md §3 question / answer payload, §4 gameplay and save pick set,
 * docs/product.md §5 pick rules, §7 question, answer, poll and pseudo-contest calls).
 *
 * How a set is made: joinPseudoContestv2 gives the player a pseudo room (userRoom.room_id) that holds
 * the set being made; answer / poll / resetAllAnswers work on that room one question at a time;
 * answerInBulk saves the whole set in one idempotent request and returns its number (draft_num, shown S{n}).
 *
 * Bodies are strict objects without coercion ("5", 1.5, -1 or an unknown key → 400 before any service
 * code). Queries arrive as text and are coerced by queryInt. That an answer is one of the question's
 * offered options, that powerups follow the rules and that a set is complete are business checks the
 * server makes with core/rules/picks.ts (422 with the rule's code).
 */

/** Pick-set number S{n}. The spec gives no bound; 1..99 is ours. */
export const MAX_SET_NUMBER = 99;
export const draftNumSchema = z.number().int().min(1).max(MAX_SET_NUMBER);
const queryDraftNum = queryInt(1, MAX_SET_NUMBER);

/** 'true' / 'false' / '1' / '0' in a query string ("false" must not coerce to true). */
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Most answers one request may carry: a set (12, or 15 per match over up to four matches) fits well under it. */
export const MAX_ANSWERS_PER_REQUEST = 60;

/** An option key, e.g. "A" or "team_1". */
export const optionKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'an option key: 1-32 letters, digits, _ or -');

/** Text in both app languages. */
export const localizedTextSchema = z.object({ en: z.string().min(1).max(500), hi: z.string().min(1).max(500) });

export const questionOptionSchema = z.object({ key: optionKeySchema, text: localizedTextSchema });

/** Applied powerups on one question: each type at most once. */
export const appliedPowerupsSchema = z
  .array(powerupTypeSchema)
  .max(3)
  .refine((a) => new Set(a).size === a.length, 'each powerup at most once per question');

/** The player's pick on a question (docs/product.md §3 "question or pick"). */
export const pickSchema = z.object({
  answer: optionKeySchema.nullable(),
  answer_time: epochMs.nullable(),
  powerups: appliedPowerupsSchema,
});
export type PickDto = z.infer<typeof pickSchema>;

export const questionSchema = z.object({
  question_id: id,
  match_id: id,
  text: localizedTextSchema,
  options: z.array(questionOptionSchema).min(2).max(10),
  /** Audience Poll (player_poll) may be used only on poll questions */
  is_poll: z.boolean(),
  /** points.right ≥ 0 for a right answer, points.wrong ≤ 0 for a wrong one (see core/rules/results.ts) */
  points: z.object({ right: z.number().int().min(0).max(1000), wrong: z.number().int().min(-1000).max(0) }),
  /** the player's pick in the requested set / pseudo room */
  pick: pickSchema,
});
export type QuestionDto = z.infer<typeof questionSchema>;

/** The audience split of a poll question, percent per option key. */
export const pollSplitSchema = z.object({
  question_id: id,
  options: z.array(z.object({ key: optionKeySchema, percent: z.number().min(0).max(100) })),
  total_votes: z.number().int().nonnegative(),
});
export type PollSplit = z.infer<typeof pollSplitSchema>;

export const questionMatchSchema = z.object({
  match_id: id,
  match_name: z.string(),
  /** epoch ms; picks lock when the match starts */
  start_time: epochMs,
  locked: z.boolean(),
  questions: z.array(questionSchema),
});

/** The challenge's pick settings (core/rules/picks.ts PicksSettings), so the PWA checks what the server checks. */
export const picksRulesSchema = z.object({
  picks_per_set: z.number().int().positive(),
  picks_scope: z.enum(['set', 'match']),
  powerups_required: z.number().int().nonnegative(),
  free_powerups: powerupCountsSchema,
  reset_defaults: powerupCountsSchema,
  no_negs_right_points: z.number().int().nonnegative(),
});
export type PicksRulesDto = z.infer<typeof picksRulesSchema>;

export const questionsResponseSchema = z.object({
  challenge_id: id,
  /** the pseudo room holding the set; null before joinPseudoContestv2 */
  room_id: id.nullable(),
  /** the saved set shown, null for a set being made */
  draft_num: draftNumSchema.nullable(),
  /** questions per match, already in display order (core/rules/picks.ts shuffleQuestions) */
  matches: z.array(questionMatchSchema),
  /** powerups still available to apply in this set */
  powerups: powerupCountsSchema,
  /** allotted to this set: the 3/3/3 free ones plus what came from the bank */
  allotted_powerups: powerupCountsSchema,
  /** applied across the set, per type */
  appliedPowerups: powerupCountsSchema,
  /** audience splits already revealed in this set */
  poll: z.array(pollSplitSchema),
  rules: picksRulesSchema,
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/**
 * The questions of a challenge with the player's picks. showNewQuestionFormat is accepted for compatibility;
 * only the new format (text {en, hi}, options with keys) is served.
 */
export const questionsRoute = defineRoute({
  ...ROUTES.questions,
  summary: "A challenge's questions by match, with the player's picks, powerup counts and revealed polls",
  query: z.object({
    challenge_id: queryDbId,
    draft_num: queryDraftNum.optional(),
    room_id: queryDbId.optional(),
    showNewQuestionFormat: queryBool.optional(),
  }),
  data: questionsResponseSchema,
});

export const questionRoute = defineRoute({
  ...ROUTES.question,
  summary: "One question with the player's pick in a pseudo room",
  query: z.object({ room_id: queryDbId, match_id: queryDbId, question_id: queryDbId }),
  data: questionSchema,
});

/** docs/product.md §3 answer payload: match_id, room_id, question_id, answer, answer_time, powerups. */
export const answerBodySchema = z.strictObject({
  match_id: id,
  room_id: id,
  question_id: id,
  answer: optionKeySchema,
  answer_time: epochMs,
  powerups: appliedPowerupsSchema,
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

export const answerResultSchema = z.object({
  question_id: id,
  pick: pickSchema,
  /** remaining powerups after this answer ("success updates remaining powerups") */
  powerups: powerupCountsSchema,
});

/**
 * Saves one pick in the pseudo room. Refused with 409 MATCH_LOCKED once the match started (the PWA's
 * time-up handler), 422 with a core/rules/picks.ts code otherwise.
 */
export const answerRoute = defineRoute({
  ...ROUTES.answer,
  summary: 'Answer one question (with its powerups) in the pseudo room',
  query: z.object({ is_match_complete: queryBool.optional() }),
  body: answerBodySchema,
  data: answerResultSchema,
});

/** Changes or adds an answer in a saved set (results / match answers screens) before its match starts. */
export const editAddAnswerRoute = defineRoute({
  ...ROUTES.editAddAnswer,
  summary: 'Edit or add one answer of a saved pick set',
  body: answerBodySchema.extend({ draft_num: draftNumSchema }),
  data: answerResultSchema.extend({ draft_num: draftNumSchema }),
});

/** One answer inside a bulk save (room_id is the request's). */
export const bulkAnswerSchema = z.strictObject({
  match_id: id,
  question_id: id,
  answer: optionKeySchema,
  answer_time: epochMs,
  powerups: appliedPowerupsSchema,
});
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;

/**
 * The whole set in one request, so the outbox sends it as ONE idempotent item: omit draft_num for a new set
 * (the server numbers it; a replayed Idempotency-Key gets the same number back), give it to overwrite set S{n}.
 * The server checks completeness (SET_INCOMPLETE) and replaces the set's picks atomically.
 */
export const answerInBulkBodySchema = z.strictObject({
  challenge_id: id,
  draft_num: draftNumSchema.optional(),
  /** the pseudo room the set was made in, when there is one */
  room_id: id.optional(),
  answers: z
    .array(bulkAnswerSchema)
    .min(1)
    .max(MAX_ANSWERS_PER_REQUEST)
    .refine((a) => new Set(a.map((x) => x.question_id)).size === a.length, 'each question at most once'),
});
export type AnswerInBulkBody = z.infer<typeof answerInBulkBodySchema>;

export const answerInBulkRoute = defineRoute({
  ...ROUTES.answerInBulk,
  summary: "Save a whole pick set; returns its number (draft_num, shown as S{n})",
  body: answerInBulkBodySchema,
  data: z.object({
    draft_num: draftNumSchema,
    /** true: 'Set S{n} created successfully. Use it to join contests'; false: 'Set S{n} is succesfully edited' */
    created: z.boolean(),
  }),
});

/** Reset: answers and flags cleared, counts back to the challenge's reset defaults, revealed polls listed for replay. */
export const resetAllAnswersRoute = defineRoute({
  ...ROUTES.resetAllAnswers,
  summary: 'Clear every answer and powerup of the pseudo room; list the audience polls to replay',
  body: z.strictObject({ challenge_id: id, room_id: id }),
  data: z.object({
    powerups: powerupCountsSchema,
    /** poll questions to fetch again with /poll, one per second, in this order */
    poll_replay: z.array(id),
  }),
});

/**
 * The audience split of a poll question. The first call on a question applies the Audience Poll (one
 * player_poll); a question already revealed (replay after reset) returns its split again without charge.
 * data null = no split available: the PWA shows a snackbar notice.
 */
export const pollRoute = defineRoute({
  ...ROUTES.poll,
  summary: 'Use or replay the Audience Poll on a poll question',
  body: z.strictObject({ question_id: id, room_id: id }),
  data: pollSplitSchema.nullable(),
});

/** Gets (or creates) the player's pseudo room for making a set; with draft_num, the room of that saved set. */
export const joinPseudoContestRoute = defineRoute({
  ...ROUTES.joinPseudoContest,
  summary: 'Open the pseudo room a pick set is made in',
  body: z.strictObject({ challenge_id: id, draft_num: draftNumSchema.optional() }),
  data: z.object({ userRoom: z.object({ room_id: id, draft_num: draftNumSchema.nullable() }) }),
});

export const pseudoAnswerSchema = z.object({ match_id: id, question_id: id }).extend(pickSchema.shape);

export const userPseudoAnswersRoute = defineRoute({
  ...ROUTES.userPseudoAnswers,
  summary: "The player's picks in a pseudo room or saved set",
  query: z.object({ challenge_id: queryDbId, room_id: queryDbId.optional(), draft_num: queryDraftNum.optional() }),
  data: z.object({
    room_id: id.nullable(),
    draft_num: draftNumSchema.nullable(),
    answers: z.array(pseudoAnswerSchema),
    powerups: powerupCountsSchema,
  }),
});

export const contestPlaySchema = z.object({
  draft_num: draftNumSchema,
  room_id: id,
  config_id: id,
  contest_name: z.string(),
});

export const userChallengeContestPlaysRoute = defineRoute({
  ...ROUTES.userChallengeContestPlays,
  summary: 'Which pick set joined which contest room in a challenge',
  query: z.object({ challenge_id: queryDbId }),
  data: z.object({ plays: z.array(contestPlaySchema) }),
});

/** Copies one match's answers of a saved set into the pseudo room; powerup flags are not copied (counts differ). */
export const copyMatchAnswersRoute = defineRoute({
  ...ROUTES.copyMatchAnswers,
  summary: "Copy a saved set's answers for one match into the pseudo room",
  body: z.strictObject({ challenge_id: id, match_id: id, from_draft_num: draftNumSchema, room_id: id }),
  data: z.object({ copied: z.number().int().nonnegative() }),
});

/** A saved pick set as the choose-picks list shows it. */
export const pickSetSummarySchema = z.object({
  draft_num: draftNumSchema,
  /** "S{n}" */
  label: z.string().regex(/^S\d{1,2}$/),
  picks_made: z.number().int().nonnegative(),
  picks_required: z.number().int().positive(),
  powerups_applied: z.number().int().nonnegative(),
  powerups_required: z.number().int().nonnegative(),
  complete: z.boolean(),
  /** with config_id / room_id: this set already joined that contest (cannot join it twice) */
  joined: z.boolean(),
  updated_at: epochMs,
});
export type PickSetSummary = z.infer<typeof pickSetSummarySchema>;

export const picksListRoute = defineRoute({
  ...ROUTES.picksList,
  summary: "The player's pick sets of a challenge, marked for a contest being joined",
  query: z.object({
    challenge_id: queryDbId,
    room_id: queryDbId.optional(),
    config_id: queryDbId.optional(),
    is_joining: queryBool.optional(),
    draft_num: queryDraftNum.optional(),
  }),
  data: z.object({ sets: z.array(pickSetSummarySchema) }),
});

/** V3_GET_MYSET: the spec hides its path; this one is explicit. */
export const mySetsRoute = defineRoute({
  ...ROUTES.mySets,
  summary: "The player's saved pick sets of a challenge with picks per match",
  query: z.object({ challenge_id: queryDbId }),
  data: z.object({
    sets: z.array(
      pickSetSummarySchema.extend({
        matches: z.array(z.object({ match_id: id, picks_made: z.number().int().nonnegative() })),
      }),
    ),
  }),
});

export const picksRoutes = [
  questionsRoute,
  questionRoute,
  answerRoute,
  editAddAnswerRoute,
  answerInBulkRoute,
  resetAllAnswersRoute,
  pollRoute,
  joinPseudoContestRoute,
  userPseudoAnswersRoute,
  userChallengeContestPlaysRoute,
  copyMatchAnswersRoute,
  picksListRoute,
  mySetsRoute,
] as const;
