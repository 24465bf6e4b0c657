/**
 * Typed calls of the prediction flow (core/api/paths.ts, zod-free) with write-through to Dexie:
 * questions and the player's set list are stored on fetch, so a challenge opened once opens offline.
 * Saving a set does not call from here: it goes through the outbox (store.ts saveSet).
 */
import type { PollSplit, QuestionsResponse } from '../../../core/api/picks';
import { joinPseudoContestPath, mySetsPath, pollPath, questionsPath } from '../../../core/api/paths';
import { db } from '../../lib/db';
import { call } from '../../lib/http';
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
