import { hasStarted } from '../../../core/rules/challenges';
import { LEADERBOARD_PAGE_SIZE, type RoomLeaderboard } from '../../../core/api/contests';
import { ApiError } from '../../../core/errors';
import { paiseToRupees } from '../../../core/money';
import type { Db } from '../../db/client';
import { shownPoints } from './player/service';
import { boardMine, boardPage, boardRoom, isPlayerOfRoom, storedReport, type BoardRow } from './repository';

/**
 * A room's leaderboard (docs/product.md §3): live ranks while the match is in play (points kept current by
 * rescoring, rank() over them), final once the room is settled (with winnings); 50 a page; the
 * player's own entries pinned on top. Before the challenge starts no rank or points are shown.
 */
export async function roomLeaderboard(
  db: Db,
  userId: number,
  q: { room_id: number; challenge_id: number; page_number: number },
  now: Date,
): Promise<RoomLeaderboard> {
  const room = await boardRoom(db, q.room_id);
  if (!room || room.challenge_id !== q.challenge_id) throw new ApiError(404, 'NOT_FOUND', 'This room does not exist');
  const started = hasStarted(room.start_time, now);
  const final = room.status === 'settled';
  const offset = (q.page_number - 1) * LEADERBOARD_PAGE_SIZE;
  const [page, mine] = await Promise.all([
    boardPage(db, q.room_id, offset, LEADERBOARD_PAGE_SIZE + 1),
    boardMine(db, q.room_id, userId),
  ]);
  const toDto = (e: BoardRow) => ({
    user_id: e.user_id,
    user_nick: e.nick ?? '',
    user_photo: null,
    draft_num: e.draft_num,
    points: started ? shownPoints(room.game_mode, e.points) : null,
    rank: started ? e.rank : null,
    winnings: final && e.prize_paise !== null ? paiseToRupees(e.prize_paise) : null,
    is_me: e.user_id === userId,
  });
  return {
    room_id: q.room_id,
    challenge_id: q.challenge_id,
    page_number: q.page_number,
    has_more: page.length > LEADERBOARD_PAGE_SIZE,
    users: page.slice(0, LEADERBOARD_PAGE_SIZE).map(toDto),
    my_entries: mine.map(toDto),
    total_entries: room.total,
    final,
  };
}

/** The stored settlement report of a room, for the players of that room only. */
export async function settlementReport(db: Db, userId: number, roomId: number) {
  const room = await boardRoom(db, roomId);
  if (!room) throw new ApiError(404, 'NOT_FOUND', 'This room does not exist');
  if (!(await isPlayerOfRoom(db, roomId, userId))) throw new ApiError(403, 'FORBIDDEN', 'Only players of this room can read its settlement report');
  const report = await storedReport(db, roomId);
  if (!report) throw new ApiError(404, 'NOT_FOUND', 'This room is not settled yet');
  return { room_id: roomId, document: report.document, sha256: report.sha256, published_at: report.published_at.getTime() };
}
