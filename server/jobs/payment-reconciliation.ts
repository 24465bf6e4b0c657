import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentOrders } from '../db/schema/wallet';
import { evidenceOf, type PaymentGateways } from '../gateways/payment';
import type { AppDeps } from '../http/deps';
import { applyEvidence, pendingOrders } from '../modules/wallet/payment-orders';

/*
 * Reconciliation of add-money orders (ADR 002 "Sources of news"): the third way a payment is
 * reported, for when neither the webhook nor the player's poll brought the news.
 *   created for ≥ 2 min  → ask the provider; its answer goes through the same guarded path
 *   created for > 24 h   → expired (a late provider "paid" can still credit: expired is creditable)
 * Every instance may run it (PostgreSQL with several processes included): each decision is a
 * guarded UPDATE, so running twice at once is harmless.
 */

export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
export const EXPIRE_AFTER_MS = 24 * 60 * 60 * 1000;
export const RECONCILE_INTERVAL_MS = 60 * 1000;
const BATCH = 100;

export interface ReconcileReport {
  checked: number;
  credited: number;
  closed: number;
  review: number;
  expired: number;
  errors: number;
}

export async function reconcilePaymentOrders(
  deps: AppDeps,
  gateways: PaymentGateways | null,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
): Promise<ReconcileReport> {
  const now = deps.clock();
  const report: ReconcileReport = { checked: 0, credited: 0, closed: 0, review: 0, expired: 0, errors: 0 };

  const stale = await deps.db
    .update(paymentOrders)
    .set({ status: 'expired', closedAt: now })
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        sql`${paymentOrders.createdAt} < ${new Date(now.getTime() - EXPIRE_AFTER_MS)}`,
      ),
    )
    .returning({ id: paymentOrders.id });
  report.expired = stale.length;

  for (const row of await pendingOrders(deps.db, new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH)) {
    const gateway = gateways?.byName(row.gateway) ?? null;
    if (!gateway) continue;
    report.checked += 1;
    try {
      const applied = await applyEvidence(deps.db, evidenceOf(await gateway.fetchStatus(row.id)), deps.clock(), log);
      if (applied.outcome === 'credited') report.credited += 1;
      else if (applied.outcome === 'closed') report.closed += 1;
      else if (applied.outcome === 'review') report.review += 1;
    } catch (err) {
      report.errors += 1;
      log.warn({ err, orderId: row.id }, 'reconciliation: status check failed');
    }
  }
  return report;
}

/**
 * Run reconcilePaymentOrders every minute in this process (not in tests: they call it directly).
 * One run at a time; stopped when the app closes.
 */
export function schedulePaymentReconciliation(app: FastifyInstance, deps: AppDeps, gateways: PaymentGateways | null): void {
  if (deps.config.nodeEnv === 'test' || deps.config.moneyMode !== 'real' || !gateways) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePaymentOrders(deps, gateways, app.log)
      .then((r) => {
        if (r.credited + r.closed + r.review + r.expired + r.errors > 0) app.log.info(r, 'payment reconciliation');
      })
      .catch((err: unknown) => app.log.error({ err }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, RECONCILE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}

