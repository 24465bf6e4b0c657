import type { RouteAuth, RouteDef, DataOf, QueryOf, BodyOf } from './route';
import type { authTokenRoute, phoneLoginRoute, logoutRoute, setLanguageRoute } from './auth';
import type { challengeListRoute, tabCountersRoute, slidesRoute } from './challenges';
import type { serverTimeRoute } from './ops';
import type { userWalletRoute } from './wallet';

/**
 * Zod-free copies of route-table entries for the PWA.
 *
 * Why: the route files in core/api import zod (~60 KB gzip). The home route of
 * the PWA must stay small, so the browser calls endpoints through these plain
 * constants, which carry the contract's query/body/data types as phantom types
 * (`import type` is erased at build time). paths.test.ts keeps every entry
 * equal to its RouteDef, so the two cannot drift apart.
 */
export interface ApiPath<Q = unknown, B = unknown, R = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: RouteAuth;
  idempotent?: boolean;
  /** never set at runtime; carries the types */
  readonly __types?: { query: Q; body: B; data: R };
}

/** The zod-free twin of a RouteDef. */
export type PathOf<T extends RouteDef> = ApiPath<QueryOf<T>, BodyOf<T>, DataOf<T>>;

export const authTokenPath: PathOf<typeof authTokenRoute> = {
  method: 'POST',
  path: '/api/f2p/v1/user/authToken',
  auth: 'platform',
};
export const phoneLoginPath: PathOf<typeof phoneLoginRoute> = { method: 'POST', path: '/api/v4/utils/login', auth: 'none' };
export const logoutPath: PathOf<typeof logoutRoute> = { method: 'POST', path: '/api/v1/user/logout', auth: 'user' };
export const setLanguagePath: PathOf<typeof setLanguageRoute> = {
  method: 'POST',
  path: '/api/v4/utils/setLanguage',
  auth: 'user',
};
export const challengeListPath: PathOf<typeof challengeListRoute> = {
  method: 'GET',
  path: '/api/v1/platform/challenges',
  auth: 'user',
};
export const tabCountersPath: PathOf<typeof tabCountersRoute> = {
  method: 'GET',
  path: '/api/f2p/v1/game/challenges/tabCounters',
  auth: 'user',
};
export const slidesPath: PathOf<typeof slidesRoute> = { method: 'GET', path: '/api/v3/game/slides', auth: 'user' };
export const serverTimePath: PathOf<typeof serverTimeRoute> = {
  method: 'GET',
  path: '/api/v1/utility/getServerTime',
  auth: 'user',
};
export const userWalletPath: PathOf<typeof userWalletRoute> = {
  method: 'GET',
  path: '/api/f2p/v1/user/wallet',
  auth: 'user',
};
