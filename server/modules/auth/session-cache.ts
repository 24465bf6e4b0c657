import { LRUCache } from 'lru-cache';

/**
 * In-process cache of active sessions, so the hot path (every authenticated request) does not
 * pay a database round trip.
 * - PGlite: the data-directory lock makes this process the only writer of `sessions`, and every
 *   revocation goes through `revoke()`, so the cache can never disagree with the table.
 * - PostgreSQL (several API processes): a trigger announces every change to a session row on the
 *   channel 'session_revoked'; session-revocations.ts listens and calls `revoke()`. The cache starts
 *   suspended and is only used while that listener is connected: `suspend()` when it is lost (a
 *   revocation could be missed), `resume()` from empty once it listens again (ADR 007).
 *
 * Race: a request that read the row just before a logout must not re-insert it afterwards;
 * revoke() leaves a tombstone that set() respects.
 */
export interface CachedSession {
  userId: number;
  expiresAtMs: number;
}

type Entry = CachedSession | { revoked: true; expiresAtMs: number };

export class SessionCache {
  /** bounded by lru-cache: past maxEntries the least recently used session is read from the table again */
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private active: boolean,
    maxEntries = 100_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get enabled(): boolean {
    return this.active;
  }

  /** Stop caching and forget everything: from now on every request reads the session row. */
  suspend(): void {
    this.active = false;
    this.entries.clear();
  }

  /** Cache again, starting empty (whatever was revoked while suspended is read from the table). */
  resume(): void {
    this.entries.clear();
    this.active = true;
  }

  /** An active cached session, or undefined (unknown, revoked or expired: ask the database). */
  get(sessionId: string, nowMs: number): CachedSession | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry || 'revoked' in entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  set(sessionId: string, session: CachedSession): void {
    if (!this.active) return;
    const existing = this.entries.get(sessionId);
    if (existing && 'revoked' in existing) return;
    this.entries.set(sessionId, session);
  }

  /** Call with every revocation (logout, account disable), after the row is updated. */
  revoke(sessionId: string, expiresAtMs = Number.MAX_SAFE_INTEGER): void {
    if (!this.active) return;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { revoked: true, expiresAtMs });
  }

  /** Forget everything (e.g. after revoking many sessions of one user in SQL). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
