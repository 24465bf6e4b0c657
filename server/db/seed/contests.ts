import { validatePoolTemplate, validateRewards, rewardsTotal, type RewardRow } from '../../../core/rules/contests';
import { paise } from '../../../core/money';
import { inArray } from 'drizzle-orm';
import { challenges } from '../schema/challenges';
import { contestConfigs, type NewContestConfig } from '../schema/contests';
import type { SeedDb } from './db';
import type { DemoSeed } from './demo-data';

/**
 * Demo contests: every demo challenge gets a realistic spread of contest configs (docs/product.md §1):
 *   1. a free contest (practice, big rooms)
 *   2. ₹10 small rooms (head-to-head sized, many rooms)
 *   3. ₹49 "Mega" — a big guaranteed contest
 *   4. ₹25 pool — the prize grows with the entries (10 % rake)
 *   5. ₹15 non-guaranteed — needs 5 entries per room, else every fee is refunded at match start
 * Config ids are stable (challenge_id × 10 + n) so re-running the seed is a no-op (ON CONFLICT DO
 * NOTHING), and it runs for an already seeded database too. One INSERT for all rows.
 */

const RULES_COMMON = [
  'Join with a complete pick set or team before the match starts.',
  'Each set or team can join a contest once.',
  'Ranks are decided by points; tied players share the prizes of the ranks they occupy.',
];

const r = (rupees: number) => paise(rupees * 100);
const band = (from: number, to: number, prize: number): RewardRow => ({ rank_from: from, rank_to: to, prize: r(prize) });

interface Template {
  n: number;
  row: Omit<NewContestConfig, 'challengeId' | 'configId' | 'sortOrder'>;
}

const TEMPLATES: Template[] = [
  {
    n: 1,
    row: {
      name: 'Free',
      contestName: 'Free Practice Contest',
      configName: 'Practice',
      contestType: 'guaranteed',
      feePaise: 0,
      promoLimit: 0,
      roomSize: 1000,
      maxRooms: 20,
      rewards: [band(1, 1, 50), band(2, 5, 10)],
      rules: [...RULES_COMMON, 'Free contest: no entry fee; prizes are paid as winnings you can withdraw.'],
      powerupBankAllowed: false,
    },
  },
  {
    n: 2,
    row: {
      name: 'Small rooms',
      contestName: 'Small Rooms',
      configName: 'Small',
      contestType: 'guaranteed',
      feePaise: r(10),
      promoLimit: 10,
      roomSize: 4,
      maxRooms: 200,
      rewards: [band(1, 1, 25), band(2, 2, 10)],
      rules: [...RULES_COMMON, 'Up to 10 % of the entry fee can be paid with bonus cash.'],
      powerupBankAllowed: true,
    },
  },
  {
    n: 3,
    row: {
      name: 'Mega',
      contestName: 'Mega Contest',
      configName: 'Mega',
      contestType: 'guaranteed',
      feePaise: r(49),
      promoLimit: 5,
      roomSize: 10_000,
      maxRooms: 3,
      rewards: [band(1, 1, 1_00_000), band(2, 2, 50_000), band(3, 3, 25_000), band(4, 10, 5_000), band(11, 100, 1_000), band(101, 2000, 100)],
      rules: [...RULES_COMMON, 'Guaranteed: runs even if it does not fill.'],
      powerupBankAllowed: true,
    },
  },
  {
    n: 4,
    row: {
      name: 'Pool',
      contestName: 'Growing Pool',
      configName: 'Pool',
      contestType: 'pool',
      feePaise: r(25),
      promoLimit: 0,
      roomSize: 50,
      maxRooms: 50,
      rakeBps: 1000,
      rewards: [],
      poolTemplate: [
        { rank_from: 1, rank_to: 1, share_bps: 4000 },
        { rank_from: 2, rank_to: 2, share_bps: 2500 },
        { rank_from: 3, rank_to: 3, share_bps: 1500 },
        { rank_from: 4, rank_to: 5, share_bps: 1000 },
      ],
      rules: [...RULES_COMMON, 'Pool: the prize grows with every entry; 10 % platform fee.'],
      powerupBankAllowed: true,
    },
  },
  {
    n: 5,
    row: {
      name: 'Non-guaranteed',
      contestName: 'Hot Shot (min 5)',
      configName: 'Hot Shot',
      contestType: 'non_guaranteed',
      feePaise: r(15),
      promoLimit: 20,
      roomSize: 20,
      maxRooms: 100,
      minEntries: 5,
      rewards: [band(1, 1, 150), band(2, 2, 75), band(3, 3, 45)],
      rules: [...RULES_COMMON, 'Needs at least 5 entries at match start, otherwise every entry fee is refunded.'],
      powerupBankAllowed: true,
    },
  },
];

/**
 * Configs for every given challenge (the demo's, or one a match feed made); throws if a template's rewards are
 * invalid (a seed bug).
 */
export function buildContestsSeed(seed: { challenges: readonly { challengeId: number }[] }): NewContestConfig[] {
  for (const t of TEMPLATES) {
    const issues = t.row.poolTemplate
      ? validatePoolTemplate(t.row.poolTemplate)
      : validateRewards(t.row.rewards ?? [], rewardsTotal(t.row.rewards ?? []));
    if (issues.length > 0) throw new Error(`contest seed ${t.row.name}: ${issues.join('; ')}`);
  }
  return seed.challenges.flatMap((c) =>
    TEMPLATES.map((t) => ({ ...t.row, configId: c.challengeId * 10 + t.n, challengeId: c.challengeId, sortOrder: t.n })),
  );
}

export async function seedDemoContests(db: SeedDb, seed: DemoSeed): Promise<void> {
  // Only challenges that exist (an older database may hold another catalogue).
  const ids = seed.challenges.map((c) => c.challengeId);
  const existing = new Set(
    (await db.select({ id: challenges.challengeId }).from(challenges).where(inArray(challenges.challengeId, ids))).map((r) => r.id),
  );
  const rows = buildContestsSeed(seed).filter((r) => existing.has(r.challengeId));
  if (rows.length > 0) await db.insert(contestConfigs).values(rows).onConflictDoNothing();
}
