import { LRUCache } from 'lru-cache';

/*
 * The challenge list's caches, on lru-cache and the server's movable clock (`nowMs`, so tests
 * decide expiry): a value stored at t is served up to and including t + ttlMs, reloaded after.
 * A clock moved backwards (tests) also counts as stale, which lru-cache alone does not do.
 */

/** An lru-cache whose time-to-live runs on `nowMs`. */
export function clockedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(options: {
  ttlMs: number;
  nowMs: () => number;
  max: number;
  fetchMethod?: LRUCache.Fetcher<K, V>;
}): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max: options.max,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now: options.nowMs },
    ...(options.fetchMethod ? { fetchMethod: options.fetchMethod } : {}),
  });
}

/** The entry was stored "in the future": the clock went back since (more time left than the TTL itself). */
export function storedAfterNow<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(cache: LRUCache<K, V>, key: K, ttlMs: number): boolean {
  const left = cache.getRemainingTTL(key);
  return Number.isFinite(left) && left > ttlMs;
}

/**
 * A one-value cache with single-flight loading: the challenge catalogue is the same for every
 * player, so under load one query per TTL serves everyone, and a burst of requests at expiry waits
 * on the same load instead of stampeding the database. A failed load is not cached.
 */
export interface TtlCache<T> {
  get(): Promise<T>;
  /** drop the value, e.g. after an admin change or a test's insert */
  invalidate(): void;
}

export function createTtlCache<T extends NonNullable<unknown>>(load: () => Promise<T>, ttlMs: number, nowMs: () => number): TtlCache<T> {
  // Keyed by generation: invalidate() moves on to a new key, so a load started before it still
  // answers its own callers but never serves a later one (deleting it would abort them instead).
  let generation = 0;
  const cache = clockedCache<number, T>({ ttlMs, nowMs, max: 2, fetchMethod: () => load() });
  return {
    async get() {
      if (storedAfterNow(cache, generation, ttlMs)) generation += 1;
      const value = await cache.fetch(generation);
      if (value === undefined) throw new Error('createTtlCache: the load returned nothing');
      return value;
    },
    invalidate() {
      generation += 1;
    },
  };
}
