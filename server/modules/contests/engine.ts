import type { MoneyMode } from '../../../core/money';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbDriver } from '../../db/client';
import { DEFAULT_BATCH_LIMIT, runJoinBatch, type BatchResult } from './batch';

/**
 * The join engine's scheduling (ADR 003): at most one drain per contest config in this process,
 * each drain running micro-batches (runJoinBatch) until the config's queue is empty.
 *
 * - PGlite (one process, one connection): this IS the queue — a Map of running drains; a wake
 *   while a drain runs just asks it for one more pass. The advisory lock is skipped.
 * - PostgreSQL (several API processes): every process runs the same drains; the per-config
 *   advisory lock inside the batch makes exactly one of them batch at a time (the others get
 *   `busy` and retry shortly), and FOR UPDATE SKIP LOCKED keeps orders from ever being taken twice.
 * - Crash safety: orders are durable before their id is returned; `sweep()` (run at start and
 *   every sweepMs) wakes every config with queued orders, so a batch rolled back by a crash or
 *   an error is drained again.
 */
export interface JoinEngineOptions {
  db: Db;
  driver: DbDriver;
  clock: () => Date;
  /** social mode: given coins pay a whole fee */
  moneyMode: MoneyMode;
  log?: FastifyBaseLogger;
  /** requests arriving within this window become one batch */
  debounceMs?: number;
  /** retry delay when another process owns the config, or after a failed batch */
  retryMs?: number;
  batchLimit?: number;
}

interface DrainState {
  again: boolean;
}

export class JoinEngine {
  private readonly drains = new Map<number, DrainState>();
  private readonly idleWaiters = new Set<() => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  /** batches run by this process (tests and bench read it) */
  batches = 0;

  constructor(private readonly options: JoinEngineOptions) {}

  /** An order of this config was committed: make sure a drain picks it up. */
  wake(configId: number): void {
    if (this.closed) return;
    const running = this.drains.get(configId);
    if (running) {
      running.again = true;
      return;
    }
    this.drains.set(configId, { again: false });
    this.later(this.options.debounceMs ?? 5, () => this.drain(configId));
  }

  private later(ms: number, fn: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = fn();
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
    }, ms);
    this.timers.add(timer);
  }

  private async drain(configId: number): Promise<void> {
    const state = this.drains.get(configId);
    if (!state) return;
    let retry = false;
    const limit = this.options.batchLimit ?? DEFAULT_BATCH_LIMIT;
    for (;;) {
      if (this.closed) break;
      state.again = false;
      let result: BatchResult;
      try {
        result = await runJoinBatch(this.options.db, {
          configId,
          driver: this.options.driver,
          now: this.options.clock,
          moneyMode: this.options.moneyMode,
          limit,
        });
        this.batches += 1;
      } catch (err) {
        // The batch rolled back: its orders are still queued (the client sees try_again). Retry later.
        this.options.log?.error({ err, configId }, 'join batch failed; orders stay queued');
        retry = true;
        break;
      }
      if (result.busy) {
        retry = true;
        break;
      }
      // Another pass only if the batch was full or an order was committed (woken) since it began:
      // a short batch already took everything queued at its SELECT, and every later order's wake
      // sets `again` (or, after this drain ends, starts a new one). Saves an empty transaction per
      // drain — with many configs each drain is one or two batches, so this halves the batches.
      if (result.processed >= limit || state.again) continue;
      break;
    }
    this.drains.delete(configId);
    if (retry && !this.closed) {
      this.drains.set(configId, { again: false });
      this.later(this.options.retryMs ?? 50, () => this.drain(configId));
      return;
    }
    if (this.drains.size === 0) {
      for (const resolve of this.idleWaiters) resolve();
      this.idleWaiters.clear();
    }
  }

  /** Wake every config that has queued orders (start-up and periodic crash sweep). */
  async sweep(): Promise<number> {
    const result = (await this.options.db.execute(
      sql`select distinct config_id from join_orders where status = 'queued'`,
    )) as unknown as { rows: { config_id: number }[] };
    for (const r of result.rows) this.wake(Number(r.config_id));
    return result.rows.length;
  }

  /** Resolves when no drain is running or scheduled (tests, bench). */
  idle(): Promise<void> {
    if (this.drains.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.add(resolve));
  }

  /**
   * Stop scheduling; resolves once the batch in flight (if any) has committed or rolled back. With `drainMs`, the
   * orders already queued in this process get that long to be decided first (a graceful shutdown: the requests in
   * flight have finished, so nothing new arrives). What is still queued then stays in join_orders, durable, for
   * another process's sweep or the next start (ADR 003).
   */
  async close(drainMs = 0): Promise<void> {
    if (drainMs > 0 && this.drains.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)))]);
      clearTimeout(timer);
    }
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.drains.clear();
    for (const resolve of this.idleWaiters) resolve();
    this.idleWaiters.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
