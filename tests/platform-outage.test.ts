import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { bearer, closeTestApps, createTestApp, guestToken } from './support/app';
import { canRunPrivatePostgres, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { createChallenge, createConfig, createFundedPlayers, joinBody, q, requestJoin } from './contests-support';

/**
 * PostgreSQL restarted under a running API (issue 22 M1): while it is down every request is a 503 with Retry-After
 * that changed nothing; once it is back the API serves again by itself, a request retried with its Idempotency-Key
 * does its work once, and a session revoked around the restart is refused even though the process had cached it.
 * On a private cluster (tests/support/private-postgres.ts), never the shared server every other test uses.
 * Registered when TEST_DATABASE_URL is set (the PostgreSQL runs) and initdb is on this machine.
 */
const drivers = process.env.TEST_DATABASE_URL && canRunPrivatePostgres() ? (['postgres'] as const) : ([] as const);
const HOUR = 3_600_000;
const WAIT = { timeout: 20_000, interval: 100 };

describe.each(drivers)('the database restarting under the API on %s', () => {
  let cluster: PrivatePostgres;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    database = await openDatabase({ databaseUrl: cluster.url, dataDir: undefined });
    await migrateDatabase(database);
    app = await createTestApp(database, { sessionListener: { retryMs: 200, pingMs: 60_000 } });
    await vi.waitFor(() => expect(app.pickxi.sessionCache.enabled).toBe(true), WAIT);
  }, 60_000);
  afterAll(async () => {
    await closeTestApps();
    await database?.close();
    cluster?.destroy();
  });

  const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
  const wallet = (token: string) => app.inject({ method: 'GET', url: '/api/f2p/v1/user/wallet', headers: bearer(token) });
  const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

  it('answers 503 with Retry-After while PostgreSQL is down, changes nothing, and recovers by itself', async () => {
    const f = await createChallenge(database.db, new Date(Date.now() + HOUR));
    const configId = await createConfig(database.db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 10, maxRooms: 1, name: 'Outage' });
    const [player] = await createFundedPlayers(app, database.db, f, 1, 1000);
    const key = randomUUID();
    expect((await ready()).statusCode).toBe(200);

    await cluster.stop();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    const refused = await requestJoin(app, player!, joinBody(f.challengeId, configId, 1), key);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect((await wallet(player!.token)).statusCode).toBe(503);

    await cluster.start();
    // the pool opens fresh connections by itself: no restart of the API
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), WAIT);
    const first = await requestJoin(app, player!, joinBody(f.challengeId, configId, 1), key);
    expect(first.statusCode).toBe(200);
    const again = await requestJoin(app, player!, joinBody(f.challengeId, configId, 1), key);
    expect(again.json().data.order_id).toBe(first.json().data.order_id);
    const orders = await q<{ n: number }>(database.db, sql`select count(*)::int as n from join_orders where user_id = ${player!.id}`);
    expect(orders[0]!.n).toBe(1);
  }, 60_000);

  it('under load: every request during the outage is a 200 or a 503, and each join retried with its key lands once', async () => {
    const f = await createChallenge(database.db, new Date(Date.now() + HOUR));
    const configId = await createConfig(database.db, { challengeId: f.challengeId, feePaise: 1000, roomSize: 50, maxRooms: 2, name: 'Outage load' });
    const players = await createFundedPlayers(app, database.db, f, 40, 1000);
    const statuses = new Set<number>();
    let outageOver = false;
    // each player retries its one join with its one key until it is answered, as the PWA's outbox does
    const clients = players.map(async (player) => {
      const key = randomUUID();
      for (let attempt = 0; attempt < 2000; attempt++) {
        const res = await requestJoin(app, player, joinBody(f.challengeId, configId, 1), key);
        statuses.add(res.statusCode);
        statuses.add((await wallet(player.token)).statusCode);
        if (res.statusCode === 200 && outageOver) return res.json().data.order_id as string;
        await new Promise((r) => setTimeout(r, 5));
      }
      throw new Error('never answered');
    });
    await vi.waitFor(() => expect(statuses.has(200)).toBe(true), WAIT); // the load is running when the database goes
    await cluster.stop();
    await vi.waitFor(() => expect(statuses.has(503)).toBe(true), WAIT); // and the clients meet the outage
    await cluster.start();
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), WAIT);
    outageOver = true;
    const orderIds = await Promise.all(clients);

    expect([...statuses].sort()).toEqual([200, 503]);
    expect(new Set(orderIds).size).toBe(players.length);
    const orders = await q<{ n: number; users: number }>(
      database.db,
      sql`select count(*)::int as n, count(distinct user_id)::int as users from join_orders where config_id = ${configId}`,
    );
    expect(orders[0]).toEqual({ n: players.length, users: players.length });
  }, 90_000);

  it('a session revoked around the restart is refused, though this process had cached it', async () => {
    const token = await guestToken(app);
    expect((await wallet(token)).statusCode).toBe(200);
    expect(app.pickxi.sessionCache.get(sid(token), Date.now())).toBeDefined();

    await cluster.stop();
    // the listener's connection is gone: the cache must not answer for sessions it can no longer hear about
    await vi.waitFor(() => expect(app.pickxi.sessionCache.enabled).toBe(false), WAIT);
    await cluster.start();
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), WAIT);
    // revoked by hand the moment the database is back, whether or not the listener has reconnected yet
    await database.db.execute(sql`update sessions set revoked_at = now() where id = ${sid(token)}::uuid`);
    expect((await wallet(token)).statusCode).toBe(401);

    // and the cache serves again once its listener is back
    await vi.waitFor(() => expect(app.pickxi.sessionCache.enabled).toBe(true), WAIT);
    const fresh = await guestToken(app);
    expect((await wallet(fresh)).statusCode).toBe(200);
    expect(app.pickxi.sessionCache.get(sid(fresh), Date.now())).toBeDefined();
  }, 60_000);
});
