import { LRUCache } from 'lru-cache';

/**
 * A per-process read-through cache with a time-to-live (lru-cache), for rows the join request path
 * reads on every request but that change rarely (config definition, a challenge's questions). One
 * load per key at a time; a failed load is not kept. Monotonic clock (lru-cache's default
 * performance.now), not the business clock: it only bounds staleness. The join batch re-reads
 * everything that decides money or seats under lock, so a stale hit can at worst let an order
 * queue that the batch then refuses.
 */
export class TtlMap<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<K, V, () => Promise<V>>;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.cache = new LRUCache({ max: maxEntries, ttl: ttlMs, fetchMethod: (_key, _stale, { context }) => context() });
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const value = await this.cache.fetch(key, { context: load });
    if (value === undefined) throw new Error('TtlMap: the load returned nothing');
    return value;
  }
}
