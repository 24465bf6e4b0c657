import { db as appDb, type OutboxItem, type PickxiDb } from '../db';
import { uuidv7 } from './uuid';

/**
 * Writes to and reads from the outbox table. A state-changing request is
 * stored here (with its Idempotency-Key = id) BEFORE anything is sent, so a
 * crash, reload or lost connection can never lose it or send it twice.
 */

export interface EnqueueInput {
  /** feature + action, e.g. 'picks.answer', 'teams.save'; subscribers filter on it */
  kind: string;
  method: OutboxItem['method'];
  /** full API path, starting with /api/ */
  path: string;
  body: unknown;
  userId: string;
}

export interface StoreDeps {
  db?: PickxiDb;
  now?: () => number;
  newId?: () => string;
}

type EnqueueHook = () => void;
let afterEnqueue: EnqueueHook | null = null;
/** startOutbox registers a hook so a new item is drained at once. */
export function setAfterEnqueueHook(hook: EnqueueHook | null): void {
  afterEnqueue = hook;
}

export async function enqueue(input: EnqueueInput, deps: StoreDeps = {}): Promise<OutboxItem> {
  if (!input.path.startsWith('/api/')) throw new Error(`outbox path must start with /api/: ${input.path}`);
  if (!input.userId) throw new Error('outbox item needs a userId');
  if (!input.kind) throw new Error('outbox item needs a kind');
  const db = deps.db ?? appDb;
  const now = (deps.now ?? Date.now)();
  const item: OutboxItem = {
    id: (deps.newId ?? uuidv7)(),
    userId: input.userId,
    kind: input.kind,
    method: input.method,
    path: input.path,
    body: input.body,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    error: null,
  };
  await db.outbox.add(item);
  afterEnqueue?.();
  return item;
}

/** pending + inflight items (optionally of one user): "n changes waiting to sync". */
export async function pendingCount(userId?: string, db: PickxiDb = appDb): Promise<number> {
  const unsent = db.outbox.where('state').anyOf('pending', 'inflight');
  return userId === undefined ? unsent.count() : unsent.filter((i) => i.userId === userId).count();
}

/**
 * Unsent items of one user in send order (createdAt, then id which is time-ordered).
 * Dexie query: use it inside `useLiveQuery(() => unsentItems(userId))`.
 */
export async function unsentItems(userId: string, db: PickxiDb = appDb): Promise<OutboxItem[]> {
  const items = await db.outbox
    .where('state')
    .anyOf('pending', 'inflight')
    .filter((i) => i.userId === userId)
    .toArray();
  return items.sort(bySendOrder);
}

/** Items of one kind (any state), newest first: a feature can show its rejected ones. */
export async function itemsOfKind(kind: string, db: PickxiDb = appDb): Promise<OutboxItem[]> {
  const items = await db.outbox.where('kind').equals(kind).toArray();
  return items.sort(bySendOrder).reverse();
}

export function bySendOrder(a: OutboxItem, b: OutboxItem): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Logout / login housekeeping (docs/architecture.md, What stays off the device: keep an unsent outbox only
 * for the same user). Call with the user who is now signed in: every item of
 * any other user is deleted, as are this user's settled (done/rejected) ones.
 * Call with null on logout to drop settled items but keep everyone's unsent ones.
 */
export async function keepOutboxOnlyFor(userId: string | null, db: PickxiDb = appDb): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.where('state').anyOf('done', 'rejected').delete();
    if (userId !== null) await db.outbox.filter((i) => i.userId !== userId).delete();
  });
}

/** Drops settled items older than maxAgeMs (run on start; the table must not grow forever). */
export async function pruneSettled(now: number, maxAgeMs = 7 * 24 * 3600_000, db: PickxiDb = appDb): Promise<number> {
  return db.outbox
    .where('state')
    .anyOf('done', 'rejected')
    .filter((i) => i.createdAt < now - maxAgeMs)
    .delete();
}
