/**
 * A one-value in-process cache with a short time to live and single-flight
 * loading: the challenge catalogue is the same for every player, so under load
 * one query per TTL serves everyone, and a burst of requests at expiry waits
 * on the same load instead of stampeding the database.
 *
 * `nowMs` is injected so tests (and the server's movable clock) decide expiry.
 * A failed load is not cached: the next request tries again.
 */
export interface TtlCache<T> {
  get(): Promise<T>;
  /** drop the value, e.g. after an admin change or a test's insert */
  invalidate(): void;
}

export function createTtlCache<T>(load: () => Promise<T>, ttlMs: number, nowMs: () => number): TtlCache<T> {
  let value: { data: T; loadedAt: number } | undefined;
  let inflight: Promise<T> | undefined;
  let generation = 0;

  return {
    get() {
      const now = nowMs();
      // A clock moved backwards (tests) also counts as stale.
      if (value && now - value.loadedAt < ttlMs && now >= value.loadedAt) return Promise.resolve(value.data);
      if (inflight) return inflight;
      const gen = generation;
      const startedAt = now;
      const pending: Promise<T> = load().then(
        (data) => {
          if (gen === generation) value = { data, loadedAt: startedAt };
          if (inflight === pending) inflight = undefined;
          return data;
        },
        (err: unknown) => {
          if (inflight === pending) inflight = undefined;
          throw err;
        },
      );
      inflight = pending;
      return inflight;
    },
    invalidate() {
      generation += 1;
      value = undefined;
      inflight = undefined;
    },
  };
}
