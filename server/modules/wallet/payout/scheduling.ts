import { timerScheduler, type Scheduler } from '../../../gateways/payout/scheduler';

/**
 * The scheduler the sandbox payout and KYC adapters use for "the provider answers later".
 * The adapters hold this object; tests swap what it delegates to (app.walletPayout.scheduler.use
 * (manual)) after buildApp, so a payout or KYC verdict can be run at once instead of in 10 s / 5 s.
 */
export class SwitchableScheduler implements Scheduler {
  private target: Scheduler;
  constructor(initial: Scheduler = timerScheduler) {
    this.target = initial;
  }
  use(scheduler: Scheduler): void {
    this.target = scheduler;
  }
  schedule(delayMs: number, task: () => void | Promise<void>): () => void {
    return this.target.schedule(delayMs, task);
  }
}

/** A scheduler that runs nothing until asked: tests decide when "later" is. */
export interface ManualScheduler extends Scheduler {
  /** tasks waiting to run */
  readonly pending: number;
  /** run every waiting task (and tasks they schedule) in order, awaiting each */
  runAll(): Promise<void>;
}

export function createManualScheduler(): ManualScheduler {
  const queue: Array<{ task: () => void | Promise<void>; cancelled: boolean }> = [];
  return {
    get pending() {
      return queue.filter((q) => !q.cancelled).length;
    },
    schedule(_delayMs, task) {
      const entry = { task, cancelled: false };
      queue.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    async runAll() {
      while (queue.length > 0) {
        const entry = queue.shift();
        if (entry && !entry.cancelled) await entry.task();
      }
    },
  };
}
