/**
 * Retry timing for the outbox: exponential backoff with "full jitter"
 * (delay = random × min(cap, base × 2^(attempts−1))), base 1 s, cap 5 min.
 * Full jitter spreads a crowd of phones that all lost the network at the
 * same stadium moment instead of having them retry in lock-step.
 */

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** A Retry-After longer than this is treated as this: one bad header must not park the queue for days. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** The upper bound of the jittered delay after `attempts` failed attempts (attempts ≥ 1). */
export function backoffCeiling(attempts: number, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  const exp = Math.max(0, attempts - 1);
  // 2^30 s is far past the cap; clamp the exponent so the number stays finite
  return Math.min(capMs, baseMs * 2 ** Math.min(exp, 30));
}

/** Delay (ms) before the next attempt after `attempts` failed attempts. `random` returns [0, 1). */
export function backoffDelay(attempts: number, random: () => number, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS): number {
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * backoffCeiling(attempts, baseMs, capMs));
}

/**
 * Parses a Retry-After header (RFC 9110 §10.2.3): delay-seconds or an
 * HTTP-date. Returns milliseconds from `now`, or null when absent/invalid.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, RETRY_AFTER_MAX_MS);
  // an HTTP-date always names a month; this keeps Date.parse from reading '-5' as a year
  if (!/[a-z]{3}/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now), RETRY_AFTER_MAX_MS);
}
