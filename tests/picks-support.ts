import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BulkAnswer } from '../core/api/picks';
import type { PowerupType } from '../core/rules/powerups';
import { buildDemoSeed } from '../server/db/seed';
import { buildQuestionsSeed } from '../server/db/seed/questions';
import { bearer } from './support/app';

/** Shared by tests/picks-*.test.ts and tests/powerups-*.test.ts. */

export const SEEDED_AT = new Date('2026-11-21T05:00:00Z');
export const MIN = 60_000;
/** Mumbai Mariners vs Chennai Chargers: cricket, 12 picks / 6 powerups, starts 40 minutes after the seed. */
export const CHALLENGE = 79639;
export const MATCH = 41002;

const seededQuestions = buildQuestionsSeed(buildDemoSeed(SEEDED_AT)).questions;
export const questionsOf = (matchId: number) => seededQuestions.filter((q) => q.matchId === matchId);

/** n answers on the match's first questions (first option), 2x on the first three, no_negs on the next three. */
export function completeAnswers(matchId = MATCH, n = 12, time = SEEDED_AT.getTime()): BulkAnswer[] {
  return questionsOf(matchId)
    .slice(0, n)
    .map((q, i) => ({
      match_id: matchId,
      question_id: q.questionId,
      answer: q.options[0]?.key ?? 'x',
      answer_time: time,
      powerups: (i < 3 ? ['2x'] : i < 6 ? ['no_negs'] : []) as PowerupType[],
    }));
}

export function post(app: FastifyInstance, token: string, url: string, payload: unknown, key: string = randomUUID()) {
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), 'idempotency-key': key }, payload: payload as object });
}

export function get(app: FastifyInstance, token: string, url: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return app.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers: bearer(token) });
}
