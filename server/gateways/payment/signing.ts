import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HttpHeaders } from './types';

/** Base64 HMAC-SHA256 of `timestamp + rawBody` — Cashfree's webhook scheme, also used by our sandbox. */
export function timestampedSignature(secret: string, timestamp: string, rawBody: string | Uint8Array): string {
  const h = createHmac('sha256', secret);
  h.update(timestamp, 'utf8');
  h.update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody);
  return h.digest('base64');
}

/**
 * Constant-time comparison of two strings. timingSafeEqual needs equal lengths, so both are
 * first hashed to 32 bytes; a length difference then costs the same time as any other mismatch.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHmac('sha256', 'pickxi-compare').update(a, 'utf8').digest();
  const hb = createHmac('sha256', 'pickxi-compare').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

export function header(headers: HttpHeaders, name: string): string | undefined {
  const v = headers[name.toLowerCase()] ?? headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Default replay window for signed notifications. */
export const WEBHOOK_WINDOW_MS = 5 * 60 * 1000;

/**
 * A provider timestamp as epoch ms. Cashfree sends milliseconds; a 10-digit value is read as
 * seconds so a provider switching units cannot make every webhook look stale or fresh forever.
 */
export function parseTimestampMs(value: string): number | null {
  if (!/^\d{9,14}$/.test(value)) return null;
  const n = Number(value);
  return n < 1e12 ? n * 1000 : n;
}

export type TimestampedCheck = { ok: true } | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale_timestamp' };

/** Verify x-webhook-signature / x-webhook-timestamp: signature first (constant time), then freshness. */
export function verifyTimestampedWebhook(opts: {
  secret: string;
  rawBody: string | Uint8Array;
  headers: HttpHeaders;
  now: number;
  windowMs?: number;
}): TimestampedCheck {
  const signature = header(opts.headers, 'x-webhook-signature');
  const timestamp = header(opts.headers, 'x-webhook-timestamp');
  if (!signature || !timestamp) return { ok: false, reason: 'missing_signature' };
  const expected = timestampedSignature(opts.secret, timestamp, opts.rawBody);
  if (!constantTimeEqual(expected, signature)) return { ok: false, reason: 'bad_signature' };
  const ts = parseTimestampMs(timestamp);
  if (ts === null || Math.abs(opts.now - ts) > (opts.windowMs ?? WEBHOOK_WINDOW_MS)) {
    return { ok: false, reason: 'stale_timestamp' };
  }
  return { ok: true };
}

/** Rupee amount from a provider (number 100.5 or string "100.50") to paise; null when not a clean amount. */
export function providerRupeesToPaise(value: unknown): number | null {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Paise to the provider's 2-decimal rupee string ("100.00"), exact (no float formatting). */
export function paiseToRupeeString(amountPaise: number): string {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`bad amount ${amountPaise}`);
  return `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
}

export type AmountCheck = { ok: true } | { ok: false; reason: 'amount_mismatch'; expectedPaise: number; reportedPaise: number };

/**
 * A paid notification credits exactly the amount of OUR order row. A provider (or forger with a
 * leaked key) reporting a different amount is refused and the order goes to manual review.
 */
export function checkAmount(expectedPaise: number, reportedPaise: number): AmountCheck {
  return expectedPaise === reportedPaise
    ? { ok: true }
    : { ok: false, reason: 'amount_mismatch', expectedPaise, reportedPaise };
}
