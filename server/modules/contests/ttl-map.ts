/**
 * A tiny per-process read-through cache with a time-to-live, for rows the join request path reads
 * on every request but that change rarely (config definition, a challenge's questions). Monotonic
 * clock (performance.now), not the business clock: it only bounds staleness. The join batch
 * re-reads everything that decides money or seats under lock, so a stale hit can at worst let an
 * order queue that the batch then refuses.
 */
export class TtlMap<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load is not cached.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
