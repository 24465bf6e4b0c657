import { createStore, useStore } from './store';

/**
 * The generic uncaught-error state behind the full-screen '500 Error' popup,
 * and the pending-call counter behind the loading overlay (docs/product.md §4, §8).
 */
export interface UncaughtError {
  /** 'Error' for HTTP failures (docs/product.md §8), the error's name otherwise */
  info: string;
  detail?: string;
}

export const uncaughtError = createStore<UncaughtError | null>(null);
export const pendingCalls = createStore(0);

export function raiseError(error: UncaughtError): void {
  uncaughtError.set(error);
}

/** Counts Continue presses: the error boundary renders the screen again when it changes. */
export const errorEpoch = createStore(0);

export function clearError(): void {
  if (uncaughtError.get() === null) return;
  uncaughtError.set(null);
  errorEpoch.set((n) => n + 1);
}

export function beginPending(): () => void {
  pendingCalls.set((n) => n + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pendingCalls.set((n) => Math.max(0, n - 1));
  };
}

export function resetLoading(): void {
  pendingCalls.set(0);
}

export const useUncaughtError = () => useStore(uncaughtError);
export const useErrorEpoch = () => useStore(errorEpoch);
export const useIsLoading = () => useStore(pendingCalls, (n) => n > 0);
