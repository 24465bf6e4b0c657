import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_PICKS_SETTINGS,
  PER_MATCH_PICKS_SETTINGS,
  answerQuestion,
  applyPowerup,
  appliedCounts,
  checkApplyPowerup,
  checkCanJoin,
  checkSetComplete,
  clearAnswer,
  createPickSet,
  picksSettings,
  pollReplaySchedule,
  removePowerup,
  resetSet,
  setPick,
  buildSetFromAnswers,
  shuffleQuestions,
  type PickSetState,
  type QuestionRef,
  type RuleResult,
} from './picks';
import type { PowerupType } from './powerups';

const q = (question_id: number, match_id = 1, is_poll = false): QuestionRef => ({
  question_id,
  match_id,
  is_poll,
  optionKeys: ['A', 'B', 'C'],
});

/** 12 questions on one match; 10 and 11 are poll questions. */
const twelve = Array.from({ length: 12 }, (_, i) => q(i + 1, 1, i + 1 >= 10));

function unwrap<T>(r: RuleResult<T>): T {
  if (!r.ok) throw new Error(`rule refused: ${r.error.code}`);
  return r.value;
}

function answerAll(state: PickSetState, ids: number[]): PickSetState {
  return ids.reduce((s, id) => unwrap(answerQuestion(s, id, 'A', 1_700_000_000_000 + id)), state);
}

function apply(state: PickSetState, list: [number, PowerupType][]): PickSetState {
  return list.reduce((s, [id, t]) => unwrap(applyPowerup(s, id, t)), state);
}

const sixPowerups: [number, PowerupType][] = [
  [1, '2x'],
  [2, '2x'],
  [3, 'no_negs'],
  [4, 'no_negs'],
  [10, 'player_poll'],
  [11, 'player_poll'],
];

describe('settings', () => {
  it('defaults to 12 picks, 6 powerups, 3/3/3 free and the recorded 0/3/3 reset', () => {
    expect(DEFAULT_PICKS_SETTINGS).toMatchObject({
      picksPerSet: 12,
      picksScope: 'set',
      powerupsRequired: 6,
      freePowerups: { '2x': 3, no_negs: 3, player_poll: 3 },
      resetDefaults: { '2x': 0, no_negs: 3, player_poll: 3 },
      noNegsRightPoints: 10,
    });
  });
  it('merges overrides without losing nested defaults', () => {
    const s = picksSettings({ picksPerSet: 15, resetDefaults: { '2x': 3, no_negs: 3, player_poll: 3 } });
    expect(s.picksPerSet).toBe(15);
    expect(s.powerupsRequired).toBe(6);
    expect(s.resetDefaults['2x']).toBe(3);
    expect(s.freePowerups).toEqual({ '2x': 3, no_negs: 3, player_poll: 3 });
  });
  it('a fresh set starts with the 9 free powerups, 3 of each', () => {
    const s = createPickSet(twelve);
    expect(s.remaining).toEqual({ '2x': 3, no_negs: 3, player_poll: 3 });
  });
});

describe('answers', () => {
  it('records the answer and its time', () => {
    const s = unwrap(answerQuestion(createPickSet(twelve), 1, 'B', 123));
    expect(s.picks[1]).toEqual({ answer: 'B', answer_time: 123, powerups: [] });
  });
  it('refuses an option that was not offered and a question outside the set', () => {
    const s = createPickSet(twelve);
    const bad = answerQuestion(s, 1, 'Z', 1);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('INVALID_OPTION');
    const unknown = answerQuestion(s, 99, 'A', 1);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.code).toBe('UNKNOWN_QUESTION');
  });
  it('clearing an answer keeps the powerups on the question', () => {
    let s = answerAll(createPickSet(twelve), [1]);
    s = apply(s, [[1, '2x']]);
    s = unwrap(clearAnswer(s, 1));
    expect(s.picks[1]).toEqual({ answer: null, answer_time: null, powerups: ['2x'] });
  });
  it('does not mutate the state it was given', () => {
    const s = createPickSet(twelve);
    const before = structuredClone(s);
    apply(answerAll(s, [1, 2]), [[1, '2x']]);
    expect(s).toEqual(before);
  });
});

describe('powerup application', () => {
  it('2x and no_negs at most once per question', () => {
    let s = apply(createPickSet(twelve), [[1, '2x'], [1, 'no_negs']]);
    for (const t of ['2x', 'no_negs'] as const) {
      const again = applyPowerup(s, 1, t);
      expect(again.ok).toBe(false);
      if (!again.ok) expect(again.error.code).toBe('POWERUP_ALREADY_APPLIED');
    }
    s = apply(s, [[2, '2x']]);
    expect(s.remaining).toEqual({ '2x': 1, no_negs: 2, player_poll: 3 });
  });
  it('player_poll only on poll questions', () => {
    const r = applyPowerup(createPickSet(twelve), 1, 'player_poll');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('POLL_NOT_ALLOWED');
  });
  it('player_poll never twice on one question, with the spec text', () => {
    const s = apply(createPickSet(twelve), [[10, 'player_poll']]);
    const r = applyPowerup(s, 10, 'player_poll');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('POLL_ALREADY_USED');
      expect(r.error.message).toBe('Audience Poll already used! Cannot reuse on same question');
      expect(r.error.key).toBe('picks:errors.POLL_ALREADY_USED');
    }
  });
  it('refuses a type with none left', () => {
    const s = apply(createPickSet(twelve), [[1, '2x'], [2, '2x'], [3, '2x']]);
    const r = checkApplyPowerup(s, 4, '2x');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'POWERUP_UNAVAILABLE', params: { type: '2x' } });
  });
  it('removing an unused 2x gives it back; an audience poll cannot be taken back', () => {
    let s = apply(createPickSet(twelve), [[1, '2x'], [10, 'player_poll']]);
    s = unwrap(removePowerup(s, 1, '2x'));
    expect(s.picks[1]?.powerups).toEqual([]);
    expect(s.remaining['2x']).toBe(3);
    const poll = removePowerup(s, 10, 'player_poll');
    expect(poll.ok).toBe(false);
    if (!poll.ok) expect(poll.error.code).toBe('POLL_NOT_REMOVABLE');
    const none = removePowerup(s, 2, 'no_negs');
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.code).toBe('POWERUP_NOT_APPLIED');
  });
  it('property: any sequence of applications keeps remaining + applied = free, and no duplicates on a question', () => {
    const op = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom<PowerupType>('2x', 'no_negs', 'player_poll'), fc.boolean());
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let s = createPickSet(twelve);
        for (const [id, t, add] of ops) {
          const r = add ? applyPowerup(s, id, t) : removePowerup(s, id, t);
          if (r.ok) s = r.value;
        }
        const applied = appliedCounts(s);
        for (const t of ['2x', 'no_negs', 'player_poll'] as const) {
          expect(applied[t] + s.remaining[t]).toBe(3);
          expect(s.remaining[t]).toBeGreaterThanOrEqual(0);
        }
        for (const [id, pick] of Object.entries(s.picks)) {
          expect(new Set(pick.powerups).size).toBe(pick.powerups.length);
          if (pick.powerups.includes('player_poll')) expect(twelve.find((x) => x.question_id === Number(id))?.is_poll).toBe(true);
        }
      }),
    );
  });
});

describe('set completeness', () => {
  const ids = twelve.map((x) => x.question_id);
  it('needs all 12 picks and 6 powerups, with the spec text', () => {
    const s = apply(answerAll(createPickSet(twelve), ids.slice(0, 11)), sixPowerups);
    const r = checkSetComplete(s);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('SET_INCOMPLETE');
      expect(r.error.message).toBe('You must make all 12 picks & apply 6 powerups to save your set & use it to join contests');
      expect(r.error.params).toEqual({ picks: 12, powerups: 6 });
    }
  });
  it('12 picks with only 5 powerups is not enough', () => {
    const s = apply(answerAll(createPickSet(twelve), ids), sixPowerups.slice(0, 5));
    expect(checkSetComplete(s).ok).toBe(false);
  });
  it('12 picks and 6 powerups save', () => {
    const s = apply(answerAll(createPickSet(twelve), ids), sixPowerups);
    const r = checkSetComplete(s);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toMatchObject({ picksMade: 12, powerupsApplied: 6 });
  });
  it("uses the challenge's numbers in the message", () => {
    const s = createPickSet(twelve);
    const r = checkSetComplete(s, picksSettings({ picksPerSet: 10, powerupsRequired: 4 }));
    expect(!r.ok && r.error.message).toBe('You must make all 10 picks & apply 4 powerups to save your set & use it to join contests');
  });
  it('the per-match reading needs 15 picks on every match', () => {
    const two = [...Array.from({ length: 15 }, (_, i) => q(i + 1, 7)), ...Array.from({ length: 15 }, (_, i) => q(i + 101, 8))];
    let s = createPickSet(two, PER_MATCH_PICKS_SETTINGS);
    s = answerAll(s, two.slice(0, 29).map((x) => x.question_id));
    s = apply(s, [[1, '2x'], [2, '2x'], [3, '2x'], [4, 'no_negs'], [5, 'no_negs'], [6, 'no_negs']]);
    const r = checkSetComplete(s, PER_MATCH_PICKS_SETTINGS);
    expect(!r.ok && r.error.message).toBe('You must make all 30 picks & apply 6 powerups to save your set & use it to join contests');
    expect(checkCanJoin(s, PER_MATCH_PICKS_SETTINGS).ok).toBe(false);
    s = answerAll(s, [115]);
    expect(checkSetComplete(s, PER_MATCH_PICKS_SETTINGS).ok).toBe(true);
  });
  it('joining needs all picks, not the powerups', () => {
    const partial = answerAll(createPickSet(twelve), ids.slice(1));
    const r = checkCanJoin(partial);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('PICKS_INCOMPLETE');
      expect(r.error.message).toBe('You must make all picks before joining a contest!');
    }
    expect(checkCanJoin(answerAll(partial, [1])).ok).toBe(true);
  });
});

describe('reset', () => {
  it('clears answers and flags, restores the reset defaults, keeps revealed poll questions for replay', () => {
    let s = answerAll(createPickSet(twelve), [1, 2, 10, 11, 12]);
    s = apply(s, [[1, '2x'], [2, 'no_negs'], [11, 'player_poll'], [10, 'player_poll']]);
    const { state, pollReplay } = resetSet(s);
    expect(state.picks).toEqual({});
    expect(state.remaining).toEqual({ '2x': 0, no_negs: 3, player_poll: 3 });
    expect(state.questions).toEqual(twelve);
    // question order, not the order the polls were used in
    expect(pollReplay).toEqual([10, 11]);
    expect(state.revealedPolls).toEqual([10, 11]);
    // the kept poll is not paid for again
    const again = applyPowerup(state, 10, 'player_poll');
    expect(!again.ok && again.error.code).toBe('POLL_ALREADY_USED');
  });
  it('uses the challenge setting for the restored counts', () => {
    const { state, pollReplay } = resetSet(createPickSet(twelve), picksSettings({ resetDefaults: { '2x': 3, no_negs: 3, player_poll: 3 } }));
    expect(state.remaining).toEqual({ '2x': 3, no_negs: 3, player_poll: 3 });
    expect(pollReplay).toEqual([]);
  });
  it('replays one poll per second, the first a second after the reset', () => {
    expect(pollReplaySchedule([10, 11, 12])).toEqual([
      { question_id: 10, atMs: 1000 },
      { question_id: 11, atMs: 2000 },
      { question_id: 12, atMs: 3000 },
    ]);
  });
});

describe('shuffleQuestions', () => {
  it('moves the first question to the end', () => {
    expect(shuffleQuestions([1, 2, 3, 4])).toEqual([2, 3, 4, 1]);
    expect(shuffleQuestions([1])).toEqual([1]);
    expect(shuffleQuestions([])).toEqual([]);
  });
  it('property: keeps every question and does not touch the input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (xs) => {
        const copy = [...xs];
        const out = shuffleQuestions(xs);
        expect(xs).toEqual(copy);
        expect([...out].sort()).toEqual([...xs].sort());
        if (xs.length > 1) expect(out.at(-1)).toBe(xs[0]);
      }),
    );
  });
});

describe('setPick and buildSetFromAnswers (server side of answer / answerInBulk)', () => {
  const ids = twelve.map((x) => x.question_id);
  const input = (question_id: number, powerups: PowerupType[] = [], answer = 'A') => ({ question_id, answer, answer_time: 5, powerups });

  it('setPick makes the powerups equal to the payload, taking off first', () => {
    let s = unwrap(setPick(createPickSet(twelve), input(1, ['2x'])));
    expect(s.picks[1]).toEqual({ answer: 'A', answer_time: 5, powerups: ['2x'] });
    s = unwrap(setPick(s, input(1, ['no_negs'], 'B')));
    expect(s.picks[1]).toEqual({ answer: 'B', answer_time: 5, powerups: ['no_negs'] });
    expect(s.remaining).toEqual({ '2x': 3, no_negs: 2, player_poll: 3 });
  });
  it('setPick is all or nothing', () => {
    const s = unwrap(setPick(createPickSet(twelve), input(1, ['2x'])));
    const r = setPick(s, input(1, ['2x', 'player_poll']));
    expect(!r.ok && r.error.code).toBe('POLL_NOT_ALLOWED');
    const bad = setPick(s, input(1, [], 'Z'));
    expect(!bad.ok && bad.error.code).toBe('INVALID_OPTION');
  });
  it('rebuilds a complete set within the allotment', () => {
    const answers = ids.map((id) => input(id, id <= 2 ? ['2x'] : id <= 4 ? ['no_negs'] : id >= 11 ? ['player_poll'] : []));
    const s = unwrap(buildSetFromAnswers(twelve, answers, { '2x': 3, no_negs: 3, player_poll: 3 }));
    expect(checkSetComplete(s).ok).toBe(true);
    expect(s.remaining).toEqual({ '2x': 1, no_negs: 1, player_poll: 1 });
  });
  it('refuses more powerups than allotted, a repeated question and an option not offered', () => {
    const four2x = [1, 2, 3, 4].map((id) => input(id, ['2x']));
    const over = buildSetFromAnswers(twelve, four2x, { '2x': 3, no_negs: 3, player_poll: 3 });
    expect(!over.ok && over.error.code).toBe('POWERUP_UNAVAILABLE');
    // bank transfers raise the allotment
    expect(buildSetFromAnswers(twelve, four2x, { '2x': 4, no_negs: 3, player_poll: 3 }).ok).toBe(true);
    const dup = buildSetFromAnswers(twelve, [input(1), input(1)], { '2x': 3, no_negs: 3, player_poll: 3 });
    expect(!dup.ok && dup.error.code).toBe('DUPLICATE_QUESTION');
    const notOffered = buildSetFromAnswers(twelve, [input(1, [], 'D')], { '2x': 3, no_negs: 3, player_poll: 3 });
    expect(!notOffered.ok && notOffered.error.code).toBe('INVALID_OPTION');
  });
});
