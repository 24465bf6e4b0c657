/**
 * Prediction-mode pick-set rules shared by the server (answer / answerInBulk / join services)
 * and the PWA (choose-picks screen). Pure: state in, new state or a rule error out.
 *
 * docs/product.md §1/§5/§9: a set needs all its picks and the required number of powerups applied
 * ("12 picks with 6 powerups", or "15 picks per match" in the other reading — both are per-challenge
 * settings here). 2x and no_negs at most once per question; player_poll only on poll questions and
 * never twice. 9 free powerups per game (3 of each). A reset clears answers and flags, keeps the
 * poll questions and replays their audience polls one per second. Questions shuffle: first to the end.
 */
import {
  FREE_POWERUPS_PER_GAME,
  POWERUP_TYPES,
  RESET_POWERUP_DEFAULTS,
  type PowerupCounts,
  type PowerupType,
} from './powerups';

/** Whether `picksPerSet` counts the whole set or each match of the challenge. */
export type PicksScope = 'set' | 'match';

/** Per-challenge settings; the server stores them on the challenge and sends them with the questions. */
export interface PicksSettings {
  /** picks a set needs: 12 per set (default) or, in the other reading, 15 per match */
  picksPerSet: number;
  picksScope: PicksScope;
  /** powerup applications a set needs before it can be saved (default 6) */
  powerupsRequired: number;
  /** what a fresh set starts with: 3 of each (spec: "9 free powerups per game") */
  freePowerups: PowerupCounts;
  /**
   * What a reset restores the remaining counts to. The spec records 2x 0, no_negs 3, player_poll 3
   * "after reset"; that is the default here, kept as a setting because it differs from the 3/3/3 a
   * fresh game gives. An operator who reads it as a data-entry slip sets it to 3/3/3.
   */
  resetDefaults: PowerupCounts;
  /** points for a right answer under no_negs (spec: "+10 if the answer is correct, 0 if wrong") */
  noNegsRightPoints: number;
}

export const DEFAULT_PICKS_SETTINGS: Readonly<PicksSettings> = Object.freeze({
  picksPerSet: 12,
  picksScope: 'set',
  powerupsRequired: 6,
  freePowerups: { ...FREE_POWERUPS_PER_GAME },
  resetDefaults: { ...RESET_POWERUP_DEFAULTS },
  noNegsRightPoints: 10,
});

/** The "15 picks per match" reading, for challenges configured that way. */
export const PER_MATCH_PICKS_SETTINGS: Readonly<PicksSettings> = Object.freeze({
  ...DEFAULT_PICKS_SETTINGS,
  picksPerSet: 15,
  picksScope: 'match',
});

/** Merges stored per-challenge overrides over the defaults. */
export function picksSettings(overrides: Partial<PicksSettings> = {}): PicksSettings {
  return {
    ...DEFAULT_PICKS_SETTINGS,
    ...overrides,
    freePowerups: { ...DEFAULT_PICKS_SETTINGS.freePowerups, ...overrides.freePowerups },
    resetDefaults: { ...DEFAULT_PICKS_SETTINGS.resetDefaults, ...overrides.resetDefaults },
  };
}

/** What the rules need to know about a question (the API question carries more). */
export interface QuestionRef {
  question_id: number;
  match_id: number;
  is_poll: boolean;
  /** the option keys offered; an answer must be one of them */
  optionKeys: readonly string[];
}

/** The player's pick on one question. */
export interface QuestionPick {
  /** chosen option key, null while unanswered */
  answer: string | null;
  /** epoch ms of the choice, null while unanswered */
  answer_time: number | null;
  /** applied powerups, each at most once, in the order applied */
  powerups: PowerupType[];
}

export interface PickSetState {
  questions: QuestionRef[];
  /** keyed by question_id; a missing entry is an unanswered question with no powerups */
  picks: Record<number, QuestionPick>;
  /** powerups still available to apply in this set */
  remaining: PowerupCounts;
  /**
   * Poll questions whose audience split has been revealed. It survives a reset ("keeps poll questions"),
   * so a revealed poll is replayed rather than paid for again.
   */
  revealedPolls: number[];
}

/** Stable codes of pick-rule refusals (the server sends them as the envelope's code with HTTP 422). */
export const PICK_RULE_CODES = [
  'UNKNOWN_QUESTION',
  'INVALID_OPTION',
  'POWERUP_ALREADY_APPLIED',
  'POWERUP_NOT_APPLIED',
  'POWERUP_UNAVAILABLE',
  'POLL_NOT_ALLOWED',
  'POLL_ALREADY_USED',
  'POLL_NOT_REMOVABLE',
  'SET_INCOMPLETE',
  'PICKS_INCOMPLETE',
  'DUPLICATE_QUESTION',
] as const;
export type PickRuleCode = (typeof PICK_RULE_CODES)[number];

export interface PickRuleError {
  code: PickRuleCode;
  /** English text of the spec where it gives one (the envelope's message) */
  message: string;
  /** i18next key (locales/<lang>/picks.json) and its interpolation values for the PWA */
  key: string;
  params?: Record<string, string | number>;
}

export type RuleResult<T> = { ok: true; value: T } | { ok: false; error: PickRuleError };

const fail = <T>(code: PickRuleCode, message: string, params?: Record<string, string | number>): RuleResult<T> => ({
  ok: false,
  error: { code, message, key: `picks:errors.${code}`, ...(params ? { params } : {}) },
});
const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });

export const emptyPick = (): QuestionPick => ({ answer: null, answer_time: null, powerups: [] });

export function createPickSet(questions: QuestionRef[], settings: PicksSettings = DEFAULT_PICKS_SETTINGS): PickSetState {
  return { questions: [...questions], picks: {}, remaining: { ...settings.freePowerups }, revealedPolls: [] };
}

function findQuestion(state: PickSetState, questionId: number): QuestionRef | undefined {
  return state.questions.find((q) => q.question_id === questionId);
}

export function getPick(state: PickSetState, questionId: number): QuestionPick {
  return state.picks[questionId] ?? emptyPick();
}

/** "answer must be one of the offered options" — the server checks every stored answer with this. */
export function checkAnswer(question: QuestionRef, answer: string): RuleResult<true> {
  if (!question.optionKeys.includes(answer)) {
    return fail('INVALID_OPTION', 'Choose one of the offered options', { question_id: question.question_id });
  }
  return ok(true);
}

export function answerQuestion(state: PickSetState, questionId: number, answer: string, answerTime: number): RuleResult<PickSetState> {
  const q = findQuestion(state, questionId);
  if (!q) return fail('UNKNOWN_QUESTION', 'This question is not part of the set', { question_id: questionId });
  const valid = checkAnswer(q, answer);
  if (!valid.ok) return valid;
  const pick = getPick(state, questionId);
  return ok({ ...state, picks: { ...state.picks, [questionId]: { ...pick, answer, answer_time: answerTime } } });
}

/** Clears the answer; the powerups applied to the question stay (the player changes their mind, not the powerups). */
export function clearAnswer(state: PickSetState, questionId: number): RuleResult<PickSetState> {
  if (!findQuestion(state, questionId)) return fail('UNKNOWN_QUESTION', 'This question is not part of the set', { question_id: questionId });
  const pick = getPick(state, questionId);
  return ok({ ...state, picks: { ...state.picks, [questionId]: { ...pick, answer: null, answer_time: null } } });
}

/** Checks whether `type` may be applied to the question, without changing anything. */
export function checkApplyPowerup(state: PickSetState, questionId: number, type: PowerupType): RuleResult<true> {
  const q = findQuestion(state, questionId);
  if (!q) return fail('UNKNOWN_QUESTION', 'This question is not part of the set', { question_id: questionId });
  const pick = getPick(state, questionId);
  if (type === 'player_poll') {
    if (!q.is_poll) return fail('POLL_NOT_ALLOWED', 'Audience Poll can be used only on a poll question');
    if (pick.powerups.includes('player_poll') || state.revealedPolls.includes(questionId)) {
      return fail('POLL_ALREADY_USED', 'Audience Poll already used! Cannot reuse on same question');
    }
  } else if (pick.powerups.includes(type)) {
    return fail('POWERUP_ALREADY_APPLIED', 'This powerup is already applied to this question', { type });
  }
  if (state.remaining[type] <= 0) return fail('POWERUP_UNAVAILABLE', 'No powerups of this type left', { type });
  return ok(true);
}

/** Applies a powerup: the flag goes on the question, the remaining count goes down; a poll is marked revealed. */
export function applyPowerup(state: PickSetState, questionId: number, type: PowerupType): RuleResult<PickSetState> {
  const check = checkApplyPowerup(state, questionId, type);
  if (!check.ok) return check;
  const pick = getPick(state, questionId);
  return ok({
    ...state,
    picks: { ...state.picks, [questionId]: { ...pick, powerups: [...pick.powerups, type] } },
    remaining: { ...state.remaining, [type]: state.remaining[type] - 1 },
    revealedPolls: type === 'player_poll' ? [...state.revealedPolls, questionId] : state.revealedPolls,
  });
}

/**
 * Takes an unused 2x or no_negs off a question and gives it back ("Powerups go used, unused or reset").
 * An audience poll cannot be taken back: its split has been shown. Only a reset frees it.
 */
export function removePowerup(state: PickSetState, questionId: number, type: PowerupType): RuleResult<PickSetState> {
  if (!findQuestion(state, questionId)) return fail('UNKNOWN_QUESTION', 'This question is not part of the set', { question_id: questionId });
  if (type === 'player_poll') return fail('POLL_NOT_REMOVABLE', 'An Audience Poll that was shown cannot be taken back');
  const pick = getPick(state, questionId);
  if (!pick.powerups.includes(type)) return fail('POWERUP_NOT_APPLIED', 'This powerup is not applied to this question', { type });
  return ok({
    ...state,
    picks: { ...state.picks, [questionId]: { ...pick, powerups: pick.powerups.filter((p) => p !== type) } },
    remaining: { ...state.remaining, [type]: state.remaining[type] + 1 },
  });
}

/** One question's desired pick as the answer payload carries it: the full list of powerups wanted on it. */
export interface PickInput {
  question_id: number;
  answer: string;
  answer_time: number;
  powerups: readonly PowerupType[];
}

/**
 * Sets a question's answer and makes its powerups equal to `input.powerups` (what POST /answer and
 * editAddAnswer carry): powerups no longer listed are taken off first (giving them back), then new ones
 * are applied through the same checks as a tap. All or nothing: on a refusal the state is unchanged.
 */
export function setPick(state: PickSetState, input: PickInput): RuleResult<PickSetState> {
  let r = answerQuestion(state, input.question_id, input.answer, input.answer_time);
  if (!r.ok) return r;
  const current = getPick(r.value, input.question_id).powerups;
  for (const p of current) {
    if (input.powerups.includes(p)) continue;
    r = removePowerup(r.value, input.question_id, p);
    if (!r.ok) return r;
  }
  for (const p of input.powerups) {
    if (getPick(r.value, input.question_id).powerups.includes(p)) continue;
    r = applyPowerup(r.value, input.question_id, p);
    if (!r.ok) return r;
  }
  return r;
}

/**
 * Rebuilds a whole set from a bulk save (POST answerInBulk) against the questions offered and the powerups
 * allotted to the set (the free ones plus bank transfers): every answer an offered option, each question
 * once, every powerup within the rules and the allotment. The server then runs checkSetComplete on it.
 */
export function buildSetFromAnswers(
  questions: QuestionRef[],
  answers: readonly PickInput[],
  allotted: PowerupCounts,
): RuleResult<PickSetState> {
  let state: PickSetState = { questions: [...questions], picks: {}, remaining: { ...allotted }, revealedPolls: [] };
  for (const a of answers) {
    if (state.picks[a.question_id]?.answer != null) {
      return fail('DUPLICATE_QUESTION', 'Each question can be answered only once in a set', { question_id: a.question_id });
    }
    const r = setPick(state, a);
    if (!r.ok) return r;
    state = r.value;
  }
  return ok(state);
}

/** Powerups applied across the set, per type. */
export function appliedCounts(state: { picks: PickSetState['picks'] }): PowerupCounts {
  const counts: PowerupCounts = { '2x': 0, no_negs: 0, player_poll: 0 };
  for (const pick of Object.values(state.picks)) for (const p of pick.powerups) counts[p] += 1;
  return counts;
}

export const appliedTotal = (state: { picks: PickSetState['picks'] }): number => {
  const c = appliedCounts(state);
  return POWERUP_TYPES.reduce((s, t) => s + c[t], 0);
};

/** Picks the set needs in total: picksPerSet, or picksPerSet × matches in the per-match reading. */
export function requiredPicks(questions: readonly QuestionRef[], settings: PicksSettings): number {
  if (settings.picksScope === 'set') return settings.picksPerSet;
  return settings.picksPerSet * new Set(questions.map((q) => q.match_id)).size;
}

export interface Progress {
  picksMade: number;
  picksRequired: number;
  powerupsApplied: number;
  powerupsRequired: number;
  /** per-match picks made (drives the per-match reading and the match tabs' counters) */
  picksByMatch: Record<number, number>;
}

export function progress(state: PickSetState, settings: PicksSettings = DEFAULT_PICKS_SETTINGS): Progress {
  const picksByMatch: Record<number, number> = {};
  let picksMade = 0;
  for (const q of state.questions) {
    picksByMatch[q.match_id] ??= 0;
    if (state.picks[q.question_id]?.answer != null) {
      picksMade += 1;
      picksByMatch[q.match_id] = (picksByMatch[q.match_id] ?? 0) + 1;
    }
  }
  return {
    picksMade,
    picksRequired: requiredPicks(state.questions, settings),
    powerupsApplied: appliedTotal(state),
    powerupsRequired: settings.powerupsRequired,
    picksByMatch,
  };
}

function picksComplete(state: PickSetState, settings: PicksSettings, p: Progress): boolean {
  if (settings.picksScope === 'match') {
    return Object.values(p.picksByMatch).every((n) => n >= settings.picksPerSet) && p.picksMade >= p.picksRequired;
  }
  return p.picksMade >= p.picksRequired;
}

/**
 * Saving a set (answerInBulk) needs every pick and the required powerups:
 * 'You must make all 12 picks & apply 6 powerups to save your set & use it to join contests'
 * with the challenge's own numbers.
 */
export function checkSetComplete(state: PickSetState, settings: PicksSettings = DEFAULT_PICKS_SETTINGS): RuleResult<Progress> {
  const p = progress(state, settings);
  if (!picksComplete(state, settings, p) || p.powerupsApplied < p.powerupsRequired) {
    return fail(
      'SET_INCOMPLETE',
      `You must make all ${p.picksRequired} picks & apply ${p.powerupsRequired} powerups to save your set & use it to join contests`,
      { picks: p.picksRequired, powerups: p.powerupsRequired },
    );
  }
  return ok(p);
}

/** Joining a contest with a set needs all picks made: 'You must make all picks before joining a contest!' */
export function checkCanJoin(state: PickSetState, settings: PicksSettings = DEFAULT_PICKS_SETTINGS): RuleResult<Progress> {
  const p = progress(state, settings);
  if (!picksComplete(state, settings, p)) return fail('PICKS_INCOMPLETE', 'You must make all picks before joining a contest!');
  return ok(p);
}

export interface ResetOutcome {
  state: PickSetState;
  /** poll questions whose audience split must be shown again, one per second (see pollReplaySchedule) */
  pollReplay: number[];
}

/**
 * "A reset restores all answers and flags but keeps poll questions, and replays audience polls one per second."
 * Answers and every powerup flag are cleared; the remaining counts become settings.resetDefaults (the spec's
 * recorded 0 / 3 / 3 unless the challenge says otherwise); revealed polls are kept and listed for replay in
 * question order.
 */
export function resetSet(state: PickSetState, settings: PicksSettings = DEFAULT_PICKS_SETTINGS): ResetOutcome {
  const revealed = new Set(state.revealedPolls);
  const pollReplay = state.questions.filter((q) => q.is_poll && revealed.has(q.question_id)).map((q) => q.question_id);
  return {
    state: { questions: state.questions, picks: {}, remaining: { ...settings.resetDefaults }, revealedPolls: pollReplay },
    pollReplay,
  };
}

/** docs/product.md §9 "poll replay delay 1 s". */
export const POLL_REPLAY_DELAY_MS = 1000;

/** When each replayed poll is fetched, in ms after the reset: one per second, the first a second after. */
export function pollReplaySchedule(questionIds: readonly number[], delayMs = POLL_REPLAY_DELAY_MS): { question_id: number; atMs: number }[] {
  return questionIds.map((question_id, i) => ({ question_id, atMs: (i + 1) * delayMs }));
}

/** "questions shuffle (first moves to the end)": a rotation by one, not a random shuffle. */
export function shuffleQuestions<T>(qs: readonly T[]): T[] {
  if (qs.length < 2) return [...qs];
  const [first, ...rest] = qs;
  return [...rest, first as T];
}
