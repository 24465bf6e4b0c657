import type { OutboxItem, PickxiDb } from '../db';

/**
 * Settled notifications: a feature subscribes by `kind` (e.g. 'picks.answer')
 * and hears when its queued request became `done` or `rejected`.
 *
 * Only one tab drains at a time (navigator.locks), so the tab that queued an
 * item may not be the one that sends it: settled items are also broadcast to
 * the other tabs over a BroadcastChannel.
 */
export type SettledListener = (item: OutboxItem) => void;

const listeners = new Map<string, Set<SettledListener>>();
const ANY = '*';
const CHANNEL_NAME = 'pickxi-outbox';
let channel: BroadcastChannel | null = null;

/** Subscribe to settled items of one kind, or '*' for all. Returns the unsubscribe function. */
export function onOutboxSettled(kind: string, listener: SettledListener): () => void {
  let set = listeners.get(kind);
  if (!set) {
    set = new Set();
    listeners.set(kind, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

function dispatchLocal(item: OutboxItem): void {
  for (const key of [item.kind, ANY]) {
    for (const listener of listeners.get(key) ?? []) {
      try {
        listener(item);
      } catch (error) {
        // one broken subscriber must not stop the drain or the others
        console.error('outbox settled listener failed', error);
      }
    }
  }
}

/**
 * Items the service worker settled while no page was listening (the app closed, or the page still
 * starting): told to this page's subscribers once, when its outbox starts. A feature also reconciles its
 * own records from the outbox table when its screen opens, so a subscriber that comes later misses nothing.
 */
export async function relayWorkerSettled(db: PickxiDb): Promise<number> {
  const items = await db.outbox
    .where('state')
    .anyOf('done', 'rejected')
    .filter((i) => i.sentBy === 'worker' && !i.relayed)
    .toArray();
  for (const item of items) {
    await db.outbox.update(item.id, { relayed: true });
    dispatchLocal({ ...item, relayed: true });
  }
  return items.length;
}

/** Called by the drainer: tell this tab's subscribers and the other tabs. */
export function emitSettled(item: OutboxItem): void {
  dispatchLocal(item);
  try {
    channel?.postMessage(item);
  } catch {
    // uncloneable body: the other tabs just miss this notification
  }
}

/**
 * Starts listening for items settled by other tabs or the service worker (startOutbox calls it). A worker's
 * item heard here is marked relayed, so the next start does not tell it again.
 */
export function connectSettledChannel(db?: PickxiDb): () => void {
  if (typeof BroadcastChannel === 'undefined' || channel) return () => undefined;
  const own = new BroadcastChannel(CHANNEL_NAME);
  own.onmessage = (event: MessageEvent<OutboxItem>) => {
    const item = event.data;
    if (db && item.sentBy === 'worker') void db.outbox.update(item.id, { relayed: true }).catch(() => 0);
    dispatchLocal(item);
  };
  channel = own;
  return () => {
    own.close();
    if (channel === own) channel = null;
  };
}
