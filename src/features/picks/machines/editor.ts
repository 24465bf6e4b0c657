/**
 * The editor's state: the pick-set reducer (pickSet.reducer.ts) plus the two things only the screen knows
 * about: restoring a draft stored on the device, and powerups arriving from the bank.
 */
import type { QuestionsResponse } from '../../../../core/api/picks';
import type { PowerupCounts } from '../../../../core/rules/powerups';
import { POWERUP_TYPES } from '../../../../core/rules/powerups';
import type { PickDraft } from '../../../lib/db';
import { fromQuestionsResponse, pickSetReducer, type PickSetAction, type PickSetView } from './pickSet.reducer';

export type EditorAction = PickSetAction | { type: 'bankTransferred'; add: PowerupCounts };

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
  return pickSetReducer(view, action);
}

/** True for the actions that change the set itself (those are written to the device draft). */
export const changesSet = (a: EditorAction) => a.type !== 'dismiss';
