/**
 * The results feature's public entry: what other features may use. Home loads only the reward-popup check,
 * so the my-matches API (and Dexie behind it) stays out of the home route's bundle until it is needed.
 */
export { useRewardPopupCheck } from './rewardPopup';

/** Reload the in-play challenges and tab counts into the my-matches store (after a join, spec §4). */
export async function refreshMyMatches(): Promise<void> {
  const { refreshMyMatches: refresh } = await import('./api');
  await refresh();
}
