import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders, type PaymentOrderRow } from '../../db/schema/wallet';
import { decideOrderUpdate, type OrderDecision, type PaymentEvidence } from '../../gateways/payment/order-state';
import { creditDeposit } from '../../ledger';

/*
 * The add-money order row and its ONE guarded UPDATE per decision (ADR 002 step 2): whichever of
 * webhook, redirect poll or reconciliation brings the news, exactly one UPDATE sees the row come
 * back, and only that one posts add_money — in the same transaction.
 */

export async function insertOrder(
  tx: Db,
  row: { id: string; userId: number; gateway: PaymentOrderRow['gateway']; amountPaise: number; idempotencyKey: string; createdAt: Date },
): Promise<void> {
  await tx.insert(paymentOrders).values(row);
}

export async function setProviderRef(tx: Db, id: string, providerRef: string): Promise<void> {
  await tx.update(paymentOrders).set({ providerRef }).where(eq(paymentOrders.id, id));
}

export async function findOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** The player's own order only: another player's id is indistinguishable from a missing one. */
export async function findOwnOrder(db: Db, id: string, userId: number): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
  return row;
}

/**
 * Claim the right to ask the provider about a still-created order: at most once per `minGapMs`
 * per order across all pollers (a guarded UPDATE, so concurrent polls do not all call out).
 */
export async function claimStatusCheck(db: Db, id: string, now: Date, minGapMs: number): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ lastCheckedAt: now })
    .where(
      and(
        eq(paymentOrders.id, id),
        eq(paymentOrders.status, 'created'),
        sql`(${paymentOrders.lastCheckedAt} is null or ${paymentOrders.lastCheckedAt} <= ${new Date(now.getTime() - minGapMs)})`,
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.length === 1;
}

export type ApplyOutcome = 'credited' | 'closed' | 'review' | 'ignored';

/**
 * Apply verified evidence about an order in one transaction. Returns what happened; `credited`
 * happens at most once per order however often and in whatever order the evidence arrives.
 */
export async function applyEvidence(
  db: Db,
  evidence: PaymentEvidence,
  now: Date,
  log: { error(obj: object, msg: string): void },
): Promise<{ outcome: ApplyOutcome; decision: OrderDecision | null; row: PaymentOrderRow | undefined }> {
  return db.transaction(async (tx) => {
    const row = await findOrder(tx, evidence.orderId);
    if (!row) return { outcome: 'ignored' as const, decision: null, row };
    const decision = decideOrderUpdate({ id: row.id, amountPaise: row.amountPaise, status: row.status }, evidence);
    switch (decision.action) {
      case 'ignore':
        return { outcome: 'ignored' as const, decision, row };
      case 'credit': {
        const [won] = await tx
          .update(paymentOrders)
          .set({ status: 'paid', closedAt: now, providerPaymentId: decision.providerPaymentId })
          .where(
            and(
              eq(paymentOrders.id, row.id),
              inArray(paymentOrders.status, [...decision.from]),
              eq(paymentOrders.amountPaise, decision.amountPaise),
            ),
          )
          .returning();
        if (!won) return { outcome: 'ignored' as const, decision, row: await findOrder(tx, row.id) };
        // The ORDER ROW's amount is credited, never the notification's.
        const posted = await creditDeposit(tx, {
          orderId: won.id,
          userId: won.userId,
          amountPaise: won.amountPaise,
          at: now,
          gateway: won.gateway,
        });
        await tx.update(paymentOrders).set({ ledgerOperationId: posted.operationId }).where(eq(paymentOrders.id, won.id));
        return { outcome: 'credited' as const, decision, row: { ...won, ledgerOperationId: posted.operationId } };
      }
      case 'close': {
        const [closed] = await tx
          .update(paymentOrders)
          .set({ status: decision.to, closedAt: now })
          .where(and(eq(paymentOrders.id, row.id), inArray(paymentOrders.status, [...decision.from])))
          .returning();
        return { outcome: closed ? ('closed' as const) : ('ignored' as const), decision, row: closed ?? (await findOrder(tx, row.id)) };
      }
      case 'review': {
        const [held] = await tx
          .update(paymentOrders)
          .set({ status: 'review', closedAt: now })
          .where(and(eq(paymentOrders.id, row.id), inArray(paymentOrders.status, [...decision.from])))
          .returning();
        log.error(
          { orderId: row.id, expectedPaise: decision.expectedPaise, reportedPaise: decision.reportedPaise },
          'payment amount differs from the order: held for review, nothing credited',
        );
        return { outcome: held ? ('review' as const) : ('ignored' as const), decision, row: held ?? (await findOrder(tx, row.id)) };
      }
    }
  });
}

/** Orders still `created` between `olderThan` and `notOlderThan` (reconciliation). */
export async function pendingOrders(db: Db, createdBefore: Date, limit: number): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'created'), sql`${paymentOrders.createdAt} <= ${createdBefore}`))
    .orderBy(paymentOrders.createdAt)
    .limit(limit);
}
