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
export async function seedDemo(db: SeedDb, now: Date = new Date()): Promise<SeedResult> {
  const existing = await db.select({ id: sports.sportsId }).from(sports).limit(1);
  if (existing.length > 0) {
    // Prediction questions came later than the catalogue: add them to an already seeded database too.
    await seedDemoQuestions(db, buildDemoSeed(now));
    await seedDemoContests(db, buildDemoSeed(now));
    // and the draft challenges' squads came later still
    await seedDemoSquads(db, buildDemoSeed(now));
    return { seeded: false, challenges: 0 };
  }

  const seed: DemoSeed = buildDemoSeed(now);
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
