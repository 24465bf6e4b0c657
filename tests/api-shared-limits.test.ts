import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../server/db/client';
import { bearer, closeTestApps, createTestApp, guestToken, openSameDatabaseAgain, testDrivers, useTestDatabase } from './support/app';

/**
 * Limits that must hold across API processes and restarts (ADR 010): the per-IP
 * request limit is counted in the database, and an Idempotency-Key replays wherever it lands.
 */

function fakeClock(start = Date.parse('2026-05-01T10:00:00Z')) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const health = (app: FastifyInstance, ip: string) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });

async function statuses(app: FastifyInstance, ip: string, n: number) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await health(app, ip)).statusCode);
  return out;
}

describe.each(testDrivers())('per-IP request limit on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('refuses the request over the limit with 429, Retry-After and the envelope until the window ends', async () => {
    const t = fakeClock();
    const app = await createTestApp(db(), { clock: t.clock, config: { rateLimitPerMinute: 5 } });
    expect(await statuses(app, '203.0.113.1', 5)).toEqual([200, 200, 200, 200, 200]);
    t.advance(20_000);
    const refused = await health(app, '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Try again in 40 s.' });
    // another client is not affected
    expect((await health(app, '203.0.113.2')).statusCode).toBe(200);
    t.advance(40_000);
    expect((await health(app, '203.0.113.1')).statusCode).toBe(200);
  });

  it('a restarted server keeps counting the same window', async () => {
    const t = fakeClock(Date.parse('2026-05-02T10:00:00Z'));
    const before = await createTestApp(db(), { clock: t.clock, config: { rateLimitPerMinute: 3 } });
    expect(await statuses(before, '203.0.113.3', 3)).toEqual([200, 200, 200]);
    await closeTestApps();
    const after = await createTestApp(db(), { clock: t.clock, config: { rateLimitPerMinute: 3 } });
    expect((await health(after, '203.0.113.3')).statusCode).toBe(429);
  });
});

describe.each(testDrivers().filter((d) => d === 'postgres'))('limits across two API processes on %s', (driver) => {
  const db = useTestDatabase(driver);
  let otherProcess: Database;
  afterEach(closeTestApps);

  async function twoProcesses(config: Parameters<typeof createTestApp>[1] = {}) {
    otherProcess = await openSameDatabaseAgain(db());
    onTestFinished(() => otherProcess.close());
    return [await createTestApp(db(), config), await createTestApp(otherProcess, config)] as const;
  }

  it('two app instances share one per-IP count', async () => {
    const t = fakeClock(Date.parse('2026-05-03T10:00:00Z'));
    const [first, second] = await twoProcesses({ clock: t.clock, config: { rateLimitPerMinute: 6 } });
    const ip = '203.0.113.4';
    expect(await statuses(first, ip, 3)).toEqual([200, 200, 200]);
    expect(await statuses(second, ip, 3)).toEqual([200, 200, 200]);
    expect((await health(first, ip)).statusCode).toBe(429);
    expect((await health(second, ip)).statusCode).toBe(429);
  });

  it('an Idempotency-Key sent to one instance replays on the other, and its reuse is refused there', async () => {
    const [first, second] = await twoProcesses();
    const token = await guestToken(first);
    const key = randomUUID();
    const send = (app: FastifyInstance, mobile: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v2/game/users/paymentInfo',
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: { payment_mode: 'paytm', mobile },
      });
    const original = await send(first, '9876543210');
    expect(original.statusCode).toBe(200);
    const replay = await send(second, '9876543210');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(original.body);
    const reused = await send(second, '9123456789');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
