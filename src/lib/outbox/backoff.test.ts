import { describe, expect, it } from 'vitest';
import { backoffCeiling, backoffDelay, parseRetryAfter, BACKOFF_CAP_MS, RETRY_AFTER_MAX_MS } from './backoff';
import { classifyStatus, errorFromEnvelope } from './classify';
import { seededRandom } from './test-helpers';

describe('backoff', () => {
  it('doubles from 1 s and caps at 5 min', () => {
    expect([1, 2, 3, 4, 5, 9].map((a) => backoffCeiling(a))).toEqual([1000, 2000, 4000, 8000, 16000, 256000]);
    expect(backoffCeiling(10)).toBe(BACKOFF_CAP_MS);
    expect(backoffCeiling(1000)).toBe(BACKOFF_CAP_MS);
  });

  it('full jitter: every delay lies in [0, ceiling) and uses the random value', () => {
    const random = seededRandom(42);
    for (let attempts = 1; attempts <= 40; attempts++) {
      for (let i = 0; i < 50; i++) {
        const d = backoffDelay(attempts, random);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThan(backoffCeiling(attempts));
      }
    }
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(2000);
    expect(backoffDelay(20, () => 0.999999)).toBe(Math.floor(0.999999 * BACKOFF_CAP_MS));
  });

  it('jittered delays grow on average with attempts until the cap', () => {
    const mean = (attempts: number) => {
      const random = seededRandom(7);
      let sum = 0;
      for (let i = 0; i < 400; i++) sum += backoffDelay(attempts, random);
      return sum / 400;
    };
    const means = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(mean);
    for (let i = 1; i < means.length; i++) expect(means[i]!).toBeGreaterThan(means[i - 1]!);
    expect(mean(12)).toBeLessThan(BACKOFF_CAP_MS);
    expect(Math.abs(mean(12) - mean(20))).toBeLessThan(1); // capped: same distribution
  });

  it('parses Retry-After seconds and HTTP-dates', () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(parseRetryAfter(new Date(now - 30_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('999999', now)).toBe(RETRY_AFTER_MAX_MS);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});

describe('classifyStatus', () => {
  it('maps HTTP statuses to outbox outcomes', () => {
    expect([200, 201, 204].map(classifyStatus)).toEqual(['done', 'done', 'done']);
    expect([500, 502, 503, 504, 429, 408, 0, 302].map(classifyStatus)).toEqual(Array(8).fill('retry'));
    expect([400, 403, 404, 409, 410, 413, 422].map(classifyStatus)).toEqual(Array(7).fill('reject'));
    expect(classifyStatus(401)).toBe('hold');
  });

  it('reads code and message from the envelope, with a fallback code', () => {
    expect(errorFromEnvelope(409, { status: 409, code: 'ROOM_FULL', message: 'Room is full' })).toEqual({
      code: 'ROOM_FULL',
      message: 'Room is full',
      httpStatus: 409,
    });
    expect(errorFromEnvelope(404, null)).toEqual({ code: 'HTTP_404', message: '', httpStatus: 404 });
    expect(errorFromEnvelope(400, 'Bad thing')).toEqual({ code: 'HTTP_400', message: 'Bad thing', httpStatus: 400 });
  });
});
