import type { CachedChallengeList } from '../../lib/db';
import { onSessionEvent } from '../../lib/session';
import { createStore, useStore } from '../../lib/store';
import { nextTask, whenIdle } from '../../lib/nextTask';

/**
 * The home list in memory, and its copy on the device (Dexie).
 *
 * Home paints from the network answer (or the service worker's cached copy of
 * it), so Dexie — 30 KB of gzip — is not on the first paint's critical path:
 * it is imported on demand, to write the list through after it is shown and
 * to read the device copy when the server cannot be reached (or is slow).
 */

/** The home list is cached whole; sport tabs filter it on the device. */
export const ALL_CHALLENGES_KEY = 'challenges:all';

/** Dexie, loaded the first time something needs it (one shared chunk). */
export const loadDb = () => import('../../lib/db');

/** undefined while nothing is known yet, null when neither the server nor the device had a list. */
const homeList = createStore<CachedChallengeList | null | undefined>(undefined);

// The list belongs to the signed-in player: forget it on logout.
onSessionEvent((event) => {
  if (event === 'loggedOut') resetChallengeMemory();
});

export function resetChallengeMemory(): void {
  homeList.set(undefined);
}

/** The list on screen now (tests, and code outside React). */
export const getHomeList = (): CachedChallengeList | null | undefined => homeList.get();

export function useHomeList(): CachedChallengeList | null | undefined {
  return useStore(homeList);
}

/**
 * After the next frame, once the page is idle: the list just set is on screen before Dexie is fetched (home renders
 * its cards in a background render that may take several frames; an idle page means it is done).
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => whenIdle(resolve);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(idle, 0));
    else setTimeout(idle, 0);
  });
}

let lastWrite: Promise<void> = Promise.resolve();

/** Show a list fetched from the server now, and store it on the device once it is painted. */
export function showFetchedList(entry: CachedChallengeList): Promise<void> {
  homeList.set(entry);
  lastWrite = afterPaint()
    .then(loadDb)
    // Dexie's first load (its module, the schema) and the write in separate tasks: together they were one long task
    .then(async ({ db }) => {
      await nextTask();
      return db.challengeCache.put(entry);
    })
    .then(
      () => undefined,
      (e: unknown) => console.warn('challenge list not cached on the device', e),
    );
  return lastWrite;
}

/** Resolves when the latest write-through is done (tests clean up after it). */
export const challengeWritesSettled = (): Promise<void> => lastWrite;

/** Show the device copy unless a list is already on screen; null when there is none. */
export async function showDeviceList(): Promise<void> {
  if (homeList.get()) return;
  const cached = await loadDb()
    .then(({ db }) => db.challengeCache.get(ALL_CHALLENGES_KEY))
    .catch((e: unknown) => {
      console.warn('device challenge list unreadable', e);
      return undefined;
    });
  // the server may have answered while IndexedDB was read: its list wins
  if (!homeList.get()) homeList.set(cached ?? null);
}
