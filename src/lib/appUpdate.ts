import { useEffect } from 'react';
import { createStore, useStore } from './store';

/**
 * The page side of an app update, kept out of the workbox-window module so the shell can render the prompt
 * without loading it: whether a new version is waiting (and how to apply it), and whether the player is
 * editing a draft right now (src/lib/serviceWorker.ts never swaps the code under an open draft by itself).
 */
export interface WaitingUpdate {
  /** activate the new version and reload the page */
  apply: () => void;
}

export const waitingUpdate = createStore<WaitingUpdate | null>(null);
export const useWaitingUpdate = () => useStore(waitingUpdate);

const openDrafts = createStore(0);

export const isDraftOpen = (): boolean => openDrafts.get() > 0;

/** Screens where the player builds or edits a draft (a pick set, a team) call this while it is open. */
export function useDraftOpen(open = true): void {
  useEffect(() => {
    if (!open) return;
    openDrafts.set((n) => n + 1);
    return () => openDrafts.set((n) => n - 1);
  }, [open]);
}
