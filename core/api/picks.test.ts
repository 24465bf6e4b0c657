import { describe, expect, it } from 'vitest';
import {
  answerInBulkBodySchema,
  answerInBulkRoute,
  answerRoute,
  editAddAnswerRoute,
  picksListRoute,
  picksRoutes,
  pollRoute,
  questionSchema,
  questionsRoute,
} from './picks';
import { powerupRoutes, transferFromBankRoute } from './powerups';

/** the route table types body/query as optional; these routes define them */
function must<T>(x: T | undefined): T {
  if (x === undefined) throw new Error('route part missing');
  return x;
}

const answer = { match_id: 3, room_id: 9, question_id: 41, answer: 'A', answer_time: 1_763_700_000_000, powerups: ['2x'] };
const bulk = (n: number) => Array.from({ length: n }, (_, i) => ({ ...answer, room_id: undefined, question_id: i + 1 })).map(({ room_id: _r, ...a }) => a);

describe('picks contracts', () => {
  it('every path sits under /api and every write is idempotent', () => {
    for (const r of [...picksRoutes, ...powerupRoutes]) {
      expect(r.path.startsWith('/api/')).toBe(true);
      const readOnly = r.method === 'GET' || r.path.endsWith('/powerupTransferStats');
      expect(r.idempotent ?? false).toBe(!readOnly);
    }
    expect(new Set(picksRoutes.map((r) => r.path)).size).toBe(picksRoutes.length);
  });

  it('answer payload: the spec fields, strict', () => {
    const body = must(answerRoute.body);
    expect(body.safeParse(answer).success).toBe(true);
    expect(body.safeParse({ ...answer, extra: 1 }).success).toBe(false);
    expect(body.safeParse({ ...answer, question_id: '41' }).success).toBe(false);
    expect(body.safeParse({ ...answer, room_id: 0 }).success).toBe(false);
    expect(body.safeParse({ ...answer, match_id: 1.5 }).success).toBe(false);
    expect(body.safeParse({ ...answer, powerups: ['3x'] }).success).toBe(false);
    expect(body.safeParse({ ...answer, powerups: ['2x', '2x'] }).success).toBe(false);
    expect(body.safeParse({ ...answer, answer: '' }).success).toBe(false);
    expect(body.safeParse({ ...answer, answer: 'A; drop table' }).success).toBe(false);
    expect(body.safeParse({ ...answer, answer_time: -1 }).success).toBe(false);
  });

  it('is_match_complete and showNewQuestionFormat read "false" as false', () => {
    expect(must(answerRoute.query).parse({ is_match_complete: 'false' })).toEqual({ is_match_complete: false });
    expect(must(answerRoute.query).parse({ is_match_complete: '1' })).toEqual({ is_match_complete: true });
    expect(must(answerRoute.query).safeParse({ is_match_complete: 'yes' }).success).toBe(false);
    expect(must(questionsRoute.query).parse({ challenge_id: '5', showNewQuestionFormat: 'false' })).toEqual({
      challenge_id: 5,
      showNewQuestionFormat: false,
    });
  });

  it('draft_num is 1..99 and ids positive in queries', () => {
    expect(must(questionsRoute.query).safeParse({ challenge_id: '5', draft_num: '99' }).success).toBe(true);
    expect(must(questionsRoute.query).safeParse({ challenge_id: '5', draft_num: '100' }).success).toBe(false);
    expect(must(questionsRoute.query).safeParse({ challenge_id: '5', draft_num: '0' }).success).toBe(false);
    expect(must(questionsRoute.query).safeParse({ challenge_id: '-5' }).success).toBe(false);
    expect(must(picksListRoute.query).parse({ challenge_id: '5', config_id: '7', is_joining: 'true' })).toEqual({
      challenge_id: 5,
      config_id: 7,
      is_joining: true,
    });
  });

  it('editAddAnswer needs the set number and stays strict', () => {
    expect(must(editAddAnswerRoute.body).safeParse({ ...answer, draft_num: 2 }).success).toBe(true);
    expect(must(editAddAnswerRoute.body).safeParse(answer).success).toBe(false);
    expect(must(editAddAnswerRoute.body).safeParse({ ...answer, draft_num: 2, extra: true }).success).toBe(false);
  });

  it('bulk save: a whole set in one body, ≤ 60 answers, each question once, draft_num optional', () => {
    expect(answerInBulkRoute.idempotent).toBe(true);
    expect(answerInBulkBodySchema.safeParse({ challenge_id: 1, answers: bulk(12) }).success).toBe(true);
    expect(answerInBulkBodySchema.safeParse({ challenge_id: 1, draft_num: 3, room_id: 9, answers: bulk(60) }).success).toBe(true);
    expect(answerInBulkBodySchema.safeParse({ challenge_id: 1, answers: bulk(61) }).success).toBe(false);
    expect(answerInBulkBodySchema.safeParse({ challenge_id: 1, answers: [] }).success).toBe(false);
    const dup = bulk(2).map((a) => ({ ...a, question_id: 1 }));
    expect(answerInBulkBodySchema.safeParse({ challenge_id: 1, answers: dup }).success).toBe(false);
    expect(answerInBulkBodySchema.safeParse({ challenge_id: 1, draft_num: 100, answers: bulk(1) }).success).toBe(false);
  });

  it('question shape: bilingual text, keyed options, poll flag, points signs', () => {
    const q = {
      question_id: 1,
      match_id: 2,
      text: { en: 'Who wins the toss?', hi: 'टॉस कौन जीतेगा?' },
      options: [
        { key: 'A', text: { en: 'India', hi: 'भारत' } },
        { key: 'B', text: { en: 'Australia', hi: 'ऑस्ट्रेलिया' } },
      ],
      is_poll: true,
      points: { right: 20, wrong: -5 },
      pick: { answer: null, answer_time: null, powerups: [] },
    };
    expect(questionSchema.safeParse(q).success).toBe(true);
    expect(questionSchema.safeParse({ ...q, points: { right: 20, wrong: 5 } }).success).toBe(false);
    expect(questionSchema.safeParse({ ...q, options: q.options.slice(0, 1) }).success).toBe(false);
  });

  it('poll may answer null (snackbar notice)', () => {
    expect(pollRoute.data.safeParse(null).success).toBe(true);
  });
});

describe('powerup contracts', () => {
  it('transfer body: all three keys, non-negative integers, strict', () => {
    const ok = { challenge_id: 1, room_id: 2, add_powerups: { '2x': 1, no_negs: 0, player_poll: 0 } };
    expect(must(transferFromBankRoute.body).safeParse(ok).success).toBe(true);
    expect(must(transferFromBankRoute.body).safeParse({ ...ok, add_powerups: { '2x': 1 } }).success).toBe(false);
    expect(must(transferFromBankRoute.body).safeParse({ ...ok, add_powerups: { ...ok.add_powerups, '3x': 1 } }).success).toBe(false);
    expect(must(transferFromBankRoute.body).safeParse({ ...ok, add_powerups: { ...ok.add_powerups, no_negs: -1 } }).success).toBe(false);
    expect(must(transferFromBankRoute.body).safeParse({ ...ok, room_id: undefined }).success).toBe(false);
  });
});
