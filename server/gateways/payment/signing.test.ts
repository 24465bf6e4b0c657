import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  constantTimeEqual,
  paiseToRupeeString,
  parseTimestampMs,
  providerRupeesToPaise,
  timestampedSignature,
  verifyTimestampedWebhook,
} from './signing';

describe('signing helpers', () => {
  it('timestampedSignature is base64 HMAC-SHA256 of timestamp + body', () => {
    // derived with: printf '1700000000000{"a":1}' | openssl dgst -sha256 -hmac secret -binary | base64
    expect(timestampedSignature('secret', '1700000000000', '{"a":1}')).toBe('0pM2GdttJSewPFhxsH1nVKvgeUeQD/mx7t0F5acVYpI=');
  });
  it('constantTimeEqual compares whole strings of any length', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
  it('parses provider timestamps in ms or seconds', () => {
    expect(parseTimestampMs('1700000000000')).toBe(1_700_000_000_000);
    expect(parseTimestampMs('1700000000')).toBe(1_700_000_000_000);
    expect(parseTimestampMs('17e11')).toBeNull();
    expect(parseTimestampMs('')).toBeNull();
  });
  it('reads provider rupee amounts exactly', () => {
    expect(providerRupeesToPaise(100)).toBe(10_000);
    expect(providerRupeesToPaise('100.5')).toBe(10_050);
    expect(providerRupeesToPaise('0.07')).toBe(7);
    expect(providerRupeesToPaise(19.99)).toBe(1999);
    expect(providerRupeesToPaise('-1')).toBeNull();
    expect(providerRupeesToPaise('1.005')).toBeNull();
    expect(providerRupeesToPaise(1e21)).toBeNull();
    expect(providerRupeesToPaise(undefined)).toBeNull();
    expect(paiseToRupeeString(10_005)).toBe('100.05');
    expect(paiseToRupeeString(7)).toBe('0.07');
  });
  it('checkAmount flags a mismatch', () => {
    expect(checkAmount(10_000, 10_000)).toEqual({ ok: true });
    expect(checkAmount(10_000, 100)).toEqual({ ok: false, reason: 'amount_mismatch', expectedPaise: 10_000, reportedPaise: 100 });
  });
  it('verifyTimestampedWebhook: good, forged, stale, missing', () => {
    const now = 1_700_000_000_000;
    const body = '{"x":1}';
    const ts = String(now - 1000);
    const sig = timestampedSignature('s3cret', ts, body);
    const h = { 'x-webhook-signature': sig, 'x-webhook-timestamp': ts };
    expect(verifyTimestampedWebhook({ secret: 's3cret', rawBody: body, headers: h, now })).toEqual({ ok: true });
    expect(verifyTimestampedWebhook({ secret: 's3cret', rawBody: new TextEncoder().encode(body), headers: h, now })).toEqual({ ok: true });
    expect(verifyTimestampedWebhook({ secret: 'other', rawBody: body, headers: h, now }).ok).toBe(false);
    expect(verifyTimestampedWebhook({ secret: 's3cret', rawBody: '{"x":2}', headers: h, now })).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verifyTimestampedWebhook({ secret: 's3cret', rawBody: body, headers: h, now: now + 5 * 60_000 })).toEqual({ ok: false, reason: 'stale_timestamp' });
    expect(verifyTimestampedWebhook({ secret: 's3cret', rawBody: body, headers: { 'x-webhook-timestamp': ts }, now })).toEqual({ ok: false, reason: 'missing_signature' });
  });
});
