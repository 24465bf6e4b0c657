import { and, eq, inArray, isNull } from 'drizzle-orm';
import { banners, challengeMatches, challenges, matches, matchParties, sports, tournaments } from '../schema/challenges';
import type { SeedDb } from './db';
import { buildDemoSeed, type DemoSeed } from './demo-data';
import { seedDemoContests } from './contests';
import { seedDemoQuestions } from './questions';
import { seedDemoSquads } from './squads';

export { buildDemoSeed, demoImageUrls, FALLBACK_CHALLENGE_ID, type DemoSeed } from './demo-data';
export type { SeedDb } from './db';

export interface SeedResult {
  /** false when sports already existed and nothing was written */
  seeded: boolean;
  challenges: number;
}

export interface SeedOptions {
  /**
   * true (FEED=sim): the demo's challenges too, played by the simulator. false (FEED=replay): the sports and the
   * banner only; the replayed files are the whole catalogue (nothing would play the demo's matches).
   */
  catalogue?: boolean;
}

/**
 * Write the demo catalogue (see demo-data.ts) unless one is already there.
 *
 * Idempotent: a database that has any sport is left alone, so restarts never
 * duplicate or move the demo challenges. Two processes racing on a fresh
 * PostgreSQL are both safe: every insert is ON CONFLICT DO NOTHING.
 *
 * One round trip for the check, then one multi-row INSERT per table inside a
 * single transaction (seven statements in all) so the first start is quick.
 */
export async function seedDemo(db: SeedDb, now: Date = new Date(), options: SeedOptions = {}): Promise<SeedResult> {
  const catalogue = options.catalogue ?? true;
  const existing = await db.select({ id: sports.sportsId }).from(sports).limit(1);
  if (existing.length > 0) {
    if (!catalogue) return { seeded: false, challenges: 0 };
    // Prediction questions came later than the catalogue: add them to an already seeded database too.
    await seedDemoQuestions(db, buildDemoSeed(now));
    await seedDemoContests(db, buildDemoSeed(now));
    // and the draft challenges' squads came later still
    await seedDemoSquads(db, buildDemoSeed(now));
    await adoptDemoMatches(db, buildDemoSeed(now));
    return { seeded: false, challenges: 0 };
  }

  const seed: DemoSeed = buildDemoSeed(now);
  if (!catalogue) {
    await db.transaction(async (tx) => {
      await tx.insert(sports).values(seed.sports).onConflictDoNothing();
      await tx.insert(banners).values(seed.banners).onConflictDoNothing();
    });
    return { seeded: true, challenges: 0 };
  }
  await db.transaction(async (tx) => {
    // Parents before children (foreign keys).
    await tx.insert(sports).values(seed.sports).onConflictDoNothing();
    await tx.insert(tournaments).values(seed.tournaments).onConflictDoNothing();
    await tx.insert(matches).values(seed.matches).onConflictDoNothing();
    await tx.insert(matchParties).values(seed.matchParties).onConflictDoNothing();
    await tx.insert(challenges).values(seed.challenges).onConflictDoNothing();
    await tx.insert(challengeMatches).values(seed.challengeMatches).onConflictDoNothing();
    await tx.insert(banners).values(seed.banners).onConflictDoNothing();
    await seedDemoQuestions(tx, seed);
    await seedDemoContests(tx, seed);
    await seedDemoSquads(tx, seed);
  });
  return { seeded: true, challenges: seed.challenges.length };
}

/**
 * A database seeded before the simulator played the demo's matches holds them without a feed, frozen at
 * 'scheduled': hand them to the simulator (their stored start times stand; one long past plays out at once). Only
 * matches whose sides are still the seed's: the simulator could not field the replaced seeds' national sides.
 */
async function adoptDemoMatches(db: SeedDb, seed: DemoSeed): Promise<void> {
  const orphans = await db.select({ matchId: matches.matchId }).from(matches).where(and(isNull(matches.feed), inArray(matches.matchId, seed.matches.map((m) => m.matchId))));
  if (orphans.length === 0) return;
  const stored = await db.select().from(matchParties).where(inArray(matchParties.matchId, orphans.map((o) => o.matchId)));
  const sides = (rows: { matchId: number; position: number; partyName: string }[], matchId: number) =>
    rows.filter((p) => p.matchId === matchId).sort((a, b) => a.position - b.position).map((p) => p.partyName).join('|');
  for (const { matchId } of orphans) {
    if (sides(stored, matchId) !== sides(seed.matchParties, matchId)) continue;
    const feedRef = seed.matches.find((m) => m.matchId === matchId)!.feedRef!;
    await db.update(matches).set({ feed: 'sim', feedRef }).where(and(eq(matches.matchId, matchId), isNull(matches.feed)));
  }
}
