import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../core/api/route';
import { ApiError } from '../core/errors';
import { registerRoute, requireUser } from '../server/http/route';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

/**
 * The Idempotency-Key layer, on a test-only route that writes a row, so "ran once" is
 * observable in the database.
 */
const testRoute = defineRoute({
  method: 'POST',
  path: '/api/test/idempotent/add',
  auth: 'user',
  idempotent: true,
  summary: 'test: add a note',
  body: z.object({ note: z.string().min(1), fail: z.enum(['none', 'business', 'crash']).default('none') }),
  data: z.object({ id: z.number().int(), note: z.string() }),
});

const otherRoute = defineRoute({ ...testRoute, path: '/api/test/idempotent/other' });

describe.each(testDrivers())('idempotency on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  let executions = 0;

  async function appWithTestRoute(delayMs = 0): Promise<FastifyInstance> {
    await db().db.execute(sql`create table if not exists test_notes (id serial primary key, user_id bigint, note text)`);
    return createTestApp(db(), {
      register: (app) => {
        for (const def of [testRoute, otherRoute]) {
          registerRoute(app, app.pickxi, def, async (ctx) => {
            executions++;
            const user = requireUser(ctx);
            const rows = await ctx.db.execute(
              sql`insert into test_notes (user_id, note) values (${user.id}, ${ctx.body.note}) returning id`,
            );
            if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
            if (ctx.body.fail === 'business') throw new ApiError(422, 'ROOM_FULL', 'Oops! All rooms are full.');
            if (ctx.body.fail === 'crash') throw new Error('boom');
            const id = Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
            return { id, note: ctx.body.note };
          });
        }
      },
    });
  }

  const notesOf = async (note: string) =>
    Number(
      (
        (await db().db.execute(sql`select count(*)::int as n from test_notes where note = ${note}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );

  const post = (app: FastifyInstance, token: string, key: string | undefined, body: object, url = testRoute.path) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });

  it('requires a UUID Idempotency-Key', async () => {
    const app = await appWithTestRoute();
    const token = await guestToken(app);
    for (const key of [undefined, 'not-a-uuid', '']) {
      const res = await post(app, token, key, { note: 'no-key' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await notesOf('no-key')).toBe(0);
  });

  it('a replay returns the first response unchanged and runs nothing', async () => {
    const app = await appWithTestRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    const first = await post(app, token, key, { note: 'replay' });
    expect(first.statusCode).toBe(200);
    const second = await post(app, token, key, { note: 'replay' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await notesOf('replay')).toBe(1);
  });

  it('same key with a different body → 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const app = await appWithTestRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    await post(app, token, key, { note: 'reuse-a' });
    const res = await post(app, token, key, { note: 'reuse-b' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await notesOf('reuse-b')).toBe(0);
  });

  it('same key on another route → 422 as well', async () => {
    const app = await appWithTestRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    await post(app, token, key, { note: 'cross' });
    const res = await post(app, token, key, { note: 'cross' }, otherRoute.path);
    expect(res.statusCode).toBe(422);
    expect(await notesOf('cross')).toBe(1);
  });

  it('key order in the body does not matter', async () => {
    const app = await appWithTestRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    const a = await post(app, token, key, { note: 'order', fail: 'none' });
    const b = await app.inject({
      method: 'POST',
      url: testRoute.path,
      headers: { ...bearer(token), 'idempotency-key': key, 'content-type': 'application/json' },
      payload: '{"fail":"none","note":"order"}',
    });
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
  });

  it('keys are per user: another player may use the same key', async () => {
    const app = await appWithTestRoute();
    const key = randomUUID();
    const one = await post(app, await guestToken(app), key, { note: 'per-user' });
    const two = await post(app, await guestToken(app), key, { note: 'per-user' });
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(await notesOf('per-user')).toBe(2);
  });

  it('a business rejection is stored and replayed; its writes are rolled back', async () => {
    const app = await appWithTestRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    const first = await post(app, token, key, { note: 'rejected', fail: 'business' });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ status: 422, code: 'ROOM_FULL', message: 'Oops! All rooms are full.' });
    const before = executions;
    const again = await post(app, token, key, { note: 'rejected', fail: 'business' });
    expect(again.statusCode).toBe(422);
    expect(again.body).toBe(first.body);
    expect(executions).toBe(before);
    expect(await notesOf('rejected')).toBe(0);
  });

  it('an unexpected failure stores nothing, so a retry with the same key runs again', async () => {
    const app = await appWithTestRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    const crashed = await post(app, token, key, { note: 'crash', fail: 'crash' });
    expect(crashed.statusCode).toBe(500);
    expect(await notesOf('crash')).toBe(0);
    const before = executions;
    const retry = await post(app, token, key, { note: 'crash', fail: 'crash' });
    expect(retry.statusCode).toBe(500);
    expect(executions).toBe(before + 1);
  });

  it('validation failures are not stored (the key stays free)', async () => {
    const app = await appWithTestRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    const bad = await post(app, token, key, { note: '' });
    expect(bad.statusCode).toBe(400);
    const good = await post(app, token, key, { note: 'after-bad' });
    expect(good.statusCode).toBe(200);
  });

  it('concurrent requests with one key execute once and get the same response', async () => {
    const app = await appWithTestRoute(50);
    const token = await guestToken(app);
    const key = randomUUID();
    const before = executions;
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(app, token, key, { note: 'concurrent' })));
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(responses[0]!.body);
    }
    expect(executions - before).toBe(1);
    expect(await notesOf('concurrent')).toBe(1);
  });
});
