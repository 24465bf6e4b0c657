/**
 * The choose-picks screen's gameplay state as a pure reducer over core/rules/picks.ts, plus the
 * conversions to and from the API (questions response in, one answerInBulk body out).
 *
 * Why a reducer and not a machine: every step is a synchronous rule check on plain data, so
 * `useReducer` (or a Dexie draft written after each step) is enough; the only timed part, the poll
 * replay after a reset, is pollReplay.machine.ts.
 */
import type { AnswerInBulkBody, PollSplit, QuestionsResponse } from '../../../../core/api/picks';
import {
  answerQuestion,
  applyPowerup,
  checkCanJoin,
  checkSetComplete,
  clearAnswer,
  getPick,
  picksSettings,
  removePowerup,
  resetSet,
  type PickRuleError,
  type PickSetState,
  type PicksSettings,
  type QuestionRef,
  type RuleResult,
} from '../../../../core/rules/picks';
import type { PowerupType } from '../../../../core/rules/powerups';

export interface PickSetView {
  set: PickSetState;
  settings: PicksSettings;
  /** revealed audience splits by question_id */
  polls: Record<number, PollSplit>;
  /** the last refusal, for a snackbar (cleared by the next successful step) */
  error: PickRuleError | null;
  /** poll questions still to replay after a reset, in order */
  pollReplay: number[];
  /** 'pollUnavailable': a poll returned null (docs/product.md §5: snackbar notice) */
  notice: 'pollUnavailable' | null;
}

export type PickSetAction =
  | { type: 'answer'; question_id: number; answer: string; at: number }
  | { type: 'clearAnswer'; question_id: number }
  | { type: 'applyPowerup'; question_id: number; powerup: PowerupType }
  | { type: 'removePowerup'; question_id: number; powerup: PowerupType }
  | { type: 'reset' }
  | { type: 'pollResult'; question_id: number; split: PollSplit | null }
  | { type: 'dismiss' };

/** Builds the screen state from GET /api/v5/utils/users/questions. */
export function fromQuestionsResponse(resp: QuestionsResponse): PickSetView {
  const settings = picksSettings({
    picksPerSet: resp.rules.picks_per_set,
    picksScope: resp.rules.picks_scope,
    powerupsRequired: resp.rules.powerups_required,
    freePowerups: resp.rules.free_powerups,
    resetDefaults: resp.rules.reset_defaults,
    noNegsRightPoints: resp.rules.no_negs_right_points,
  });
  const questions: QuestionRef[] = [];
  const picks: PickSetState['picks'] = {};
  for (const m of resp.matches) {
    for (const q of m.questions) {
      questions.push({ question_id: q.question_id, match_id: q.match_id, is_poll: q.is_poll, optionKeys: q.options.map((o) => o.key) });
      if (q.pick.answer !== null || q.pick.powerups.length > 0) picks[q.question_id] = { ...q.pick, powerups: [...q.pick.powerups] };
    }
  }
  const polls: Record<number, PollSplit> = {};
  for (const p of resp.poll) polls[p.question_id] = p;
  const revealed = new Set<number>(resp.poll.map((p) => p.question_id));
  for (const [id, pick] of Object.entries(picks)) if (pick.powerups.includes('player_poll')) revealed.add(Number(id));
  return {
    set: { questions, picks, remaining: { ...resp.powerups }, revealedPolls: [...revealed] },
    settings,
    polls,
    error: null,
    pollReplay: [],
    notice: null,
  };
}

function step(view: PickSetView, r: RuleResult<PickSetState>): PickSetView {
  return r.ok ? { ...view, set: r.value, error: null } : { ...view, error: r.error };
}

export function pickSetReducer(view: PickSetView, action: PickSetAction): PickSetView {
  switch (action.type) {
    case 'answer':
      return step(view, answerQuestion(view.set, action.question_id, action.answer, action.at));
    case 'clearAnswer':
      return step(view, clearAnswer(view.set, action.question_id));
    case 'applyPowerup':
      return step(view, applyPowerup(view.set, action.question_id, action.powerup));
    case 'removePowerup':
      return step(view, removePowerup(view.set, action.question_id, action.powerup));
    case 'reset': {
      const { state, pollReplay } = resetSet(view.set, view.settings);
      // Splits stay on screen ("keeps poll questions"); the replay refreshes them one per second.
      return { ...view, set: state, pollReplay, error: null, notice: null };
    }
    case 'pollResult': {
      const pollReplay = view.pollReplay.filter((id) => id !== action.question_id);
      if (action.split) return { ...view, polls: { ...view.polls, [action.question_id]: action.split }, pollReplay };
      // No split: the snackbar notice. A poll just applied gave the player nothing, so it is given back
      // (the server does not charge a poll it could not show).
      const pick = getPick(view.set, action.question_id);
      if (!pick.powerups.includes('player_poll')) return { ...view, pollReplay, notice: 'pollUnavailable' };
      const set: PickSetState = {
        ...view.set,
        picks: { ...view.set.picks, [action.question_id]: { ...pick, powerups: pick.powerups.filter((p) => p !== 'player_poll') } },
        remaining: { ...view.set.remaining, player_poll: view.set.remaining.player_poll + 1 },
        revealedPolls: view.set.revealedPolls.filter((id) => id !== action.question_id),
      };
      return { ...view, set, pollReplay, notice: 'pollUnavailable' };
    }
    case 'dismiss':
      return { ...view, error: null, notice: null };
  }
}

/** Save-set check for the Save button (same rule the server runs on answerInBulk). */
export const canSave = (view: PickSetView) => checkSetComplete(view.set, view.settings);
/** Join check ('You must make all picks before joining a contest!'). */
export const canJoin = (view: PickSetView) => checkCanJoin(view.set, view.settings);

/**
 * The whole set as ONE answerInBulk body, for one outbox item with one Idempotency-Key. Answered
 * questions only, in question order; omit draftNum for a new set.
 */
export function toAnswerInBulkBody(view: PickSetView, ids: { challenge_id: number; draft_num?: number; room_id?: number }): AnswerInBulkBody {
  const answers: AnswerInBulkBody['answers'] = [];
  for (const q of view.set.questions) {
    const pick = getPick(view.set, q.question_id);
    if (pick.answer === null) continue;
    answers.push({
      match_id: q.match_id,
      question_id: q.question_id,
      answer: pick.answer,
      answer_time: pick.answer_time ?? 0,
      powerups: [...pick.powerups],
    });
  }
  return {
    challenge_id: ids.challenge_id,
    ...(ids.draft_num !== undefined ? { draft_num: ids.draft_num } : {}),
    ...(ids.room_id !== undefined ? { room_id: ids.room_id } : {}),
    answers,
  };
}

/** The snackbar after a save: 'Set S{n} created successfully. Use it to join contests' or 'Set S{n} is succesfully edited'. */
export function savedSetMessage(draftNum: number, created: boolean): { key: string; params: { n: number } } {
  return { key: created ? 'picks:saved.created' : 'picks:saved.edited', params: { n: draftNum } };
}
