/**
 * A GET with write-through to Dexie (db.resultsCache): each response is stored per player, so a screen opened once
 * stays readable offline, marked with when it was fetched. Shared by the read-only live screens (my matches and
 * results, the match centre); moved here from src/features/results/api.ts so features need not import each other's
 * API modules (and Dexie with them) to use it.
 */
import type { ApiPath } from '../../core/api/paths';
import { db } from './db';
import { call } from './http';
import { serverNow } from './serverTime';
import { getUserId } from './session';

export type Loaded<T> =
  | { source: 'server'; value: T; fetchedAt: number }
  | { source: 'cache'; value: T; fetchedAt: number }
  | { source: 'none'; offline: boolean; code?: string | undefined };

const cacheKey = (what: string) => `${getUserId() ?? '-'}:${what}`;

/** GET from the server and store it under `what`; when the server cannot be reached (or fails), the stored copy. */
export async function cachedRead<Q, T>(what: string, path: ApiPath<Q, unknown, T>, query?: Q): Promise<Loaded<T>> {
  const res = await call(path, { ...(query === undefined ? {} : { query }), handleErrors: true, silent: true });
  const key = cacheKey(what);
  if (res.ok) {
    const fetchedAt = serverNow();
    await db.resultsCache.put({ key, userId: getUserId() ?? '-', value: res.data, fetchedAt });
    return { source: 'server', value: res.data, fetchedAt };
  }
  // A 4xx for this object (not mine, not found) is an answer, not a reason to show an old copy.
  if (res.error.kind === 'http' && (res.error.httpStatus ?? 500) < 500) return { source: 'none', offline: false, code: res.error.code };
  const hit = await db.resultsCache.get(key);
  if (hit) return { source: 'cache', value: hit.value as T, fetchedAt: hit.fetchedAt };
  return { source: 'none', offline: res.error.kind === 'network', code: res.error.code };
}
