import { hasStarted } from '../../../core/rules/challenges';
import { DEFAULT_PICKS_SETTINGS, type QuestionPick } from '../../../core/rules/picks';
import { resultChangeDeltas, type QuestionResult } from '../../../core/rules/results';
import type { ReportPick, ReportQuestion } from '../../../core/rules/settlement';
import type { Db } from '../../db/client';
import {
  addPlayerChanges,
  addResultChanges,
  challengeQuestions,
  challengeRooms,
  challengeStart,
  challengesOfMatch,
  hasUnscoredEntry,
  lockChallenge,
  noNegsRightPoints,
  playerPointsChanges,
  saveScoredPlayerPoints,
  saveScoredResults,
  scoredResults,
  scoreNewSetEntries,
  scoreTeamEntries,
  type QuestionChange,
} from './repository';

/** A saved set's picks in the report's shape (answered or not, in question order). */
export function picksOf(picks: Record<string, QuestionPick> | null, questions: readonly ReportQuestion[]): ReportPick[] {
  if (!picks) return [];
  return questions.flatMap((q) => {
    const p = picks[String(q.question_id)];
    return p ? [[q.question_id, p.answer, [...p.powerups]] satisfies ReportPick] : [];
  });
}

/** The rooms whose entries' live points still move: settled and refunded rooms keep their final numbers. */
const IN_PLAY = ['open', 'full', 'locked'] as const;

const sameResult = (a: QuestionResult | null | undefined, b: QuestionResult | null | undefined) =>
  (a?.status ?? null) === (b?.status ?? null) && (a?.status === 'settled' ? a.correct : null) === (b?.status === 'settled' ? b.correct : null);

const correctOf = (r: QuestionResult | null | undefined) => (r?.status === 'settled' ? r.correct : null);

/**
 * Rescore one prediction challenge (ADR 018): the entries' live points move by what the questions whose result
 * changed since the last rescore are worth to their picks (core's resultChangeDeltas), in one SQL statement; the
 * entries not scored yet get their whole points first. Nothing before the start: picks may still change then, and
 * no screen shows points. Serialised per challenge by an advisory lock and recorded in the same transaction, so a
 * second rescorer (another process, the next pass) finds nothing left to add, and a crash adds nothing twice.
 */
export async function rescoreChallenge(db: Db, challengeId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockChallenge(tx, challengeId);
    const start = await challengeStart(tx, challengeId);
    if (!start || !hasStarted(start, now)) return;
    const rooms = await challengeRooms(tx, challengeId, IN_PLAY);
    const questions = await challengeQuestions(tx, challengeId);
    const standing = await scoredResults(tx, challengeId);
    const opts = { noNegsRightPoints: await noNegsRightPoints(tx, challengeId, DEFAULT_PICKS_SETTINGS.noNegsRightPoints) };
    const scored = (q: ReportQuestion) => ({ question_id: q.question_id, points: { right: q.points_right, wrong: q.points_wrong } });
    const change = (q: ReportQuestion, before: QuestionResult | undefined, after: QuestionResult | undefined): QuestionChange => ({
      question_id: q.question_id,
      correct_before: correctOf(before),
      correct_after: correctOf(after),
      deltas: resultChangeDeltas(scored(q), before, after, opts),
    });
    // from nothing to what the scored entries stand on, for the entries without points
    await scoreNewSetEntries(tx, challengeId, rooms, questions.filter((q) => standing.has(q.question_id)).map((q) => change(q, undefined, standing.get(q.question_id))));
    const changed = questions.filter((q) => !sameResult(standing.get(q.question_id), q.result));
    await addResultChanges(tx, challengeId, rooms, changed.map((q) => change(q, standing.get(q.question_id), q.result ?? undefined)));
    await saveScoredResults(tx, challengeId, changed.map((q) => ({ question_id: q.question_id, result: q.result })));
  });
}

/**
 * Rescore one draft challenge (ADR 023), as rescoreChallenge does for sets: the scored entries' points move by what
 * the players whose points changed since the last rescore (player_points, kept by the match lifecycle, against
 * scored_player_points) are worth to their teams, in one SQL statement; entries without points yet get their team's
 * whole points. The first scoring of a challenge, or one whose player points are all gone, sums every team whole.
 * Under the same per-challenge advisory lock, recorded in the same transaction.
 */
export async function rescoreTeamChallenge(db: Db, challengeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockChallenge(tx, challengeId);
    const { changes, scored, current } = await playerPointsChanges(tx, challengeId);
    if (scored === 0 && current === 0) return;
    const rooms = await challengeRooms(tx, challengeId, IN_PLAY);
    if (scored === 0 || current === 0) await scoreTeamEntries(tx, challengeId, rooms);
    else {
      await addPlayerChanges(tx, challengeId, rooms, changes);
      if (await hasUnscoredEntry(tx, rooms)) await scoreTeamEntries(tx, challengeId, rooms, true);
    }
    if (changes.length > 0 || scored === 0) await saveScoredPlayerPoints(tx, challengeId);
  });
}

/** Rescore a challenge of either game mode. */
export async function rescoreAnyChallenge(db: Db, challenge: { challenge_id: number; game_mode: 'prediction' | 'nostra11' }, now: Date): Promise<void> {
  if (challenge.game_mode === 'nostra11') await rescoreTeamChallenge(db, challenge.challenge_id);
  else await rescoreChallenge(db, challenge.challenge_id, now);
}

/** rescoreMatch of the results port: every challenge that includes the match (pick sets and teams). */
export async function rescoreMatch(db: Db, matchId: number, now: Date): Promise<void> {
  for (const c of await challengesOfMatch(db, matchId)) {
    if (c.status !== 'cancelled') await rescoreAnyChallenge(db, c, now);
  }
}
