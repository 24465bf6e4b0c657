import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HostGateway, HostWalletTransaction } from '../../gateways/host';

/**
 * Reconciliation of PickXI's records with one host wallet, key by key. PickXI's side is its
 * reservations and credits (which the ledger's host_debit / host_release / host_credit operations mirror under
 * the same keys); the host's side is GET /transactions. In-flight states (a debit PickXI has not settled yet, a
 * credit not yet acknowledged) are not differences; anything that disagrees once both sides are final is:
 *
 *   amount            the same key with another amount
 *   status            e.g. PickXI confirmed a seat but the host released or still holds the money; PickXI released
 *                     but the host captured; PickXI saw a decline but the host holds or took money
 *   missing_at_host   PickXI confirmed, or the host acknowledged a credit, but the host has no record of the key
 *   unknown_to_pickxi the host holds, took or credited money under a key PickXI never made (or lost in a crash);
 *                     a released hold moved no money and is not listed
 *   ledger            a reservation PickXI took in (funded) without its host_debit operation, or the reverse
 */

export type DifferenceKind = 'amount' | 'status' | 'missing_at_host' | 'unknown_to_pickxi' | 'ledger';

export interface ReconciliationDifference {
  hostId: string;
  key: string;
  kind: DifferenceKind;
  pickxi: { type: 'reservation' | 'credit'; state: string; amountPaise: number } | null;
  host: { type: string; status: string; amountPaise: number } | null;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** For each final PickXI state, the host statuses that agree with it. */
const AGREEING: Record<string, readonly HostWalletTransaction['status'][] | null> = {
  confirmed: ['captured'],
  released: ['released'],
  declined: [],
  // in flight: any host status is fine until PickXI settles it
  pending: null,
  held: null,
  releasing: null,
};

export async function reconcileHost(db: Db, gateway: HostGateway): Promise<ReconciliationDifference[]> {
  const hostId = gateway.config.id;
  const hostSide = new Map((await gateway.wallet.transactions()).map((t) => [t.key, t]));
  const reservations = rows<{ key: string; state: string; amount_paise: number; funded: boolean; debited: boolean }>(
    await db.execute(sql`
      select r.key, r.state, r.amount_paise::bigint as amount_paise, r.funded,
             exists (select 1 from ledger_operations l where l.kind = 'host_debit' and l.ref = r.key) as debited
      from host_reservations r where r.host_id = ${hostId}`),
  );
  const credits = rows<{ key: string; state: string; amount_paise: number; paid_out: boolean }>(
    await db.execute(sql`
      select c.key, c.state, c.amount_paise::bigint as amount_paise,
             exists (select 1 from ledger_operations l where l.kind = 'host_credit' and l.ref = c.key) as paid_out
      from host_credits c where c.host_id = ${hostId}`),
  );

  const out: ReconciliationDifference[] = [];
  const seen = new Set<string>();
  for (const r of reservations) {
    seen.add(r.key);
    const amount = Number(r.amount_paise);
    const mine = { type: 'reservation' as const, state: r.state, amountPaise: amount };
    const theirs = hostSide.get(r.key);
    const host = theirs ? { type: theirs.type, status: theirs.status, amountPaise: theirs.amountPaise } : null;
    const diff = (kind: DifferenceKind) => out.push({ hostId, key: r.key, kind, pickxi: mine, host });
    // The ledger took the money in exactly when the reservation says so.
    if (r.funded !== r.debited) diff('ledger');
    if (theirs && (theirs.type !== 'debit' || theirs.amountPaise !== amount)) {
      diff('amount');
      continue;
    }
    const agreeing = AGREEING[r.state];
    if (agreeing === null || agreeing === undefined) continue;
    if (!theirs) {
      if (r.state === 'confirmed') diff('missing_at_host');
      continue;
    }
    if (!agreeing.includes(theirs.status)) diff('status');
  }
  for (const c of credits) {
    seen.add(c.key);
    const amount = Number(c.amount_paise);
    const theirs = hostSide.get(c.key);
    const mine = { type: 'credit' as const, state: c.state, amountPaise: amount };
    const host = theirs ? { type: theirs.type, status: theirs.status, amountPaise: theirs.amountPaise } : null;
    if (!c.paid_out) out.push({ hostId, key: c.key, kind: 'ledger', pickxi: mine, host });
    if (!theirs) {
      if (c.state === 'acknowledged') out.push({ hostId, key: c.key, kind: 'missing_at_host', pickxi: mine, host });
      continue;
    }
    if (theirs.type !== 'credit' || theirs.amountPaise !== amount) out.push({ hostId, key: c.key, kind: 'amount', pickxi: mine, host });
  }
  for (const t of hostSide.values()) {
    // A released hold PickXI never recorded (a purchase rolled back after its release) moved no money.
    if (seen.has(t.key) || (t.type === 'debit' && t.status === 'released')) continue;
    out.push({ hostId, key: t.key, kind: 'unknown_to_pickxi', pickxi: null, host: { type: t.type, status: t.status, amountPaise: t.amountPaise } });
  }
  return out;
}
