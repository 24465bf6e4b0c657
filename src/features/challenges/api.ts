import type { Banner } from '../../../core/api/challenges';
import { challengeListPath, slidesPath } from '../../../core/api/paths';
import { db } from '../../lib/db';
import { call } from '../../lib/http';
import { serverNow } from '../../lib/serverTime';
import { ALL_CHALLENGES_KEY } from './store';

/**
 * Fetch the challenge list and write it through to the Dexie cache that the
 * home screen reads. Offline, the cached list stays as it was.
 * Returns false when the server could not be reached.
 */
export async function refreshChallenges(): Promise<boolean> {
  const res = await call(challengeListPath, { silent: true });
  if (!res.ok) return false;
  await db.challengeCache.put({ key: ALL_CHALLENGES_KEY, list: res.data, fetchedAt: serverNow() });
  return true;
}

export async function fetchSlides(): Promise<Banner[]> {
  const res = await call(slidesPath, { silent: true, handleErrors: true });
  return res.ok ? res.data : [];
}
