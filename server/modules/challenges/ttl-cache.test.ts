import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

function setup(ttl = 2000) {
  let now = 1_000_000;
  let n = 0;
  const load = vi.fn(async () => ++n);
  const cache = createTtlCache(load, ttl, () => now);
  return { cache, load, advance: (ms: number) => (now += ms) };
}

describe('createTtlCache', () => {
  it('serves the loaded value until the TTL passes, then reloads', async () => {
    const { cache, load, advance } = setup();
    expect(await cache.get()).toBe(1);
    advance(2000);
    expect(await cache.get()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.get()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among concurrent callers (no stampede)', async () => {
    const { cache, load } = setup();
    const results = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(results).toEqual([1, 1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed load', async () => {
    let now = 0;
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce('ok');
    const cache = createTtlCache<string>(load, 2000, () => now);
    await expect(cache.get()).rejects.toThrow('db down');
    now += 1;
    expect(await cache.get()).toBe('ok');
  });

  it('invalidate forces a fresh load, and a load started before it cannot repopulate the cache', async () => {
    let now = 0;
    let release: (v: string) => void = () => {};
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise((r) => (release = r)))
      .mockResolvedValue('fresh');
    const cache = createTtlCache(load, 2000, () => now);
    const old = cache.get();
    cache.invalidate();
    release('stale');
    expect(await old).toBe('stale');
    expect(await cache.get()).toBe('fresh');
    now += 10;
    expect(await cache.get()).toBe('fresh');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a clock moved backwards as stale', async () => {
    const { cache, advance } = setup();
    expect(await cache.get()).toBe(1);
    advance(-5000);
    expect(await cache.get()).toBe(2);
  });
});
