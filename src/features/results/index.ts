import { lazy } from 'react';

/**
 * The results feature's public entry: what other features may use. Everything here loads its code on demand: the
 * home screen imports this file, so a static re-export would put its module (and what it imports: the my-matches
 * API, the popup check, Dexie) into the home route's first bundle.
 */

/** docs/product.md §4 popup check: ask the server for the next reward popup and open it (each shows once). */
export async function checkRewardPopup(): Promise<void> {
  const { checkRewardPopup: check } = await import('./rewardPopup');
  await check();
}

/** Reload the in-play challenges and tab counts into the my-matches store (after a join, docs/product.md §4). */
export async function refreshMyMatches(): Promise<void> {
  const { refreshMyMatches: refresh } = await import('./api');
  await refresh();
}

/**
 * The marks of a read-only live screen that other features share (the match centre): how old an offline copy is,
 * and the loading / refused / unreachable states. Lazy components (render them under a Suspense boundary); pure, so
 * a bundle that does not render them drops them.
 */
export const LastUpdated = /* @__PURE__ */ lazy(() => import('./components/LastUpdated').then((m) => ({ default: m.LastUpdated })));
export const LoadFallback = /* @__PURE__ */ lazy(() => import('./components/LastUpdated').then((m) => ({ default: m.LoadFallback })));
/** Home's history tab (docs/product.md §2 home tab 1): the history challenges, 10 a page. A lazy component. */
export const HomeHistory = /* @__PURE__ */ lazy(() => import('./components/HomeHistory'));
