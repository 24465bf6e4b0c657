import { useSyncExternalStore } from 'react';
import { serverTimePath } from '../../core/api/paths';
import { call } from './http';

/**
 * Server time (docs/product.md §4): fetched once, the offset to the device clock kept,
 * then one shared 1 s tick drives every countdown through useServerNow().
 */
export const TICK_MS = 1000;

let offsetMs = 0;
let synced: Promise<void> | null = null;

export function setServerOffset(ms: number): void {
  offsetMs = ms;
  now = Date.now() + offsetMs;
  for (const l of [...listeners]) l();
}

export function getServerOffset(): number {
  return offsetMs;
}

/** Current server time, epoch ms. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Fetch the server clock once per app run; later calls reuse the first. */
export function syncServerTime(): Promise<void> {
  synced ??= (async () => {
    const sentAt = Date.now();
    const res = await call(serverTimePath, { silent: true, handleErrors: true });
    if (!res.ok) {
      synced = null; // try again next time (offline start)
      return;
    }
    // Assume the server read its clock halfway through the round trip.
    const midpoint = sentAt + (Date.now() - sentAt) / 2;
    setServerOffset(res.data.serverTime - midpoint);
  })();
  return synced;
}

const listeners = new Set<() => void>();
let now = Date.now();
let interval: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!interval) {
    now = serverNow();
    interval = setInterval(() => {
      now = serverNow();
      for (const l of [...listeners]) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && interval) {
      clearInterval(interval);
      interval = null;
    }
  };
}

/** Server time in epoch ms, re-rendering once a second (one interval shared by all users). */
export function useServerNow(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}

/**
 * What `select` makes of the server time, re-rendering only when that changes (compared with Object.is): a
 * countdown days away does not render again every second, only when its text does.
 */
export function useServerNowSelect<T>(select: (nowMs: number) => T): T {
  return useSyncExternalStore(subscribe, () => select(now), () => select(now));
}

/** for tests */
export function tickerIsRunning(): boolean {
  return interval !== null;
}
