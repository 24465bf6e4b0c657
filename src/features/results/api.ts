/**
 * Typed reads of the my-matches and results screens (core/api/paths.ts, zod-free) with
 * write-through to Dexie (src/lib/cachedRead.ts): each response is stored per player, so a screen opened once stays
 * readable offline, marked with when it was fetched.
 */
import type { TabCounters } from '../../../core/api/challenges';
import { tabCountersPath } from '../../../core/api/paths';
import {
  completedPath,
  inPlayPath,
  inplayMatchesPath,
  playerMatchResultPath,
  playerProfilePath,
  resultsPath,
  timelinePath,
} from '../../../core/api/paths';
import { COMPLETED_PAGE_LIMIT, HISTORY_PAGE_LIMIT } from '../../../core/api/results-constants';
import type { InplayMatches, MyMatch, MyMatchPage, PlayerProfile, ResultsData } from '../../../core/api/results';
import { roomLeaderboardPath } from '../../../core/api/paths';
import type { RoomLeaderboard } from '../../../core/api/contests';
import { cachedRead, type Loaded } from '../../lib/cachedRead';


export type { Loaded };

export const loadTabCounters = (): Promise<Loaded<TabCounters>> => cachedRead('tabs', tabCountersPath);
export const loadInPlay = (): Promise<Loaded<{ upcoming: MyMatch[]; live: MyMatch[] }>> => cachedRead('inplay', inPlayPath);
/** My matches' history tab: the completed challenges, COMPLETED_PAGE_LIMIT (40, docs/product.md §9) a page. */
export const loadCompleted = (skip: number): Promise<Loaded<MyMatchPage>> =>
  cachedRead(`completed:${skip}`, completedPath, { skip, limit: COMPLETED_PAGE_LIMIT });
/** Home's history tab: the history challenges (the timeline), HISTORY_PAGE_LIMIT (10, docs/product.md §9) a page. */
export const loadHistory = (skip: number): Promise<Loaded<MyMatchPage>> =>
  cachedRead(`history:${skip}`, timelinePath, { skip, limit: HISTORY_PAGE_LIMIT });
export const loadRoom = (roomId: number, challengeId: number): Promise<Loaded<InplayMatches>> =>
  cachedRead(`room:${roomId}`, inplayMatchesPath, { room_id: roomId, challenge_id: challengeId });
export const loadResults = (roomId: number, matchId: number): Promise<Loaded<ResultsData>> =>
  cachedRead(`results:${roomId}:${matchId}`, resultsPath, { room_id: roomId, match_id: matchId });
export const loadBoard = (roomId: number, challengeId: number): Promise<Loaded<RoomLeaderboard>> =>
  cachedRead(`board:${roomId}`, roomLeaderboardPath, { room_id: roomId, challenge_id: challengeId, page_number: 1 });
/** The player's result across a whole challenge (every seat in every room, and the total won): getPlayerMatchResult. */
export const loadChallengeResult = (challengeId: number): Promise<Loaded<MyMatch>> =>
  cachedRead(`challengeResult:${challengeId}`, playerMatchResultPath, { challenge_id: challengeId });
export const loadPlayerProfile = (userId: number, roomId: number, draftNum: number): Promise<Loaded<PlayerProfile>> =>
  cachedRead(`profile:${userId}:${roomId}:${draftNum}`, playerProfilePath, { user_id: userId, room_id: roomId, draft_num: draftNum });

/** After a join (docs/product.md §4 "reload … in-play challenges"): the in-play list and the tab counts, stored. */
export async function refreshMyMatches(): Promise<void> {
  await Promise.all([loadInPlay(), loadTabCounters()]);
}
