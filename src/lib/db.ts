import Dexie, { type EntityTable } from 'dexie';
import type { ChallengeList } from '../../core/api/challenges';

/**
 * The PWA's IndexedDB. Every schema change adds a new `.version(n)` step
 * below the previous ones (never edit an old step): Dexie walks the ladder
 * on devices that still hold an older database.
 */

/** A cached server response, keyed by what was asked (e.g. `challenges:all`). */
export interface CachedChallengeList {
  key: string;
  list: ChallengeList;
  /** the server time (epoch ms) the list was fetched at */
  fetchedAt: number;
}

/** Small local settings: language, tooltip/welcome flags, device id, saved app state. */
export interface Setting {
  key: string;
  value: unknown;
}

export type OutboxState = 'pending' | 'inflight' | 'done' | 'rejected';

/** A state-changing request waiting to reach the server (ARCHITECTURE.md §5). */
export interface OutboxItem {
  /** the Idempotency-Key (UUIDv7), stored before the first send */
  id: string;
  /** who queued it: an outbox survives logout only for the same user */
  userId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** API path including /api */
  path: string;
  body: unknown;
  createdAt: number;
  attempts: number;
  /** earliest time (epoch ms) of the next attempt; backoff writes it */
  nextAttemptAt: number;
  state: OutboxState;
  /** last failure: envelope code + message, or a network error text */
  error: { code: string; message: string; httpStatus?: number } | null;
  /** response data once done */
  result?: unknown;
  /** which feature queued it, so the feature can react to done/rejected */
  kind: string;
}

export class PickxiDb extends Dexie {
  challengeCache!: EntityTable<CachedChallengeList, 'key'>;
  settings!: EntityTable<Setting, 'key'>;
  outbox!: EntityTable<OutboxItem, 'id'>;

  constructor(name = 'pickxi') {
    super(name);
    this.version(1).stores({
      challengeCache: 'key',
      settings: 'key',
      outbox: 'id, state, [state+nextAttemptAt], userId, kind, createdAt',
    });
  }
}

export const db = new PickxiDb();

export async function getSetting<T>(key: string): Promise<T | undefined> {
  return (await db.settings.get(key))?.value as T | undefined;
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}
