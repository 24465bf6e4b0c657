import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../server/db/client';
import { databaseRateLimitStore } from '../server/http/rate-limit-store';
import { testDrivers, useTestDatabase } from './support/app';

/** The shared per-IP count (ADR 010) stays off the database on the hot path. */

type Result = { current: number; ttl: number };
const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe.each(testDrivers())('database rate-limit store on %s', (driver) => {
  const db = useTestDatabase(driver);

  function countingDb() {
    const real = db().db;
    const counter = { statements: 0 };
    const wrapped = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop === 'execute') return (query: Parameters<Db['execute']>[0]) => (counter.statements++, target.execute(query));
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    return { db: wrapped, counter };
  }

  it('reads a key once per window, writes hits in batches, and starts a second store from the shared count', async () => {
    const now = new Date('2026-07-01T10:00:10Z');
    const { db: counted, counter } = countingDb();
    const first = databaseRateLimitStore({ db: counted, clock: () => now, log: silent, syncMs: 60_000 });
    const store = new first.Store();
    const incr = (s: InstanceType<typeof first.Store>, max: number) =>
      new Promise<Result>((resolve, reject) => s.incr('198.51.100.1', (err, res) => (err ? reject(err) : resolve(res!)), 60_000, max));

    const results: Result[] = [];
    for (let i = 0; i < 50; i++) results.push(await incr(store, 1000));
    expect(results.map((r) => r.current)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(results[0]!.ttl).toBe(50_000); // the window is aligned to the minute
    expect(counter.statements).toBe(1); // the first read only: a tenth of 1000 was not reached

    await first.close(); // writes the 50 local hits
    const rows = (await db().db.execute(sql`select hits from rate_limit_hits where key = '198.51.100.1'`)) as unknown as { rows: Array<{ hits: number }> };
    expect(Number(rows.rows[0]!.hits)).toBe(50);

    const second = databaseRateLimitStore({ db: db().db, clock: () => now, log: silent, syncMs: 60_000 });
    expect((await incr(new second.Store(), 1000)).current).toBe(51);
    await second.close();
  });
});
