import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  it('returns an active session until it expires', () => {
    const cache = new SessionCache(true);
    cache.set('a', { userId: 1, expiresAtMs: 1000 });
    expect(cache.get('a', 999)).toEqual({ userId: 1, expiresAtMs: 1000 });
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('a revoked session stays out, even if a slow reader tries to put it back', () => {
    const cache = new SessionCache(true);
    cache.set('a', { userId: 1, expiresAtMs: 1000 });
    cache.revoke('a');
    cache.set('a', { userId: 1, expiresAtMs: 1000 });
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('is bounded: the oldest entry goes first', () => {
    const cache = new SessionCache(true, 2);
    cache.set('a', { userId: 1, expiresAtMs: 10 });
    cache.set('b', { userId: 2, expiresAtMs: 10 });
    cache.set('c', { userId: 3, expiresAtMs: 10 });
    expect(cache.size).toBe(2);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)?.userId).toBe(3);
  });

  it('does nothing while suspended (PostgreSQL before its revocation listener is connected)', () => {
    const cache = new SessionCache(false);
    cache.set('a', { userId: 1, expiresAtMs: 1000 });
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('suspend forgets everything; resume starts caching again from empty', () => {
    const cache = new SessionCache(true);
    cache.set('a', { userId: 1, expiresAtMs: 1000 });
    cache.suspend();
    expect(cache.enabled).toBe(false);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.revoke('a'); // missed while suspended: nothing to remember
    cache.resume();
    expect(cache.size).toBe(0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('b', { userId: 2, expiresAtMs: 1000 });
    expect(cache.get('b', 0)?.userId).toBe(2);
  });
});
