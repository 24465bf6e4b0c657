import type { Banner } from '../../../core/api/challenges';
import { challengeListPath, slidesPath } from '../../../core/api/paths';
import { call } from '../../lib/http';
import { serverNow } from '../../lib/serverTime';
import { ALL_CHALLENGES_KEY, showDeviceList, showFetchedList } from './store';

/**
 * The service worker answers the list NetworkFirst with the same 3 s timeout,
 * then from its cache; this is for when it has no copy (first offline start,
 * cleared cache) and the network is slow rather than down.
 */
export const DEVICE_FALLBACK_MS = 3000;

/**
 * Fetch the challenge list and show it; the device copy (Dexie) is written
 * through after. When the server cannot be reached — or has not answered in
 * DEVICE_FALLBACK_MS — the device copy is shown until it does.
 * Returns false when the server could not be reached.
 */
export async function refreshChallenges(): Promise<boolean> {
  const slow = setTimeout(() => void showDeviceList(), DEVICE_FALLBACK_MS);
  const res = await call(challengeListPath, { silent: true });
  clearTimeout(slow);
  if (!res.ok) {
    await showDeviceList();
    return false;
  }
  await showFetchedList({ key: ALL_CHALLENGES_KEY, list: res.data, fetchedAt: serverNow() });
  return true;
}

export async function fetchSlides(): Promise<Banner[]> {
  const res = await call(slidesPath, { silent: true, handleErrors: true });
  return res.ok ? res.data : [];
}
