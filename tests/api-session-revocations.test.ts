import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../server/modules/auth/session-revocations';
import { bearer, closeTestApps, createTestApp, guestToken, useTestDatabase } from './support/app';

/**
 * ADR 007: on PostgreSQL each API process caches sessions while its revocation listener is
 * connected. Two apps on one database stand for two processes. PostgreSQL only (PGlite has one
 * process and no listener): registered when TEST_DATABASE_URL is set.
 */
const drivers = process.env.TEST_DATABASE_URL ? (['postgres'] as const) : ([] as const);

const WALLET = '/api/f2p/v1/user/wallet';
const LOGOUT = '/api/v1/user/logout';
const WAIT = { timeout: 5000, interval: 20 };

const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
const cacheOf = (app: FastifyInstance) => app.pickxi.sessionCache;

describe.each(drivers)('session cache across processes on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  async function apiProcess(retryMs = 20): Promise<FastifyInstance> {
    const app = await createTestApp(db(), { sessionListener: { retryMs, pingMs: 60_000 } });
    await vi.waitFor(() => expect(cacheOf(app).enabled).toBe(true), WAIT);
    return app;
  }

  const wallet = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: WALLET, headers: bearer(token) });
  const listenerPids = async () =>
    ((await db().db.execute(sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`)) as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
  const dropListeners = () =>
    db().db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);

  it('a session cached by one process is dropped there when another process logs it out', async () => {
    const a = await apiProcess();
    const b = await apiProcess();
    const token = await guestToken(a);
    expect((await wallet(b, token)).statusCode).toBe(200);
    expect(cacheOf(b).get(sid(token), Date.now())).toBeDefined();
    expect((await a.inject({ method: 'POST', url: LOGOUT, headers: bearer(token) })).statusCode).toBe(200);
    await vi.waitFor(() => expect(cacheOf(b).get(sid(token), Date.now())).toBeUndefined(), WAIT);
    expect((await wallet(b, token)).statusCode).toBe(401);
  });

  it('a revocation made by hand in SQL reaches every cache', async () => {
    const a = await apiProcess();
    const token = await guestToken(a);
    expect((await wallet(a, token)).statusCode).toBe(200);
    await db().db.execute(sql`update sessions set revoked_at = now() where id = ${sid(token)}::uuid`);
    await vi.waitFor(() => expect(cacheOf(a).get(sid(token), Date.now())).toBeUndefined(), WAIT);
    expect((await wallet(a, token)).statusCode).toBe(401);
  });

  it('while the listener is lost the cache is not used, so a revocation nobody heard still applies', async () => {
    const a = await apiProcess(60_000); // stays disconnected for the whole test
    const token = await guestToken(a);
    expect((await wallet(a, token)).statusCode).toBe(200);
    await dropListeners();
    await vi.waitFor(() => expect(cacheOf(a).enabled).toBe(false), WAIT);
    await db().db.execute(sql`update sessions set revoked_at = now() where id = ${sid(token)}::uuid`);
    expect((await wallet(a, token)).statusCode).toBe(401);
  });

  it('after reconnecting the listener the cache resumes from empty', async () => {
    const a = await apiProcess();
    const token = await guestToken(a);
    expect((await wallet(a, token)).statusCode).toBe(200);
    const before = await listenerPids();
    await dropListeners();
    await vi.waitFor(async () => {
      const now = await listenerPids();
      expect(now.length).toBe(1);
      expect(before).not.toContain(now[0]);
      expect(cacheOf(a).enabled).toBe(true);
    }, WAIT);
    expect(cacheOf(a).size).toBe(0);
    expect((await wallet(a, token)).statusCode).toBe(200);
    expect(cacheOf(a).get(sid(token), Date.now())).toBeDefined();
  });
});
