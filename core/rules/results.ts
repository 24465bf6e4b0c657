/**
 * Results: scoring of a prediction pick set (the results feature; settlement and the results screen are to use it).
 *
 * Per question:
 * - unanswered, unsettled (no result yet) or void → 0
 * - right → points.right, wrong → points.wrong (a number ≤ 0)
 * - 2x doubles the question's outcome both ways: right → 2 × right, wrong → 2 × wrong
 * - no_negs, read literally from the spec ("+10 if the answer is correct, 0 if wrong"):
 *   right → noNegsRightPoints (10) flat, whatever points.right is; wrong → 0
 * - 2x together with no_negs: no_negs decides the base (10 or 0), 2x then doubles it → right 20, wrong 0.
 *   Chosen because each powerup keeps its own meaning (no_negs: never negative; 2x: double) and the
 *   order does not matter: doubling 0 is still 0.
 * - player_poll never changes points.
 */
import type { PowerupType } from './powerups';
import { DEFAULT_PICKS_SETTINGS } from './picks';

export interface ScoredQuestion {
  question_id: number;
  points: { right: number; wrong: number };
}

export interface ScoredAnswer {
  question_id: number;
  answer: string | null;
  powerups: readonly PowerupType[];
}

/** A settled question's correct option key, or void (abandoned / cancelled: scores 0 for everyone). */
export type QuestionResult = { status: 'settled'; correct: string } | { status: 'void' };

export type Outcome = 'right' | 'wrong' | 'unanswered' | 'void' | 'pending';

export interface QuestionScore {
  question_id: number;
  outcome: Outcome;
  points: number;
  /** 2 with 2x, otherwise 1 */
  multiplier: 1 | 2;
  noNegs: boolean;
}

export interface SetScore {
  questions: QuestionScore[];
  total: number;
  /** true while some answered question still has no result: the total can still change */
  provisional: boolean;
}

export interface ScoreOptions {
  noNegsRightPoints?: number;
}

export function scoreQuestion(
  question: ScoredQuestion,
  answer: ScoredAnswer | undefined,
  result: QuestionResult | undefined,
  opts: ScoreOptions = {},
): QuestionScore {
  const noNegsRight = opts.noNegsRightPoints ?? DEFAULT_PICKS_SETTINGS.noNegsRightPoints;
  const powerups = answer?.powerups ?? [];
  const multiplier: 1 | 2 = powerups.includes('2x') ? 2 : 1;
  const noNegs = powerups.includes('no_negs');
  // One literal per outcome (no spreads): settlement scores 100,000 sets × 12 questions in one go.
  const q = question.question_id;
  if (!answer || answer.answer == null) return { question_id: q, multiplier, noNegs, outcome: 'unanswered', points: 0 };
  if (!result) return { question_id: q, multiplier, noNegs, outcome: 'pending', points: 0 };
  if (result.status === 'void') return { question_id: q, multiplier, noNegs, outcome: 'void', points: 0 };
  const right = answer.answer === result.correct;
  const raw = noNegs ? (right ? noNegsRight : 0) : right ? question.points.right : question.points.wrong;
  // `+ 0` turns -0 (0 × -1 style artefacts) into 0 so totals compare cleanly.
  return { question_id: q, multiplier, noNegs, outcome: right ? 'right' : 'wrong', points: raw * multiplier + 0 };
}

/** scoreSet({questions, answers, results}) → per-question points and the total. */
export function scoreSet(input: {
  questions: readonly ScoredQuestion[];
  answers: readonly ScoredAnswer[];
  results: Readonly<Record<number, QuestionResult>>;
  options?: ScoreOptions;
}): SetScore {
  const byQuestion = new Map(input.answers.map((a) => [a.question_id, a]));
  const questions = input.questions.map((q) => scoreQuestion(q, byQuestion.get(q.question_id), input.results[q.question_id], input.options));
  return {
    questions,
    total: questions.reduce((s, q) => s + q.points, 0),
    provisional: questions.some((q) => q.outcome === 'pending'),
  };
}

/**
 * What a change of one question's result (before → after; undefined = unresolved) adds to the points of a set, by
 * the only things the set's pick of that question is looked at for: whether its answer is the correct one after and
 * before, and its powerups. Rescoring turns this table into one SQL update of every entry (ADR 018), so the rule
 * stays scoreQuestion's. An unanswered pick adds nothing and has no row; an answer that is neither correct key is
 * the `false, false` row.
 */
export interface ResultChangeDelta {
  right_after: boolean;
  right_before: boolean;
  x2: boolean;
  no_negs: boolean;
  delta: number;
}

export function resultChangeDeltas(
  question: ScoredQuestion,
  before: QuestionResult | undefined,
  after: QuestionResult | undefined,
  opts: ScoreOptions = {},
): ResultChangeDelta[] {
  const correctAfter = after?.status === 'settled' ? after.correct : undefined;
  const correctBefore = before?.status === 'settled' ? before.correct : undefined;
  const out: ResultChangeDelta[] = [];
  for (const right_after of [true, false]) {
    for (const right_before of [true, false]) {
      // an answer that is right after and before needs the same key twice; one right only, a key that is not the other's
      const answer =
        right_after && right_before
          ? correctAfter !== undefined && correctAfter === correctBefore
            ? correctAfter
            : undefined
          : right_after
            ? correctAfter !== undefined && correctAfter !== correctBefore
              ? correctAfter
              : undefined
            : right_before
              ? correctBefore !== undefined && correctBefore !== correctAfter
                ? correctBefore
                : undefined
              : otherThan(correctAfter, correctBefore);
      if (answer === undefined) continue;
      for (const x2 of [false, true]) {
        for (const no_negs of [false, true]) {
          const pick: ScoredAnswer = { question_id: question.question_id, answer, powerups: [...(x2 ? ['2x' as const] : []), ...(no_negs ? ['no_negs' as const] : [])] };
          const delta = scoreQuestion(question, pick, after, opts).points - scoreQuestion(question, pick, before, opts).points;
          if (delta !== 0) out.push({ right_after, right_before, x2, no_negs, delta });
        }
      }
    }
  }
  return out;
}

/** A key that is neither of the correct ones (options are short keys, so this never is an option). */
function otherThan(...keys: (string | undefined)[]): string {
  let key = '\u0000';
  while (keys.includes(key)) key += '\u0000';
  return key;
}
