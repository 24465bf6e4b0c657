import { db as appDb, type PickxiDb } from '../db';
import { createDrainer, type DrainReport, type Send } from './drainer';
import { connectSettledChannel, emitSettled, relayWorkerSettled } from './events';
import { pruneSettled, setAfterEnqueueHook } from './store';
import { OUTBOX_SYNC_TAG } from '../syncTags';
import { requestPersistentStorage } from './persist';

/**
 * Wires the drain engine to the page: drain on start, on `online` (which also
 * cuts every backoff short), when the tab becomes visible, right after an
 * enqueue, and on a timer for the next due item. When an item could not be
 * sent, the page registers a Background Sync: the service worker then drains
 * the same outbox when the connection returns, even with the app closed
 * (sw/outboxSync.ts). Where Background Sync is missing, these page triggers
 * are the mechanism. The first unsent item also asks for persistent storage.
 */
export interface StartOutboxOptions {
  send: Send;
  /** the signed-in user's id, or null when signed out (then nothing is sent) */
  getUserId: () => string | null;
  /** a 401 held the queue: re-establish the session, then call retryOutbox() */
  onAuthRequired?: () => void;
  db?: PickxiDb;
  now?: () => number;
  random?: () => number;
  locks?: Pick<LockManager, 'request'> | null;
  /** event sources; default window/document (tests inject their own) */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** ask the SW for a Background Sync after a failed attempt; default uses navigator.serviceWorker */
  requestBackgroundSync?: () => void;
  /** ask the browser not to evict the outbox (navigator.storage.persist); default requestPersistentStorage */
  requestPersistence?: () => Promise<boolean>;
}

export interface OutboxController {
  /** drain due items now */
  drainNow(): Promise<DrainReport | null>;
  /** cut every backoff short and drain (after sign-in, or a manual "retry") */
  retryNow(): Promise<DrainReport | null>;
  /** resolves when the triggered work (drain + timer scheduling) has finished */
  whenIdle(): Promise<void>;
  stop(): void;
}

/** Timers never fire sooner than this: full jitter can yield ~0 ms and a dead server must not be hammered. */
const MIN_TIMER_MS = 250;
/** Another tab holds the drain lock: look again after this long. */
const SKIPPED_RECHECK_MS = 5_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

let active: OutboxController | null = null;

function defaultBackgroundSync(): void {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!sw?.controller) return;
  void sw.ready
    .then((registration) => {
      const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => undefined); // permission denied or unsupported: the page triggers still work
}

export function startOutbox(options: StartOutboxOptions): OutboxController {
  active?.stop();
  const db = options.db ?? appDb;
  const now = options.now ?? Date.now;
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const backgroundSync = options.requestBackgroundSync ?? defaultBackgroundSync;
  const persistence = options.requestPersistence ?? (() => requestPersistentStorage());
  let persistenceAsked = false;

  const drainer = createDrainer({
    db,
    send: options.send,
    now,
    random: options.random,
    getUserId: options.getUserId,
    locks: options.locks,
    onSettled: emitSettled,
    onAuthRequired: () => options.onAuthRequired?.(),
  });

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let tail: Promise<unknown> = Promise.resolve();

  async function schedule(report: DrainReport | null): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    const due = await drainer.nextDueAt();
    if (due === null || stopped) return;
    const floor = report?.skipped ? SKIPPED_RECHECK_MS : MIN_TIMER_MS;
    const delay = Math.min(Math.max(due - now(), floor), MAX_TIMER_MS);
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void run('drain'), delay);
  }

  function run(mode: 'drain' | 'retry'): Promise<DrainReport | null> {
    if (stopped) return Promise.resolve(null);
    const work = (async () => {
      let report: DrainReport | null = null;
      try {
        report = mode === 'retry' ? await drainer.retryNow() : await drainer.drain();
        if (report.retried > 0) {
          backgroundSync();
          // the player's first change kept on the device: ask the browser not to evict it under storage pressure
          if (!persistenceAsked) void persistence();
          persistenceAsked = true;
        }
      } catch (error) {
        // IndexedDB trouble (quota, private mode): log and try again on the next trigger
        console.error('outbox drain failed', error);
      }
      await schedule(report).catch((error) => console.error('outbox schedule failed', error));
      return report;
    })();
    tail = Promise.all([tail, work]);
    return work;
  }

  const onOnline = () => void run('retry');
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void run('drain');
  };

  win.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisibility);
  const disconnectChannel = connectSettledChannel(db);
  setAfterEnqueueHook(() => void run('drain'));

  const controller: OutboxController = {
    drainNow: () => run('drain'),
    retryNow: () => run('retry'),
    whenIdle: async () => {
      // a run may schedule a timer that starts another run; wait until the chain is quiet
      let seen: Promise<unknown> | null = null;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      win.removeEventListener('online', onOnline);
      doc.removeEventListener('visibilitychange', onVisibility);
      disconnectChannel();
      setAfterEnqueueHook(null);
      if (active === controller) active = null;
    },
  };
  active = controller;

  tail = Promise.all([pruneSettled(now(), undefined, db).catch(() => 0), relayWorkerSettled(db).catch(() => 0)]);
  void run('drain');
  return controller;
}

/** Drain now through the running outbox (no-op before startOutbox). */
export function drainOutbox(): Promise<DrainReport | null> {
  return active ? active.drainNow() : Promise.resolve(null);
}

/** After sign-in (same user) or a manual retry: cut backoffs short and drain. */
export function retryOutbox(): Promise<DrainReport | null> {
  return active ? active.retryNow() : Promise.resolve(null);
}

export function stopOutbox(): void {
  active?.stop();
}
