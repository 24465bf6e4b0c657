import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Config } from '../server/config';
import { createAccount, fakeClock, newPhone, PASSWORD, sentCode, verify } from './accounts-support';
import { closeTestApps, createTestApp, guestToken, openSameDatabaseAgain, testDrivers, useTestDatabase } from './support/app';

/**
 * One-time-code brute force spread over two API processes on one PostgreSQL: the guesses share
 * one count (the throttles table), so the number is locked after the limit whichever process
 * answers, with Retry-After, and the right code is refused while locked.
 */
const throttleConfig: Partial<Config> = {
  loginThrottle: { freeFailuresPerPhone: 5, freeFailuresPerIp: 30, lockBaseSeconds: 30, lockMaxSeconds: 900 },
};

describe.each(testDrivers().filter((d) => d === 'postgres'))('code guessing across two API processes on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);
  afterEach(async () => {
    await db().db.execute(sql`delete from throttles`);
  });

  it('locks the number after five wrong codes, whichever process answers; Retry-After grows', async () => {
    const t = fakeClock();
    const other = await openSameDatabaseAgain(db());
    onTestFinished(() => other.close());
    const first = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    const second = await createTestApp(other, { clock: t.clock, config: throttleConfig });
    const token = await guestToken(first);
    const phone = newPhone();
    await createAccount(first, token, { phone, password: PASSWORD, state: 'KA' });
    const code = sentCode(first, phone);
    const wrong = code === '123456' ? '654321' : '123456';

    // 20 guesses at once, alternating processes and IPs: exactly five are checked
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify(i % 2 === 0 ? first : second, token, wrong, `198.51.100.${i + 1}`)),
    );
    const codes = replies.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'OTP_LOCKED')).toHaveLength(15);
    for (const r of replies.filter((x) => x.statusCode === 429)) expect(r.headers['retry-after']).toBe('30');

    // the right code is refused on both processes while locked
    for (const app of [first, second]) {
      const locked = await verify(app, token, code);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('OTP_LOCKED');
    }
    // after the lock one more wrong guess locks for 60 s
    t.advance(30_000);
    expect((await verify(second, token, wrong)).json().code).toBe('OTP_INVALID');
    const longer = await verify(first, token, code);
    expect(longer.headers['retry-after']).toBe('60');
    t.advance(60_000);
    expect((await verify(second, token, code)).statusCode).toBe(200);
  });
});
