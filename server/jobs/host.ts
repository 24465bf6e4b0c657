import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { HostWalletUnavailableError } from '../gateways/host';
import { drainHostCredits, forwardHostCredits } from '../modules/host/credits';
import type { HostMode } from '../modules/host/mode';
import { reconcileHost, type ReconciliationDifference } from '../modules/host/reconcile';
import { runReservationPass, type PassSummary } from '../modules/host/reservations';
import { purgeExpiredTokenUses } from '../modules/host/session';

/**
 * Host mode's jobs, on an in-process tick like the other jobs (ADR 006), started by server/wiring.ts
 * only when PARTNER_HOSTS names a host:
 * - every second (and at once when a host player's join is queued): host wallet reservations of joins
 *   (debit → queued → confirm, or release), prizes and refunds forwarded to the host and the credit outbox
 *   drained;
 * - every minute: accepted host tokens past their expiry are forgotten;
 * - every RECONCILE_MS: each host's wallet is compared with PickXI's records; differences are logged at error
 *   level and kept in `lastReconciliation`. A hold the host reports under a PickXI store key that PickXI has
 *   no record of (a purchase request that crashed before committing) is released.
 * Every step is idempotent (guarded UPDATEs, unique keys, the host's idempotency keys), so running the tick in
 * several API processes at once is harmless.
 */
export interface HostJobsOptions {
  db: Db;
  mode: HostMode;
  clock: () => Date;
  wakeConfig: (configId: number) => void;
  log?: FastifyBaseLogger;
  tickMs?: number;
  reconcileMs?: number;
}

export const RECONCILE_MS = 5 * 60_000;
const PURGE_MS = 60_000;

export class HostJobs {
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private lastPurge = 0;
  private lastReconcile = 0;
  lastReconciliation: ReconciliationDifference[] = [];

  constructor(private readonly options: HostJobsOptions) {}

  start(): void {
    if (this.timer || this.closed) return;
    // The first reconciliation waits one period: at start-up the hosts may still be starting too.
    this.lastReconcile = Date.now();
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 1000);
    this.timer.unref();
  }

  /** A host player's join was written: run a pass now rather than at the next tick. */
  wake(): void {
    if (this.closed || this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      void this.tick();
    }, 5);
  }

  /** One pass of everything that is due (tests call it directly). */
  async tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.closed);
      } catch (err) {
        this.options.log?.error({ err }, 'host jobs tick failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async pass(): Promise<PassSummary> {
    const deps = this.options;
    const summary = await runReservationPass(deps);
    await forwardHostCredits(deps);
    await drainHostCredits(deps);
    const now = Date.now();
    if (now - this.lastPurge >= PURGE_MS) {
      this.lastPurge = now;
      await purgeExpiredTokenUses(deps.db, deps.clock());
    }
    if (now - this.lastReconcile >= (deps.reconcileMs ?? RECONCILE_MS)) {
      this.lastReconcile = now;
      await this.reconcile();
    }
    return summary;
  }

  /** Compare every host wallet with PickXI's records (see modules/host/reconcile.ts). */
  async reconcile(): Promise<ReconciliationDifference[]> {
    const { db, mode, log } = this.options;
    const all: ReconciliationDifference[] = [];
    for (const gateway of mode.gateways.values()) {
      let found: ReconciliationDifference[];
      try {
        found = await reconcileHost(db, gateway);
      } catch (err) {
        if (!(err instanceof HostWalletUnavailableError)) throw err;
        log?.warn({ host: gateway.config.id, err: err.message }, 'host reconciliation: the host wallet did not answer');
        continue;
      }
      for (const d of found) {
        if (d.kind === 'unknown_to_pickxi' && d.host?.type === 'debit' && d.host.status === 'held' && d.key.startsWith('pickxi-store-')) {
          await gateway.wallet.release({ key: d.key }).catch(() => undefined);
        }
      }
      if (found.length > 0) log?.error({ host: gateway.config.id, differences: found }, 'host reconciliation found differences');
      all.push(...found);
    }
    this.lastReconciliation = all;
    return all;
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    this.timer = null;
    this.soon = null;
    await this.running;
  }
}
