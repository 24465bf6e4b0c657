import { useRef } from 'react';
import type { RoomLeaderboard } from '../../../core/api/contests';
import type { MyEntry } from '../../../core/api/results';

/** One of my entries while the match is played: its latest points and rank, and what it would win now. */
export interface LiveEntry extends MyEntry {
  /** rupees this rank would win if the room were settled now (null: not known, not live) */
  would_win: number | null;
}

/**
 * My entries of one room with the room's latest leaderboard state laid over them (pushed by the stream, or the last
 * read): points, rank and would_win of the same set or team.
 */
export function liveEntries(entries: readonly MyEntry[], roomId: number | null, board: RoomLeaderboard | null): LiveEntry[] {
  return entries.map((e) => {
    const mine = board && e.room_id === roomId ? board.my_entries.find((m) => m.draft_num === e.draft_num) : undefined;
    return mine ? { ...e, points: mine.points, rank: mine.rank, would_win: mine.would_win } : { ...e, would_win: null };
  });
}

/**
 * How far each entry's rank moved at the last update that moved it (positive: up; ↑3 is three places better), by
 * room and set/team. A screen keeps it while it is open; the first rank it sees has no move.
 */
export function useRankMoves(entries: readonly MyEntry[]): ReadonlyMap<string, number> {
  const last = useRef(new Map<string, number>());
  const moves = useRef(new Map<string, number>());
  for (const e of entries) {
    if (e.rank === null) continue;
    const key = entryKey(e);
    const before = last.current.get(key);
    if (before !== undefined && before !== e.rank) moves.current.set(key, before - e.rank);
    last.current.set(key, e.rank);
  }
  return moves.current;
}

export const entryKey = (e: { room_id: number; draft_num: number }) => `${e.room_id}:${e.draft_num}`;
