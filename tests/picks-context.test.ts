import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../server/db/seed';
import { picksChallengeSettings, questions } from '../server/db/schema/picks';
import { buildDemoSeed } from '../server/db/seed';
import { requiredPicks } from '../core/rules/picks';
import { BANK_DISABLED_DEMO_CHALLENGE_ID } from '../server/db/seed/questions';
import { ContextCache, CONTEXT_TTL_MS } from '../server/modules/picks/context';
import { CHALLENGE, MIN, SEEDED_AT } from './picks-support';
import { createTestDatabase, type TestDatabase } from './support/app';

describe('picks challenge context cache', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    await seedDemo(testDb.database.db, SEEDED_AT);
  });
  afterAll(async () => {
    await testDb.dispose();
  });

  it('serves a cached context within the TTL and reloads after it; the lock still follows the clock', async () => {
    let t = 0;
    const cache = new ContextCache(CONTEXT_TTL_MS, () => t);
    const db = testDb.database.db;
    const first = await cache.get(db, BANK_DISABLED_DEMO_CHALLENGE_ID);
    expect(first.bankEnabled).toBe(false);
    await db.update(picksChallengeSettings).set({ bankEnabled: true }).where(eq(picksChallengeSettings.challengeId, BANK_DISABLED_DEMO_CHALLENGE_ID));
    t = CONTEXT_TTL_MS - 1;
    expect((await cache.get(db, BANK_DISABLED_DEMO_CHALLENGE_ID)).bankEnabled).toBe(false);
    t = CONTEXT_TTL_MS;
    expect((await cache.get(db, BANK_DISABLED_DEMO_CHALLENGE_ID)).bankEnabled).toBe(true);

    const ctx = await cache.get(db, CHALLENGE);
    expect(ctx.isOpen(SEEDED_AT)).toBe(true);
    expect(ctx.isOpen(new Date(SEEDED_AT.getTime() + 40 * MIN))).toBe(false);
  });

  it('seeds every prediction challenge with enough questions for its set, in English and Hindi, idempotently', async () => {
    const db = testDb.database.db;
    const before = (await db.select({ n: count() }).from(questions))[0]?.n;
    expect(await seedDemo(db, SEEDED_AT)).toEqual({ seeded: false, challenges: 0 });
    expect((await db.select({ n: count() }).from(questions))[0]?.n).toBe(before);

    const cache = new ContextCache();
    const prediction = buildDemoSeed(SEEDED_AT).challenges.filter((c) => c.gameMode === 'prediction');
    const scopes = new Set<string>();
    for (const c of prediction) {
      const ctx = await cache.get(db, c.challengeId);
      scopes.add(ctx.settings.picksScope);
      expect(ctx.refs.length).toBeGreaterThanOrEqual(requiredPicks(ctx.refs, ctx.settings));
      expect(ctx.refs.some((r) => r.is_poll)).toBe(true);
      for (const q of ctx.byId.values()) {
        expect(q.textHi).toMatch(/[\u0900-\u097F]/);
        expect(q.options.length).toBeGreaterThanOrEqual(2);
        expect(q.options.length).toBeLessThanOrEqual(4);
      }
    }
    expect([...scopes].sort()).toEqual(['match', 'set']);
  });

  it('gives 404 for a missing or non-prediction challenge', async () => {
    const cache = new ContextCache();
    await expect(cache.get(testDb.database.db, 79640)).rejects.toMatchObject({ httpStatus: 404, code: 'NOT_FOUND' });
    await expect(cache.get(testDb.database.db, 1)).rejects.toMatchObject({ httpStatus: 404 });
  });
});
