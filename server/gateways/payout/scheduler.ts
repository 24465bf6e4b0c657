/**
 * Deferred work for the sandbox adapters ("the provider answers later"). Injected so tests
 * drive time with fake timers and the server can swap in a pg-boss-backed scheduler that
 * survives restarts.
 */
export interface Scheduler {
  /** run `task` after `delayMs`; returns a cancel function */
  schedule(delayMs: number, task: () => void | Promise<void>): () => void;
}

export const timerScheduler: Scheduler = {
  schedule(delayMs, task) {
    const handle = setTimeout(() => {
      void Promise.resolve()
        .then(task)
        .catch((err: unknown) => console.error('scheduled task failed', err));
    }, delayMs);
    return () => clearTimeout(handle);
  },
};
