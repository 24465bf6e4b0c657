import type { PickxiDb } from '../src/lib/db';
import { readWorkerSession } from '../src/lib/outbox/workerSession';
import { API_CACHE, isChallengeList } from './routes';

/**
 * Periodic Background Sync (installed app, where the browser allows it): fetch again every challenge list
 * the runtime cache holds, with the session the page shared, so the app opens offline on a fresh list.
 * A failed refresh keeps the old copy.
 */
export async function refreshCachedChallengeLists(db: PickxiDb, fetchFn: typeof fetch = fetch): Promise<number> {
  const session = await readWorkerSession(db);
  if (!session) return 0;
  const cache = await caches.open(API_CACHE);
  let refreshed = 0;
  for (const request of await cache.keys()) {
    if (!isChallengeList(new URL(request.url))) continue;
    try {
      const response = await fetchFn(request.url, { headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' } });
      if (!response.ok) continue;
      await cache.put(request, response);
      refreshed++;
    } catch {
      // offline or the server is away: the cached copy stays
    }
  }
  return refreshed;
}
