import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { additionRefusal, draftSummary } from './teamDraft';
import { TEAM_RULES, TEAM_SPORTS } from './teamSports';
import { autoTeam, validateTeam, type SquadPlayer } from './teams';

const cricket = TEAM_RULES.cricket;

/** Two sides of 15: 2 WK, 5 BAT, 3 AR, 5 BOWL each; ids like '1-BAT-2'. */
function cricketSquad(credits = 85): SquadPlayer[] {
  const roles: [string, number][] = [['WK', 2], ['BAT', 5], ['AR', 3], ['BOWL', 5]];
  return ([1, 2] as const).flatMap((side) =>
    roles.flatMap(([role, n]) => Array.from({ length: n }, (_, i) => ({ id: `${side}-${role}-${i}`, role, side, creditsTenths: credits }))),
  );
}

describe('draftSummary', () => {
  it('counts credits used and left, every role and every side of the squad', () => {
    const squad = cricketSquad().map((p) => (p.id === '1-WK-0' ? { ...p, creditsTenths: 105 } : p));
    const s = draftSummary(cricket, squad, ['1-WK-0', '2-BAT-0', 'nobody']);
    expect(s).toEqual({
      count: 2,
      size: 11,
      creditsUsedTenths: 190,
      creditsLeftTenths: 810,
      perRole: { WK: 1, BAT: 1, AR: 0, BOWL: 0 },
      perSide: { 1: 1, 2: 1 },
    });
  });
});

describe('additionRefusal', () => {
  const squad = cricketSquad();

  it('allows a player who keeps a valid team within reach', () => {
    expect(additionRefusal(cricket, squad, [], '1-BAT-0')).toBeNull();
  });

  it('refuses a 12th player, a 5th keeper and an 8th player from one side with validateTeam’s codes', () => {
    const xi = ['1-WK-0', '1-BAT-0', '1-BAT-1', '2-BAT-0', '2-BAT-1', '1-AR-0', '2-AR-0', '1-BOWL-0', '1-BOWL-1', '2-BOWL-0', '2-BOWL-1'];
    expect(additionRefusal(cricket, squad, xi, '2-AR-1')).toMatchObject({ code: 'TEAM_SIZE', params: { size: 11 } });
    const fourKeepers = cricketSquad().concat([{ id: '1-WK-9', role: 'WK', side: 1, creditsTenths: 85 }, { id: '2-WK-9', role: 'WK', side: 2, creditsTenths: 85 }]);
    expect(additionRefusal(cricket, fourKeepers, ['1-WK-0', '1-WK-1', '2-WK-0', '2-WK-1'], '1-WK-9')).toMatchObject({ code: 'TEAM_ROLE_TOO_MANY', params: { role: 'WK', max: 4 } });
    const sevenFromOne = ['1-WK-0', '1-BAT-0', '1-BAT-1', '1-BAT-2', '1-AR-0', '1-BOWL-0', '1-BOWL-1'];
    expect(additionRefusal(cricket, squad, sevenFromOne, '1-BOWL-2')).toMatchObject({ code: 'TEAM_SIDE_TOO_MANY', params: { max: 7 } });
    expect(additionRefusal(cricket, squad, sevenFromOne, '2-BOWL-2')).toBeNull();
  });

  it('refuses a pick that leaves too few slots for a role’s minimum, naming the first short role', () => {
    // 6 BAT + 1 WK + 1 AR + 2 BOWL = 10; an 11th that is not a bowler leaves BOWL at 2 (min 3)
    const ten = ['1-WK-0', '1-BAT-0', '1-BAT-1', '1-BAT-2', '2-BAT-0', '2-BAT-1', '2-BAT-2', '1-AR-0', '1-BOWL-0', '2-BOWL-0'];
    expect(additionRefusal(cricket, squad, ten, '2-AR-0')).toMatchObject({ code: 'TEAM_ROLE_TOO_FEW', params: { role: 'BOWL', min: 3 } });
    expect(additionRefusal(cricket, squad, ten, '2-BOWL-1')).toBeNull();
  });

  it('refuses a pick that makes the cheapest completion cost more than the credits left', () => {
    // 11.0-credit stars and 8.0 others: 5 stars = 55.0 leaves 45.0 for 6 players of at least 8.0 = 48.0
    const priced = cricketSquad(80).map((p, i) => (i % 3 === 0 ? { ...p, creditsTenths: 110 } : p));
    const stars = priced.filter((p) => p.creditsTenths === 110).map((p) => p.id);
    const r = additionRefusal(cricket, priced, stars.slice(0, 4), stars[4]!);
    expect(r).toMatchObject({ code: 'TEAM_CREDITS_EXCEEDED', message: 'Your team costs more than 100 credits.' });
  });

  it('property: every sport, adding players one by one while allowed reaches a valid team when one exists', () => {
    for (const sport of TEAM_SPORTS) {
      const rules = TEAM_RULES[sport];
      fc.assert(
        fc.property(
          fc.array(fc.record({ role: fc.constantFrom(...rules.roles.map((r) => r.role)), side: fc.integer({ min: 1, max: 4 }), creditsTenths: fc.constantFrom(70, 80, 90, 100, 110) }), { minLength: rules.size, maxLength: 30 }),
          fc.integer(),
          (raw, seed) => {
            const squad = raw.map((p, i) => ({ ...p, id: `p${i}` }));
            const auto = autoTeam(squad, rules, [], seed);
            if (!auto.ok) return; // no valid team in this squad: nothing to reach
            // greedy in the auto team's order, then the rest of the squad: never refused into a dead end
            const order = [...auto.value.players, ...squad.map((p) => p.id).filter((id) => !auto.value.players.includes(id))];
            const picked: string[] = [];
            for (const id of order) if (picked.length < rules.size && additionRefusal(rules, squad, picked, id) === null) picked.push(id);
            // whatever was accepted only refuses additions that cannot lead to a valid team, so the auto team's own
            // members (a valid completion) are always accepted in its order
            expect(picked.slice(0, rules.size)).toEqual(auto.value.players);
            expect(validateTeam(rules, squad, { players: picked, captain: picked[0]!, viceCaptain: picked[1]! }).ok).toBe(true);
          },
        ),
        { numRuns: 60 },
      );
    }
  });
});
