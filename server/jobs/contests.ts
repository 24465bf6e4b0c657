import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { JoinEngine } from '../modules/contests/engine';
import { runMatchStart, type CloseSummary } from '../modules/contests/match-start';

/**
 * Contest jobs: the join-queue crash sweep and match start (non-guaranteed refunds, pool
 * freezes), on ONE interface for both drivers.
 *
 * Decision (documented in the contests report): a small in-process scheduler — one tick every
 * `tickMs` — instead of pg-boss. Both jobs are idempotent by construction (queued orders are
 * taken with SKIP LOCKED under a per-config advisory lock; every room close claims its
 * contest_settlements row ON CONFLICT DO NOTHING in the same transaction as its postings), so
 * running the tick in every API process on PostgreSQL is safe and needs no job table; on PGlite
 * there is one process anyway. Moving the tick onto pg-boss (a cron queue) later changes only
 * this file. The first tick runs at start, so a crash mid-batch or a missed match start is
 * resumed when the server comes back.
 */
export interface ContestJobsOptions {
  db: Db;
  engine: JoinEngine;
  clock: () => Date;
  log?: FastifyBaseLogger;
  tickMs?: number;
}

export class ContestJobs {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: ContestJobsOptions) {}

  start(): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 5000);
    this.timer.unref();
  }

  /** One pass: wake the join engine if orders are queued, close rooms of started challenges. */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        await this.options.engine.sweep();
        await this.matchStart();
      } catch (err) {
        this.options.log?.error({ err }, 'contest jobs tick failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Close the rooms of every started challenge (or one). Exactly once per room however often it runs. */
  matchStart(challengeId?: number): Promise<CloseSummary> {
    return runMatchStart(this.options.db, this.options.clock(), challengeId);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
