/// <reference lib="webworker" />
/**
 * PickXI service worker (vite-plugin-pwa injectManifest, workbox 7).
 *
 * - precache: the app shell (index.html, JS, CSS, SVG; the English locale is
 *   bundled into the JS) — the list is injected at build time
 * - navigations outside /api → the precached index.html (offline reload works)
 * - challenge list, slides, tab counters → NetworkFirst, 3 s timeout, then cache
 * - /img/**, /icons/** → StaleWhileRevalidate with expiration
 * - every other /api request is untouched (network only): wallet, KYC, auth,
 *   payment and withdraw responses never reach a cache
 * - Background Sync 'outbox' → the worker drains the Dexie outbox itself, app open or closed
 *   (sw/outboxSync.ts; one sender at a time with the pages, docs/decisions/013-background-sync-in-the-worker.md)
 * - Periodic Background Sync 'challenges-refresh' → fetch the cached challenge lists again
 * - {type:'logout'} from a page → drop the cached API responses (they carry
 *   the user's own counts)
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { db } from '../src/lib/db';
import { CHALLENGES_REFRESH_TAG, OUTBOX_SYNC_TAG } from '../src/lib/syncTags';
import { drainOutboxFromWorker } from './outboxSync';
import { refreshCachedChallengeLists } from './periodicRefresh';
import { API_CACHE, IMAGE_CACHE, NAVIGATION_DENYLIST, isCachedApi, isCachedImage } from './routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

/** Background Sync and Periodic Background Sync events are not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The first install controls the page at once (an offline reload right after works). An update waits until
// the page sends SKIP_WAITING (workbox-window's messageSkipWaiting): the player accepted the prompt, or no
// draft was open when the page went to the background (src/lib/serviceWorker.ts).
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

registerRoute(
  ({ url, request }) => request.method === 'GET' && isCachedApi(url, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 3,
    // The cache key is the URL: a refreshed access token must still find the offline copy.
    // Logout clears this cache, so one user's counts are never shown to another.
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isCachedImage(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainOutboxFromWorker(db, self.location.origin));
});

self.addEventListener('periodicsync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === CHALLENGES_REFRESH_TAG) sync.waitUntil(refreshCachedChallengeLists(db));
});

/** Page → worker asks (workbox-window messageSW / messageSkipWaiting); the answer goes back on the port. */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  const answer = (value: unknown) => event.ports[0]?.postMessage(value);
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (data?.type === 'logout') event.waitUntil(caches.delete(API_CACHE).then(answer));
});
