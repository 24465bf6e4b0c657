/**
 * Typed calls of the prediction flow (core/api/paths.ts, zod-free) with write-through to Dexie:
 * questions and the player's set list are stored on fetch, so a challenge opened once opens offline.
 * Saving a set does not call from here: it goes through the outbox (store.ts saveSet).
 */
import type { PollSplit, QuestionsResponse } from '../../../core/api/picks';
import { API, joinPseudoContestPath, mySetsPath, pollPath, questionsPath } from '../../../core/api/paths';
import { db } from '../../lib/db';
import { call, type ApiFailure } from '../../lib/http';
import { uuidv7 } from '../../lib/outbox/uuid';
import { serverNow } from '../../lib/serverTime';
import { getUserId } from '../../lib/session';
import { pruneSynced } from './store';

/**
 * questionCache key: per user (a saved set's picks are that player's), challenge and set:
 * `${userId}:${challengeId}` for a new set, `${userId}:${challengeId}:${draftNum}` for S{n}.
 */
export const questionsKey = (challengeId: number, draftNum: number | null, userId: string | null = getUserId()) =>
  `${userId ?? '-'}:${challengeId}${draftNum === null ? '' : `:${draftNum}`}`;

export type Loaded<T> = { source: 'server' | 'cache'; value: T } | { source: 'none'; offline: boolean; code?: string };

/**
 * The questions of a challenge (with a saved set's picks when draftNum is given): from the server,
 * stored in questionCache; when the server cannot be reached, the stored copy.
 */
export async function loadQuestions(challengeId: number, draftNum: number | null, roomId?: number): Promise<Loaded<QuestionsResponse>> {
  const res = await call(questionsPath, {
    query: {
      challenge_id: challengeId,
      ...(draftNum !== null ? { draft_num: draftNum } : {}),
      ...(roomId !== undefined ? { room_id: roomId } : {}),
      showNewQuestionFormat: true,
    },
    handleErrors: true,
  });
  if (res.ok) {
    await db.questionCache.put({ key: questionsKey(challengeId, draftNum), challengeId, draftNum, response: res.data, fetchedAt: serverNow() });
    return { source: 'server', value: res.data };
  }
  const cached = await db.questionCache.get(questionsKey(challengeId, draftNum));
  if (cached) return { source: 'cache', value: cached.response };
  return { source: 'none', offline: res.error.kind === 'network', code: res.error.code };
}

/** The pseudo room a set is made in (polls and bank transfers need it). Null offline. */
export async function openPseudoRoom(challengeId: number, draftNum: number | null): Promise<number | null> {
  const res = await call(joinPseudoContestPath, {
    body: { challenge_id: challengeId, ...(draftNum !== null ? { draft_num: draftNum } : {}) },
    idempotencyKey: uuidv7(),
    handleErrors: true,
    silent: true,
  });
  return res.ok ? res.data.userRoom.room_id : null;
}

/** The player's saved sets from the server, stored in mySetsCache; false when unreachable. */
export async function refreshMySets(challengeId: number, userId: string): Promise<boolean> {
  const res = await call(mySetsPath, { query: { challenge_id: challengeId }, handleErrors: true, silent: true });
  if (!res.ok) return false;
  await db.mySetsCache.put({ challengeId, userId, sets: res.data.sets, fetchedAt: serverNow() });
  // device copies of sets the server now lists (and the player was told about) are no longer needed
  await pruneSynced(userId, challengeId, res.data.sets.map((s) => s.draft_num));
  return true;
}

/** Use (or replay) the Audience Poll on a question. Rejects on network or HTTP failure. */
export async function fetchPoll(input: { question_id: number; room_id: number }): Promise<PollSplit | null> {
  const res = await call(pollPath, { body: input, idempotencyKey: uuidv7(), handleErrors: true, silent: true });
  if (!res.ok) throw res.error;
  return res.data;
}

/** One copied answer as the editor lays it over the set (powerup flags are not copied: counts differ). */
export interface CopiedAnswer {
  question_id: number;
  answer: string;
  answer_time: number | null;
}

export type CopyOutcome = { ok: true; copied: number; answers: CopiedAnswer[] } | { ok: false; error: ApiFailure };

/**
 * Copies saved set S{fromDraftNum}'s answers into the pseudo room the editor's set is made in: one
 * copyMatchAnswersv2 per match of the challenge (the server copies one match at a time; each POST its own
 * Idempotency-Key), then getUserPseudoAnswers reads the room back, and the room's answers of those matches are what
 * the editor shows. Needs the network (no outbox: the copy is the server's, from a set stored there). A refusal or no
 * reply comes back to the editor screen; a 5xx is the '500 Error' popup (an action the player took).
 */
export async function copySetAnswers(input: { challengeId: number; roomId: number; fromDraftNum: number; matchIds: readonly number[] }): Promise<CopyOutcome> {
  let copied = 0;
  for (const matchId of input.matchIds) {
    const res = await call(API.copyMatchAnswers, {
      body: { challenge_id: input.challengeId, match_id: matchId, from_draft_num: input.fromDraftNum, room_id: input.roomId },
      idempotencyKey: uuidv7(),
      handleErrors: 'refusals',
    });
    if (!res.ok) return { ok: false, error: res.error };
    copied += res.data.copied;
  }
  const read = await call(API.userPseudoAnswers, { query: { challenge_id: input.challengeId, room_id: input.roomId }, handleErrors: 'refusals' });
  if (!read.ok) return { ok: false, error: read.error };
  const matches = new Set(input.matchIds);
  const answers = read.data.answers
    .filter((a) => matches.has(a.match_id) && a.answer !== null)
    .map((a) => ({ question_id: a.question_id, answer: a.answer!, answer_time: a.answer_time }));
  return { ok: true, copied, answers };
}
