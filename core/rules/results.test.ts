import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resultChangeDeltas, scoreQuestion, scoreSet, type QuestionResult, type ScoredAnswer, type ScoredQuestion } from './results';
import type { PowerupType } from './powerups';

const question: ScoredQuestion = { question_id: 1, points: { right: 25, wrong: -5 } };
const settled: QuestionResult = { status: 'settled', correct: 'A' };
const ans = (answer: string | null, powerups: PowerupType[] = []): ScoredAnswer => ({ question_id: 1, answer, powerups });

describe('scoreQuestion', () => {
  it('right and wrong without powerups', () => {
    expect(scoreQuestion(question, ans('A'), settled)).toMatchObject({ outcome: 'right', points: 25 });
    expect(scoreQuestion(question, ans('B'), settled)).toMatchObject({ outcome: 'wrong', points: -5 });
  });
  it('2x doubles both ways', () => {
    expect(scoreQuestion(question, ans('A', ['2x']), settled)).toMatchObject({ points: 50, multiplier: 2 });
    expect(scoreQuestion(question, ans('B', ['2x']), settled)).toMatchObject({ points: -10, multiplier: 2 });
  });
  it('no_negs: +10 flat when right, 0 when wrong', () => {
    expect(scoreQuestion(question, ans('A', ['no_negs']), settled)).toMatchObject({ points: 10, noNegs: true });
    expect(scoreQuestion(question, ans('B', ['no_negs']), settled).points).toBe(0);
    expect(Object.is(scoreQuestion(question, ans('B', ['no_negs', '2x']), settled).points, 0)).toBe(true);
  });
  it('2x with no_negs doubles the no_negs outcome: 20 right, 0 wrong', () => {
    expect(scoreQuestion(question, ans('A', ['no_negs', '2x']), settled).points).toBe(20);
    expect(scoreQuestion(question, ans('A', ['2x', 'no_negs']), settled).points).toBe(20);
  });
  it('the no_negs points are a setting', () => {
    expect(scoreQuestion(question, ans('A', ['no_negs']), settled, { noNegsRightPoints: 15 }).points).toBe(15);
  });
  it('player_poll does not change points', () => {
    expect(scoreQuestion(question, ans('A', ['player_poll']), settled).points).toBe(25);
    expect(scoreQuestion(question, ans('B', ['player_poll']), settled).points).toBe(-5);
  });
  it('unanswered, void and unsettled score 0', () => {
    expect(scoreQuestion(question, undefined, settled)).toMatchObject({ outcome: 'unanswered', points: 0 });
    expect(scoreQuestion(question, ans(null, ['2x']), settled)).toMatchObject({ outcome: 'unanswered', points: 0 });
    expect(scoreQuestion(question, ans('A', ['2x']), { status: 'void' })).toMatchObject({ outcome: 'void', points: 0 });
    expect(scoreQuestion(question, ans('A'), undefined)).toMatchObject({ outcome: 'pending', points: 0 });
  });
});

describe('scoreSet', () => {
  it('scores each question and sums them; provisional while a result is missing', () => {
    const questions: ScoredQuestion[] = [
      { question_id: 1, points: { right: 10, wrong: -5 } },
      { question_id: 2, points: { right: 20, wrong: -10 } },
      { question_id: 3, points: { right: 30, wrong: 0 } },
    ];
    const answers: ScoredAnswer[] = [
      { question_id: 1, answer: 'A', powerups: ['2x'] },
      { question_id: 2, answer: 'A', powerups: [] },
    ];
    const full = scoreSet({ questions, answers, results: { 1: settled, 2: settled, 3: settled } });
    expect(full.questions.map((x) => x.points)).toEqual([20, 20, 0]);
    expect(full.total).toBe(40);
    expect(full.provisional).toBe(false);
    const partial = scoreSet({ questions, answers, results: { 1: settled } });
    expect(partial.total).toBe(20);
    expect(partial.provisional).toBe(true);
  });

  const arbQuestion = fc.record({
    question_id: fc.integer({ min: 1, max: 1000 }),
    points: fc.record({ right: fc.integer({ min: 0, max: 100 }), wrong: fc.integer({ min: -100, max: 0 }) }),
  });
  const arbCase = fc.uniqueArray(arbQuestion, { selector: (x) => x.question_id, maxLength: 30 }).chain((questions) =>
    fc.record({
      questions: fc.constant(questions),
      answers: fc.tuple(
        ...questions.map((x) =>
          fc.record({
            question_id: fc.constant(x.question_id),
            answer: fc.constantFrom('A', 'B', null),
            powerups: fc.subarray<PowerupType>(['2x', 'no_negs', 'player_poll']),
          }),
        ),
      ),
      results: fc.tuple(...questions.map(() => fc.constantFrom<QuestionResult | undefined>(settled, { status: 'void' }, undefined))),
    }),
  );

  it('property: total is the sum of the parts; no_negs never negative; 2x is the double of the plain score', () => {
    fc.assert(
      fc.property(arbCase, ({ questions, answers, results }) => {
        const res: Record<number, QuestionResult> = {};
        questions.forEach((q, i) => {
          const r = results[i];
          if (r) res[q.question_id] = r;
        });
        const score = scoreSet({ questions, answers, results: res });
        expect(score.total).toBe(score.questions.reduce((s, x) => s + x.points, 0));
        score.questions.forEach((s, i) => {
          const a = answers[i];
          const q = questions[i];
          if (!a || !q) throw new Error('arbitrary out of step');
          if (a.powerups.includes('no_negs')) expect(s.points).toBeGreaterThanOrEqual(0);
          const plain = scoreQuestion(q, { ...a, powerups: a.powerups.filter((p) => p !== '2x') }, res[q.question_id]);
          expect(s.points).toBe(plain.points * s.multiplier);
          expect(s.points).toBe(scoreQuestion(q, { ...a, powerups: a.powerups.filter((p) => p !== 'player_poll') }, res[q.question_id]).points);
        });
      }),
    );
  });
});

describe('resultChangeDeltas', () => {
  const results: (QuestionResult | undefined)[] = [undefined, { status: 'void' }, { status: 'settled', correct: 'a' }, { status: 'settled', correct: 'b' }];
  const answers = [null, 'a', 'b', 'c', '\u0000'];
  const powerupSets: PowerupType[][] = [[], ['2x'], ['no_negs'], ['2x', 'no_negs'], ['player_poll', '2x']];
  const question: ScoredQuestion = { question_id: 7, points: { right: 13, wrong: -3 } };
  const correct = (r: QuestionResult | undefined) => (r?.status === 'settled' ? r.correct : undefined);

  it("adds to every pick exactly what scoreQuestion's two results differ by, for every change of result", () => {
    for (const before of results) {
      for (const after of results) {
        const table = resultChangeDeltas(question, before, after, { noNegsRightPoints: 10 });
        for (const answer of answers) {
          for (const powerups of powerupSets) {
            const pick = { question_id: 7, answer, powerups };
            const expected = scoreQuestion(question, pick, after, { noNegsRightPoints: 10 }).points - scoreQuestion(question, pick, before, { noNegsRightPoints: 10 }).points;
            // what rescoring's SQL does: an answered pick looks up its row, a missing row adds nothing
            const row = answer === null ? undefined : table.find(
              (d) => d.right_after === (answer === correct(after)) && d.right_before === (answer === correct(before)) && d.x2 === powerups.includes('2x') && d.no_negs === powerups.includes('no_negs'),
            );
            expect(row?.delta ?? 0, `${JSON.stringify({ before, after, answer, powerups })}`).toBe(expected);
          }
        }
      }
    }
  });

  it('is empty when nothing changes, and has no rows of zero', () => {
    for (const r of results) expect(resultChangeDeltas(question, r, r)).toEqual([]);
    const change = resultChangeDeltas(question, undefined, { status: 'settled', correct: 'a' });
    expect(change.every((d) => d.delta !== 0)).toBe(true);
    expect(change.find((d) => d.right_after && !d.x2 && !d.no_negs)?.delta).toBe(13);
  });
});
