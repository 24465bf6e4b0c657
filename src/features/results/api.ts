/**
 * Typed reads of the my-matches and results screens (core/api/paths.ts, zod-free) with
 * write-through to Dexie: each response is stored per player, so a screen opened once stays readable
 * offline, marked with when it was fetched.
 */
import type { TabCounters } from '../../../core/api/challenges';
import { tabCountersPath } from '../../../core/api/paths';
import type { ApiPath } from '../../../core/api/paths';
import {
  completedPath,
  inPlayPath,
  inplayMatchesPath,
  playerProfilePath,
  resultsPath,
} from '../../../core/api/paths';
import type { InplayMatches, MyMatch, MyMatchPage, PlayerProfile, ResultsData } from '../../../core/api/results';
import { roomLeaderboardPath } from '../../../core/api/paths';
import type { RoomLeaderboard } from '../../../core/api/contests';
import { db } from '../../lib/db';
import { call } from '../../lib/http';
import { serverNow } from '../../lib/serverTime';
import { getUserId } from '../../lib/session';

/** docs/product.md §9: history challenges come 10 a page. */
export const HISTORY_PAGE_SIZE = 10;

export type Loaded<T> =
  | { source: 'server'; value: T; fetchedAt: number }
  | { source: 'cache'; value: T; fetchedAt: number }
  | { source: 'none'; offline: boolean; code?: string | undefined };

const cacheKey = (what: string) => `${getUserId() ?? '-'}:${what}`;

/** GET from the server and store it; when the server cannot be reached (or refuses), the stored copy. */
async function cached<Q, T>(what: string, path: ApiPath<Q, unknown, T>, query?: Q): Promise<Loaded<T>> {
  const res = await call(path, { ...(query === undefined ? {} : { query }), handleErrors: true, silent: true });
  const key = cacheKey(what);
  if (res.ok) {
    const fetchedAt = serverNow();
    await db.resultsCache.put({ key, userId: getUserId() ?? '-', value: res.data, fetchedAt });
    return { source: 'server', value: res.data, fetchedAt };
  }
  // A 4xx for this object (not mine, not found) is an answer, not a reason to show an old copy.
  if (res.error.kind === 'http' && (res.error.httpStatus ?? 500) < 500) return { source: 'none', offline: false, code: res.error.code };
  const hit = await db.resultsCache.get(key);
  if (hit) return { source: 'cache', value: hit.value as T, fetchedAt: hit.fetchedAt };
  return { source: 'none', offline: res.error.kind === 'network', code: res.error.code };
}

export const loadTabCounters = (): Promise<Loaded<TabCounters>> => cached('tabs', tabCountersPath);
export const loadInPlay = (): Promise<Loaded<{ upcoming: MyMatch[]; live: MyMatch[] }>> => cached('inplay', inPlayPath);
export const loadHistory = (skip: number): Promise<Loaded<MyMatchPage>> =>
  cached(`history:${skip}`, completedPath, { skip, limit: HISTORY_PAGE_SIZE });
export const loadRoom = (roomId: number, challengeId: number): Promise<Loaded<InplayMatches>> =>
  cached(`room:${roomId}`, inplayMatchesPath, { room_id: roomId, challenge_id: challengeId });
export const loadResults = (roomId: number, matchId: number): Promise<Loaded<ResultsData>> =>
  cached(`results:${roomId}:${matchId}`, resultsPath, { room_id: roomId, match_id: matchId });
export const loadBoard = (roomId: number, challengeId: number): Promise<Loaded<RoomLeaderboard>> =>
  cached(`board:${roomId}`, roomLeaderboardPath, { room_id: roomId, challenge_id: challengeId, page_number: 1 });
export const loadPlayerProfile = (userId: number, roomId: number, draftNum: number): Promise<Loaded<PlayerProfile>> =>
  cached(`profile:${userId}:${roomId}:${draftNum}`, playerProfilePath, { user_id: userId, room_id: roomId, draft_num: draftNum });

/** After a join (docs/product.md §4 "reload … in-play challenges"): the in-play list and the tab counts, stored. */
export async function refreshMyMatches(): Promise<void> {
  await Promise.all([loadInPlay(), loadTabCounters()]);
}
