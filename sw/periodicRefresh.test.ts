import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickxiDb } from '../src/lib/db';
import { shareSessionWithWorker } from '../src/lib/outbox/workerSession';
import { refreshCachedChallengeLists } from './periodicRefresh';
import { API_CACHE } from './routes';

/** A Cache Storage stand-in holding one cache: what the worker's NetworkFirst route filled. */
function fakeCaches(urls: string[]) {
  const stored = new Map<string, unknown>(urls.map((u) => [u, 'old']));
  const cache = {
    keys: async () => [...stored.keys()].map((u) => new Request(u)),
    put: async (request: Request, response: Response) => void stored.set(request.url, await response.json()),
  };
  vi.stubGlobal('caches', { open: async (name: string) => (name === API_CACHE ? cache : null) });
  return stored;
}

let db: PickxiDb;
let n = 0;
beforeEach(() => {
  db = new PickxiDb(`periodic-${++n}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await PickxiDb.delete(db.name);
});

describe('periodic challenge-list refresh', () => {
  const list = 'http://localhost:3000/api/v1/platform/challenges?sports_id=2';
  const slides = 'http://localhost:3000/api/v3/game/slides';

  it('fetches every cached challenge list again with the shared token and replaces the copy; other entries stay', async () => {
    await shareSessionWithWorker({ token: 'tok', userId: 'u1' }, db);
    const stored = fakeCaches([list, slides]);
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ status: 200, data: 'fresh' }), { status: 200 }));
    expect(await refreshCachedChallengeLists(db, fetchFn)).toBe(1);
    expect(fetchFn).toHaveBeenCalledWith(list, { headers: { authorization: 'Bearer tok', accept: 'application/json' } });
    expect(stored.get(list)).toEqual({ status: 200, data: 'fresh' });
    expect(stored.get(slides)).toBe('old');
  });

  it('keeps the old copy when the refresh fails, and does nothing signed out', async () => {
    await shareSessionWithWorker({ token: 'tok', userId: 'u1' }, db);
    const stored = fakeCaches([list]);
    expect(await refreshCachedChallengeLists(db, async () => new Response('{}', { status: 503 }))).toBe(0);
    expect(await refreshCachedChallengeLists(db, async () => Promise.reject(new TypeError('offline')))).toBe(0);
    expect(stored.get(list)).toBe('old');

    await shareSessionWithWorker(null, db);
    const fetchFn = vi.fn();
    expect(await refreshCachedChallengeLists(db, fetchFn)).toBe(0);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
