import { runLifecycle, type LifecycleDeps, type PassSummary } from '../modules/matches/lifecycle';

/**
 * The match lifecycle on the in-process tick (ADR 006): one pass every `tickMs` and one at start, never two at
 * once in this process. Exactly-once comes from the data (server/modules/matches/lifecycle.ts), so every API
 * process may run it against one PostgreSQL database.
 */
export interface MatchJobsOptions extends LifecycleDeps {
  clock: () => Date;
  tickMs: number;
}

export class MatchJobs {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PassSummary | null> | null = null;

  constructor(private readonly options: MatchJobsOptions) {}

  start(): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.tickMs);
    this.timer.unref();
  }

  /** One pass (or the one already running); null when it failed (logged). */
  tick(): Promise<PassSummary | null> {
    this.running ??= (async () => {
      try {
        return await runLifecycle(this.options, this.options.clock());
      } catch (err) {
        this.options.log?.error({ err }, 'match lifecycle tick failed');
        return null;
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
