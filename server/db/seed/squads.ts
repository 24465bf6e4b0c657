import { inArray } from 'drizzle-orm';
import { squadCredits } from '../../../core/rules/credits';
import { isTeamSport, TEAM_RULES } from '../../../core/rules/teamSports';
import type { FeedSport } from '../../feeds';
import { isRosterSport } from '../../feeds/sim/rosters';
import { seededParties } from '../../feeds/sim/seeded';
import { matches } from '../schema/challenges';
import { squads } from '../schema/teams';
import type { SeedDb } from './db';
import type { DemoSeed } from './demo-data';

/**
 * Squads of the demo's seeded draft challenges (game mode nostra11, ids 79xxx), so a team can be built on every
 * one of them: each side fields the squad the simulator plays the match with (server/feeds/sim/seeded.ts), credits
 * from the ratings (no history). A double header's squad is both matches' players, each side by its party position
 * within its match.
 */

export function buildSquadsSeed(seed: DemoSeed): (typeof squads.$inferInsert)[] {
  const draft = new Set(seed.challenges.filter((c) => c.gameMode === 'nostra11').map((c) => c.challengeId));
  const slugOf = new Map(seed.sports.map((s) => [s.sportsId, s.slug]));
  const rows: (typeof squads.$inferInsert)[] = [];
  for (const link of seed.challengeMatches.filter((l) => draft.has(l.challengeId))) {
    const match = seed.matches.find((m) => m.matchId === link.matchId)!;
    const sport = slugOf.get(match.sportsId) ?? '';
    if (!isRosterSport(sport) || !isTeamSport(sport)) continue;
    const sides = seed.matchParties.filter((p) => p.matchId === match.matchId).map((p) => ({ position: p.position as 1 | 2, name: p.partyName }));
    const players = seededParties(sport as FeedSport, match.matchId, sides).flatMap((party) =>
      (party.squad ?? []).map((p) => ({ id: p.name, role: p.role!, side: party.position, rating: p.rating! })),
    );
    const credits = squadCredits(players, players, TEAM_RULES[sport]);
    rows.push(
      ...players.map((p) => ({ matchId: match.matchId, playerId: p.id, name: p.id, party: p.side, role: p.role, creditsTenths: credits.get(p.id)! })),
    );
  }
  return rows;
}

/** Inserts the squads of the seeded draft challenges' matches that exist; idempotent (ON CONFLICT DO NOTHING). */
export async function seedDemoSquads(db: SeedDb, seed: DemoSeed): Promise<void> {
  const rows = buildSquadsSeed(seed);
  if (rows.length === 0) return;
  const present = new Set(
    (await db.select({ id: matches.matchId }).from(matches).where(inArray(matches.matchId, [...new Set(rows.map((r) => r.matchId))]))).map((r) => r.id),
  );
  const wanted = rows.filter((r) => present.has(r.matchId));
  if (wanted.length > 0) await db.insert(squads).values(wanted).onConflictDoNothing();
}
