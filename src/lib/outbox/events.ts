import type { OutboxItem } from '../db';

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

/** Called by the drainer: tell this tab's subscribers and the other tabs. */
export function emitSettled(item: OutboxItem): void {
  dispatchLocal(item);
  try {
    channel?.postMessage(item);
  } catch {
    // uncloneable body: the other tabs just miss this notification
  }
}

/** Starts listening for items settled by other tabs (startOutbox calls it). */
export function connectSettledChannel(): () => void {
  if (typeof BroadcastChannel === 'undefined' || channel) return () => undefined;
  const own = new BroadcastChannel(CHANNEL_NAME);
  own.onmessage = (event: MessageEvent<OutboxItem>) => dispatchLocal(event.data);
  channel = own;
  return () => {
    own.close();
    if (channel === own) channel = null;
  };
}
