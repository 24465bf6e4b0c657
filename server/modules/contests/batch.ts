import { promoLimitFor } from '../../../core/rules/wallet';
import type { MoneyMode } from '../../../core/money';
import { sql, type SQL } from 'drizzle-orm';
import { formatRupees } from '../../../core/money';
import { assignSeats, joinTimeRefusal, joinWindow, seatsAvailable, type JoinRefusalCode } from '../../../core/rules/contests';
import type { BucketSplit } from '../../../core/rules/wallet';
import type { Db, DbDriver } from '../../db/client';
import { spendEntryFees } from '../../ledger';

/**
 * One micro-batch of the join engine (ADR 003): in ONE transaction, take up to `limit` queued
 * orders of a config (FIFO, FOR UPDATE SKIP LOCKED), decide each, seat the payable ones with a
 * guarded room UPDATE and post their fees with ledger spendEntryFees (one entry_fee operation per
 * order, ref = order id, so a replay can never charge twice). Seats and money commit together.
 */

/** Advisory-lock namespace of the join engine ("JOIN" in ASCII); the key is the config id. */
export const JOIN_LOCK_NAMESPACE = 0x4a4f494e;
export const DEFAULT_BATCH_LIMIT = 200;

export interface BatchResult {
  /** orders decided by this batch */
  processed: number;
  seated: number;
  refused: number;
  /** another process holds the config's advisory lock (PostgreSQL only) */
  busy: boolean;
}

interface QueuedOrder {
  order_id: string;
  user_id: number;
  draft_num: number;
}

interface ConfigForBatch {
  fee_paise: number;
  promo_limit: number;
  room_size: number;
  max_rooms: number;
  config_name: string;
  start_time: Date;
  join_cutoff_at: Date | null;
}

interface RoomForBatch {
  room_id: number;
  room_index: number;
  filled: number;
}

interface Decision {
  orderId: string;
  status: 'seated' | 'refused';
  code: JoinRefusalCode | null;
  data: Record<string, unknown> | null;
  roomId: number | null;
  split: BucketSplit | null;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const toDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

export async function runJoinBatch(
  db: Db,
  args: { configId: number; driver: DbDriver; now: () => Date; moneyMode: MoneyMode; limit?: number },
): Promise<BatchResult> {
  const limit = args.limit ?? DEFAULT_BATCH_LIMIT;
  return db.transaction(async (tx) => {
    if (args.driver === 'postgres') {
      // One batcher per config across every API process; the loser returns at once (never waits).
      const [lock] = rows<{ ok: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${JOIN_LOCK_NAMESPACE}, ${args.configId}) as ok`),
      );
      if (!lock?.ok) return { processed: 0, seated: 0, refused: 0, busy: true };
    }
    const orders = rows<QueuedOrder>(
      await tx.execute(sql`
        select order_id, user_id::int as user_id, draft_num from join_orders
        where config_id = ${args.configId} and status = 'queued'
        order by created_at, order_id
        limit ${limit}
        for update skip locked`),
    );
    if (orders.length === 0) return { processed: 0, seated: 0, refused: 0, busy: false };

    const [raw] = rows<ConfigForBatch>(
      await tx.execute(sql`
        select c.fee_paise::bigint as fee_paise, c.promo_limit, c.room_size, c.max_rooms, c.config_name,
               ch.start_time, c.join_cutoff_at
        from contest_configs c join challenges ch on ch.challenge_id = c.challenge_id
        where c.config_id = ${args.configId}
        for share of c`),
    );
    if (!raw) throw new Error(`config ${args.configId} vanished with queued orders`);
    const config = { ...raw, fee_paise: Number(raw.fee_paise) };
    const now = args.now();
    const window = joinWindow({ startTime: toDate(config.start_time) as Date, cutoffAt: toDate(config.join_cutoff_at), now });

    const decisions: Decision[] = [];
    const refuse = (o: QueuedOrder, code: JoinRefusalCode, data: Record<string, unknown> | null = null) =>
      decisions.push({ orderId: o.order_id, status: 'refused', code, data, roomId: null, split: null });

    // Time decides for the whole batch before any room or wallet is locked.
    const late = joinTimeRefusal(window);
    if (late) {
      for (const o of orders) refuse(o, late);
    } else {
      await seatBatch(tx, args.configId, { ...config, promo_limit: promoLimitFor(config.promo_limit, args.moneyMode) }, orders, now, refuse, decisions);
    }
    await writeDecisions(tx, decisions, now);
    const seated = decisions.filter((d) => d.status === 'seated').length;
    return { processed: decisions.length, seated, refused: decisions.length - seated, busy: false };
  });
}

async function seatBatch(
  tx: Db,
  configId: number,
  config: ConfigForBatch & { fee_paise: number },
  orders: QueuedOrder[],
  now: Date,
  refuse: (o: QueuedOrder, code: JoinRefusalCode, data?: Record<string, unknown> | null) => void,
  decisions: Decision[],
): Promise<void> {
  const rooms = rows<RoomForBatch>(
    await tx.execute(sql`
      select room_id, room_index, filled from contest_rooms
      where config_id = ${configId} order by room_index for update`),
  );
  const free = seatsAvailable({ rooms, size: config.room_size, maxRooms: config.max_rooms });
  if (free <= 0) {
    for (const o of orders) refuse(o, 'ROOM_FULL');
    return;
  }

  // The ledger plans and posts every fee of the batch at once (spendEntryFees: buckets locked once,
  // each order planned against what earlier orders of the batch took), up to the free seats.
  const fee = config.fee_paise;
  const charged = await spendEntryFees(tx, {
    charges: orders.map((o) => ({
      joinId: o.order_id,
      userId: o.user_id,
      feePaise: fee,
      promoLimitPercent: config.promo_limit,
      description: `Entry fee ${formatRupees(fee)} for ${config.config_name}`,
    })),
    at: now,
    maxCharges: free,
  });
  const payable: { order: QueuedOrder; split: BucketSplit }[] = [];
  orders.forEach((o, i) => {
    const r = charged[i];
    if (!r || ('notAttempted' in r)) refuse(o, 'ROOM_FULL');
    else if (!r.ok) refuse(o, 'INSUFFICIENT_FUNDS', { shortfall: r.shortfall });
    else payable.push({ order: o, split: r.split });
  });
  if (payable.length === 0) return;

  const assignment = assignSeats({
    rooms,
    size: config.room_size,
    maxRooms: config.max_rooms,
    configName: config.config_name,
    count: payable.length,
  });
  if (assignment.refused > 0) throw new Error('join engine: assignSeats refused seats counted as free');

  const roomIdByIndex = new Map<number, number>(rooms.map((r, i) => [i, r.room_id]));
  for (const nr of assignment.newRooms) {
    const [created] = rows<{ room_id: number }>(
      await tx.execute(sql`
        insert into contest_rooms (config_id, room_index, room_name, size, filled, status)
        values (${configId}, ${nr.roomIndex}, ${nr.roomName}, ${config.room_size}, 0, 'open')
        returning room_id`),
    );
    if (!created) throw new Error('join engine: room insert returned nothing');
    roomIdByIndex.set(nr.roomIndex, created.room_id);
  }
  const addByRoom = new Map<number, number>();
  payable.forEach((p, i) => {
    const roomId = roomIdByIndex.get(assignment.seats[i] as number) as number;
    addByRoom.set(roomId, (addByRoom.get(roomId) ?? 0) + 1);
    decisions.push({ orderId: p.order.order_id, status: 'seated', code: null, data: null, roomId, split: p.split });
  });
  for (const [roomId, n] of addByRoom) {
    // Guarded: the database refuses to overfill even if the counts above were wrong.
    const updated = rows<{ room_id: number }>(
      await tx.execute(sql`
        update contest_rooms
        set filled = filled + ${n}, status = case when filled + ${n} = size then 'full' else status end
        where room_id = ${roomId} and filled + ${n} <= size and status in ('open', 'full')
        returning room_id`),
    );
    if (updated.length !== 1) throw new Error(`join engine: guarded fill of room ${roomId} by ${n} failed`);
  }

  const entryValues: SQL[] = payable.map((p) => {
    const roomId = decisions.find((d) => d.orderId === p.order.order_id)?.roomId as number;
    return sql`(${p.order.order_id}::uuid, ${roomId}::int, ${p.order.user_id}::bigint, ${p.order.draft_num}::smallint, ${fee}::bigint)`;
  });
  await tx.execute(sql`
    insert into room_entries (order_id, room_id, user_id, challenge_id, draft_num, fee_paise, joined_at)
    select v.order_id, v.room_id, v.user_id, o.challenge_id, v.draft_num, v.fee_paise, ${now.toISOString()}::timestamptz
    from (values ${sql.join(entryValues, sql`, `)}) as v(order_id, room_id, user_id, draft_num, fee_paise)
    join join_orders o on o.order_id = v.order_id`);
}

async function writeDecisions(tx: Db, decisions: Decision[], now: Date): Promise<void> {
  if (decisions.length === 0) return;
  const values = decisions.map(
    (d) =>
      sql`(${d.orderId}::uuid, ${d.status}, ${d.code}::text, ${d.data === null ? null : JSON.stringify(d.data)}::jsonb, ${d.roomId}::int, ${d.split === null ? null : JSON.stringify(d.split)}::jsonb)`,
  );
  await tx.execute(sql`
    update join_orders o
    set status = v.status, refusal_code = v.code, refusal_data = v.data, room_id = v.room_id, split = v.split,
        decided_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(values, sql`, `)}) as v(order_id, status, code, data, room_id, split)
    where o.order_id = v.order_id and o.status = 'queued'`);
}
