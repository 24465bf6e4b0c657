import { describe, expect, it } from 'vitest';
import teamsEn from '../../locales/en/teams.json';
import teamsHi from '../../locales/hi/teams.json';
import { TEAM_RULES, TEAM_SPORTS, isValidCreditsTenths } from './teamSports';
import {
  TEAM_RULE_CODES,
  autoTeam,
  formatCredits,
  sameTeam,
  teamKey,
  teamRuleError,
  validateTeam,
  type SquadPlayer,
  type TeamChoice,
  type TeamRuleCode,
} from './teams';

const cricket = TEAM_RULES.cricket;

/** Two sides of 15: 2 WK, 5 BAT, 3 AR, 5 BOWL each; ids like '1-BAT-2'. */
function cricketSquad(credits = 85): SquadPlayer[] {
  const roles: [string, number][] = [['WK', 2], ['BAT', 5], ['AR', 3], ['BOWL', 5]];
  return ([1, 2] as const).flatMap((side) =>
    roles.flatMap(([role, n]) => Array.from({ length: n }, (_, i) => ({ id: `${side}-${role}-${i}`, role, side, creditsTenths: credits }))),
  );
}

/** A valid cricket XI: 6 from side 1, 5 from side 2; 1 WK, 4 BAT, 2 AR, 4 BOWL. */
const XI = ['1-WK-0', '1-BAT-0', '1-BAT-1', '2-BAT-0', '2-BAT-1', '1-AR-0', '2-AR-0', '1-BOWL-0', '1-BOWL-1', '2-BOWL-0', '2-BOWL-1'];
const valid: TeamChoice = { players: XI, captain: '1-BAT-0', viceCaptain: '2-BOWL-0' };

const codes = (r: ReturnType<typeof validateTeam>) => (r.ok ? [] : r.errors.map((e) => e.code));

describe('validateTeam (cricket, Dream11 2019 limits)', () => {
  const squad = cricketSquad();

  it('accepts a team within every rule (11 × 8.5 = 93.5 credits)', () => {
    expect(validateTeam(cricket, squad, valid)).toEqual({ ok: true, value: valid });
  });

  it('refuses a player outside the squad, a player twice and a wrong size', () => {
    expect(codes(validateTeam(cricket, squad, { ...valid, players: [...XI.slice(0, 10), 'nobody'] }))).toContain('TEAM_UNKNOWN_PLAYER');
    expect(codes(validateTeam(cricket, squad, { ...valid, players: [...XI.slice(0, 10), XI[0]!] }))).toContain('TEAM_PLAYER_TWICE');
    // a squad entry whose role the sport does not have is not pickable
    const oddRole = squad.map((p) => (p.id === '2-BAT-1' ? { ...p, role: 'GK' } : p));
    expect(codes(validateTeam(cricket, oddRole, { ...valid, players: [...XI.filter((id) => id !== '2-BAT-1'), '2-BAT-2'] })).length).toBe(0);
    expect(codes(validateTeam(cricket, oddRole, valid))).toEqual(['TEAM_UNKNOWN_PLAYER']);
    const ten = validateTeam(cricket, squad, { ...valid, players: XI.slice(0, 10) });
    expect(codes(ten)).toContain('TEAM_SIZE');
    expect(!ten.ok && ten.error.message).toBe('Pick exactly 11 players.');
  });

  it('refuses more than 100.0 credits and accepts exactly 100.0', () => {
    const priced = (ids: string[], tenths: number) => squad.map((p) => (ids.includes(p.id) ? { ...p, creditsTenths: tenths } : p));
    // 10 × 8.5 + 1 × 15.0 would be 100.0 but credits stop at 11.0: 8 × 8.5 + 3 × 11.0 = 101.0
    const over = priced(XI.slice(0, 3), 110);
    const r = validateTeam(cricket, over, valid);
    expect(codes(r)).toEqual(['TEAM_CREDITS_EXCEEDED']);
    expect(!r.ok && r.error.message).toBe('Your team costs more than 100 credits.');
    // 9 × 8.5 + 2 × 11.0 = 98.5; 7 × 8.5 + 2 × 11.0 + 2 × 9.5 = 100.5; 8 × 8.5 + 2 × 11.0 + 1 × 10.0 = 100.0
    const exact = priced(XI.slice(0, 2), 110).map((p) => (p.id === XI[2] ? { ...p, creditsTenths: 100 } : p));
    expect(validateTeam(cricket, exact, valid).ok).toBe(true);
  });

  it('refuses too few and too many of a role, naming the role and the limit', () => {
    // 0 WK: swap the keeper for a fifth bowler
    const noKeeper = validateTeam(cricket, squad, { ...valid, players: [...XI.filter((id) => id !== '1-WK-0'), '2-BOWL-2'] });
    expect(codes(noKeeper)).toEqual(['TEAM_ROLE_TOO_FEW']);
    expect(!noKeeper.ok && noKeeper.error.params).toEqual({ role: 'WK', min: 1 });
    expect(!noKeeper.ok && noKeeper.error.message).toBe('Pick at least 1 WK.');
    // 7 bowlers (max 6) and 2 batters (min 3)
    const bowlers = ['1-WK-0', '1-BAT-0', '2-BAT-0', '1-AR-0', '1-BOWL-0', '1-BOWL-1', '1-BOWL-2', '2-BOWL-0', '2-BOWL-1', '2-BOWL-2', '2-BOWL-3'];
    const r = validateTeam(cricket, squad, { players: bowlers, captain: '1-WK-0', viceCaptain: '1-AR-0' });
    expect(codes(r)).toEqual(['TEAM_ROLE_TOO_FEW', 'TEAM_ROLE_TOO_MANY']);
    expect(!r.ok && r.errors.map((e) => e.params)).toEqual([{ role: 'BAT', min: 3 }, { role: 'BOWL', max: 6 }]);
  });

  it('refuses 8 from one side and accepts 7', () => {
    const seven = ['1-WK-0', '1-BAT-0', '1-BAT-1', '1-BAT-2', '1-AR-0', '1-BOWL-0', '1-BOWL-1', '2-BAT-0', '2-AR-0', '2-BOWL-0', '2-BOWL-1'];
    expect(validateTeam(cricket, squad, { players: seven, captain: '1-WK-0', viceCaptain: '2-AR-0' }).ok).toBe(true);
    const eight = [...seven.filter((id) => id !== '2-BOWL-1'), '1-BOWL-2'];
    expect(codes(validateTeam(cricket, squad, { players: eight, captain: '1-WK-0', viceCaptain: '2-AR-0' }))).toEqual(['TEAM_SIDE_TOO_MANY']);
  });

  it('needs a captain and a different vice-captain, both in the team', () => {
    expect(codes(validateTeam(cricket, squad, { ...valid, captain: '2-WK-1' }))).toEqual(['TEAM_CAPTAIN_NOT_IN_TEAM']);
    expect(codes(validateTeam(cricket, squad, { ...valid, viceCaptain: '' }))).toEqual(['TEAM_VICE_CAPTAIN_NOT_IN_TEAM']);
    expect(codes(validateTeam(cricket, squad, { ...valid, viceCaptain: valid.captain }))).toEqual(['TEAM_CAPTAIN_IS_VICE_CAPTAIN']);
  });

  it('refuses a team identical to another of the player’s teams (same players, captain and vice-captain), whatever the order', () => {
    const copy = { ...valid, players: [...XI].reverse() };
    expect(codes(validateTeam(cricket, squad, copy, [valid]))).toEqual(['TEAM_DUPLICATE']);
    // same XI with another vice-captain is a different team
    expect(validateTeam(cricket, squad, { ...copy, viceCaptain: '1-WK-0' }, [valid]).ok).toBe(true);
    expect(validateTeam(cricket, squad, { ...copy, captain: valid.viceCaptain, viceCaptain: valid.captain }, [valid]).ok).toBe(true);
  });

  it('allows 20 teams per match and refuses the 21st', () => {
    const others = Array.from({ length: 19 }, (_, i) => ({ ...valid, viceCaptain: XI[i % 11]!, captain: XI[(i + 1) % 11]! }));
    const twentieth = { ...valid, captain: '1-AR-0', viceCaptain: '2-AR-0' };
    expect(validateTeam(cricket, squad, twentieth, others).ok).toBe(true);
    const r = validateTeam(cricket, squad, { ...valid, captain: '2-BOWL-1', viceCaptain: '1-WK-0' }, [...others, twentieth]);
    expect(codes(r)).toEqual(['TEAM_LIMIT_REACHED']);
    expect(!r.ok && r.error.message).toBe('You can make at most 20 teams for a match.');
  });
});

describe('the other sports’ tables', () => {
  it('every sport can field a team: role minimums fit the size and role maximums reach it', () => {
    for (const sport of TEAM_SPORTS) {
      const r = TEAM_RULES[sport];
      expect(r.roles.reduce((s, x) => s + x.min, 0), sport).toBeLessThanOrEqual(r.size);
      expect(r.roles.reduce((s, x) => s + x.max, 0), sport).toBeGreaterThanOrEqual(r.size);
      expect(r.creditCapTenths).toBe(1000);
      expect(r.maxTeamsPerMatch).toBe(20);
    }
  });

  it('football needs exactly one goalkeeper; kabaddi at most 5 from one side', () => {
    const squad: SquadPlayer[] = ([1, 2] as const).flatMap((side) =>
      (['GK', 'GK', 'DEF', 'DEF', 'DEF', 'DEF', 'MID', 'MID', 'MID', 'MID', 'FWD', 'FWD'] as const).map((role, i) => ({
        id: `${side}-${i}`, role, side, creditsTenths: 90,
      })),
    );
    const two = ['1-0', '2-0', '1-2', '1-3', '2-2', '1-6', '1-7', '2-6', '2-7', '1-10', '2-10'];
    expect(codes(validateTeam(TEAM_RULES.football, squad, { players: two, captain: '1-2', viceCaptain: '2-2' }))).toEqual(['TEAM_ROLE_TOO_MANY']);
    const auto = autoTeam(squad, TEAM_RULES.football, [], 1);
    expect(auto.ok && validateTeam(TEAM_RULES.football, squad, auto.value).ok).toBe(true);

    const kabaddi: SquadPlayer[] = ([1, 2] as const).flatMap((side) =>
      (['RAID', 'RAID', 'RAID', 'AR', 'AR', 'DEF', 'DEF', 'DEF', 'DEF'] as const).map((role, i) => ({ id: `${side}-${i}`, role, side, creditsTenths: 90 })),
    );
    const six = ['1-0', '1-1', '1-3', '1-5', '1-6', '1-7', '2-5'];
    expect(codes(validateTeam(TEAM_RULES.kabaddi, kabaddi, { players: six, captain: '1-0', viceCaptain: '2-5' }))).toEqual(['TEAM_SIDE_TOO_MANY']);
  });

  it('formula one: five drivers from at least three constructors', () => {
    const grid: SquadPlayer[] = Array.from({ length: 20 }, (_, i) => ({ id: `d${i}`, role: 'DRV', side: Math.floor(i / 2) + 1, creditsTenths: 100 }));
    const threeFromOne = { players: ['d0', 'd1', 'd2', 'd3', 'd4'], captain: 'd0', viceCaptain: 'd4' };
    expect(validateTeam(TEAM_RULES['formula-one'], grid, threeFromOne).ok).toBe(true);
    const auto = autoTeam(grid, TEAM_RULES['formula-one'], [threeFromOne], 'x');
    expect(auto.ok && validateTeam(TEAM_RULES['formula-one'], grid, auto.value, [threeFromOne]).ok).toBe(true);
  });
});

describe('credits', () => {
  it('are 7.0 to 11.0 in steps of 0.5, as tenths', () => {
    expect([65, 70, 72, 75, 110, 115, 87.5].map(isValidCreditsTenths)).toEqual([false, true, false, true, true, false, false]);
    expect([formatCredits(85), formatCredits(1000), formatCredits(995)]).toEqual(['8.5', '100', '99.5']);
  });
});

describe('autoTeam', () => {
  const squad = cricketSquad();

  it('is deterministic per seed, valid, and new for the player', () => {
    const a = autoTeam(squad, cricket, [valid], 'seed-1');
    const b = autoTeam([...squad].reverse(), cricket, [valid], 'seed-1');
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(validateTeam(cricket, squad, a.value, [valid]).ok).toBe(true);
    // the squad's order does not matter, the seed does
    expect(sameTeam(a.value, b.value)).toBe(true);
    const seeds = Array.from({ length: 5 }, (_, i) => autoTeam(squad, cricket, [], i));
    expect(new Set(seeds.map((r) => (r.ok ? teamKey(r.value) : ''))).size).toBeGreaterThan(1);
  });

  it('stays within credits when most of the squad is expensive', () => {
    // 11.0 everywhere except six 7.0 players (4 bowlers, 2 batters): 6 × 7.0 + 5 × 11.0 = 97.0 is the only way under
    // 100 (5 cheap: 5 × 7.0 + 6 × 11.0 = 101.0), so every one of the six must be picked
    const cheap = new Set(['1-BOWL-0', '1-BOWL-1', '2-BOWL-0', '2-BOWL-1', '1-BAT-4', '2-BAT-4']);
    const pricey = squad.map((p) => ({ ...p, creditsTenths: cheap.has(p.id) ? 70 : 110 }));
    for (const seed of [1, 2, 3]) {
      const r = autoTeam(pricey, cricket, [], seed);
      expect(r.ok && validateTeam(cricket, pricey, r.value).ok).toBe(true);
      expect(r.ok && [...cheap].every((id) => r.value.players.includes(id))).toBe(true);
    }
  });

  it('refuses when the player has 20 teams, or when no valid team exists', () => {
    const twenty = Array.from({ length: 20 }, () => valid);
    expect(autoTeam(squad, cricket, twenty, 1)).toMatchObject({ ok: false, error: { code: 'TEAM_LIMIT_REACHED' } });
    const noKeepers = squad.filter((p) => p.role !== 'WK');
    expect(autoTeam(noKeepers, cricket, [], 1)).toMatchObject({ ok: false, error: { code: 'TEAM_NOT_POSSIBLE' } });
    const allEleven = squad.map((p) => ({ ...p, creditsTenths: 110 }));
    expect(autoTeam(allEleven, cricket, [], 1)).toMatchObject({ ok: false, error: { code: 'TEAM_NOT_POSSIBLE' } });
    // 20 players at 8.5 on one side, 20 at 11.0 on the other: the 11 cheapest cost 93.5, but at most 7 may come from
    // one side and 7 × 8.5 + 4 × 11.0 = 103.5. The side-capped credit bound sees it at once (a plain cheapest-11
    // bound searched for half a minute).
    const roles = ['WK', 'BAT', 'BAT', 'AR', 'BOWL', 'BOWL'];
    const lopsided = ([1, 2] as const).flatMap((side) =>
      Array.from({ length: 20 }, (_, i) => ({ id: `${side}-${i}`, role: roles[i % 6]!, side, creditsTenths: side === 1 ? 85 : 110 })),
    );
    expect(autoTeam(lopsided, cricket, [], 1)).toMatchObject({ ok: false, error: { code: 'TEAM_NOT_POSSIBLE' } });
  });
});

describe('team rule texts', () => {
  const interpolate = (text: string, params: Record<string, string | number> = {}) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(params[k]));

  it('every code has an English and a Hindi text, and the English one is the message the rules send', () => {
    expect(Object.keys(teamsEn.errors).sort()).toEqual([...TEAM_RULE_CODES].sort());
    expect(Object.keys(teamsHi.errors).sort()).toEqual([...TEAM_RULE_CODES].sort());
    const squad = cricketSquad();
    const seen = new Map<TeamRuleCode, { message: string; key: string; params?: Record<string, string | number> }>();
    const broken: TeamChoice[] = [
      { players: [...XI.slice(0, 9), 'x', 'x'], captain: 'y', viceCaptain: 'y' },
      { players: ['1-BOWL-0', '1-BOWL-1', '1-BOWL-2', '1-BOWL-3', '1-BOWL-4', '2-BOWL-0', '2-BOWL-1', '2-BOWL-2', '1-AR-0', '1-AR-1', '1-AR-2', '2-AR-0'], captain: '1-AR-0', viceCaptain: 'z' },
    ];
    for (const t of broken) {
      const r = validateTeam(cricket, squad.map((p) => ({ ...p, creditsTenths: 110 })), t, Array.from({ length: 20 }, () => t));
      if (!r.ok) for (const e of r.errors) seen.set(e.code, e);
    }
    for (const r of [autoTeam([], cricket, [], 1)]) if (!r.ok) seen.set(r.error.code, r.error);
    // the server's refusal once the match started (docs/product.md §8, verbatim)
    seen.set('TEAM_MATCH_LIVE', teamRuleError('TEAM_MATCH_LIVE'));
    expect(seen.get('TEAM_MATCH_LIVE')!.message).toBe('Match is live. You cannot edit or create a team.');
    const missing = TEAM_RULE_CODES.filter((c) => !seen.has(c));
    expect(missing).toEqual([]);
    for (const [code, e] of seen) {
      expect(e.key).toBe(`teams:errors.${code}`);
      expect(interpolate(teamsEn.errors[code], e.params)).toBe(e.message);
    }
  });
});
