import { describe, expect, it } from 'vitest';
import type { CricketBall } from '../../../core/feeds/events';
import { squadCredits } from '../../../core/rules/credits';
import { isTeamSport, TEAM_RULES } from '../../../core/rules/teamSports';
import { autoTeam } from '../../../core/rules/teams';
import type { FeedFixture } from '../provider';
import { SimFeed } from './index';
import { F1_CONSTRUCTORS, LEAGUE_TEAMS, leagueRosters } from './rosters';

const options = { seed: 'test', slotMs: 600_000, speed: 12, backMs: 6 * 3_600_000, aheadMs: 6 * 3_600_000 };
const NOW = new Date('2026-05-01T12:00:00Z');
const FAR = new Date('2026-06-01T00:00:00Z');

const squadOf = (f: FeedFixture) =>
  f.parties.flatMap((party) => (party.squad ?? []).map((p) => ({ id: p.name, role: p.role ?? '', side: p.side ?? party.position, rating: p.rating })));

describe('sim squads (draft mode)', () => {
  it('every team sport has squads with its roles and ratings, names unique in the match, and a valid team within 100 credits', async () => {
    const fixtures = await new SimFeed(options).fixtures(NOW);
    const drafted = new Set<string>();
    for (const f of fixtures) {
      const squad = squadOf(f);
      if (f.sport === 'tennis' || f.sport === 'badminton') {
        // one-on-one: no squad, no draft
        expect(squad).toEqual([]);
        continue;
      }
      drafted.add(f.sport);
      const rules = TEAM_RULES[f.sport];
      expect(isTeamSport(f.sport)).toBe(true);
      const names = squad.map((p) => p.id);
      expect(new Set(names).size, `${f.ref} names unique`).toBe(names.length);
      for (const p of squad) {
        expect(rules.roles.map((r) => r.role)).toContain(p.role);
        expect(p.rating).toBeGreaterThanOrEqual(0);
        expect(p.rating).toBeLessThanOrEqual(1);
      }
      // players = the squad's names, line-up first
      for (const party of f.parties) expect(party.players).toEqual(party.squad!.map((p) => p.name));
      const credits = squadCredits(squad, squad, rules);
      expect(autoTeam(squad.map((p) => ({ ...p, creditsTenths: credits.get(p.id)! })), rules, [], f.ref).ok, f.ref).toBe(true);
    }
    expect(drafted).toEqual(new Set(['cricket', 'football', 'kabaddi', 'hockey', 'basketball', 'formula-one']));
  });

  it('cricket: 15 a side, two keepers, five batters, three all-rounders, five bowlers; the XI has one of each kind at least', async () => {
    const cricket = (await new SimFeed(options).fixtures(NOW)).filter((f) => f.sport === 'cricket');
    for (const f of cricket) {
      for (const party of f.parties) {
        const count = (role: string, list = party.squad!) => list.filter((p) => p.role === role).length;
        expect([count('WK'), count('BAT'), count('AR'), count('BOWL')]).toEqual([2, 5, 3, 5]);
        const xi = party.squad!.slice(0, 11);
        expect([count('WK', xi), count('BAT', xi), count('AR', xi), count('BOWL', xi)]).toEqual([1, 4, 2, 4]);
      }
    }
  });

  it('formula one: the season grid of 20 drivers, two per constructor (the side), the same at every race', async () => {
    const races = (await new SimFeed(options).fixtures(NOW)).filter((f) => f.sport === 'formula-one');
    expect(races.length).toBeGreaterThan(1);
    for (const race of races) {
      const squad = race.parties[0]!.squad!;
      expect(squad).toHaveLength(2 * F1_CONSTRUCTORS);
      squad.forEach((d, i) => expect(d.side).toBe(Math.floor(i / 2) + 1));
      expect(squad).toEqual(races[0]!.parties[0]!.squad);
    }
  });

  it('a side keeps its players from match to match, and names are unique across the whole league', () => {
    for (const sport of ['cricket', 'football', 'kabaddi', 'hockey', 'basketball'] as const) {
      const league = leagueRosters('x', sport);
      expect([...league.keys()]).toEqual(LEAGUE_TEAMS[sport]);
      const names = [...league.values()].flat().map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      expect(leagueRosters('x', sport)).toBe(league);
    }
  });

  it('cricket is role-aware: batters open, only bowlers and all-rounders bowl, stumpings are the keeper’s', async () => {
    const feed = new SimFeed(options);
    const cricket = (await feed.fixtures(NOW)).filter((f) => f.sport === 'cricket');
    let stumpings = 0;
    let keeperCatches = 0;
    for (const f of cricket) {
      const role = new Map(f.parties.flatMap((p) => p.squad!.map((s) => [s.name, s.role!])));
      const balls = (await feed.events(f, FAR)).flatMap((e) => (e.kind === 'ball' ? [e.payload as CricketBall] : []));
      for (const innings of [1, 2]) {
        const first = balls.find((b) => b.innings === innings)!;
        expect([role.get(first.batter), role.get(first.nonStriker)]).toEqual(['BAT', 'BAT']);
      }
      for (const b of balls) {
        expect(['BOWL', 'AR']).toContain(role.get(b.bowler));
        for (const w of b.wickets) {
          if (w.kind === 'stumped') {
            stumpings++;
            expect(role.get(w.fielders[0]!.name)).toBe('WK');
          }
          if (w.kind === 'caught' && role.get(w.fielders[0]!.name) === 'WK') keeperCatches++;
        }
      }
      // nobody bowls more than four overs in an innings, nor two overs running
      for (const innings of [1, 2]) {
        const overs = [...new Map(balls.filter((b) => b.innings === innings).map((b) => [b.over, b.bowler])).values()];
        for (const name of new Set(overs)) expect(overs.filter((o) => o === name).length).toBeLessThanOrEqual(4);
        for (let i = 1; i < overs.length; i++) expect(overs[i]).not.toBe(overs[i - 1]);
      }
    }
    expect(keeperCatches).toBeGreaterThan(0);
    expect(stumpings).toBeGreaterThan(0);
  });
});
