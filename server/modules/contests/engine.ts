import type { MoneyMode } from '../../../core/money';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbDriver } from '../../db/client';
import { DEFAULT_BATCH_LIMIT, MAX_CONFIGS_PER_BATCH, runJoinBatch, type BatchResult } from './batch';

/**
 * The join engine's scheduling (ADR 003, ADR 024): one pump per process, running micro-batches (runJoinBatch) across
 * every contest config with queued orders until the queue is empty.
 *
 * - PGlite (one process, one connection): this IS the queue; a wake while a batch runs just asks the pump for one
 *   more pass. The advisory locks are skipped.
 * - PostgreSQL (several API processes): every process pumps; each batch try-locks the configs it takes orders from
 *   (one advisory lock per config), so exactly one batch seats a config at a time and the others take the configs
 *   no one holds. A batch that met a held config comes back `busy` and the pump tries that config again shortly; FOR
 *   UPDATE SKIP LOCKED keeps orders from ever being taken twice. Any process's pump takes any process's orders.
 * - A pass batches the configs the process has news of (its own joins, what a full batch left); reading the whole
 *   queue for them is for a wake without a config: the sweep, which also finds a dead process's orders.
 * - Crash safety: orders are durable before their id is returned; `sweep()` (run at start and every sweepMs) wakes
 *   the pump if orders are queued, so a batch rolled back by a crash or an error is run again.
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
  /** retry delay when another process holds a config with queued orders, or after a failed batch */
  retryMs?: number;
  batchLimit?: number;
}

export class JoinEngine {
  /** the pump is running or scheduled */
  private pumping = false;
  /** configs with news for the next pass: a join committed here, or more orders left by a full batch */
  private readonly news = new Set<number>();
  /** configs another process's batch held (busy): retried after retryMs, not at once */
  private readonly heldElsewhere = new Set<number>();
  /** the next pass looks at the whole queue (start-up and periodic sweep, a wake without a config) */
  private wholeQueue = false;
  /** the last batch failed: the next pass batches one config at a time (batchEachConfig) */
  private failed = false;
  private readonly idleWaiters = new Set<() => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  /** batches run by this process (tests and bench read it) */
  batches = 0;

  constructor(private readonly options: JoinEngineOptions) {}

  /**
   * An order was committed (for `configId`, or for a config this process does not know): make sure the pump picks it
   * up. A pass batches the configs it has news of; only a wake without a config reads the whole queue for them.
   */
  wake(configId?: number): void {
    if (this.closed) return;
    if (configId === undefined) this.wholeQueue = true;
    else this.news.add(configId);
    if (this.pumping) return;
    this.pumping = true;
    this.later(this.options.debounceMs ?? 5);
  }

  private later(ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.pump();
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
    }, ms);
    this.timers.add(timer);
  }

  private batch(configIds?: readonly number[]): Promise<BatchResult> {
    const { db, driver, clock, moneyMode, batchLimit } = this.options;
    return runJoinBatch(db, { ...(configIds === undefined ? {} : { configIds }), driver, now: clock, moneyMode, limit: batchLimit ?? DEFAULT_BATCH_LIMIT });
  }

  /** The configs of the next pass: undefined = the whole queue; [] = nothing to do. */
  private nextConfigs(): number[] | undefined {
    if (this.wholeQueue) {
      this.wholeQueue = false;
      return undefined;
    }
    const ids = [...this.news].slice(0, MAX_CONFIGS_PER_BATCH);
    for (const id of ids) this.news.delete(id);
    return ids;
  }

  private async pump(): Promise<void> {
    for (const id of this.heldElsewhere) this.news.add(id);
    this.heldElsewhere.clear();
    let retry = false;
    const limit = this.options.batchLimit ?? DEFAULT_BATCH_LIMIT;
    for (;;) {
      if (this.closed) break;
      const configIds = this.failed ? undefined : this.nextConfigs();
      if (configIds?.length === 0) break;
      let result: BatchResult;
      try {
        result = this.failed ? await this.batchEachConfig() : await this.batch(configIds);
        this.batches += 1;
      } catch (err) {
        // The batch rolled back: its orders are still queued (the client sees try_again). Retry later, one config at
        // a time, so that whatever failed holds up its own config only.
        this.options.log?.error({ err }, 'join batch failed; orders stay queued');
        this.failed = true;
        retry = true;
        break;
      }
      if (this.failed) {
        retry = true; // a config's own batch failed (batchEachConfig): back after retryMs
        break;
      }
      for (const id of result.busyConfigs) this.heldElsewhere.add(id);
      // A full batch may have left orders of its configs; a short one took everything queued at its SELECT that no
      // other batch held. Another pass at once if there is news (a join committed meanwhile, or a full batch).
      if (result.processed >= limit) for (const id of result.batchedConfigs) this.news.add(id);
      if (this.news.size > 0 || this.wholeQueue) continue;
      break;
    }
    if ((retry || this.heldElsewhere.size > 0) && !this.closed) {
      this.later(this.options.retryMs ?? 50);
      return;
    }
    this.pumping = false;
    for (const resolve of this.idleWaiters) resolve();
    this.idleWaiters.clear();
  }

  /**
   * After a failed batch: one batch per config with queued orders, each failure its own config's (logged, retried on
   * the next pass). Their results summed; `failed` stays set if any config failed, so the pump comes back after
   * retryMs, one config at a time until every config's batch succeeds.
   */
  private async batchEachConfig(): Promise<BatchResult> {
    const queued = (await this.options.db.execute(
      sql`select distinct config_id from join_orders where status = 'queued'`,
    )) as unknown as { rows: { config_id: number }[] };
    const sum: BatchResult = { processed: 0, seated: 0, refused: 0, busy: false, busyConfigs: [], batchedConfigs: [] };
    this.failed = false;
    for (const { config_id } of queued.rows) {
      const configId = Number(config_id);
      try {
        const r = await this.batch([configId]);
        sum.processed += r.processed;
        sum.seated += r.seated;
        sum.refused += r.refused;
        sum.busy ||= r.busy;
        sum.busyConfigs.push(...r.busyConfigs);
        sum.batchedConfigs.push(...r.batchedConfigs);
      } catch (err) {
        this.options.log?.error({ err, configId }, 'join batch of one config failed; its orders stay queued');
        this.failed = true;
      }
    }
    return sum;
  }

  /** Wake the pump if orders are queued (start-up and periodic crash sweep); resolves to whether any were. */
  async sweep(): Promise<boolean> {
    const result = (await this.options.db.execute(
      sql`select exists (select 1 from join_orders where status = 'queued') as queued`,
    )) as unknown as { rows: { queued: boolean }[] };
    const queued = result.rows[0]?.queued === true;
    if (queued) this.wake();
    return queued;
  }

  /** Resolves when the pump is neither running nor scheduled (tests, bench). */
  idle(): Promise<void> {
    if (!this.pumping) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.add(resolve));
  }

  /**
   * Stop scheduling; resolves once the batch in flight (if any) has committed or rolled back. With `drainMs`, the
   * orders already queued get that long to be decided first (a graceful shutdown: the requests in flight have
   * finished, so nothing new arrives). What is still queued then stays in join_orders, durable, for another
   * process's pump or the next start (ADR 003).
   */
  async close(drainMs = 0): Promise<void> {
    if (drainMs > 0 && this.pumping) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)))]);
      clearTimeout(timer);
    }
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.pumping = false;
    for (const resolve of this.idleWaiters) resolve();
    this.idleWaiters.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
