import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Config } from '../server/config';
import { DEMO_PASSWORD, DEMO_PHONE, ensureDemoPhoneUser } from '../server/modules/auth/service';
import { closeTestApps, createTestApp, openSameDatabaseAgain, testDrivers, useTestDatabase } from './support/app';

/** Password guessing (ADR 010): per phone and per IP, short growing locks, in the database. */

const LOGIN = '/api/v4/utils/login';
const throttleConfig: Partial<Config> = {
  loginThrottle: { freeFailuresPerPhone: 5, freeFailuresPerIp: 12, lockBaseSeconds: 30, lockMaxSeconds: 900 },
};

function fakeClock(start = Date.parse('2026-05-01T10:00:00Z')) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const login = (app: FastifyInstance, password: string, { phone = DEMO_PHONE, ip = '203.0.113.7' } = {}) =>
  app.inject({ method: 'POST', url: LOGIN, payload: { phone, password }, remoteAddress: ip });

async function wrongTimes(app: FastifyInstance, n: number, options?: { phone?: string; ip?: string }) {
  const codes: string[] = [];
  for (let i = 0; i < n; i++) codes.push((await login(app, `wrong-${i}`, options)).json().code as string);
  return codes;
}

function expectLocked(res: Awaited<ReturnType<typeof login>>, seconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(seconds));
  expect(res.json()).toEqual({
    status: 429,
    code: 'LOGIN_LOCKED',
    message: `Too many wrong tries. Please try again in ${seconds} seconds.`,
    data: { retry_after_seconds: seconds },
  });
}

describe.each(testDrivers())('password guessing on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);
  // every test starts from an empty throttle table
  afterEach(async () => {
    await db().db.execute(sql`delete from throttles`);
  });

  it('allows five wrong passwords, then locks the number for 30 s, 60 s, 120 s … up to 15 min', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    await ensureDemoPhoneUser(db().db);

    expect(await wrongTimes(app, 5)).toEqual(Array(5).fill('WRONG_PASSWORD'));
    expectLocked(await login(app, DEMO_PASSWORD), 30);
    t.advance(29_000);
    expectLocked(await login(app, 'wrong'), 1);

    t.advance(1_000);
    expect((await login(app, 'wrong')).json().code).toBe('WRONG_PASSWORD');
    expectLocked(await login(app, 'wrong'), 60);
    for (const seconds of [120, 240, 480, 900, 900]) {
      t.advance(3_600_000 / 4); // past any lock, but not quiet long enough to be forgotten
      expect((await login(app, 'wrong')).json().code).toBe('WRONG_PASSWORD');
      expectLocked(await login(app, 'wrong'), seconds);
    }
  });

  it('a successful login resets the count; a quiet hour forgets it', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    await ensureDemoPhoneUser(db().db);

    await wrongTimes(app, 4);
    expect((await login(app, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await wrongTimes(app, 5)).toEqual(Array(5).fill('WRONG_PASSWORD'));
    expectLocked(await login(app, 'wrong'), 30);

    t.advance(60 * 60_000 + 1);
    expect(await wrongTimes(app, 4)).toEqual(Array(4).fill('WRONG_PASSWORD'));
  });

  it('locks a number guessed from many IPs, and an IP guessing many numbers', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    await ensureDemoPhoneUser(db().db);

    for (let i = 0; i < 5; i++) await login(app, 'wrong', { ip: `198.51.100.${i + 1}` });
    expectLocked(await login(app, DEMO_PASSWORD, { ip: '198.51.100.200' }), 30);

    // one IP, twelve different unregistered numbers: the IP is locked, for every number
    const ip = '192.0.2.9';
    for (let i = 0; i < 12; i++) await login(app, 'guess', { phone: `90000000${String(i).padStart(2, '0')}`, ip });
    expectLocked(await login(app, 'guess', { phone: '9111111111', ip }), 30);
    // another IP is not affected
    expect((await login(app, 'guess', { phone: '9111111111', ip: '192.0.2.10' })).json().code).toBe('PHONE_NOT_REGISTERED');
  });

  it('a player logging in from a shared IP does not use up its free tries', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    await ensureDemoPhoneUser(db().db);
    for (let i = 0; i < 20; i++) expect((await login(app, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(app, 'wrong')).json().code).toBe('WRONG_PASSWORD');
  });

  it('counts guesses sent all at once one by one: no more than five are checked', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    await ensureDemoPhoneUser(db().db);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => login(app, `wrong-${i}`, { ip: `198.51.100.${i + 1}` })));
    const codes = replies.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'WRONG_PASSWORD')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(15);
  });
});

describe.each(testDrivers().filter((d) => d === 'postgres'))('password guessing across two API processes on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('two app instances on one database share the count and the lock, and a restart keeps it', async () => {
    const t = fakeClock();
    const otherProcess = await openSameDatabaseAgain(db());
    onTestFinished(() => otherProcess.close());
    const first = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    const second = await createTestApp(otherProcess, { clock: t.clock, config: throttleConfig });
    await ensureDemoPhoneUser(db().db);

    expect(await wrongTimes(first, 3)).toEqual(Array(3).fill('WRONG_PASSWORD'));
    expect(await wrongTimes(second, 2)).toEqual(Array(2).fill('WRONG_PASSWORD'));
    expectLocked(await login(first, DEMO_PASSWORD), 30);
    expectLocked(await login(second, DEMO_PASSWORD), 30);

    await closeTestApps();
    const restarted = await createTestApp(db(), { clock: t.clock, config: throttleConfig });
    expectLocked(await login(restarted, DEMO_PASSWORD), 30);
  });
});
