import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_MAX_TENTHS, CREDIT_MIN_TENTHS, CREDIT_STEP_TENTHS, TEAM_RULES, TEAM_SPORTS, type TeamRules } from './teamSports';
import { autoTeam, sameTeam, validateTeam, type SquadPlayer, type TeamChoice } from './teams';

const credits = fc
  .integer({ min: 0, max: (CREDIT_MAX_TENTHS - CREDIT_MIN_TENTHS) / CREDIT_STEP_TENTHS })
  .map((k) => CREDIT_MIN_TENTHS + k * CREDIT_STEP_TENTHS);
const sidesOf = (rules: TeamRules) => (rules.sport === 'formula-one' ? 10 : 2);

/**
 * A squad that certainly holds a valid team: a planted team (role counts between the limits, sides dealt round
 * robin, credits cut to 7.0 each if they overshoot) plus up to 20 random extra players of any role, side, price.
 */
const squadArb = fc.constantFrom(...TEAM_SPORTS).chain((sport) => {
  const rules = TEAM_RULES[sport];
  const sides = sidesOf(rules);
  return fc
    .record({
      extraSlots: fc.array(fc.nat({ max: rules.roles.length - 1 }), { minLength: rules.size, maxLength: rules.size }),
      planted: fc.array(credits, { minLength: rules.size, maxLength: rules.size }),
      extras: fc.array(fc.record({ role: fc.constantFrom(...rules.roles.map((r) => r.role)), side: fc.integer({ min: 1, max: sides }), creditsTenths: credits }), { maxLength: 20 }),
    })
    .map(({ extraSlots, planted, extras }) => {
      const counts = rules.roles.map((r) => r.min);
      let filled = counts.reduce((s, n) => s + n, 0);
      for (const k of extraSlots) {
        if (filled === rules.size) break;
        // the first role (from the random one on) that still has room
        const j = [...rules.roles.keys()].map((d) => (k + d) % rules.roles.length).find((i) => counts[i]! < rules.roles[i]!.max)!;
        counts[j]! += 1;
        filled += 1;
      }
      const roles = rules.roles.flatMap((r, i) => Array.from({ length: counts[i]! }, () => r.role));
      const cheap = planted.reduce((s, c) => s + c, 0) > rules.creditCapTenths;
      const squad: SquadPlayer[] = roles.map((role, i) => ({ id: `p${i}`, role, side: (i % sides) + 1, creditsTenths: cheap ? CREDIT_MIN_TENTHS : planted[i]! }));
      extras.forEach((x, i) => squad.push({ id: `x${i}`, ...x }));
      return { rules, squad };
    });
});

describe('autoTeam (fast-check)', () => {
  it('always builds a valid team, within credits, different from each of the player’s up to 19 other teams', () => {
    fc.assert(
      fc.property(squadArb, fc.nat({ max: 19 }), fc.string(), ({ rules, squad }, wanted, seed) => {
        // fewer other teams than the planted line-up has captain / vice-captain pairs, so a new team exists
        // (a tennis four has only 12)
        const nOthers = Math.min(wanted, rules.size * (rules.size - 1) - 1);
        const others: TeamChoice[] = [];
        for (let k = 0; others.length < nOthers && k < 40; k++) {
          const o = autoTeam(squad, rules, others, `other-${k}`);
          if (o.ok) others.push(o.value);
        }
        expect(others.length).toBe(nOthers);
        const r = autoTeam(squad, rules, others, seed);
        if (!r.ok) throw new Error(`${rules.sport}: ${r.error.code}`);
        expect(validateTeam(rules, squad, r.value, others)).toEqual({ ok: true, value: r.value });
        expect(others.some((o) => sameTeam(o, r.value))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('validateTeam (fast-check)', () => {
  /** a team of squad ids (sometimes a stranger, sometimes a repeat) with any captain and vice-captain from it */
  const attempt = squadArb.chain(({ rules, squad }) => {
    const ids = [...squad.map((p) => p.id), 'stranger'];
    const auto = autoTeam(squad, rules, [], 0);
    const near = auto.ok
      ? fc.record({ drop: fc.nat({ max: rules.size - 1 }), add: fc.constantFrom(...ids) }).map(({ drop, add }) => {
          const players = auto.value.players.map((id, i) => (i === drop ? add : id));
          return { players, captain: auto.value.captain, viceCaptain: auto.value.viceCaptain };
        })
      : fc.constant({ players: [], captain: '', viceCaptain: '' });
    const random = fc
      .array(fc.constantFrom(...ids), { minLength: rules.size - 1, maxLength: rules.size + 1 })
      .chain((players) => fc.record({ players: fc.constant(players), captain: fc.constantFrom(...players), viceCaptain: fc.constantFrom(...players) }));
    return fc.record({
      rules: fc.constant(rules),
      squad: fc.constant(squad),
      team: fc.oneof(near, random, fc.constant(auto.ok ? auto.value : { players: [], captain: '', viceCaptain: '' })),
      squadOrder: fc.shuffledSubarray(squad, { minLength: squad.length, maxLength: squad.length }),
      playerOrder: fc.nat(),
    });
  });

  it('gives the same answer whatever the order of the team’s players and of the squad', () => {
    let valid = 0;
    fc.assert(
      fc.property(attempt, ({ rules, squad, team, squadOrder, playerOrder }) => {
        const k = team.players.length ? playerOrder % team.players.length : 0;
        const rotated = { ...team, players: [...team.players.slice(k), ...team.players.slice(0, k)].reverse() };
        const a = validateTeam(rules, squad, team);
        const b = validateTeam(rules, squadOrder, rotated);
        expect(b.ok).toBe(a.ok);
        if (!a.ok && !b.ok) expect(b.errors).toEqual(a.errors);
        if (a.ok) valid += 1;
      }),
      { numRuns: 300 },
    );
    // the generator reaches both answers, so the property says something about each
    expect(valid).toBeGreaterThan(10);
    expect(valid).toBeLessThan(290);
  });
});
