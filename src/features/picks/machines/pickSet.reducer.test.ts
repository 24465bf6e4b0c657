import { describe, expect, it } from 'vitest';
import { answerInBulkBodySchema, type PickDto, type QuestionsResponse } from '../../../../core/api/picks';
import {
  canJoin,
  canSave,
  fromQuestionsResponse,
  pickSetReducer,
  savedSetMessage,
  toAnswerInBulkBody,
  type PickSetAction,
  type PickSetView,
} from './pickSet.reducer';

const counts = (x: number, n: number, p: number) => ({ '2x': x, no_negs: n, player_poll: p });

function response(): QuestionsResponse {
  const question = (question_id: number, is_poll = false) => ({
    question_id,
    match_id: 5,
    text: { en: `Question ${question_id}`, hi: `प्रश्न ${question_id}` },
    options: [
      { key: 'A', text: { en: 'Yes', hi: 'हाँ' } },
      { key: 'B', text: { en: 'No', hi: 'नहीं' } },
    ],
    is_poll,
    points: { right: 20, wrong: -5 },
    pick: { answer: null, answer_time: null, powerups: [] } as PickDto,
  });
  const questions = Array.from({ length: 12 }, (_, i) => question(i + 1, i + 1 >= 11));
  const first = questions[0];
  if (first) first.pick = { answer: 'B', answer_time: 1000, powerups: ['2x'] };
  return {
    challenge_id: 7,
    room_id: 70,
    draft_num: null,
    matches: [{ match_id: 5, match_name: 'IND vs AUS', start_time: 2_000_000_000_000, locked: false, questions }],
    powerups: counts(2, 3, 3),
    allotted_powerups: counts(3, 3, 3),
    appliedPowerups: counts(1, 0, 0),
    poll: [],
    rules: {
      picks_per_set: 12,
      picks_scope: 'set',
      powerups_required: 6,
      free_powerups: counts(3, 3, 3),
      reset_defaults: counts(0, 3, 3),
      no_negs_right_points: 10,
    },
  };
}

const run = (view: PickSetView, actions: PickSetAction[]) => actions.reduce(pickSetReducer, view);

describe('pick set reducer', () => {
  it('loads the questions response: picks, counts and settings', () => {
    const view = fromQuestionsResponse(response());
    expect(view.set.questions).toHaveLength(12);
    expect(view.set.picks[1]).toEqual({ answer: 'B', answer_time: 1000, powerups: ['2x'] });
    expect(view.set.remaining).toEqual(counts(2, 3, 3));
    expect(view.settings.picksPerSet).toBe(12);
  });

  it('keeps the refusal for the snackbar and leaves the set unchanged', () => {
    const view = fromQuestionsResponse(response());
    const after = run(view, [{ type: 'applyPowerup', question_id: 1, powerup: 'player_poll' }]);
    expect(after.set).toBe(view.set);
    expect(after.error?.code).toBe('POLL_NOT_ALLOWED');
    const ok = run(after, [{ type: 'answer', question_id: 2, answer: 'A', at: 5 }]);
    expect(ok.error).toBeNull();
    expect(ok.set.picks[2]?.answer).toBe('A');
  });

  it('a full set saves as ONE answerInBulk body the contract accepts', () => {
    let view = fromQuestionsResponse(response());
    view = run(view, [
      ...Array.from({ length: 11 }, (_, i): PickSetAction => ({ type: 'answer', question_id: i + 2, answer: 'A', at: 10 + i })),
      { type: 'applyPowerup', question_id: 2, powerup: '2x' },
      { type: 'applyPowerup', question_id: 3, powerup: 'no_negs' },
      { type: 'applyPowerup', question_id: 4, powerup: 'no_negs' },
      { type: 'applyPowerup', question_id: 11, powerup: 'player_poll' },
    ]);
    expect(canSave(view).ok).toBe(false);
    view = run(view, [{ type: 'applyPowerup', question_id: 12, powerup: 'player_poll' }]);
    expect(canSave(view).ok).toBe(true);
    expect(canJoin(view).ok).toBe(true);
    const body = toAnswerInBulkBody(view, { challenge_id: 7, room_id: 70 });
    expect(body.answers).toHaveLength(12);
    expect(body).not.toHaveProperty('draft_num');
    expect(body.answers[0]).toEqual({ match_id: 5, question_id: 1, answer: 'B', answer_time: 1000, powerups: ['2x'] });
    expect(answerInBulkBodySchema.safeParse(body).success).toBe(true);
    expect(toAnswerInBulkBody(view, { challenge_id: 7, draft_num: 3 }).draft_num).toBe(3);
  });

  it('reset clears picks, keeps revealed splits and lists them for replay; a null poll gives the powerup back', () => {
    let view = fromQuestionsResponse(response());
    view = run(view, [
      { type: 'applyPowerup', question_id: 11, powerup: 'player_poll' },
      { type: 'pollResult', question_id: 11, split: { question_id: 11, options: [{ key: 'A', percent: 70 }, { key: 'B', percent: 30 }], total_votes: 20 } },
      { type: 'applyPowerup', question_id: 12, powerup: 'player_poll' },
      { type: 'pollResult', question_id: 12, split: null },
    ]);
    expect(view.notice).toBe('pollUnavailable');
    expect(view.set.remaining.player_poll).toBe(2);
    expect(view.set.picks[12]?.powerups).toEqual([]);
    view = run(view, [{ type: 'reset' }]);
    expect(view.set.picks).toEqual({});
    expect(view.set.remaining).toEqual(counts(0, 3, 3));
    expect(view.pollReplay).toEqual([11]);
    expect(view.polls[11]?.total_votes).toBe(20);
    view = run(view, [{ type: 'pollResult', question_id: 11, split: { question_id: 11, options: [], total_votes: 21 } }]);
    expect(view.pollReplay).toEqual([]);
    expect(view.polls[11]?.total_votes).toBe(21);
  });

  it('save messages use S{n}', () => {
    expect(savedSetMessage(3, true)).toEqual({ key: 'picks:saved.created', params: { n: 3 } });
    expect(savedSetMessage(3, false)).toEqual({ key: 'picks:saved.edited', params: { n: 3 } });
  });
});
