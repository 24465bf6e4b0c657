import { describe, expect, it } from 'vitest';
import { createThrottle, ThrottledError, type ThrottleKey } from '../server/http/throttle';
import { testDrivers, useTestDatabase } from './support/app';

/** The generic guessing throttle (server/http/throttle.ts) as another feature (e.g. OTP codes) would use it. */

const policy = { freeFailures: 3, baseLockMs: 10_000, maxLockMs: 40_000, forgetAfterMs: 600_000 };
const refusal = { code: 'RATE_LIMITED' as const, message: (s: number) => `wait ${s} s` };

describe.each(testDrivers())('throttle on %s', (driver) => {
  const db = useTestDatabase(driver);
  const throttle = createThrottle({ 'otp.phone': policy, 'otp.ip': { ...policy, freeFailures: 5 } }, refusal);
  const t0 = Date.parse('2026-06-01T00:00:00Z');
  const at = (ms: number) => new Date(t0 + ms);

  async function refusedFor(keys: ThrottleKey[], now: Date): Promise<number | null> {
    try {
      await throttle.enter(db().db, keys, now);
      return null;
    } catch (err) {
      if (err instanceof ThrottledError) return err.retryAfterSeconds;
      throw err;
    }
  }

  it('keeps scopes and keys apart, each with its own policy, and doubles the lock up to the cap', async () => {
    const phone = { scope: 'otp.phone', key: 'p1' };
    const samePhoneOtherScope = { scope: 'otp.ip', key: 'p1' };
    for (let i = 0; i < 3; i++) expect(await refusedFor([phone], at(0))).toBeNull();
    expect(await refusedFor([phone], at(0))).toBe(10);
    expect(await refusedFor([samePhoneOtherScope], at(0))).toBeNull();
    expect(await refusedFor([{ scope: 'otp.phone', key: 'p2' }], at(0))).toBeNull();
    expect(await refusedFor([phone], at(10_000))).toBeNull();
    expect(await refusedFor([phone], at(10_000))).toBe(20);
    expect(await refusedFor([phone], at(30_000))).toBeNull();
    expect(await refusedFor([phone], at(30_000))).toBe(40);
    expect(await refusedFor([phone], at(70_000))).toBeNull();
    expect(await refusedFor([phone], at(70_000))).toBe(40);
  });

  it('a refused attempt counts on none of its keys', async () => {
    const locked = { scope: 'otp.phone', key: 'p3' };
    const free = { scope: 'otp.ip', key: 'ip3' };
    for (let i = 0; i < 3; i++) await throttle.enter(db().db, [locked], at(0));
    for (let i = 0; i < 10; i++) expect(await refusedFor([locked, free], at(1000))).toBe(9);
    // ip3 was never counted: five free tries remain
    for (let i = 0; i < 4; i++) expect(await refusedFor([free], at(1000))).toBeNull();
  });

  it('reset clears a lock; refund takes back one try and lifts a lock the remaining count does not earn', async () => {
    const a = { scope: 'otp.phone', key: 'p4' };
    for (let i = 0; i < 3; i++) await throttle.enter(db().db, [a], at(0));
    expect(await refusedFor([a], at(0))).toBe(10);
    await throttle.reset(db().db, [a]);
    expect(await refusedFor([a], at(0))).toBeNull();

    const b = { scope: 'otp.phone', key: 'p5' };
    for (let i = 0; i < 3; i++) await throttle.enter(db().db, [b], at(0));
    await throttle.refund(db().db, [b]);
    expect(await refusedFor([b], at(0))).toBeNull();
    expect(await refusedFor([b], at(0))).toBe(10);
  });

  it('refuses a scope it has no policy for', async () => {
    await expect(throttle.enter(db().db, [{ scope: 'nope', key: 'x' }], at(0))).rejects.toThrow('no throttle policy for scope nope');
  });
});
