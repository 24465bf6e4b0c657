/**
 * The results feature's public entry: what other features may use. Both load their code on demand, so the
 * my-matches API, the popup check (and Dexie behind them) stay out of the home route's first bundle.
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
