import { promoLimitFor } from '../../../core/rules/wallet';
import type { MoneyMode } from '../../../core/money';
import { sql } from 'drizzle-orm';
import { formatRupees } from '../../../core/money';
import { assignSeats, joinTimeRefusal, joinWindow, seatsAvailable, type JoinRefusalCode } from '../../../core/rules/contests';
import type { BucketSplit } from '../../../core/rules/wallet';
import type { Db, DbDriver } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { spendEntryFees, type EntryFeeCharge } from '../../ledger';

/**
 * One micro-batch of the join engine (ADR 003, ADR 024): in ONE transaction, take up to `limit` queued orders
 * (FIFO, FOR UPDATE SKIP LOCKED) of every contest config this batch could lock, decide each, seat the payable ones
 * with guarded room UPDATEs and post their fees with ledger spendEntryFees (one entry_fee operation per order,
 * ref = order id, so a replay can never charge twice). Seats and money commit together.
 *
 * The batch works across configs with a fixed number of statements, whatever the number of configs: a join storm
 * spread over many contests costs what one contest's costs (ADR 024). `configId` restricts it to one config.
 */

/** Advisory-lock namespace of the join engine ("JOIN" in ASCII); the key is the config id. */
export const JOIN_LOCK_NAMESPACE = 0x4a4f494e;
export const DEFAULT_BATCH_LIMIT = 200;
/** Configs one batch takes on at most: the ones whose oldest queued order is oldest. */
export const MAX_CONFIGS_PER_BATCH = 100;

export interface BatchResult {
  /** orders decided by this batch */
  processed: number;
  seated: number;
  refused: number;
  /** another process's batch held a config with queued orders (PostgreSQL only): try again shortly */
  busy: boolean;
  /** the configs another batch held (busy), and the configs this batch took orders of */
  busyConfigs: number[];
  batchedConfigs: number[];
}

interface QueuedOrder {
  order_id: string;
  config_id: number;
  user_id: number;
  draft_num: number;
}

interface ConfigForBatch {
  config_id: number;
  fee_paise: number;
  promo_limit: number;
  room_size: number;
  max_rooms: number;
  config_name: string;
  start_time: Date | string;
  join_cutoff_at: Date | string | null;
}

interface RoomForBatch {
  config_id: number;
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
const intList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}::int`), sql`, `);

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const group = out.get(key(item));
    if (group) group.push(item);
    else out.set(key(item), [item]);
  }
  return out;
}

const nothing = (busyConfigs: number[] = []): BatchResult => ({
  processed: 0,
  seated: 0,
  refused: 0,
  busy: busyConfigs.length > 0,
  busyConfigs,
  batchedConfigs: [],
});

/**
 * `configIds`: the configs to batch (the engine's configs with news, at most MAX_CONFIGS_PER_BATCH of them);
 * without it, the configs whose oldest queued order is oldest. That query reads the whole queue index, dead entries
 * included (decided orders leave it only at the next vacuum): 1.2 ms after 100,000 orders, against a few index
 * probes for the configs the engine names.
 */
export async function runJoinBatch(
  db: Db,
  args: { configIds?: readonly number[]; driver: DbDriver; now: () => Date; moneyMode: MoneyMode; limit?: number },
): Promise<BatchResult> {
  const limit = args.limit ?? DEFAULT_BATCH_LIMIT;
  return db.transaction(async (tx) => {
    const candidates =
      args.configIds !== undefined
        ? [...new Set(args.configIds)]
        : rows<{ config_id: number }>(
            await tx.execute(sql`
              select config_id from join_orders where status = 'queued'
              group by config_id order by min(created_at) limit ${MAX_CONFIGS_PER_BATCH}`),
          ).map((r) => Number(r.config_id));
    if (candidates.length === 0) return nothing();
    let owned = candidates;
    if (args.driver === 'postgres') {
      // One batcher per config across every API process; a config another batch holds is left to it (never waits).
      owned = rows<{ config_id: number }>(
        await tx.execute(sql`
          select c as config_id from unnest(array[${intList(candidates)}]) as c
          where pg_try_advisory_xact_lock(${JOIN_LOCK_NAMESPACE}, c)`),
      ).map((r) => Number(r.config_id));
    }
    const ownedSet = new Set(owned);
    const busyConfigs = candidates.filter((c) => !ownedSet.has(c));
    if (owned.length === 0) return nothing(busyConfigs);
    const orders = rows<QueuedOrder>(
      await tx.execute(sql`
        select order_id, config_id, user_id::int as user_id, draft_num from join_orders
        where config_id in (${intList(owned)}) and status = 'queued'
        order by created_at, order_id
        limit ${limit}
        for update skip locked`),
    ).map((o) => ({ ...o, config_id: Number(o.config_id) }));
    if (orders.length === 0) return nothing(busyConfigs);

    const ordersByConfig = groupBy(orders, (o) => o.config_id);
    const configs = rows<ConfigForBatch>(
      await tx.execute(sql`
        select c.config_id, c.fee_paise::bigint as fee_paise, c.promo_limit, c.room_size, c.max_rooms, c.config_name,
               ch.start_time, c.join_cutoff_at
        from contest_configs c join challenges ch on ch.challenge_id = c.challenge_id
        where c.config_id in (${intList([...ordersByConfig.keys()])})
        for share of c`),
    ).map((c) => ({ ...c, config_id: Number(c.config_id), fee_paise: Number(c.fee_paise), promo_limit: promoLimitFor(c.promo_limit, args.moneyMode) }));
    if (configs.length !== ordersByConfig.size) throw new Error('join engine: a config vanished with queued orders');

    const now = args.now();
    const decisions: Decision[] = [];
    const refuse = (o: QueuedOrder, code: JoinRefusalCode, data: Record<string, unknown> | null = null) =>
      decisions.push({ orderId: o.order_id, status: 'refused', code, data, roomId: null, split: null });
    // Time decides for a whole config before any room or wallet is locked.
    const open: ConfigForBatch[] = [];
    for (const c of configs) {
      const late = joinTimeRefusal(joinWindow({ startTime: toDate(c.start_time) as Date, cutoffAt: toDate(c.join_cutoff_at), now }));
      if (late) for (const o of ordersByConfig.get(c.config_id) ?? []) refuse(o, late);
      else open.push(c);
    }
    if (open.length > 0) await seatBatch(tx, open, orders, now, refuse, decisions);
    await writeDecisions(tx, decisions, now);
    const seated = decisions.filter((d) => d.status === 'seated').length;
    return {
      processed: decisions.length,
      seated,
      refused: decisions.length - seated,
      busy: busyConfigs.length > 0,
      busyConfigs,
      batchedConfigs: [...ordersByConfig.keys()],
    };
  });
}

/** Seats and charges the orders of the open configs: a fixed number of statements for any number of configs. */
async function seatBatch(
  tx: Db,
  configs: readonly ConfigForBatch[],
  allOrders: readonly QueuedOrder[],
  now: Date,
  refuse: (o: QueuedOrder, code: JoinRefusalCode, data?: Record<string, unknown> | null) => void,
  decisions: Decision[],
): Promise<void> {
  const configById = new Map(configs.map((c) => [c.config_id, c]));
  const orders = allOrders.filter((o) => configById.has(o.config_id));
  const roomsByConfig = groupBy(
    rows<RoomForBatch>(
      await tx.execute(sql`
        select config_id, room_id, room_index, filled from contest_rooms
        where config_id in (${intList([...configById.keys()])}) order by config_id, room_index for update`),
    ).map((r) => ({ ...r, config_id: Number(r.config_id) })),
    (r) => r.config_id,
  );
  const seatsLeft = new Map(
    configs.map((c) => [c.config_id, seatsAvailable({ rooms: roomsByConfig.get(c.config_id) ?? [], size: c.room_size, maxRooms: c.max_rooms })]),
  );

  // The ledger plans and posts every fee of the batch at once (spendEntryFees: buckets locked once, each order
  // planned against what earlier orders of the batch took), each config up to its free seats.
  const charges = orders.map(
    (o): EntryFeeCharge => {
      const c = configById.get(o.config_id) as ConfigForBatch;
      return {
        joinId: o.order_id,
        userId: o.user_id,
        feePaise: c.fee_paise,
        promoLimitPercent: c.promo_limit,
        description: `Entry fee ${formatRupees(c.fee_paise)} for ${c.config_name}`,
        seatGroup: c.config_id,
      };
    },
  );
  const charged = await spendEntryFees(tx, { charges, at: now, seats: seatsLeft });
  const paid: { order: QueuedOrder; split: BucketSplit }[] = [];
  orders.forEach((o, i) => {
    const r = charged[i];
    if (!r || 'notAttempted' in r) refuse(o, 'ROOM_FULL');
    else if (!r.ok) refuse(o, 'INSUFFICIENT_FUNDS', { shortfall: r.shortfall });
    else paid.push({ order: o, split: r.split });
  });
  if (paid.length === 0) return;
  const payable = groupBy(paid, (p) => p.order.config_id);

  // Seats per config (core assignSeats), then the rooms to open, all in one statement.
  const plans = [...payable].map(([configId, paying]) => {
    const c = configById.get(configId) as ConfigForBatch;
    const rooms = roomsByConfig.get(configId) ?? [];
    const assignment = assignSeats({ rooms, size: c.room_size, maxRooms: c.max_rooms, configName: c.config_name, count: paying.length });
    if (assignment.refused > 0) throw new Error('join engine: assignSeats refused seats counted as free');
    return { c, paying, assignment, roomIdByIndex: new Map<number, number>(rooms.map((r, i) => [i, r.room_id])) };
  });
  const newRooms = plans.flatMap((p) =>
    p.assignment.newRooms.map((nr) => sql`(${p.c.config_id}::int, ${nr.roomIndex}::int, ${nr.roomName}::text, ${p.c.room_size}::int, 0, 'open')`),
  );
  if (newRooms.length > 0) {
    const created = rows<{ config_id: number; room_index: number; room_id: number }>(
      await tx.execute(sql`
        insert into contest_rooms (config_id, room_index, room_name, size, filled, status)
        values ${sql.join(newRooms, sql`, `)}
        returning config_id, room_index, room_id`),
    );
    if (created.length !== newRooms.length) throw new Error('join engine: room insert returned too few rooms');
    const plan = new Map(plans.map((p) => [p.c.config_id, p]));
    for (const r of created) plan.get(Number(r.config_id))?.roomIdByIndex.set(r.room_index, r.room_id);
  }

  const addByRoom = new Map<number, number>();
  const entries: { order_id: string; room_id: number; user_id: number; draft_num: number; fee_paise: number }[] = [];
  for (const p of plans) {
    p.paying.forEach((pay, i) => {
      const roomId = p.roomIdByIndex.get(p.assignment.seats[i] as number) as number;
      addByRoom.set(roomId, (addByRoom.get(roomId) ?? 0) + 1);
      decisions.push({ orderId: pay.order.order_id, status: 'seated', code: null, data: null, roomId, split: pay.split });
      entries.push({ order_id: pay.order.order_id, room_id: roomId, user_id: pay.order.user_id, draft_num: pay.order.draft_num, fee_paise: p.c.fee_paise });
    });
  }
  // Guarded: the database refuses to overfill even if the counts above were wrong.
  const fills = [...addByRoom].map(([roomId, n]) => sql`(${roomId}::int, ${n}::int)`);
  const updated = rows<{ room_id: number }>(
    await tx.execute(sql`
      update contest_rooms r
      set filled = r.filled + v.n, status = case when r.filled + v.n = r.size then 'full' else r.status end
      from (values ${sql.join(fills, sql`, `)}) as v(room_id, n)
      where r.room_id = v.room_id and r.filled + v.n <= r.size and r.status in ('open', 'full')
      returning r.room_id`),
  );
  if (updated.length !== addByRoom.size) throw new Error(`join engine: guarded fill of ${addByRoom.size - updated.length} room(s) failed`);

  await executePrepared(
    tx,
    sql`
    insert into room_entries (order_id, room_id, user_id, challenge_id, draft_num, fee_paise, joined_at)
    select v.order_id, v.room_id, v.user_id, o.challenge_id, v.draft_num, v.fee_paise, ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(entries)}::json) as v(order_id uuid, room_id int, user_id bigint, draft_num smallint, fee_paise bigint)
    join join_orders o on o.order_id = v.order_id`,
  );
}

async function writeDecisions(tx: Db, decisions: Decision[], now: Date): Promise<void> {
  if (decisions.length === 0) return;
  const rows = decisions.map((d) => ({ order_id: d.orderId, status: d.status, code: d.code, data: d.data, room_id: d.roomId, split: d.split }));
  await executePrepared(
    tx,
    sql`
    update join_orders o
    set status = v.status, refusal_code = v.code, refusal_data = v.data, room_id = v.room_id, split = v.split,
        decided_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(order_id uuid, status text, code text, data jsonb, room_id int, split jsonb)
    where o.order_id = v.order_id and o.status = 'queued'`,
  );
}
