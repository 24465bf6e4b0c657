import { hasStarted } from '../../../core/rules/challenges';
import { LEADERBOARD_PAGE_SIZE, type RoomLeaderboard } from '../../../core/api/contests';
import { ApiError } from '../../../core/errors';
import { paiseToRupees } from '../../../core/money';
import { displayName } from '../../../core/rules/profile';
import type { Db } from '../../db/client';
import { photoUrls } from '../profile/repository';
import { shownPoints } from './player/service';
import { lastPaidPosition, wouldWin } from '../../../core/rules/settlement';
import { storedReportPart } from './report-repository';
import { boardMine, boardPage, boardRoom, isPlayerOfRoom, type BoardRoom, type BoardRow } from './repository';

/**
 * A room's leaderboard (docs/product.md §3): live ranks while the match is in play (points kept current by
 * rescoring, rank() over them), final once the room is settled (with winnings); 50 a page; the
 * player's own entries pinned on top, each with what it would win if the room were settled now. Before the
 * challenge starts no rank or points are shown.
 */
export async function roomLeaderboard(
  db: Db,
  userId: number,
  q: { room_id: number; challenge_id: number; page_number: number },
  now: Date,
): Promise<RoomLeaderboard> {
  const room = await boardRoom(db, q.room_id);
  if (!room || room.challenge_id !== q.challenge_id) throw new ApiError(404, 'NOT_FOUND', 'This room does not exist');
  return (await boards(db, room, [userId], q.page_number, now)).get(userId)!;
}

/**
 * The first leaderboard page of a room as each of these players sees it (their own entries pinned), for the live
 * stream's room messages: the page is read once for all of them. Empty for a room that does not exist.
 */
export async function liveRoomBoards(db: Db, roomId: number, userIds: readonly number[], now: Date): Promise<Map<number, RoomLeaderboard>> {
  const room = await boardRoom(db, roomId);
  return room ? boards(db, room, userIds, 1, now) : new Map();
}

async function boards(db: Db, room: BoardRoom, userIds: readonly number[], pageNumber: number, now: Date): Promise<Map<number, RoomLeaderboard>> {
  const started = hasStarted(room.start_time, now);
  const final = room.status === 'settled';
  const offset = (pageNumber - 1) * LEADERBOARD_PAGE_SIZE;
  const [page, mine] = await Promise.all([
    boardPage(db, room.room_id, offset, LEADERBOARD_PAGE_SIZE + 1),
    boardMine(db, room.room_id, userIds, { pool: room.contest_type === 'pool', paidTo: lastPaidPosition(room.rewards) }),
  ]);
  // every row names its player (a guest by the handle of core's displayName) and shows their photo or avatar, if any
  const photos = await photoUrls(db, [...new Set([...page, ...mine].map((e) => e.user_id))]);
  const toDto = (e: BoardRow, viewer: number, wouldWinPaise: number | null = null) => ({
    user_id: e.user_id,
    user_nick: displayName(e.user_id, e.nick),
    user_photo: photos.get(e.user_id) ?? null,
    draft_num: e.draft_num,
    points: started ? shownPoints(room.game_mode, e.points) : null,
    rank: started ? e.rank : null,
    winnings: final && e.prize_paise !== null ? paiseToRupees(e.prize_paise) : null,
    would_win: wouldWinPaise === null ? null : paiseToRupees(wouldWinPaise),
    is_me: e.user_id === viewer,
  });
  const live = started && !final && room.status !== 'refunded';
  const out = new Map<number, RoomLeaderboard>();
  for (const viewer of userIds) {
    out.set(viewer, {
      room_id: room.room_id,
      challenge_id: room.challenge_id,
      page_number: pageNumber,
      has_more: page.length > LEADERBOARD_PAGE_SIZE,
      users: page.slice(0, LEADERBOARD_PAGE_SIZE).map((e) => toDto(e, viewer)),
      my_entries: mine
        .filter((e) => e.user_id === viewer)
        .map((e) =>
          toDto(e, viewer, live ? wouldWin(room.rewards, room.contest_type, { rank: e.rank, tieSize: e.tie_size, tieIndex: e.tie_index, joinIndex: e.join_index, entries: room.total }) : null),
        ),
      total_entries: room.total,
      final,
    });
  }
  return out;
}

/**
 * The stored settlement report of a room, for the players of that room only: one part of it (ADR 022), the whole
 * document when it has one part (every room but the biggest).
 */
export async function settlementReport(db: Db, userId: number, roomId: number, part: number) {
  const room = await boardRoom(db, roomId);
  if (!room) throw new ApiError(404, 'NOT_FOUND', 'This room does not exist');
  if (!(await isPlayerOfRoom(db, roomId, userId))) throw new ApiError(403, 'FORBIDDEN', 'Only players of this room can read its settlement report');
  return reportPartDto(db, roomId, part);
}

/** A report part in the route's shape; 404 before the room is settled or past its last part. */
export async function reportPartDto(db: Db, roomId: number, part: number) {
  const report = await storedReportPart(db, roomId, part);
  if (!report) throw new ApiError(404, 'NOT_FOUND', part === 0 ? 'This room is not settled yet' : 'This report has no such part');
  return {
    room_id: roomId,
    document: report.text,
    part: report.part,
    parts: report.parts,
    bytes: report.bytes ?? Buffer.byteLength(report.text, 'utf8'),
    sha256: report.sha256,
    published_at: report.published_at.getTime(),
  };
}
