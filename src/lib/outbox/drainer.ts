import type { OutboxItem, OutboxSender, PickxiDb } from '../db';
import { backoffDelay, parseRetryAfter } from './backoff';
import { classifyStatus, errorFromEnvelope, type OutboxError } from './classify';
import { bySendOrder } from './store';

/**
 * The drain engine (docs/architecture.md, The life of an offline write, docs/decisions/001-outbox-drain.md).
 *
 * One pass: return orphaned `inflight` items to `pending`, then send the
 * signed-in user's pending items strictly one at a time in createdAt order.
 * The head of the queue blocks the rest (a "join contest" must not overtake
 * the "save pick set" it depends on): the pass stops at the first item that
 * is not due yet, that failed and must be retried, or that hit a 401.
 */

export interface SendResult {
  httpStatus: number;
  /** the parsed response body (the API envelope), or text, or null */
  body: unknown;
  /** raw Retry-After header, when the response had one */
  retryAfter?: string | null;
}

/** Performs the HTTP request with `Idempotency-Key: item.id`; rejects only on network failure. */
export type Send = (item: OutboxItem) => Promise<SendResult>;

export interface DrainerOptions {
  db: PickxiDb;
  send: Send;
  now?: () => number;
  /** [0, 1): jitter source; tests pass a seeded one */
  random?: () => number;
  /** called once per item when it becomes done or rejected */
  onSettled?: (item: OutboxItem) => void;
  /** only this user's items are sent (the token in `send` is theirs); null = signed out, send nothing */
  getUserId?: () => string | null;
  /** a 401 held the queue: the session must be re-established (the item stays pending) */
  onAuthRequired?: (item: OutboxItem) => void;
  /** cross-tab single flight; defaults to navigator.locks when the browser has it */
  locks?: Pick<LockManager, 'request'> | null;
  /**
   * What to do when another sender holds the lock: 'skip' (a page: the holder reads the same database and
   * sends our items too) or 'wait' (the service worker's sync event: it must not end before the queue was
   * tried, or the browser would consider the sync done).
   */
  whenLocked?: 'skip' | 'wait';
  /** who sends, stored on each item it claims (the player's device can tell who delivered what) */
  sender?: OutboxSender;
}

export interface DrainReport {
  /** another tab holds the drain lock; this call did nothing */
  skipped: boolean;
  sent: number;
  done: number;
  rejected: number;
  retried: number;
  /** a 401 stopped the pass */
  authRequired: boolean;
}

export interface Drainer {
  /** Runs a pass; concurrent calls share it (and cause one more pass afterwards). */
  drain(): Promise<DrainReport>;
  /** Makes every waiting item of the user due now (came back online, signed in again), then drains. */
  retryNow(): Promise<DrainReport>;
  /** When the head of the queue is due (epoch ms), or null when nothing is waiting. */
  nextDueAt(): Promise<number | null>;
}

export const OUTBOX_LOCK = 'pickxi-outbox-drain';
/** Longer than any send can take (the client's 15 s timeout): an older claim was orphaned. */
export const STALE_CLAIM_MS = 60_000;

const emptyReport = (): DrainReport => ({ skipped: false, sent: 0, done: 0, rejected: 0, retried: 0, authRequired: false });

function defaultLocks(): Pick<LockManager, 'request'> | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

export function createDrainer(options: DrainerOptions): Drainer {
  const { db, send } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const getUserId = options.getUserId ?? null;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const whenLocked = options.whenLocked ?? 'skip';
  const sender = options.sender ?? 'page';

  const mine = (item: OutboxItem, userId: string | null | undefined) => userId === undefined || item.userId === userId;
  const currentUser = (): string | null | undefined => (getUserId ? getUserId() : undefined);

  async function pendingInOrder(userId: string | null | undefined): Promise<OutboxItem[]> {
    const items = await db.outbox
      .where('state')
      .equals('pending')
      .filter((i) => mine(i, userId))
      .toArray();
    return items.sort(bySendOrder);
  }

  /**
   * inflight with the lock held = left over by a crash/reload. Without Web Locks another sender may be
   * sending it right now: only claims older than any request can last are taken back then.
   */
  async function recoverInflight(userId: string | null | undefined): Promise<void> {
    const at = now();
    await db.outbox
      .where('state')
      .equals('inflight')
      .filter((i) => mine(i, userId) && (locks !== null || (i.claimedAt ?? 0) < at - STALE_CLAIM_MS))
      .modify({ state: 'pending', nextAttemptAt: at });
  }

  /** pending → inflight, attempts+1; false when another sender took it first. */
  async function claim(id: string): Promise<OutboxItem | null> {
    return db.transaction('rw', db.outbox, async () => {
      const fresh = await db.outbox.get(id);
      if (!fresh || fresh.state !== 'pending') return null;
      const claimed: OutboxItem = { ...fresh, state: 'inflight', attempts: fresh.attempts + 1, sentBy: sender, claimedAt: now() };
      await db.outbox.put(claimed);
      return claimed;
    });
  }

  async function settle(item: OutboxItem, changes: Partial<OutboxItem>): Promise<OutboxItem> {
    const updated: OutboxItem = { ...item, ...changes };
    await db.outbox.put(updated);
    return updated;
  }

  async function backOff(item: OutboxItem, error: OutboxError, retryAfter?: string | null): Promise<void> {
    const at = now();
    const hinted = parseRetryAfter(retryAfter, at);
    const delay = hinted ?? backoffDelay(item.attempts, random);
    await settle(item, { state: 'pending', nextAttemptAt: at + delay, error });
  }

  async function pass(): Promise<DrainReport> {
    const report = emptyReport();
    const userId = currentUser();
    if (userId === null) return report; // signed out: nothing may be sent
    await recoverInflight(userId);

    for (;;) {
      const [head] = await pendingInOrder(userId);
      if (!head || head.nextAttemptAt > now()) break;
      const item = await claim(head.id);
      if (!item) continue;
      report.sent++;

      let result: SendResult;
      try {
        result = await send(item);
      } catch (cause) {
        const message = cause instanceof Error ? cause.message : String(cause);
        await backOff(item, { code: 'NETWORK_ERROR', message });
        report.retried++;
        break;
      }

      const outcome = classifyStatus(result.httpStatus);
      if (outcome === 'done') {
        const done = await settle(item, { state: 'done', error: null, result: result.body });
        report.done++;
        options.onSettled?.(done);
        continue;
      }
      if (outcome === 'reject') {
        const rejected = await settle(item, { state: 'rejected', error: errorFromEnvelope(result.httpStatus, result.body) });
        report.rejected++;
        options.onSettled?.(rejected);
        continue;
      }
      if (outcome === 'hold') {
        // 401: keep the item for this user; the app signs in again and calls retryNow().
        // Backoff (not "due now") so a timer cannot spin on a dead session.
        await backOff(item, errorFromEnvelope(result.httpStatus, result.body));
        report.authRequired = true;
        options.onAuthRequired?.(item);
        break;
      }
      await backOff(item, errorFromEnvelope(result.httpStatus, result.body), result.retryAfter);
      report.retried++;
      break;
    }
    return report;
  }

  async function lockedPass(): Promise<DrainReport> {
    if (!locks) return pass();
    if (whenLocked === 'wait') return locks.request(OUTBOX_LOCK, () => pass());
    // ifAvailable: if another tab (or the service worker) is draining, it sends our items too (same database).
    return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) =>
      lock ? pass() : { ...emptyReport(), skipped: true },
    );
  }

  let running: Promise<DrainReport> | null = null;
  let again = false;

  function drain(): Promise<DrainReport> {
    if (running) {
      // single flight: a trigger during a pass gets one more pass after it
      again = true;
      return running;
    }
    running = (async () => {
      const total = emptyReport();
      do {
        again = false;
        const r = await lockedPass();
        total.skipped = r.skipped;
        total.sent += r.sent;
        total.done += r.done;
        total.rejected += r.rejected;
        total.retried += r.retried;
        total.authRequired ||= r.authRequired;
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function retryNow(): Promise<DrainReport> {
    const userId = currentUser();
    if (userId !== null) {
      const at = now();
      await db.outbox
        .where('state')
        .equals('pending')
        .filter((i) => mine(i, userId) && i.nextAttemptAt > at)
        .modify({ nextAttemptAt: at });
    }
    return drain();
  }

  async function nextDueAt(): Promise<number | null> {
    const userId = currentUser();
    if (userId === null) return null;
    const [head] = await pendingInOrder(userId);
    return head ? head.nextAttemptAt : null;
  }

  return { drain, retryNow, nextDueAt };
}
