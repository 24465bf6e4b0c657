/**
 * The editor's state: the pick-set reducer (pickSet.reducer.ts) plus the two things only the screen knows
 * about: restoring a draft stored on the device, and powerups arriving from the bank.
 */
import type { QuestionsResponse } from '../../../../core/api/picks';
import { answerQuestion } from '../../../../core/rules/picks';
import type { PowerupCounts } from '../../../../core/rules/powerups';
import { POWERUP_TYPES } from '../../../../core/rules/powerups';
import type { PickDraft } from '../../../lib/db';
import { fromQuestionsResponse, pickSetReducer, type PickSetAction, type PickSetView } from './pickSet.reducer';

export type EditorAction =
  | PickSetAction
  | { type: 'bankTransferred'; add: PowerupCounts }
  /** answers copied from a saved set (copyMatchAnswersv2, read back with getUserPseudoAnswers): answers only, powerups stay */
  | { type: 'copyAnswers'; answers: readonly { question_id: number; answer: string; answer_time: number | null }[]; at: number };

/** The screen state from the questions, with the device's working draft (if any) laid over it. */
export function initialView(resp: QuestionsResponse, draft: PickDraft | undefined): PickSetView {
  const view = fromQuestionsResponse(resp);
  if (!draft) return view;
  const known = new Set(view.set.questions.map((q) => q.question_id));
  const picks: PickSetView['set']['picks'] = {};
  for (const [id, pick] of Object.entries(draft.answers)) if (known.has(Number(id))) picks[Number(id)] = { ...pick, powerups: [...pick.powerups] };
  return {
    ...view,
    set: { ...view.set, picks, remaining: { ...draft.powerups }, revealedPolls: draft.revealedPolls.filter((id) => known.has(id)) },
    polls: { ...view.polls, ...draft.polls },
  };
}

export function editorReducer(view: PickSetView, action: EditorAction): PickSetView {
  if (action.type === 'bankTransferred') {
    const remaining = { ...view.set.remaining };
    for (const t of POWERUP_TYPES) remaining[t] += action.add[t];
    return { ...view, set: { ...view.set, remaining } };
  }
  if (action.type === 'copyAnswers') {
    let set = view.set;
    for (const a of action.answers) {
      // a question this set does not have (or an option it no longer offers) is left out, not refused
      const r = answerQuestion(set, a.question_id, a.answer, a.answer_time ?? action.at);
      if (r.ok) set = r.value;
    }
    return { ...view, set, error: null };
  }
  return pickSetReducer(view, action);
}

/** True for the actions that change the set itself (those are written to the device draft). */
export const changesSet = (a: EditorAction) => a.type !== 'dismiss';
