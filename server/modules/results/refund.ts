import type { Db } from '../../db/client';
import { refundEntryFees } from '../../ledger';
import { cancelChallenge, challengeRooms, challengesOfMatch, claimMarker, entriesToRefund, lockRoom, markEntriesRefunded, setMarkerDetail, setRoomStatus } from './repository';

/**
 * An abandoned / no-result match: every room of every challenge that includes it is refunded in
 * its own transaction (room locked, (room, 'refund') claimed, ledger refundEntryFees: each entry
 * gets back exactly the buckets its fee came from, ref = order id, so an entry refunded at match
 * start is never refunded again), rooms 'refunded', challenges 'cancelled'.
 */
export async function refundMatch(db: Db, matchId: number, now: Date): Promise<{ entriesRefunded: number }> {
  let entriesRefunded = 0;
  for (const c of await challengesOfMatch(db, matchId)) {
    if (c.status === 'completed') continue;
    for (const roomId of await challengeRooms(db, c.challenge_id, ['open', 'full', 'locked'])) {
      entriesRefunded += await refundRoom(db, roomId, now);
    }
    await cancelChallenge(db, c.challenge_id);
  }
  return { entriesRefunded };
}

async function refundRoom(db: Db, roomId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const room = await lockRoom(tx, roomId);
    if (!room || !['open', 'full', 'locked'].includes(room.status)) return 0;
    if (!(await claimMarker(tx, roomId, 'refund', now))) return 0;
    const entries = await entriesToRefund(tx, roomId);
    const { posted } = await refundEntryFees(tx, {
      joins: entries.map((e) => ({ joinId: e.order_id, userId: e.user_id })),
      at: now,
      description: `Refund: the match of ${room.room_name} was abandoned`,
    });
    const marked = await markEntriesRefunded(tx, roomId);
    await setRoomStatus(tx, roomId, 'refunded');
    await setMarkerDetail(tx, roomId, 'refund', { entries: marked, feesRefunded: posted });
    return marked;
  });
}
