import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditBand, FORM_MATCHES, squadCredits, squadStrengths } from './credits';
import { isValidCreditsTenths, TEAM_RULES } from './teamSports';
import { autoTeam } from './teams';

const cricketSquad = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, role: ['WK', 'BAT', 'BAT', 'AR', 'BOWL', 'BOWL'][i % 6]!, side: (i % 2) + 1 }));

describe('credit band', () => {
  it('maps strength 0 → 7.0, 0.5 → 9.0, 1 → 11.0, to the nearest 0.5', () => {
    expect(creditBand(0)).toBe(70);
    expect(creditBand(0.5)).toBe(90);
    expect(creditBand(1)).toBe(110);
    expect(creditBand(0.06)).toBe(70); // 7.24 → 7.0
    expect(creditBand(0.07)).toBe(75); // 7.28 → 7.5
    expect(creditBand(0.81)).toBe(100); // 10.24 → 10.0
    expect(creditBand(-3)).toBe(70);
    expect(creditBand(7)).toBe(110);
    expect(creditBand(Number.NaN)).toBe(90);
  });

  it('always gives a valid credit value', () => {
    fc.assert(fc.property(fc.double({ noNaN: false }), (s) => isValidCreditsTenths(creditBand(s))));
  });
});

describe('strength from form and rating', () => {
  it('without history: the rating, else 0.5', () => {
    const s = squadStrengths([{ id: 'a', rating: 0.9 }, { id: 'b' }]);
    expect(s.get('a')).toBe(0.9);
    expect(s.get('b')).toBe(0.5);
  });

  it('with history: the percentile of his average among the squad, blended with the prior by the number of matches', () => {
    const s = squadStrengths([
      // best average (60): percentile 1; one match → (1 × 1 + 0.2) / 2
      { id: 'best', rating: 0.2, recentPoints: [60] },
      // worst average (10): percentile 0; three matches → (3 × 0 + 0.8) / 4
      { id: 'worst', rating: 0.8, recentPoints: [10, 5, 15] },
      // middle (30): percentile 0.5; two matches, no rating → (2 × 0.5 + 0.5) / 3
      { id: 'mid', recentPoints: [20, 40] },
    ]);
    expect(s.get('best')).toBeCloseTo(0.6);
    expect(s.get('worst')).toBeCloseTo(0.2);
    expect(s.get('mid')).toBeCloseTo(0.5);
  });

  it(`counts only the newest ${FORM_MATCHES} matches`, () => {
    const old = [100, 100, 100, 100, 100];
    const a = squadStrengths([{ id: 'x', recentPoints: [0, 0, 0, 0, 0, ...old] }, { id: 'y', recentPoints: [1] }]);
    // x's average is 0 (the old hundreds do not count): the worse of the two
    expect(a.get('x')).toBeLessThan(a.get('y')!);
  });
});

describe('squad credits', () => {
  it('a squad of stars is made cheaper, 0.5 at a time, until a valid team fits the 100 credits', () => {
    const squad = cricketSquad(24);
    const credits = squadCredits(squad.map((p) => ({ id: p.id, rating: 1 })), squad, TEAM_RULES.cricket);
    // 11 players at 9.0 = 99 ≤ 100; at 9.5 = 104.5 would not fit
    expect(new Set(credits.values())).toEqual(new Set([90]));
    expect(autoTeam(squad.map((p) => ({ ...p, creditsTenths: credits.get(p.id)! })), TEAM_RULES.cricket, [], 1).ok).toBe(true);
  });

  it('keeps the spread when a team already fits', () => {
    const squad = cricketSquad(24);
    const credits = squadCredits(squad.map((p, i) => ({ id: p.id, rating: i / 23 })), squad, TEAM_RULES.cricket);
    expect(credits.get('p0')).toBe(70);
    expect(credits.get('p23')).toBe(110);
  });

  it('every random squad and rating gets valid credits and a valid team (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }), { minLength: 22, maxLength: 30 }), (ratings) => {
        const squad = cricketSquad(ratings.length);
        const credits = squadCredits(squad.map((p, i) => ({ id: p.id, rating: ratings[i] })), squad, TEAM_RULES.cricket);
        expect([...credits.values()].every(isValidCreditsTenths)).toBe(true);
        expect(autoTeam(squad.map((p) => ({ ...p, creditsTenths: credits.get(p.id)! })), TEAM_RULES.cricket, [], 7).ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
