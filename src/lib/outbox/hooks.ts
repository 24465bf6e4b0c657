import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db as appDb, type OutboxItem, type PickxiDb } from '../db';
import { onOutboxSettled } from './events';
import { pendingCount } from './store';

/** Live number of this user's unsent requests (0 while loading or signed out): "2 changes waiting to sync". */
export function useOutboxPendingCount(userId: string | null, db: PickxiDb = appDb): number {
  return useLiveQuery(() => (userId ? pendingCount(userId, db) : 0), [userId, db], 0);
}

/**
 * Runs `handler` whenever a queued request of `kind` settles (done or
 * rejected), e.g. open the time-up modal on MATCH_LOCKED. The latest handler
 * is used without re-subscribing on every render.
 */
export function useOutboxSettled(kind: string, handler: (item: OutboxItem) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onOutboxSettled(kind, (item) => latest.current(item)), [kind]);
}
