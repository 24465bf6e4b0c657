import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, challengeMatches, challenges, matches, matchParties, sports } from '../schema/challenges';
import { BADMINTON_SPORTS_ID, buildDemoSeed, demoImageUrls, FALLBACK_CHALLENGE_ID } from './demo-data';
import { seedDemo } from './index';

const NOW = new Date('2026-11-21T05:00:30Z');
const MIN = 60_000;

describe('buildDemoSeed', () => {
  const seed = buildDemoSeed(NOW);
  const open = seed.challenges.filter((c) => c.status === 'open');

  it('has the eight sports of the spec in order, cricket first (default sports_id 1)', () => {
    expect(seed.sports.map((s) => [s.sportsId, s.name])).toEqual([
      [1, 'Cricket'],
      [2, 'Football'],
      [3, 'Kabaddi'],
      [4, 'Hockey'],
      [5, 'Tennis'],
      [6, 'Badminton'],
      [7, 'Basketball'],
      [8, 'Formula One'],
    ]);
    expect(seed.sports.map((s) => s.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('has at least 12 challenges with realistic 5-digit ids, including the fallback 79639', () => {
    expect(seed.challenges.length).toBeGreaterThanOrEqual(12);
    for (const c of seed.challenges) expect(String(c.challengeId)).toMatch(/^\d{5}$/);
    expect(seed.challenges.map((c) => c.challengeId)).toContain(FALLBACK_CHALLENGE_ID);
    expect(open.map((c) => c.challengeId)).toContain(FALLBACK_CHALLENGE_ID);
  });

  it('covers both game modes, featured, single-party, upcoming and a long name', () => {
    expect(new Set(open.map((c) => c.gameMode))).toEqual(new Set(['prediction', 'nostra11']));
    expect(open.filter((c) => c.featured).length).toBeGreaterThanOrEqual(2);
    const single = open.filter((c) => c.isSingleParty);
    expect(single.length).toBeGreaterThanOrEqual(1);
    for (const c of single) expect(c.singlePartyImgUrl).toMatch(/^\/img\/teams\/.+\.svg$/);
    for (const c of seed.challenges.filter((x) => !x.isSingleParty)) expect(c.singlePartyImgUrl).toBeNull();
    expect(seed.challenges.filter((c) => c.status === 'upcoming').length).toBeGreaterThanOrEqual(3);
    expect(open.some((c) => c.name.length > 34)).toBe(true);
  });

  it('places open challenges from ~40 minutes to days ahead, and one already in play', () => {
    const startsIn = open.map((c) => (c.startTime as Date).getTime() - NOW.getTime());
    expect(Math.min(...startsIn)).toBeGreaterThan(39 * MIN);
    expect(Math.min(...startsIn)).toBeLessThanOrEqual(40 * MIN);
    expect(startsIn.some((ms) => ms < 24 * 60 * MIN)).toBe(true); // h:m:s countdown
    expect(startsIn.some((ms) => ms > 2 * 24 * 60 * MIN)).toBe(true); // days countdown
    const live = seed.challenges.filter((c) => c.status === 'live');
    expect(live.length).toBe(1);
    expect((live[0]!.startTime as Date).getTime()).toBeLessThan(NOW.getTime());
  });

  it('carries prizes as integer paise (₹10,00,000, ₹25,000, ₹1,500 among them)', () => {
    const prizes = seed.challenges.map((c) => c.prizeMoneyPaise);
    for (const p of prizes) expect(Number.isSafeInteger(p)).toBe(true);
    expect(prizes).toEqual(expect.arrayContaining([100_000_000, 2_500_000, 150_000]));
  });

  it('leaves one sport (badminton) with nothing open, and every other sport with something', () => {
    const openSports = new Set(open.map((c) => c.sportsId));
    expect(openSports.has(BADMINTON_SPORTS_ID)).toBe(false);
    for (const s of seed.sports) if (s.sportsId !== BADMINTON_SPORTS_ID) expect(openSports.has(s.sportsId)).toBe(true);
  });

  it('links every challenge to its matches, each with its parties; a challenge starts at its first match', () => {
    const matchById = new Map(seed.matches.map((m) => [m.matchId, m]));
    for (const c of seed.challenges) {
      const links = seed.challengeMatches.filter((l) => l.challengeId === c.challengeId);
      expect(links.length).toBeGreaterThanOrEqual(1);
      const starts = links.map((l) => (matchById.get(l.matchId)!.startTime as Date).getTime());
      expect((c.startTime as Date).getTime()).toBe(Math.min(...starts));
      for (const l of links) {
        const parties = seed.matchParties.filter((p) => p.matchId === l.matchId);
        expect(parties.length).toBe(c.isSingleParty ? 1 : 2);
      }
    }
    expect(seed.challengeMatches.some((l) => l.challengeId === 79642 && l.position === 2)).toBe(true);
  });

  it('is relative to now and minute-aligned', () => {
    const later = buildDemoSeed(new Date(NOW.getTime() + 2 * 24 * 60 * MIN));
    const a = seed.challenges.find((c) => c.challengeId === FALLBACK_CHALLENGE_ID)!;
    const b = later.challenges.find((c) => c.challengeId === FALLBACK_CHALLENGE_ID)!;
    expect((b.startTime as Date).getTime() - (a.startTime as Date).getTime()).toBe(2 * 24 * 60 * MIN);
    for (const m of seed.matches) expect((m.startTime as Date).getTime() % MIN).toBe(0);
  });

  it('has the how-to-play banner', () => {
    expect(seed.banners).toEqual([
      expect.objectContaining({ target: 'howToPlay', active: true, imageUrl: '/img/banners/how-to-play.svg' }),
    ]);
  });

  it('points only at image files that exist in public/', () => {
    const missing = demoImageUrls(seed).filter((u) => !existsSync(path.join('public', u)));
    expect(missing).toEqual([]);
  });
});

describe('seedDemo on PGlite', () => {
  const client = new PGlite();
  const db = drizzle(client);

  beforeAll(async () => {
    await migrate(db, { migrationsFolder: path.resolve('server/db/migrations') });
  });
  afterAll(async () => {
    await client.close();
  });

  it('writes the catalogue, then is a no-op on the next start', async () => {
    const first = await seedDemo(db, NOW);
    const expected = buildDemoSeed(NOW);
    expect(first).toEqual({ seeded: true, challenges: expected.challenges.length });

    const counts = async () => ({
      sports: (await db.select({ n: count() }).from(sports))[0]!.n,
      matches: (await db.select({ n: count() }).from(matches))[0]!.n,
      parties: (await db.select({ n: count() }).from(matchParties))[0]!.n,
      challenges: (await db.select({ n: count() }).from(challenges))[0]!.n,
      links: (await db.select({ n: count() }).from(challengeMatches))[0]!.n,
      banners: (await db.select({ n: count() }).from(banners))[0]!.n,
    });
    const after = await counts();
    expect(after).toEqual({
      sports: 8,
      matches: expected.matches.length,
      parties: expected.matchParties.length,
      challenges: expected.challenges.length,
      links: expected.challengeMatches.length,
      banners: 1,
    });

    // A later restart must neither duplicate nor move the demo challenges.
    const second = await seedDemo(db, new Date(NOW.getTime() + 60 * MIN));
    expect(second).toEqual({ seeded: false, challenges: 0 });
    expect(await counts()).toEqual(after);
    const stored = await db.select().from(challenges);
    const fallback = stored.find((c) => c.challengeId === FALLBACK_CHALLENGE_ID)!;
    expect(fallback.startTime.getTime()).toBe(
      (expected.challenges.find((c) => c.challengeId === FALLBACK_CHALLENGE_ID)!.startTime as Date).getTime(),
    );
    expect(fallback.prizeMoneyPaise).toBe(100_000_000);
  });
});
