import { and, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../../core/errors';
import { advanceMatchClock, isBeforePointsFinal, type MatchClockSettings } from '../../../core/rules/matchClock';
import type { QuestionResult } from '../../../core/rules/results';
import type { Db } from '../../db/client';
import { matches, type MatchRow } from '../../db/schema/challenges';
import { questions, questionResults } from '../../db/schema/picks';
import type { ResultsPort } from './ports';
import { saveClock, upsertQuestionResult } from './repository';

/**
 * What staff may do to a match and its questions (server/modules/ops calls these inside the request's transaction,
 * which also writes the audit row). Answers and abandonment are refused once points are final: from then on the
 * money follows the settled result.
 */

const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);
const tooLate = () => new ApiError(409, 'POINTS_FINAL', 'Points are final for this match: it can no longer be changed');

async function lockedMatch(db: Db, matchId: number): Promise<MatchRow> {
  const [m] = await db.select().from(matches).where(eq(matches.matchId, matchId)).for('update');
  if (!m) throw notFound('Match');
  return m;
}

/** A staff answer (a key of the question's options) or void; the feed never overwrites it. Rescored at once. */
export async function answerQuestion(db: Db, results: ResultsPort, questionId: number, answer: QuestionResult, now: Date): Promise<{ matchId: number; before: unknown }> {
  const [q] = await db.select().from(questions).where(eq(questions.questionId, questionId));
  if (!q) throw notFound('Question');
  if (answer.status === 'settled' && !q.options.some((o) => o.key === answer.correct)) {
    throw new ApiError(422, 'INVALID_OPTION', `"${answer.correct}" is not an option of this question (${q.options.map((o) => o.key).join(', ')})`);
  }
  const match = await lockedMatch(db, q.matchId);
  if (!isBeforePointsFinal(match.status)) throw tooLate();
  const [before] = await db.select().from(questionResults).where(eq(questionResults.questionId, questionId));
  if (await upsertQuestionResult(db, questionId, answer, 'staff', now)) await results.rescoreMatch(db, q.matchId, now);
  return { matchId: q.matchId, before: before ? { status: before.status, correct: before.correct, source: before.source } : null };
}

/** Calls the match off: abandoned now, every entry refunded (the job retries a refund that did not finish). */
export async function abandonMatch(db: Db, results: ResultsPort, matchId: number, now: Date): Promise<{ from: string }> {
  const match = await lockedMatch(db, matchId);
  if (match.status === 'abandoned') return { from: match.status };
  if (!isBeforePointsFinal(match.status)) throw tooLate();
  await db
    .update(matches)
    .set({ status: 'abandoned', completedAt: match.completedAt ?? now, result: { type: 'abandoned' } })
    .where(and(eq(matches.matchId, matchId), inArray(matches.status, ['scheduled', 'lineup_announced', 'live', 'completed'])));
  await results.refundMatch(db, matchId, now);
  return { from: match.status };
}

/** Points final now for a completed match (the clock's finalizeAt), then settlement as at the usual time. */
export async function finalizeMatch(db: Db, results: ResultsPort, matchId: number, settings: MatchClockSettings, now: Date): Promise<{ from: string }> {
  const match = await lockedMatch(db, matchId);
  if (match.status === 'points_final' || match.status === 'settled') return { from: match.status };
  if (match.status !== 'completed') throw new ApiError(409, 'NOT_COMPLETED', 'Only a completed match can be made points final');
  const next = advanceMatchClock({ match, feed: {}, now, settings, finalizeAt: now });
  await saveClock(db, matchId, match.status, next);
  await results.rescoreMatch(db, matchId, now);
  const settled = await results.settleMatch(db, matchId, now);
  if (settled.pendingChallenges === 0) {
    await saveClock(db, matchId, 'points_final', advanceMatchClock({ match: next, feed: {}, now, settings, settlementDone: true }));
  }
  return { from: match.status };
}
