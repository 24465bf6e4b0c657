import { describe, expect, it } from 'vitest';
import { isValidCreditsTenths, TEAM_RULES, type TeamSport } from '../../../core/rules/teamSports';
import { autoTeam } from '../../../core/rules/teams';
import { buildDemoSeed } from './demo-data';
import { buildSquadsSeed } from './squads';

describe('squads of the seeded draft challenges', () => {
  const seed = buildDemoSeed(new Date('2026-11-21T05:00:00Z'));
  const rows = buildSquadsSeed(seed);
  const slugOf = new Map(seed.sports.map((s) => [s.sportsId, s.slug]));

  it('every seeded nostra11 challenge has a squad a valid team can be built from (no dead ends)', () => {
    const draft = seed.challenges.filter((c) => c.gameMode === 'nostra11');
    expect(draft.length).toBeGreaterThan(0);
    for (const c of draft) {
      const matchIds = seed.challengeMatches.filter((l) => l.challengeId === c.challengeId).map((l) => l.matchId);
      const squad = rows.filter((r) => matchIds.includes(r.matchId));
      const sport = slugOf.get(c.sportsId) as TeamSport;
      expect(squad.length, `${c.challengeId}`).toBeGreaterThan(TEAM_RULES[sport].size);
      for (const r of squad) {
        expect(isValidCreditsTenths(r.creditsTenths!)).toBe(true);
        expect(TEAM_RULES[sport].roles.map((x) => x.role)).toContain(r.role);
      }
      const names = squad.map((r) => r.playerId);
      expect(new Set(names).size).toBe(names.length);
      const team = autoTeam(
        squad.map((r) => ({ id: r.playerId, role: r.role, side: r.party, creditsTenths: r.creditsTenths! })),
        TEAM_RULES[sport],
        [],
        c.challengeId,
      );
      expect(team.ok, `${c.challengeId}`).toBe(true);
    }
  });

  it('only draft challenges get squads, and the same seed gives the same squads', () => {
    const draftMatches = new Set(
      seed.challengeMatches.filter((l) => seed.challenges.find((c) => c.challengeId === l.challengeId)?.gameMode === 'nostra11').map((l) => l.matchId),
    );
    expect(new Set(rows.map((r) => r.matchId))).toEqual(draftMatches);
    expect(buildSquadsSeed(buildDemoSeed(new Date('2027-01-01T00:00:00Z')))).toEqual(rows);
  });
});
