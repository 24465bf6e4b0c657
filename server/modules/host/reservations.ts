import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatRupees } from '../../../core/money';
import type { Db } from '../../db/client';
import { HostWalletUnavailableError } from '../../gateways/host';
import { receiveFromHost, returnToHost } from '../../ledger';
import type { HostMode } from './mode';

/**
 * Reservations on the host wallet for joins. A host player's join order is written 'reserving'
 * by the join request; this processor takes it from there, exactly once whatever crashes or retries:
 *
 *   1. open     a reservation row (key pickxi-join-<order id>) for every 'reserving' order — the state lives here
 *   2. reserve  POST /debit with the key until the host answers:
 *               held     → one transaction: order 'queued', reservation 'held', ledger host_debit
 *                          (host_clearing → the player's deposit), then the join engine is woken
 *               declined → one transaction: order 'refused' INSUFFICIENT_FUNDS, reservation 'declined'
 *               no answer → retried with backoff (the key makes a late or repeated debit count once);
 *                          once the challenge has started the order is refused MATCH_LOCKED and released
 *   3. settle   a held reservation whose order the engine seated → POST /confirm → 'confirmed';
 *               one whose order was refused → ledger host_release (deposit → host_clearing) + 'releasing'
 *   4. release  POST /release until acknowledged → 'released'
 *
 * Every transition is a guarded UPDATE (… WHERE state = <the state read>), so two processes running the same
 * pass do each step once; every host call carries the reservation's key, so repeating one changes nothing.
 * Store purchases (purchase.ts) use the same rows with purpose 'store'; this processor only tidies up the ones
 * a crashed request left behind (after STORE_ORPHAN_MS).
 */

export const STORE_ORPHAN_MS = 60_000;
const BATCH = 100;

export interface ReservationDeps {
  db: Db;
  mode: HostMode;
  clock: () => Date;
  /** an order of this contest config became 'queued' */
  wakeConfig: (configId: number) => void;
  log?: FastifyBaseLogger;
}

interface ReservationRow {
  key: string;
  host_id: string;
  host_player_id: string;
  user_id: number;
  purpose: 'join' | 'store';
  ref: string;
  amount_paise: number;
  state: string;
  funded: boolean;
  attempts: number;
  created_at: Date | string;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** 1 s, 2 s, 4 s … capped at 30 s between tries of one call. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5));
}

export const joinReservationKey = (orderId: string) => `pickxi-join-${orderId}`;

export interface PassSummary {
  held: number;
  declined: number;
  confirmed: number;
  released: number;
  failed: number;
}

export async function runReservationPass(deps: ReservationDeps): Promise<PassSummary> {
  const summary: PassSummary = { held: 0, declined: 0, confirmed: 0, released: 0, failed: 0 };
  await openJoinReservations(deps);
  await reservePending(deps, summary);
  await settleHeld(deps, summary);
  await releaseDue(deps, summary);
  return summary;
}

async function openJoinReservations({ db, clock }: ReservationDeps): Promise<void> {
  const now = clock().toISOString();
  await db.execute(sql`
    insert into host_reservations (key, host_id, host_player_id, user_id, purpose, ref, amount_paise, state, next_attempt_at, created_at, updated_at)
    select 'pickxi-join-' || o.order_id::text, hp.host_id, hp.host_player_id, o.user_id, 'join', o.order_id::text, o.fee_paise, 'pending',
           ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
    from join_orders o join host_players hp on hp.user_id = o.user_id
    where o.status = 'reserving'
    on conflict do nothing`);
}

async function due(db: Db, now: Date, where: ReturnType<typeof sql>): Promise<ReservationRow[]> {
  return rows<ReservationRow>(
    await db.execute(sql`
      select key, host_id, host_player_id, user_id::int as user_id, purpose, ref, amount_paise::bigint as amount_paise, state, funded, attempts, created_at
      from host_reservations
      where ${where} and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at limit ${BATCH}`),
  ).map((r) => ({ ...r, amount_paise: Number(r.amount_paise), user_id: Number(r.user_id) }));
}

async function postpone(db: Db, r: ReservationRow, now: Date, error: string): Promise<void> {
  await db.execute(sql`
    update host_reservations
    set attempts = attempts + 1, last_error = ${error.slice(0, 500)},
        next_attempt_at = ${new Date(now.getTime() + backoffMs(r.attempts)).toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    where key = ${r.key} and state = ${r.state}`);
}

/** pending → releasing without money (nothing was taken in): the host lets go of a hold it may or may not have. */
async function abandon(tx: Db, key: string, now: Date): Promise<boolean> {
  const moved = rows<{ key: string }>(
    await tx.execute(sql`
      update host_reservations set state = 'releasing', next_attempt_at = ${now.toISOString()}::timestamptz, attempts = 0, updated_at = ${now.toISOString()}::timestamptz
      where key = ${key} and state = 'pending' returning key`),
  );
  return moved.length === 1;
}

async function reservePending(deps: ReservationDeps, summary: PassSummary): Promise<void> {
  const { db, clock, mode, log } = deps;
  const now = clock();
  for (const r of await due(db, now, sql`state = 'pending'`)) {
    if (r.purpose === 'store') {
      // The purchase request owns its reservation while it runs; one left pending this long was orphaned by a crash.
      if (now.getTime() - new Date(r.created_at).getTime() >= STORE_ORPHAN_MS) await abandon(db, r.key, now);
      continue;
    }
    const [order] = rows<{ status: string; started: boolean }>(
      await db.execute(sql`
        select o.status, ch.start_time <= ${now.toISOString()}::timestamptz as started
        from join_orders o join challenges ch on ch.challenge_id = o.challenge_id where o.order_id = ${r.ref}::uuid`),
    );
    if (!order || order.status !== 'reserving' || order.started) {
      // Too late to seat it (or it was decided otherwise): refuse the order, let go of any hold.
      await db.transaction(async (tx) => {
        if (await abandon(tx, r.key, now)) {
          await tx.execute(sql`
            update join_orders set status = 'refused', refusal_code = 'MATCH_LOCKED', decided_at = ${now.toISOString()}::timestamptz
            where order_id = ${r.ref}::uuid and status = 'reserving'`);
        }
      });
      continue;
    }
    const gateway = mode.gateways.get(r.host_id);
    if (!gateway) {
      await postpone(db, r, now, `host ${r.host_id} is not configured`);
      summary.failed += 1;
      continue;
    }
    let answer;
    try {
      answer = await gateway.wallet.debit({ key: r.key, playerId: r.host_player_id, amountPaise: r.amount_paise, description: `PickXI contest entry ${formatRupees(r.amount_paise)}` });
    } catch (err) {
      if (!(err instanceof HostWalletUnavailableError)) throw err;
      log?.warn({ key: r.key, err: err.message }, 'host debit: no answer; will retry with the same key');
      await postpone(db, r, now, err.message);
      summary.failed += 1;
      continue;
    }
    const at = clock();
    if (answer.status === 'held') {
      const configId = await db.transaction(async (tx) => {
        const [queued] = rows<{ config_id: number }>(
          await tx.execute(sql`update join_orders set status = 'queued' where order_id = ${r.ref}::uuid and status = 'reserving' returning config_id`),
        );
        const moved = rows<{ key: string }>(
          await tx.execute(sql`
            update host_reservations
            set state = ${queued ? 'held' : 'releasing'}, funded = ${queued !== undefined}, host_ref = ${answer.hostRef}, attempts = 0,
                last_error = null, next_attempt_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
            where key = ${r.key} and state = 'pending' returning key`),
        );
        if (moved.length === 0) throw new ReservationMoved();
        if (!queued) return null;
        await receiveFromHost(tx, {
          reservationKey: r.key,
          userId: r.user_id,
          amountPaise: r.amount_paise,
          at,
          description: `From your launcher wallet for a contest entry ${formatRupees(r.amount_paise)}`,
        });
        return Number(queued.config_id);
      }).catch((err: unknown) => {
        if (err instanceof ReservationMoved) return null;
        throw err;
      });
      summary.held += 1;
      if (configId !== null) deps.wakeConfig(configId);
    } else {
      await db.transaction(async (tx) => {
        const moved = rows<{ key: string }>(
          await tx.execute(sql`
            update host_reservations set state = 'declined', last_error = ${answer.reason}, updated_at = ${at.toISOString()}::timestamptz
            where key = ${r.key} and state = 'pending' returning key`),
        );
        if (moved.length === 0) return;
        const shortfall = answer.balancePaise !== null ? Math.max(1, r.amount_paise - answer.balancePaise) : r.amount_paise;
        await tx.execute(sql`
          update join_orders set status = 'refused', refusal_code = 'INSUFFICIENT_FUNDS',
                 refusal_data = ${JSON.stringify({ shortfall, host: true })}::jsonb, decided_at = ${at.toISOString()}::timestamptz
          where order_id = ${r.ref}::uuid and status = 'reserving'`);
      });
      summary.declined += 1;
    }
  }
}

/** Another process moved the reservation first: nothing to do here. */
class ReservationMoved extends Error {}

async function settleHeld(deps: ReservationDeps, summary: PassSummary): Promise<void> {
  const { db, clock, mode, log } = deps;
  const now = clock();
  const held = rows<ReservationRow & { order_status: string | null; purchased: boolean }>(
    await db.execute(sql`
      select r.key, r.host_id, r.host_player_id, r.user_id::int as user_id, r.purpose, r.ref, r.amount_paise::bigint as amount_paise,
             r.state, r.funded, r.attempts, r.created_at,
             o.status as order_status,
             exists (select 1 from ledger_operations l where l.kind = 'store_purchase' and l.ref = r.ref) as purchased
      from host_reservations r
      left join join_orders o on r.purpose = 'join' and o.order_id::text = r.ref
      where r.state = 'held' and r.next_attempt_at <= ${now.toISOString()}::timestamptz
        and ((r.purpose = 'join' and o.status in ('seated', 'refused')) or r.purpose = 'store')
      order by r.next_attempt_at limit ${BATCH}`),
  ).map((r) => ({ ...r, amount_paise: Number(r.amount_paise), user_id: Number(r.user_id) }));

  for (const r of held) {
    const keep = r.purpose === 'join' ? r.order_status === 'seated' : r.purchased;
    if (!keep) {
      // A store hold without its purchase is the purchase request's until it is orphaned.
      if (r.purpose === 'store' && now.getTime() - new Date(r.created_at).getTime() < STORE_ORPHAN_MS) continue;
      await db.transaction(async (tx) => {
        const moved = rows<{ key: string }>(
          await tx.execute(sql`
            update host_reservations set state = 'releasing', attempts = 0, next_attempt_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
            where key = ${r.key} and state = 'held' returning key`),
        );
        if (moved.length === 0 || !r.funded) return;
        await returnToHost(tx, { reservationKey: r.key, userId: r.user_id, at: now, description: 'Back to your launcher wallet: the contest entry was not taken' });
      });
      continue;
    }
    const gateway = mode.gateways.get(r.host_id);
    try {
      if (!gateway) throw new HostWalletUnavailableError(`host ${r.host_id} is not configured`);
      await gateway.wallet.confirm({ key: r.key });
    } catch (err) {
      if (!(err instanceof HostWalletUnavailableError)) throw err;
      log?.warn({ key: r.key, err: err.message }, 'host confirm: no answer; will retry');
      await postpone(db, r, now, err.message);
      summary.failed += 1;
      continue;
    }
    await db.execute(sql`
      update host_reservations set state = 'confirmed', last_error = null, updated_at = ${clock().toISOString()}::timestamptz
      where key = ${r.key} and state = 'held'`);
    summary.confirmed += 1;
  }
}

async function releaseDue(deps: ReservationDeps, summary: PassSummary): Promise<void> {
  const { db, clock, mode, log } = deps;
  const now = clock();
  for (const r of await due(db, now, sql`state = 'releasing'`)) {
    const gateway = mode.gateways.get(r.host_id);
    try {
      if (!gateway) throw new HostWalletUnavailableError(`host ${r.host_id} is not configured`);
      await gateway.wallet.release({ key: r.key });
    } catch (err) {
      if (!(err instanceof HostWalletUnavailableError)) throw err;
      log?.warn({ key: r.key, err: err.message }, 'host release: no answer; will retry');
      await postpone(db, r, now, err.message);
      summary.failed += 1;
      continue;
    }
    await db.execute(sql`
      update host_reservations set state = 'released', last_error = null, updated_at = ${clock().toISOString()}::timestamptz
      where key = ${r.key} and state = 'releasing'`);
    summary.released += 1;
  }
}
