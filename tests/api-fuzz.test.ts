import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../core/api/route';
import { logoutRoute } from '../core/api/auth';
import { kycUploadRoute } from '../core/api/wallet-ops';
import { liveStreamRoute } from '../core/api/live';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { PLATFORM_AUTH, bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';
import { contractRoutes, objectShape, sampleOf, sampleQuery, type KnownValues } from './support/contract-samples';

/**
 * Malformed requests to every route of the contract table (core/api): each field of a plausible
 * query or body replaced by a hostile value, whole bodies that are not what any route expects
 * (10 000 levels deep, 1 MB, bad UTF-8, not JSON), bad Idempotency-Keys, and random JSON from
 * fast-check. Every answer must be < 500; every refusal a 4xx with the error envelope; a request
 * the contract rejects must be refused; and nothing may reach the ledger.
 */

const MB = 1024 * 1024;
const BAD_NUMBERS = [-1, 0, 2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, -(2 ** 53), 1.5, 1e308];
const BAD_FIELD_VALUES: unknown[] = [...BAD_NUMBERS, '1', '', 'x'.repeat(10_000), [], [1, 2], {}, { a: { b: 1 } }, null, true];
const BAD_QUERY_VALUES: Array<string | string[]> = [
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740992',
  '1e400',
  '0x10',
  'abc',
  '',
  'x'.repeat(10_000),
  ['1', '2'],
];
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);
const WHOLE_BODIES: Array<{ name: string; payload: string | Buffer }> = [
  { name: 'arrays 10 000 deep', payload: nested(10_000, '[', ']') },
  { name: 'objects 10 000 deep', payload: nested(10_000, '{"a":', '}').replace(/\{"a":\}/, '{}') },
  { name: '1 MB string', payload: JSON.stringify('x'.repeat(MB)) },
  { name: '1 MB object field', payload: JSON.stringify({ a: 'x'.repeat(MB) }) },
  { name: 'bad UTF-8', payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]) },
  { name: 'not JSON', payload: '{"a":' },
  { name: 'array', payload: '[]' },
  { name: 'null', payload: 'null' },
  { name: 'string', payload: '"x"' },
  { name: 'number', payload: '2147483648' },
];
const BAD_KEYS = ['', 'not-a-uuid', 'x'.repeat(5000), `${randomUUID()},${randomUUID()}`];

interface Probe {
  what: string;
  options: InjectOptions;
  /** the contract rejects this request: it must be a 4xx */
  mustRefuse: boolean;
}

function headersFor(route: RouteDef, token: string, key?: string): Record<string, string> {
  const auth = route.auth === 'user' ? bearer(token) : route.auth === 'platform' ? PLATFORM_AUTH : {};
  return { ...auth, ...(route.idempotent ? { 'idempotency-key': key ?? randomUUID() } : {}) };
}

function probesFor(route: RouteDef, token: string, known: KnownValues): Probe[] {
  const probes: Probe[] = [];
  const query = sampleQuery(route.query, known);
  const body = route.body ? (sampleOf(route.body, known) as Record<string, unknown>) : undefined;
  const request = (what: string, q: Record<string, string | string[]>, b: unknown, mustRefuse: boolean, extra: Partial<InjectOptions> = {}) =>
    probes.push({
      what: `${route.method} ${route.path} ${what}`,
      mustRefuse,
      options: {
        method: route.method,
        url: route.path,
        query: q,
        headers: headersFor(route, token),
        ...(route.method === 'GET' || b === undefined ? {} : { payload: b as object }),
        // the live stream never completes: its answer is judged by the status and headers (the body is dropped)
        ...(route === liveStreamRoute ? { payloadAsStream: true } : {}),
        ...extra,
      },
    });
  const queryRefused = (q: Record<string, unknown>) => (route.query ? !route.query.safeParse(q).success : false);
  const bodyRefused = (b: unknown) => (route.body ? !route.body.safeParse(b).success : false);

  request('sample', query, body, false);
  for (const field of Object.keys(objectShape(route.query))) {
    for (const value of BAD_QUERY_VALUES) {
      const q = { ...query, [field]: value };
      request(`query ${field}=${String(value).slice(0, 20)}`, q, body, queryRefused(q));
    }
  }
  request('query 1 MB', { ...query, junk: 'x'.repeat(MB) }, body, queryRefused({ ...query, junk: 'x' }));
  request('query bad UTF-8', {}, body, false, { url: `${route.path}?${Object.keys(query)[0] ?? 'q'}=%FF%FE%C3%28` });

  if (route.method !== 'GET') {
    for (const field of Object.keys(objectShape(route.body))) {
      for (const value of BAD_FIELD_VALUES) {
        const b = { ...body, [field]: value };
        request(`body ${field}=${JSON.stringify(value).slice(0, 20)}`, query, b, bodyRefused(b));
      }
    }
    for (const { name, payload } of WHOLE_BODIES) {
      request(`body ${name}`, query, undefined, route.body !== undefined || route === kycUploadRoute, {
        payload,
        headers: { ...headersFor(route, token), 'content-type': 'application/json' },
      });
    }
  }
  if (route.idempotent) {
    for (const key of BAD_KEYS) {
      probes.push({
        what: `${route.method} ${route.path} Idempotency-Key ${key.slice(0, 20)}`,
        mustRefuse: true,
        options: { method: route.method, url: route.path, query, headers: headersFor(route, token, key), ...(body ? { payload: body } : {}) },
      });
    }
  }
  return probes;
}

/** Ids of one seeded prediction challenge and its contests, matches and questions (rooms open on joins). */
async function seededIds(database: Database): Promise<KnownValues> {
  const result = (await database.db.execute(sql`
    select c.challenge_id, cc.config_id, q.match_id, q.question_id
      from picks_challenge_settings c
      join contest_configs cc on cc.challenge_id = c.challenge_id
      join challenge_matches cm on cm.challenge_id = c.challenge_id
      join questions q on q.match_id = cm.match_id
     limit 1`)) as unknown as { rows: Array<Record<string, number>> };
  const row = result.rows[0];
  if (!row) throw new Error('the demo seed has no prediction challenge with contests and questions');
  return { ...row, contest_id: row['config_id']!, teamId: 1 };
}

/** A seeded draft (nostra11) challenge with its squad: the team routes get its id and a real player id. */
async function seededDraftIds(database: Database): Promise<KnownValues> {
  const result = (await database.db.execute(sql`
    select c.challenge_id, s.player_id
      from challenges c
      join challenge_matches cm on cm.challenge_id = c.challenge_id
      join squads s on s.match_id = cm.match_id
     where c.game_mode = 'nostra11'
     order by c.challenge_id, s.player_id
     limit 1`)) as unknown as { rows: Array<{ challenge_id: number; player_id: string }> };
  const row = result.rows[0];
  if (!row) throw new Error('the demo seed has no draft challenge with a squad');
  return { challenge_id: Number(row.challenge_id), player_id: row.player_id };
}

/** Routes of the draft-team feature (core/api/teams.ts): they name a draft challenge. */
const isDraftRoute = (route: RouteDef) => route.path.includes('/draft/') || route.path.endsWith('/switchTeam');

interface LedgerState {
  operations: number;
  postings: number;
  postingSum: number;
  balanceSum: number;
}

async function ledgerState(database: Database): Promise<LedgerState> {
  const result = (await database.db.execute(sql`
    select (select count(*) from ledger_operations)::int as operations,
           (select count(*) from ledger_postings)::int as postings,
           (select coalesce(sum(amount_paise), 0) from ledger_postings)::bigint::text as posting_sum,
           (select coalesce(sum(balance_paise), 0) from ledger_accounts)::bigint::text as balance_sum`)) as unknown as {
    rows: Array<{ operations: number; postings: number; posting_sum: string; balance_sum: string }>;
  };
  const row = result.rows[0]!;
  return { operations: Number(row.operations), postings: Number(row.postings), postingSum: Number(row.posting_sum), balanceSum: Number(row.balance_sum) };
}

function isErrorEnvelope(status: number, body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return parsed['status'] === status && typeof parsed['code'] === 'string' && typeof parsed['message'] === 'string';
  } catch {
    return false;
  }
}

describe.each(testDrivers())('malformed requests to every contract route on %s', (driver) => {
  const db = useTestDatabase(driver);
  let app: FastifyInstance;
  const routes = contractRoutes();

  let known: KnownValues = {};
  let draftKnown: KnownValues = {};

  beforeAll(async () => {
    // the demo world, so that plausible requests name real challenges, contests, rooms and questions
    await seedDemo(db().db, new Date());
    known = await seededIds(db());
    draftKnown = { ...known, ...(await seededDraftIds(db())) };
    app = await createTestApp(db());
  });
  afterAll(closeTestApps);

  it('covers the whole contract table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(50);
  });

  it('answers every malformed request with a 4xx envelope, never a 5xx, and leaves the ledger alone', async () => {
    const before = await ledgerState(db());
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // a fresh session per route: the logout route's sample request ends the one before it
      for (const probe of probesFor(route, await guestToken(app), isDraftRoute(route) ? draftKnown : known)) {
        const res = await app.inject(probe.options);
        sent++;
        let text = '';
        if (probe.options.payloadAsStream) {
          const stream = res.stream();
          if (res.statusCode < 400) stream.destroy();
          else {
            for await (const chunk of stream) text += String(chunk);
          }
        } else text = res.body;
        const refused = res.statusCode >= 400;
        if (res.statusCode >= 500) failures.push(`${probe.what} → ${res.statusCode} ${text.slice(0, 120)}`);
        else if (probe.mustRefuse && !refused) failures.push(`${probe.what} → ${res.statusCode}, expected a 4xx`);
        else if (refused && !isErrorEnvelope(res.statusCode, text)) failures.push(`${probe.what} → ${res.statusCode} without the envelope: ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    expect(await ledgerState(db())).toEqual(before);
  });

  it('refuses forged or malformed payment notifications and sandbox forms with a 4xx, crediting nothing', async () => {
    const before = await ledgerState(db());
    const failures: string[] = [];
    const forged = [{}, { 'x-webhook-signature': 'AAAA', 'x-webhook-timestamp': '1' }, { 'x-webhook-signature': 'x'.repeat(5000), 'x-webhook-timestamp': '9'.repeat(40) }];
    const contentTypes = ['application/json', 'application/x-www-form-urlencoded', 'text/plain'];
    const bodies = [...WHOLE_BODIES.map((b) => b.payload), JSON.stringify({ orderId: 'x', order_amount: 2 ** 53, data: { order: { order_id: 'abc' } } }), 'CHECKSUMHASH=x&ORDERID=abc&TXNAMOUNT=1e308'];
    const urls = ['/api/v1/payments/webhook/cashfree', '/api/v1/payments/webhook/paytm', '/api/v1/payments/webhook/sandbox', '/api/v1/payments/paytm/callback', '/api/v1/payments/sandbox/pay'];
    for (const url of urls) {
      for (const headers of forged) {
        for (const contentType of contentTypes) {
          for (const payload of bodies) {
            const res = await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
            if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`POST ${url} ${contentType} → ${res.statusCode} ${res.body.slice(0, 80)}`);
          }
        }
      }
    }
    for (const token of ['', 'x', 'x'.repeat(5000), '%FF%FE', 'a.b.c']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/pay?token=${token}` });
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`GET sandbox/pay token=${token.slice(0, 10)} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await ledgerState(db())).toEqual(before);
  });

  it('answers random JSON bodies (fast-check) with a 4xx envelope', async () => {
    const bodyRoutes = routes.filter((r) => r.method !== 'GET' && r.auth !== 'none');
    const shared = await guestToken(app);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRoutes), fc.jsonValue({ maxDepth: 4 }), async (route, payload) => {
        // logout ends the session it is sent with: it gets its own
        const token = route === logoutRoute ? await guestToken(app) : shared;
        const headers = { ...headersFor(route, token), 'content-type': 'application/json' };
        const res = await app.inject({ method: route.method, url: route.path, headers, payload: JSON.stringify(payload) });
        // a route without a body schema ignores the body, except the upload, which takes multipart only
        const mustRefuse = route.body ? !route.body.safeParse(payload).success : route === kycUploadRoute;
        expect(res.statusCode, `${route.path} ${res.body.slice(0, 120)}`).toBeLessThan(500);
        if (mustRefuse) expect(res.statusCode).toBeGreaterThanOrEqual(400);
        if (res.statusCode >= 400) expect(isErrorEnvelope(res.statusCode, res.body)).toBe(true);
      }),
      { seed: 11, numRuns: 300 },
    );
  });
});
