import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../core/api';
import { users } from '../server/db/schema';
import {
  PLATFORM_AUTH,
  bearer,
  closeTestApps,
  createTestApp,
  guestToken,
  newGaid,
  testDrivers,
  useTestDatabase,
} from './support/app';

const AUTH_TOKEN = '/api/f2p/v1/user/authToken';

describe.each(testDrivers())('platform on %s', (driver) => {
  const db = useTestDatabase(driver);
  afterEach(closeTestApps);

  it('health is open and reports the driver and money mode', async () => {
    const app = await createTestApp(db(), { config: { moneyMode: 'social' } });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { ok: true, db: driver, moneyMode: 'social' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('getServerTime returns the server clock', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const app = await createTestApp(db(), { clock: () => now });
    const token = await guestToken(app);
    const res = await app.inject({ method: 'GET', url: '/api/v1/utility/getServerTime', headers: bearer(token) });
    expect(res.json()).toEqual({ status: 200, data: { serverTime: now.getTime() } });
  });

  it('wallet reads zeros for a fresh player, with the three component texts', async () => {
    const app = await createTestApp(db());
    const token = await guestToken(app);
    const res = await app.inject({ method: 'GET', url: '/api/f2p/v1/user/wallet', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      deposit_money: 0,
      promo_money: 0,
      winnings_money: 0,
      components: [
        {
          key: 'deposit',
          title: 'Deposit',
          value: 0,
          desc: 'Money you added. Use it to join contests and buy powerups. Not withdrawable.',
        },
        {
          key: 'promo',
          title: 'Bonus',
          value: 0,
          desc: 'Promo money. Usable for a part of the entry fee of paid contests. Not withdrawable.',
        },
        { key: 'winnings', title: 'Winnings', value: 0, desc: 'Money you won. Withdraw it to your bank or Paytm.' },
      ],
    });
  });

  describe('bad input gets a 4xx envelope and changes nothing', () => {
    const countUsers = async () => (await db().db.select({ id: users.id }).from(users)).length;

    it('validation failure → 400 VALIDATION_FAILED naming the field', async () => {
      const app = await createTestApp(db());
      const before = await countUsers();
      const res = await app.inject({ method: 'POST', url: AUTH_TOKEN, headers: PLATFORM_AUTH, payload: { gaid: 42 } });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toMatch(/^Invalid body\.gaid: /);
      expect(body.data.issues).toEqual([{ path: 'body.gaid', message: expect.any(String) }]);
      expect(await countUsers()).toBe(before);
    });

    it('malformed JSON → 400', async () => {
      const app = await createTestApp(db());
      const before = await countUsers();
      const res = await app.inject({
        method: 'POST',
        url: AUTH_TOKEN,
        headers: { ...PLATFORM_AUTH, 'content-type': 'application/json' },
        payload: '{"gaid": "abcdefgh12"',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'Request body is not valid JSON' });
      expect(await countUsers()).toBe(before);
    });

    it('huge body → 413 PAYLOAD_TOO_LARGE', async () => {
      const app = await createTestApp(db(), { config: { bodyLimitBytes: 2048 } });
      const res = await app.inject({
        method: 'POST',
        url: AUTH_TOKEN,
        headers: PLATFORM_AUTH,
        payload: { gaid: newGaid(), filler: 'x'.repeat(10_000) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    });

    it('wrong content type → 415', async () => {
      const app = await createTestApp(db());
      const res = await app.inject({
        method: 'POST',
        url: AUTH_TOKEN,
        headers: { ...PLATFORM_AUTH, 'content-type': 'application/xml' },
        payload: '<gaid>abcdefgh12</gaid>',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it('an unexpected error → 500 INTERNAL without details', async () => {
      const app = await createTestApp(db(), {
        register: (a) => {
          a.get('/api/test/boom', () => {
            throw new Error('secret internals at /srv/x.ts:12');
          });
        },
      });
      const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 500, code: 'INTERNAL', message: 'Something went wrong' });
    });
  });

  it('unknown /api path → 404 envelope', async () => {
    const app = await createTestApp(db());
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/v9/nothing/here', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('sets security headers and the CSP the PWA needs', async () => {
    const app = await createTestApp(db());
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "font-src 'self' data:",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('FRAME_ANCESTORS lets the partner launcher frame the app', async () => {
    const app = await createTestApp(db(), { config: { frameAncestors: ["'self'", 'https://launcher.example'] } });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self' https://launcher.example");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('rate limit → 429 RATE_LIMITED envelope', async () => {
    const app = await createTestApp(db(), { config: { rateLimitPerMinute: 3 } });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      // an address no other test of this file used: the count is kept in the database
      last = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.77' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('compresses large responses with brotli or gzip', async () => {
    const app = await createTestApp(db());
    const res = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('OpenAPI at /api/docs/json lists every registered contract path', async () => {
    const app = await createTestApp(db());
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    const routeUrls = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((l) => l.replace(/^[\s│├└─]+/, '').replace(/ \(.*\)$/, ''))
      .filter((u) => u.startsWith('/api/') && u !== '/api/docs/json');
    expect(routeUrls.length).toBeGreaterThan(5);
    // OpenAPI writes path parameters as {name} where Fastify has :name
    for (const url of routeUrls) expect(paths).toContain(url.replace(/:(\w+)/g, '{$1}'));
    // Every contract in core/api this server implements is documented with its method.
    const served = (Object.values(contracts) as unknown[]).filter(
      (c): c is { method: string; path: string } =>
        typeof c === 'object' &&
        c !== null &&
        'path' in c &&
        'method' in c &&
        routeUrls.includes(String((c as { path: unknown }).path)),
    );
    expect(served.length).toBeGreaterThanOrEqual(7);
    for (const c of served) expect(doc.paths[c.path]).toHaveProperty(c.method.toLowerCase());
    expect(doc.paths['/api/f2p/v1/user/wallet'].get.security).toEqual([{ user: [] }]);
  });
});

describe('static PWA serving', () => {
  const db = useTestDatabase('pglite');
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pickxi-static-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>PickXI</title>');
    writeFileSync(path.join(dir, 'assets', 'x-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'sw.js'), 'self.x=1');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(closeTestApps);

  it('hashed assets are immutable for a year; the shell files are no-cache', async () => {
    const app = await createTestApp(db(), { config: { staticDir: dir } });
    const asset = await app.inject({ method: 'GET', url: '/assets/x-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('SPA fallback: an HTML navigation to a client route gets index.html', async () => {
    const app = await createTestApp(db(), { config: { staticDir: dir } });
    const res = await app.inject({ method: 'GET', url: '/wallet', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>PickXI</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('a missing file that is not a navigation is a 404, and /api never falls back', async () => {
    const app = await createTestApp(db(), { config: { staticDir: dir } });
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
