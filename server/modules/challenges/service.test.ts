import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { challengeListSchema } from '../../../core/api/challenges';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { banners, challenges } from '../../db/schema/challenges';
import { buildDemoSeed, FALLBACK_CHALLENGE_ID, seedDemo } from '../../db/seed';
import { createChallengesService, type ChallengesService } from './service';

/** The real SQL of the repository on an in-memory PGlite with the demo seed. */

const SEEDED_AT = new Date('2026-11-21T05:00:00Z');
const MIN = 60_000;
const USER = 1;

const client = new PGlite();
const db = drizzle({ client, schema }) as unknown as Db;
let now = SEEDED_AT;
let service: ChallengesService;
const seed = buildDemoSeed(SEEDED_AT);

beforeAll(async () => {
  await migrate(drizzle(client), { migrationsFolder: path.resolve('server/db/migrations') });
  await seedDemo(db, SEEDED_AT);
});
afterAll(async () => {
  await client.close();
});
beforeEach(() => {
  now = SEEDED_AT;
  service = createChallengesService({ db, clock: () => now });
});

describe('challenge list on the demo catalogue', () => {
  it('lists the open, not started challenges, featured first then by start time', async () => {
    const list = challengeListSchema.parse(await service.list(db, USER));
    const expectedOpen = seed.challenges.filter((c) => c.status === 'open');
    expect(list.challenges).toHaveLength(expectedOpen.length);
    const flags = list.challenges.map((c) => c.featured);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false))).not.toContain(true);
    const featured = list.challenges.filter((c) => c.featured).map((c) => c.start_time);
    expect(featured).toEqual([...featured].sort((a, b) => a - b));
    const rest = list.challenges.filter((c) => !c.featured).map((c) => c.start_time);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    // The live one (started 30 minutes ago) is never listed.
    expect(list.challenges.map((c) => c.challenge_id)).not.toContain(79638);
    expect(list.upcoming.map((c) => c.challenge_id)).toEqual([79643, 79710, 79652]);
    expect(list.allSportsData.map((s) => s.sports_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('joins parties, tournaments and sports and maps paise to rupees', async () => {
    const list = await service.list(db, USER);
    const fallback = list.challenges.find((c) => c.challenge_id === FALLBACK_CHALLENGE_ID)!;
    expect(fallback).toMatchObject({
      challenge_name: 'Mumbai Mariners vs Chennai Chargers',
      prize_money: 10_00_000,
      game_mode: 'prediction',
      sports_id_arr: [1],
      start_time: SEEDED_AT.getTime() + 40 * MIN,
      match_parties: [
        { party_name: 'Mumbai Mariners', party_img_url: '/img/teams/mumbai-mariners.svg' },
        { party_name: 'Chennai Chargers', party_img_url: '/img/teams/chennai-chargers.svg' },
      ],
      challenge_tournaments: [{ tournament_id: 101, tournament_name: 'Indian T20 League' }],
      joined_contest_count: 0,
      num_teams_created: 0,
    });
    const doubleHeader = list.challenges.find((c) => c.challenge_id === 79642)!;
    expect(doubleHeader.match_parties.map((p) => p.party_name)).toEqual([
      'Delhi Falcons',
      'Hyderabad Hawks',
      'Jaipur Jaguars',
      'Punjab Panthers',
    ]);
    expect(doubleHeader.challenge_tournaments).toHaveLength(1);
    const race = list.challenges.find((c) => c.challenge_id === 79700)!;
    expect(race).toMatchObject({ is_single_party: true, is_single_party_img: '/img/teams/grand-prix-india.svg' });
    expect(race.match_parties).toHaveLength(1);
  });

  it('filters by sport; badminton has only an upcoming game', async () => {
    const football = await service.list(db, USER, 2);
    expect(football.challenges.map((c) => c.challenge_id).sort()).toEqual([79650, 79651]);
    expect(football.upcoming.map((c) => c.challenge_id)).toEqual([79652]);
    expect(football.allSportsData).toHaveLength(8);
    const badminton = await service.list(db, USER, 6);
    expect(badminton.challenges).toEqual([]);
    expect(badminton.upcoming.map((c) => c.challenge_id)).toEqual([79710]);
  });

  it('drops a challenge the moment it starts, even from the cached catalogue', async () => {
    // A TTL far longer than the wait, so the second read is certainly served from the cache.
    service = createChallengesService({ db, clock: () => now }, 24 * 60 * MIN);
    expect((await service.list(db, USER)).challenges.map((c) => c.challenge_id)).toContain(FALLBACK_CHALLENGE_ID);
    now = new Date(SEEDED_AT.getTime() + 40 * MIN);
    expect((await service.list(db, USER)).challenges.map((c) => c.challenge_id)).not.toContain(FALLBACK_CHALLENGE_ID);
  });

  it('serves the catalogue from cache within the TTL and re-reads after it', async () => {
    await service.list(db, USER);
    await db.update(challenges).set({ name: 'Renamed' }).where(eq(challenges.challengeId, 79641));
    try {
      const cached = await service.list(db, USER);
      expect(cached.challenges.find((c) => c.challenge_id === 79641)!.challenge_name).toBe('Hyderabad Hawks vs Jaipur Jaguars');
      now = new Date(SEEDED_AT.getTime() + 2_001);
      const fresh = await service.list(db, USER);
      expect(fresh.challenges.find((c) => c.challenge_id === 79641)!.challenge_name).toBe('Renamed');
    } finally {
      await db.update(challenges).set({ name: 'Hyderabad Hawks vs Jaipur Jaguars' }).where(eq(challenges.challengeId, 79641));
    }
  });

  it("reads a player's own counts once per TTL, shared by the sport filters", async () => {
    let countQueries = 0;
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute') countQueries += 1;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    await service.list(counting, USER);
    await service.list(counting, USER, 1);
    expect(countQueries).toBe(1);
    await service.list(counting, USER + 1);
    expect(countQueries).toBe(2);
    now = new Date(SEEDED_AT.getTime() + 2_001);
    await service.list(counting, USER);
    expect(countQueries).toBe(3);
  });

  it('counts open challenges for the All matches tab; the player tabs are 0 without contests', async () => {
    const open = seed.challenges.filter((c) => c.status === 'open').length;
    expect(await service.tabCounters(db, USER)).toEqual({ all_matches: open, history: 0, inplay: 0, live: 0, my_matches: 0 });
  });

  it('returns the active banners, optionally one by id', async () => {
    expect(await service.slides()).toEqual([
      { banner_id: 1, banner_name: 'How to play', url: '/img/banners/how-to-play.svg', target: 'howToPlay' },
    ]);
    expect(await service.slides(1)).toHaveLength(1);
    expect(await service.slides(2)).toEqual([]);
    await db.update(banners).set({ active: false }).where(eq(banners.bannerId, 1));
    try {
      service.invalidate();
      expect(await service.slides()).toEqual([]);
    } finally {
      await db.update(banners).set({ active: true }).where(eq(banners.bannerId, 1));
    }
  });
});
