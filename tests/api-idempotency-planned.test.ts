import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../core/api/route';
import { ApiError } from '../core/errors';
import { registerPlannedRoute, requireUser } from '../server/http/route';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

/**
 * The one-statement Idempotency-Key form (runPlanned, used by the join request), on a test-only
 * route: the plan reads a gate and whether the note exists, then writes the note (unique) only if
 * the statement claims the key.
 */
const plannedRoute = defineRoute({
  method: 'POST',
  path: '/api/test/planned/add',
  auth: 'user',
  idempotent: true,
  summary: 'test: add a unique note, planned',
  body: z.object({ note: z.string().min(1), mode: z.enum(['plan', 'crash', 'always-conflict']).default('plan') }),
  data: z.object({ note: z.string() }),
});

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.each(testDrivers())('planned idempotent routes on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  let plans = 0;

  async function appWithPlannedRoute(delayMs = 0): Promise<FastifyInstance> {
    await db().db.execute(sql`create table if not exists planned_notes (note text primary key, user_id bigint)`);
    await db().db.execute(sql`create table if not exists planned_gate (open boolean not null)`);
    await db().db.execute(sql`delete from planned_gate`);
    await db().db.execute(sql`insert into planned_gate values (true)`);
    return createTestApp(db(), {
      register: (app) =>
        registerPlannedRoute(app, app.pickxi, plannedRoute, async (ctx) => {
          plans++;
          const user = requireUser(ctx);
          const { note, mode } = ctx.body;
          const [state] = rowsOf<{ open: boolean; taken: boolean }>(
            await ctx.db.execute(sql`select (select open from planned_gate) as open, exists (select 1 from planned_notes where note = ${note}) as taken`),
          );
          if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
          if (mode === 'crash') throw new Error('boom');
          if (!state!.open) throw new ApiError(422, 'ROOM_FULL', 'Oops! All rooms are full.');
          if (state!.taken && mode !== 'always-conflict') throw new ApiError(409, 'ALREADY_JOINED', 'taken');
          return {
            data: { note },
            write: { table: 'planned_notes', columns: [['note', 'text'], ['user_id', 'bigint']], values: { note, user_id: user.id } },
          };
        }),
    });
  }

  const notesOf = async (note: string) =>
    rowsOf<{ n: number }>(await db().db.execute(sql`select count(*)::int as n from planned_notes where note = ${note}`))[0]!.n;
  const keyStored = async (key: string) =>
    rowsOf<{ n: number }>(await db().db.execute(sql`select count(*)::int as n from idempotency_keys where key = ${key}`))[0]!.n;
  const setGate = (open: boolean) => db().db.execute(sql`update planned_gate set open = ${open}`);

  const post = (app: FastifyInstance, token: string, key: string, body: object) =>
    app.inject({ method: 'POST', url: plannedRoute.path, headers: { ...bearer(token), 'idempotency-key': key }, payload: body });

  it('writes once with the key; a replay answers the stored response and writes nothing', async () => {
    const app = await appWithPlannedRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    const first = await post(app, token, key, { note: 'p-replay' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 200, data: { note: 'p-replay' } });
    const second = await post(app, token, key, { note: 'p-replay' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await notesOf('p-replay')).toBe(1);
  });

  it('a business rejection is stored without the write, and replayed even after the plan would now succeed', async () => {
    const app = await appWithPlannedRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    await setGate(false);
    const first = await post(app, token, key, { note: 'p-rejected' });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ status: 422, code: 'ROOM_FULL', message: 'Oops! All rooms are full.' });
    await setGate(true);
    const again = await post(app, token, key, { note: 'p-rejected' });
    expect(again.statusCode).toBe(422);
    expect(again.body).toBe(first.body);
    expect(await notesOf('p-rejected')).toBe(0);
  });

  it('the same key with another body → 422 IDEMPOTENCY_KEY_REUSED, nothing written', async () => {
    const app = await appWithPlannedRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    await post(app, token, key, { note: 'p-a' });
    const res = await post(app, token, key, { note: 'p-b' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await notesOf('p-b')).toBe(0);
  });

  it('an unexpected failure stores no key, so a retry plans again', async () => {
    const app = await appWithPlannedRoute();
    const token = await guestToken(app);
    const key = randomUUID();
    expect((await post(app, token, key, { note: 'p-crash', mode: 'crash' })).statusCode).toBe(500);
    expect(await keyStored(key)).toBe(0);
    const before = plans;
    expect((await post(app, token, key, { note: 'p-crash', mode: 'crash' })).statusCode).toBe(500);
    expect(plans).toBe(before + 1);
  });

  it('a write that conflicts with a concurrent request is planned again on fresh reads', async () => {
    const app = await appWithPlannedRoute(30);
    const tokens = await Promise.all(Array.from({ length: 6 }, () => guestToken(app)));
    const keys = tokens.map(() => randomUUID());
    const before = plans;
    const responses = await Promise.all(tokens.map((t, i) => post(app, t, keys[i]!, { note: 'p-race' })));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await notesOf('p-race')).toBe(1);
    // All six planned together, so the five losers each hit the unique note and planned a second time.
    expect(plans - before).toBe(11);
    for (const key of keys) expect(await keyStored(key)).toBe(1);
  });

  it('a write that keeps conflicting gives up after three plans and stores no key', async () => {
    const app = await appWithPlannedRoute();
    const token = await guestToken(app);
    await post(app, token, randomUUID(), { note: 'p-stuck' });
    const key = randomUUID();
    const before = plans;
    const res = await post(app, token, key, { note: 'p-stuck', mode: 'always-conflict' });
    expect(res.statusCode).toBe(500);
    expect(plans - before).toBe(3);
    expect(await keyStored(key)).toBe(0);
  });

  it('concurrent requests with one key write once and answer the same body', async () => {
    const app = await appWithPlannedRoute(30);
    const token = await guestToken(app);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(app, token, key, { note: 'p-same-key' })));
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(responses[0]!.body);
    }
    expect(await notesOf('p-same-key')).toBe(1);
  });
});
