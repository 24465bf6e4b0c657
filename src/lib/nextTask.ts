/**
 * Startup work off the first paint, in pieces: each piece in its own task, so none adds up to one long task that
 * blocks a tap (Lighthouse's Total Blocking Time counts every task over 50 ms on a mid-range phone).
 */

/** Resolves in a new task: what follows an `await nextTask()` is not part of the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Run `fn` when the page is idle (at most `timeoutMs` later), or in a new task where idle callbacks do not exist. */
export function whenIdle(fn: () => void, timeoutMs = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout: timeoutMs });
  else setTimeout(fn, 0);
}
