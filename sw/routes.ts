/**
 * Which requests the service worker caches, as pure functions (unit-tested
 * in sw/routes.test.ts, no worker globals needed).
 *
 * Rule: anything under /api is network-only unless listed here. Money, KYC,
 * auth, payment and withdrawal responses are never cached, even if a future
 * path would match a listed prefix (NEVER_CACHE wins).
 */

export const API_CACHE = 'pickxi-api-v1';
export const IMAGE_CACHE = 'pickxi-images-v1';

/** GET API responses served NetworkFirst (fresh online, last copy offline). */
const CACHED_API_PREFIXES = ['/api/v1/platform/challenges', '/api/v3/game/slides'];
const CACHED_API_EXACT = ['/api/f2p/v1/game/challenges/tabCounters'];

/** …and the live stream (a response that never ends; docs/decisions/017-live-stream-and-fan-out.md). */
const NEVER_CACHE = /wallet|kyc|auth|login|logout|otp|token|payment|payout|withdraw|order|bank|pan|profile|user|live\/stream/i;

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHE.test(pathname);
}

export function isCachedApi(url: URL, selfOrigin: string): boolean {
  if (url.origin !== selfOrigin) return false;
  const p = url.pathname;
  if (isNeverCached(p)) return false;
  if (CACHED_API_EXACT.includes(p)) return true;
  return CACHED_API_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`) || p.startsWith(`${prefix}?`));
}

/** The challenge lists the periodic refresh fetches again. */
export function isChallengeList(url: URL): boolean {
  return url.pathname === CACHED_API_PREFIXES[0] || url.pathname.startsWith(`${CACHED_API_PREFIXES[0]}/`);
}

export function isCachedImage(url: URL, selfOrigin: string): boolean {
  return url.origin === selfOrigin && (url.pathname.startsWith('/img/') || url.pathname.startsWith('/icons/'));
}

/** Navigations that must NOT get the SPA shell: the API and files the server serves itself. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api(\/|$)/, /^\/(sw\.js|manifest\.webmanifest|robots\.txt)$/, /^\/\.well-known\//];
