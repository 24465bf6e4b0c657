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
  rankTeamRooms,
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

/**
 * Rescore one draft challenge: team points from player_points (kept by the match lifecycle) and ranks, in one SQL
 * statement (rankTeamRooms), under the same per-challenge advisory lock.
 */
export async function rescoreTeamChallenge(db: Db, challengeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockChallenge(tx, challengeId);
    await rankTeamRooms(tx, challengeId);
  });
}

/** Rescore a challenge of either game mode. */
export async function rescoreAnyChallenge(db: Db, challenge: { challenge_id: number; game_mode: 'prediction' | 'nostra11' }): Promise<void> {
  if (challenge.game_mode === 'nostra11') await rescoreTeamChallenge(db, challenge.challenge_id);
  else await rescoreChallenge(db, challenge.challenge_id);
}

/** rescoreMatch of the results port: every challenge that includes the match (pick sets and teams). */
export async function rescoreMatch(db: Db, matchId: number, _now: Date): Promise<void> {
  for (const c of await challengesOfMatch(db, matchId)) {
    if (c.status !== 'cancelled') await rescoreAnyChallenge(db, c);
  }
}
