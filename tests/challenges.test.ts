import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { challengeListRoute, challengeListSchema, slidesRoute, tabCountersRoute } from '../core/api/challenges';
import { errorEnvelope } from '../core/api/route';
import { buildDemoSeed, FALLBACK_CHALLENGE_ID, seedDemo } from '../server/db/seed';
import { registerChallengeRoutes } from '../server/modules/challenges/routes';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';

const SEEDED_AT = new Date('2026-11-21T05:00:00Z');
const MIN = 60_000;

/**
 * Until server/app.ts registers the challenge routes itself, add them to the test app;
 * once it does, this is a no-op and the app's own registration is what gets tested.
 */
function ensureChallengeRoutes(app: FastifyInstance) {
  if (!app.hasRoute({ method: 'GET', url: challengeListRoute.path })) registerChallengeRoutes(app, app.pickxi);
}

describe.each(testDrivers())('challenges API on %s', (driver) => {
  const db = useTestDatabase(driver);
  let now = SEEDED_AT;
  const openApp = () => createTestApp(db(), { clock: () => now, register: ensureChallengeRoutes });

  beforeAll(async () => {
    await seedDemo(db().db, SEEDED_AT);
  });
  afterEach(async () => {
    now = SEEDED_AT;
    await closeTestApps();
  });

  it('lists open challenges (featured first), upcoming ones and all sports, validated by the contract', async () => {
    const app = await openApp();
    const token = await guestToken(app);
    const res = await app.inject({ method: 'GET', url: challengeListRoute.path, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = res.json();
    expect(body.status).toBe(200);
    const list = challengeListSchema.parse(body.data);

    const seed = buildDemoSeed(SEEDED_AT);
    expect(list.challenges).toHaveLength(seed.challenges.filter((c) => c.status === 'open').length);
    const flags = list.challenges.map((c) => c.featured);
    const firstPlain = flags.indexOf(false);
    expect(firstPlain).toBeGreaterThan(0);
    expect(flags.slice(firstPlain)).not.toContain(true);
    expect(list.challenges.every((c) => c.start_time > SEEDED_AT.getTime())).toBe(true);
    expect(list.challenges.find((c) => c.challenge_id === FALLBACK_CHALLENGE_ID)?.prize_money).toBe(10_00_000);
    expect(list.upcoming.length).toBeGreaterThanOrEqual(3);
    expect(list.allSportsData.map((s) => s.sports_name)).toEqual([
      'Cricket',
      'Football',
      'Kabaddi',
      'Hockey',
      'Tennis',
      'Badminton',
      'Basketball',
      'Formula One',
    ]);
  });

  it('filters by sports_id; a sport with nothing open gives an empty list', async () => {
    const app = await openApp();
    const headers = bearer(await guestToken(app));
    const football = (await app.inject({ method: 'GET', url: `${challengeListRoute.path}?sports_id=2`, headers })).json();
    expect(football.data.challenges.length).toBeGreaterThan(0);
    for (const c of football.data.challenges) expect(c.sports_id_arr).toContain(2);
    const badminton = (await app.inject({ method: 'GET', url: `${challengeListRoute.path}?sports_id=6`, headers })).json();
    expect(badminton.data.challenges).toEqual([]);
    expect(badminton.data.allSportsData).toHaveLength(8);
  });

  it('stops listing a challenge once it has started', async () => {
    const app = await openApp();
    const headers = bearer(await guestToken(app));
    now = new Date(SEEDED_AT.getTime() + 40 * MIN);
    const res = (await app.inject({ method: 'GET', url: challengeListRoute.path, headers })).json();
    expect(res.data.challenges.map((c: { challenge_id: number }) => c.challenge_id)).not.toContain(FALLBACK_CHALLENGE_ID);
  });

  it('rejects a missing token with 401 and a non-numeric sports_id with 400, in the error envelope', async () => {
    const app = await openApp();
    const anon = await app.inject({ method: 'GET', url: challengeListRoute.path });
    expect(anon.statusCode).toBe(401);
    expect(errorEnvelope.parse(anon.json()).code).toBe('UNAUTHORIZED');

    const token = await guestToken(app);
    for (const bad of ['abc', '0', '1.5']) {
      const res = await app.inject({ method: 'GET', url: `${challengeListRoute.path}?sports_id=${bad}`, headers: bearer(token) });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).code).toBe('VALIDATION_FAILED');
    }
  });

  it('serves tab counters and the how-to-play slide', async () => {
    const app = await openApp();
    const headers = bearer(await guestToken(app));
    const counters = await app.inject({ method: 'GET', url: tabCountersRoute.path, headers });
    expect(counters.statusCode).toBe(200);
    const open = buildDemoSeed(SEEDED_AT).challenges.filter((c) => c.status === 'open').length;
    expect(counters.json().data).toEqual({ all_matches: open, history: 0, inplay: 0, live: 0, my_matches: 0 });

    const slides = await app.inject({ method: 'GET', url: slidesRoute.path, headers });
    expect(slides.json().data).toEqual([
      { banner_id: 1, banner_name: 'How to play', url: '/img/banners/how-to-play.svg', target: 'howToPlay' },
    ]);
    expect((await app.inject({ method: 'GET', url: tabCountersRoute.path })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${slidesRoute.path}?slide_id=x`, headers })).statusCode).toBe(400);
  });
});
