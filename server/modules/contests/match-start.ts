import { sql } from 'drizzle-orm';
import { BPS_PER_WHOLE, poolPrize, shouldRefundNonGuaranteed, type PoolRewardBand, type RewardRow } from '../../../core/rules/contests';
import { paise } from '../../../core/money';
import type { Db } from '../../db/client';
import { refundEntryFee } from '../../ledger';

/**
 * Match start (ADR 003 "contest.lock" / "contest.room-close"): every room of a started challenge
 * is closed once. Closing a room, in ONE transaction:
 *   1. INSERT its (room_id, 'lock') settlement marker ON CONFLICT DO NOTHING — no row back means
 *      another run already closed it: exit. The marker commits with the postings, so a job that
 *      runs twice (or on two processes at once) refunds / freezes exactly once.
 *   2. non_guaranteed under its minimum (per room): refund every entry's fee to the buckets it
 *      came from (ledger refundEntryFee, ref = order id) and mark the room 'refunded';
 *   3. pool: freeze poolPrize at the final entries into frozen_rewards; the room is 'locked';
 *   4. guaranteed: 'locked', the configured rewards stand.
 */

interface RoomToClose {
  room_id: number;
  filled: number;
  contest_type: 'guaranteed' | 'non_guaranteed' | 'pool';
  min_entries: number | null;
  fee_paise: number;
  rake_bps: number;
  pool_template: PoolRewardBand[] | null;
  config_name: string;
}

export interface CloseSummary {
  roomsClosed: number;
  roomsRefunded: number;
  entriesRefunded: number;
  poolsFrozen: number;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Rooms of challenges whose start time has passed and that are still open or full. */
export async function dueRooms(db: Db, now: Date, challengeId?: number): Promise<number[]> {
  const result = await db.execute(sql`
    select r.room_id from contest_rooms r
    join contest_configs c on c.config_id = r.config_id
    join challenges ch on ch.challenge_id = c.challenge_id
    where r.status in ('open', 'full') and ch.start_time <= ${now.toISOString()}::timestamptz
      ${challengeId === undefined ? sql`` : sql`and ch.challenge_id = ${challengeId}`}
    order by r.room_id`);
  return rows<{ room_id: number }>(result).map((r) => Number(r.room_id));
}

/** Close one room exactly once; returns what it did (null: already closed by another run). */
export async function closeRoom(db: Db, roomId: number, now: Date): Promise<{ refunded: number; pool: boolean } | null> {
  return db.transaction(async (tx) => {
    const claimed = rows<{ room_id: number }>(
      await tx.execute(sql`
        insert into contest_settlements (room_id, kind, created_at)
        values (${roomId}, 'lock', ${now.toISOString()}::timestamptz)
        on conflict do nothing returning room_id`),
    );
    if (claimed.length === 0) return null;
    const [room] = rows<RoomToClose>(
      await tx.execute(sql`
        select r.room_id, r.filled, c.contest_type, c.min_entries, c.fee_paise::bigint as fee_paise, c.rake_bps,
               c.pool_template, c.config_name
        from contest_rooms r join contest_configs c on c.config_id = r.config_id
        where r.room_id = ${roomId} for update of r`),
    );
    if (!room) return null;
    const fee = Number(room.fee_paise);

    if (room.contest_type === 'non_guaranteed' && shouldRefundNonGuaranteed({ entries: room.filled, minEntries: room.min_entries })) {
      const entries = rows<{ order_id: string; user_id: number }>(
        await tx.execute(sql`select order_id, user_id::int as user_id from room_entries where room_id = ${roomId} order by order_id`),
      );
      let refunded = 0;
      for (const e of entries) {
        const posted = await refundEntryFee(tx, {
          joinId: e.order_id,
          userId: Number(e.user_id),
          at: now,
          description: `Refund: ${room.config_name} did not reach ${room.min_entries} entries`,
        });
        if (posted) refunded += 1;
      }
      await tx.execute(sql`update room_entries set refunded = true where room_id = ${roomId}`);
      await tx.execute(sql`update contest_rooms set status = 'refunded' where room_id = ${roomId}`);
      await tx.execute(sql`
        update contest_settlements set detail = ${JSON.stringify({ refunded, entries: room.filled })}::jsonb
        where room_id = ${roomId} and kind = 'lock'`);
      return { refunded, pool: false };
    }

    if (room.contest_type === 'pool' && room.pool_template) {
      const prize = poolPrize({
        entries: room.filled,
        fee: paise(fee),
        rakePercent: room.rake_bps / (BPS_PER_WHOLE / 100),
        rewardsTemplate: room.pool_template,
      });
      const frozen: RewardRow[] = prize.ranks
        .filter((r) => r.prize_per_rank > 0)
        .map((r) => ({ rank_from: r.rank_from, rank_to: r.rank_to, prize: paise(r.prize_per_rank) }));
      await tx.execute(sql`
        update contest_rooms set status = 'locked', frozen_rewards = ${JSON.stringify(frozen)}::jsonb
        where room_id = ${roomId}`);
      await tx.execute(sql`
        update contest_settlements
        set detail = ${JSON.stringify({ gross: prize.gross, rake: prize.rake, prizePool: prize.prizePool })}::jsonb
        where room_id = ${roomId} and kind = 'lock'`);
      return { refunded: 0, pool: true };
    }

    await tx.execute(sql`update contest_rooms set status = 'locked' where room_id = ${roomId}`);
    return { refunded: 0, pool: false };
  });
}

/** Close every due room (of one challenge, or all). Safe to run any number of times, anywhere. */
export async function runMatchStart(db: Db, now: Date, challengeId?: number): Promise<CloseSummary> {
  const summary: CloseSummary = { roomsClosed: 0, roomsRefunded: 0, entriesRefunded: 0, poolsFrozen: 0 };
  for (const roomId of await dueRooms(db, now, challengeId)) {
    const done = await closeRoom(db, roomId, now);
    if (!done) continue;
    summary.roomsClosed += 1;
    if (done.refunded > 0) summary.roomsRefunded += 1;
    summary.entriesRefunded += done.refunded;
    if (done.pool) summary.poolsFrozen += 1;
  }
  return summary;
}
