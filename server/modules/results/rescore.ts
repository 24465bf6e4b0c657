import { DEFAULT_PICKS_SETTINGS, type QuestionPick } from '../../../core/rules/picks';
import { setScorer, type ReportPick, type ReportQuestion } from '../../../core/rules/settlement';
import type { Db } from '../../db/client';
import {
  challengePickSets,
  challengeQuestions,
  challengesOfMatch,
  lockChallenge,
  noNegsRightPoints,
  rankChallengeRooms,
  writeSetPoints,
} from './repository';

/** A saved set's picks in the report's shape (answered or not, in question order). */
export function picksOf(picks: Record<string, QuestionPick> | null, questions: readonly ReportQuestion[]): ReportPick[] {
  if (!picks) return [];
  return questions.flatMap((q) => {
    const p = picks[String(q.question_id)];
    return p ? [[q.question_id, p.answer, [...p.powerups]] satisfies ReportPick] : [];
  });
}

/**
 * Rescore one challenge: scoreSet of every saved set against the resolved answers → pick_sets.points
 * (only the sets whose total changed), then room points and SQL ranks in one statement. Serialised
 * per challenge by an advisory lock, so concurrent rescorers never deadlock and the last one wins
 * with the newest answers.
 */
export async function rescoreChallenge(db: Db, challengeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockChallenge(tx, challengeId);
    const questions = await challengeQuestions(tx, challengeId);
    const noNegs = await noNegsRightPoints(tx, challengeId, DEFAULT_PICKS_SETTINGS.noNegsRightPoints);
    const score = setScorer(questions, noNegs);
    const changes: { set_id: number; points: number }[] = [];
    for (const set of await challengePickSets(tx, challengeId)) {
      const points = score(picksOf(set.picks, questions));
      if (points !== set.points) changes.push({ set_id: set.set_id, points });
    }
    await writeSetPoints(tx, changes);
    await rankChallengeRooms(tx, challengeId);
  });
}

/** rescoreMatch of the results port: every challenge that includes the match. */
export async function rescoreMatch(db: Db, matchId: number, _now: Date): Promise<void> {
  for (const c of await challengesOfMatch(db, matchId)) {
    if (c.game_mode === 'prediction' && c.status !== 'cancelled') await rescoreChallenge(db, c.challenge_id);
  }
}
