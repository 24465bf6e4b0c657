import { describe, expect, it } from 'vitest';
import type { FeedEvent, LineupPayload, PartyPosition, SportPlay } from '../../../core/feeds/events';
import { fantasyPoints } from '../../../core/rules/fantasy';
import type { TeamSport } from '../../../core/rules/teamSports';
import type { FeedParty, FeedPlayer } from '../provider';
import { BASKETBALL_PLAYS } from '../../../core/rules/resolution';
import { seededRng } from '../random';
import { simulatePlays, type PlaysSport } from './plays';

/** Squads as the draft fixtures carry them (FeedParty.squad), or bare names as the prediction fixtures do. */
function party(position: 1 | 2, name: string, roles: readonly string[], withSquad: boolean): FeedParty {
  const players = roles.map((_, i) => `${name} ${i + 1}`);
  const squad: FeedPlayer[] = roles.map((role, i) => ({ name: players[i]!, role, rating: ((i * 37) % 100) / 100 }));
  return { position, name, players, ...(withSquad ? { squad } : {}) };
}

const simulate = (sport: PlaysSport, seed: string, parties: FeedParty[]): FeedEvent[] => simulatePlays(seededRng(seed), sport, parties).map((p) => p.event);
const playsOf = (events: FeedEvent[]): SportPlay[] => events.flatMap((e) => (e.kind === 'play' ? [e.payload] : []));
const lineupOf = (events: FeedEvent[]): LineupPayload => {
  const e = events.find((x) => x.kind === 'lineup');
  if (e?.kind !== 'lineup') throw new Error('no line-up');
  return e.payload;
};
const rolesOf = (parties: FeedParty[]) => Object.fromEntries(parties.flatMap((p) => (p.squad ?? []).map((s) => [s.name, s.role!])));

/** Points of every sim match of a sport over `seeds`: rule_id → how many players scored it. */
function rulesFired(sport: TeamSport & PlaysSport, parties: FeedParty[], seeds: number): Map<string, number> {
  const fired = new Map<string, number>();
  for (let i = 0; i < seeds; i++) {
    const events = simulate(sport, `fire-${i}`, parties);
    for (const p of fantasyPoints(sport, events, { roles: rolesOf(parties) }).players) {
      for (const l of p.breakdown) fired.set(l.rule_id, (fired.get(l.rule_id) ?? 0) + 1);
    }
  }
  return fired;
}

const FOOTBALL_SQUAD = ['GK', 'DEF', 'DEF', 'DEF', 'DEF', 'DEF', 'MID', 'MID', 'MID', 'MID', 'MID', 'FWD', 'FWD', 'FWD', 'GK', 'FWD'];

describe('sim football: player plays for the fantasy scorer', () => {
  const parties = [party(1, 'Goa', FOOTBALL_SQUAD, true), party(2, 'Kerala', FOOTBALL_SQUAD, true)];

  it('announces a 4-4-2 XI of the best rated by role and the rest as substitutes; the same seed makes the same match', () => {
    const events = simulate('football', 'xi', parties);
    expect(simulate('football', 'xi', parties)).toEqual(events);
    const roles = rolesOf(parties);
    for (const side of lineupOf(events).parties) {
      expect(side.players).toHaveLength(11);
      expect(side.substitutes).toHaveLength(5);
      const count = (r: string) => side.players.filter((p) => roles[p] === r).length;
      expect([count('GK'), count('DEF'), count('MID'), count('FWD')]).toEqual([1, 4, 4, 2]);
    }
    // without squads (prediction fixtures): the first eleven start
    const bare = simulate('football', 'xi', [party(1, 'Goa', FOOTBALL_SQUAD, false), party(2, 'Kerala', FOOTBALL_SQUAD, false)]);
    expect(lineupOf(bare).parties[0]!.players).toEqual(parties[0]!.players.slice(0, 11));
  });

  it('every player play names a player of his side on the pitch at that moment; saves are by the goalkeeper; goals make the result', () => {
    const roles = rolesOf(parties);
    for (let i = 0; i < 40; i++) {
      const events = simulate('football', `pitch-${i}`, parties);
      const lineup = lineupOf(events);
      const partyOf = new Map(lineup.parties.flatMap((s) => [...s.players, ...(s.substitutes ?? [])].map((p) => [p, s.position] as const)));
      const on = new Set(lineup.parties.flatMap((s) => s.players));
      const goals: Record<PartyPosition, number> = { 1: 0, 2: 0 };
      for (const p of playsOf(events)) {
        if (p.type === 'substitution') {
          const out = p.detail?.out as string;
          expect(on.has(out), `${out} goes off`).toBe(true);
          expect(on.has(p.player!)).toBe(false);
          on.delete(out);
          on.add(p.player!);
          continue;
        }
        if (p.type === 'goal') goals[p.party!]++;
        if (!p.player || p.type === 'passes') continue;
        expect(on.has(p.player), `${p.type} by ${p.player} at ${p.minute}`).toBe(true);
        const ownSide = p.type === 'goal' && p.detail?.ownGoal === true ? (p.party === 1 ? 2 : 1) : p.party;
        expect(partyOf.get(p.player)).toBe(ownSide);
        if (p.type === 'save') expect(roles[p.player]).toBe('GK');
        if (typeof p.detail?.assist === 'string') expect(on.has(p.detail.assist) && p.detail.assist !== p.player).toBe(true);
        if (p.type === 'card' && p.detail?.color === 'red') on.delete(p.player);
      }
      const result = events.at(-1)!;
      if (result.kind !== 'result') throw new Error('no result');
      if (goals[1] === goals[2]) expect(result.payload.type).toBe('draw');
      else expect(result.payload.winner).toBe(goals[1] > goals[2] ? 1 : 2);
    }
  });

  it('gives the scorer what every row of the table needs', () => {
    const fired = rulesFired('football', parties, 40);
    for (const rule of ['starting', 'substitute', 'goal_fwd', 'goal_mid', 'assist', 'shot_on_target', 'chance_created', 'passes_5', 'tackle_won', 'interception', 'save', 'clean_sheet', 'goal_conceded', 'yellow_card', 'red_card']) {
      expect(fired.get(`PXFB.${rule}`) ?? 0, rule).toBeGreaterThan(0);
    }
  });
});

const KABADDI_SQUAD = ['RAID', 'RAID', 'RAID', 'AR', 'AR', 'AR', 'DEF', 'DEF', 'DEF', 'DEF', 'DEF', 'DEF'];

describe('sim kabaddi: raids, tackles and cards by players on the mat', () => {
  const parties = [party(1, 'Patna', KABADDI_SQUAD, true), party(2, 'Pune', KABADDI_SQUAD, true)];

  it('announces seven (two raiders, two all-rounders, three defenders); raids name the raider and the defenders they touched; the score is the scoring plays', () => {
    const roles = rolesOf(parties);
    for (let i = 0; i < 20; i++) {
      const events = simulate('kabaddi', `mat-${i}`, parties);
      const lineup = lineupOf(events);
      for (const side of lineup.parties) {
        expect(side.players.map((p) => roles[p]).sort()).toEqual(['AR', 'AR', 'DEF', 'DEF', 'DEF', 'RAID', 'RAID']);
        expect(side.substitutes).toHaveLength(5);
      }
      const partyOf = new Map(lineup.parties.flatMap((s) => [...s.players, ...(s.substitutes ?? [])].map((p) => [p, s.position] as const)));
      const on = new Set(lineup.parties.flatMap((s) => s.players));
      const score: Record<PartyPosition, number> = { 1: 0, 2: 0 };
      for (const p of playsOf(events)) {
        if (p.type === 'substitution') {
          expect(on.has(p.detail?.out as string)).toBe(true);
          on.delete(p.detail?.out as string);
          on.add(p.player!);
          continue;
        }
        if (['raid', 'tackle', 'all_out', 'technical_point'].includes(p.type)) score[p.party!] += p.value ?? 0;
        if (p.player) {
          expect(on.has(p.player), `${p.type} by ${p.player}`).toBe(true);
          expect(partyOf.get(p.player)).toBe(p.party);
        }
        if (p.type === 'raid') {
          const touched = p.detail?.touched as string[];
          expect(touched).toHaveLength((p.value ?? 0) - (p.detail?.bonus as number));
          for (const d of touched) expect(on.has(d) && partyOf.get(d) !== p.party).toBe(true);
        }
        if (p.type === 'card' && p.detail?.color === 'red') on.delete(p.player!);
      }
      const result = events.at(-1)!;
      if (result.kind !== 'result') throw new Error('no result');
      if (score[1] === score[2]) expect(result.payload.type).toBe('tie');
      else expect(result.payload.winner).toBe(score[1] > score[2] ? 1 : 2);
    }
  });

  it('gives the scorer what every row of the table needs', () => {
    const fired = rulesFired('kabaddi', parties, 40);
    for (const rule of ['starting', 'substitute', 'raid_touch', 'raid_bonus', 'super_10', 'tackle', 'super_tackle', 'high_5', 'all_out_inflicted', 'all_out_suffered', 'out', 'green_card']) {
      expect(fired.get(`PXKB.${rule}`) ?? 0, rule).toBeGreaterThan(0);
    }
  });
});

/** Follows who is on the field through 'substitution' plays and red cards; checks every player play against it. */
function checkOnField(events: FeedEvent[], skip: readonly string[] = []): void {
  const lineup = lineupOf(events);
  const partyOf = new Map(lineup.parties.flatMap((s) => [...s.players, ...(s.substitutes ?? [])].map((p) => [p, s.position] as const)));
  const on = new Set(lineup.parties.flatMap((s) => s.players));
  for (const p of playsOf(events)) {
    if (p.type === 'substitution') {
      const out = p.detail?.out as string;
      expect(on.has(out), `${out} goes off`).toBe(true);
      expect(on.has(p.player!), `${p.player} comes on`).toBe(false);
      expect(partyOf.get(out)).toBe(p.party);
      expect(partyOf.get(p.player!)).toBe(p.party);
      on.delete(out);
      on.add(p.player!);
      continue;
    }
    if (!p.player || skip.includes(p.type)) continue;
    expect(on.has(p.player), `${p.type} by ${p.player}`).toBe(true);
    expect(partyOf.get(p.player), `${p.type} by ${p.player}`).toBe(p.party);
    if (typeof p.detail?.assist === 'string') expect(on.has(p.detail.assist) && p.detail.assist !== p.player).toBe(true);
    if (p.type === 'card' && p.detail?.color === 'red') on.delete(p.player);
  }
}

describe('sim hockey: player plays for the fantasy scorer', () => {
  const parties = [party(1, 'India', FOOTBALL_SQUAD, true), party(2, 'Belgium', FOOTBALL_SQUAD, true)];

  it('announces an XI with one goalkeeper; every player play is by a player on the pitch; saves by the goalkeeper; goals make the result', () => {
    const roles = rolesOf(parties);
    for (let i = 0; i < 30; i++) {
      const events = simulate('hockey', `pitch-${i}`, parties);
      for (const side of lineupOf(events).parties) {
        expect(side.players).toHaveLength(11);
        expect(side.players.filter((p) => roles[p] === 'GK')).toHaveLength(1);
      }
      checkOnField(events);
      const plays = playsOf(events);
      for (const p of plays) if (p.type === 'save') expect(roles[p.player!]).toBe('GK');
      const goals = { 1: 0, 2: 0 };
      for (const p of plays) if (p.type === 'goal') goals[p.party as 1 | 2]++;
      const result = events.at(-1)!;
      if (result.kind !== 'result') throw new Error('no result');
      if (goals[1] === goals[2]) expect(result.payload.method).toBe('shoot-out');
      else expect(result.payload.winner).toBe(goals[1] > goals[2] ? 1 : 2);
    }
  });

  it('gives the scorer what every row of the table needs', () => {
    const fired = rulesFired('hockey', parties, 40);
    for (const rule of ['starting', 'substitute', 'goal_fwd', 'goal_mid', 'goal_def', 'assist', 'shot_on_target', 'tackle_won', 'save', 'clean_sheet', 'goal_conceded', 'green_card', 'yellow_card', 'red_card']) {
      expect(fired.get(`PXHK.${rule}`) ?? 0, rule).toBeGreaterThan(0);
    }
  });
});

const BASKETBALL_SQUAD = ['BC', 'BC', 'BC', 'BC', 'BC', 'FC', 'FC', 'FC', 'FC', 'FC', 'FC', 'FC'];

describe('sim basketball: possession by possession, by players on the court', () => {
  const parties = [party(1, 'Mumbai', BASKETBALL_SQUAD, true), party(2, 'Delhi', BASKETBALL_SQUAD, true)];

  it('announces two backcourt and three frontcourt starters; speaks its vocabulary; baskets make the result, never a tie', () => {
    const roles = rolesOf(parties);
    const totals: number[] = [];
    for (let i = 0; i < 12; i++) {
      const events = simulate('basketball', `court-${i}`, parties);
      if (i === 0) expect(simulate('basketball', `court-${i}`, parties)).toEqual(events);
      for (const side of lineupOf(events).parties) expect(side.players.map((p) => roles[p]).sort()).toEqual(['BC', 'BC', 'FC', 'FC', 'FC']);
      checkOnField(events);
      const plays = playsOf(events);
      for (const p of plays) expect(BASKETBALL_PLAYS).toContain(p.type);
      const score = { 1: 0, 2: 0 };
      for (const p of plays) if (p.type === 'basket') score[p.party as 1 | 2] += p.value!;
      const result = events.at(-1)!;
      if (result.kind !== 'result') throw new Error('no result');
      expect(score[1]).not.toBe(score[2]);
      expect(result.payload.winner).toBe(score[1] > score[2] ? 1 : 2);
      expect(plays.filter((p) => p.type === 'quarter_end').length).toBeGreaterThanOrEqual(4);
      totals.push(score[1], score[2]);
    }
    // FIBA-like scores: about 60 to 100 a side
    const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(mean).toBeGreaterThan(55);
    expect(mean).toBeLessThan(100);
  });

  it('gives the scorer what every row of the table needs', () => {
    const fired = rulesFired('basketball', parties, 10);
    for (const rule of ['starting', 'substitute', 'point', 'assist', 'rebound', 'steal', 'block', 'turnover']) {
      expect(fired.get(`PXBB.${rule}`) ?? 0, rule).toBeGreaterThan(0);
    }
  });
});

describe('sim formula one: qualifying, overtakes and the classification per driver', () => {
  const grid = Array.from({ length: 20 }, () => 'DRV');
  const parties = [party(1, 'Grand Prix of India', grid, true)];

  it('qualifies every driver once, better rated drivers ahead on average; overtakes by drivers still running; classified drivers did not retire', () => {
    let ratedAhead = 0;
    for (let i = 0; i < 30; i++) {
      const events = simulate('formula-one', `race-${i}`, parties);
      const plays = playsOf(events);
      const q = plays.filter((p) => p.type === 'qualifying');
      expect(q.map((p) => p.value).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
      expect(new Set(q.map((p) => p.player)).size).toBe(20);
      const rating = new Map(parties[0]!.squad!.map((s) => [s.name, s.rating!]));
      const top = q.filter((p) => p.value! <= 10).reduce((s, p) => s + rating.get(p.player!)!, 0);
      const bottom = q.filter((p) => p.value! > 10).reduce((s, p) => s + rating.get(p.player!)!, 0);
      if (top > bottom) ratedAhead++;
      const retiredOn = new Map(plays.filter((p) => p.type === 'retirement').map((p) => [p.player!, p.period!]));
      for (const p of plays.filter((x) => x.type === 'overtake' || x.type === 'pit_stop')) {
        expect(p.period!).toBeLessThan(retiredOn.get(p.player!) ?? 99);
      }
      for (const p of plays.filter((x) => x.type === 'classification')) expect(retiredOn.has(p.player!)).toBe(false);
      expect(plays.filter((p) => p.type === 'grid')).toHaveLength(20);
    }
    expect(ratedAhead).toBeGreaterThan(25);
  });

  it('gives the scorer what every row of the table needs', () => {
    const fired = rulesFired('formula-one', parties, 30);
    const rows = ['quali_p1', 'quali_p10', 'beat_teammate_quali', 'race_p1', 'race_p10', 'position_gained', 'position_lost', 'overtake', 'fastest_lap', 'beat_teammate_race', 'dnf'];
    for (const rule of rows) expect(fired.get(`PXF1.${rule}`) ?? 0, rule).toBeGreaterThan(0);
  });
});

/** Checks a tie's rubbers: who plays them, their plays tagged and attributed, winners, the result. */
function checkTie(events: FeedEvent[], rubbers: number, unit: 'sets' | 'games'): void {
  const lineup = lineupOf(events);
  const plays = playsOf(events);
  const starts = plays.filter((p) => p.type === 'rubber');
  expect(starts.map((p) => p.detail?.rubber)).toEqual(Array.from({ length: rubbers }, (_, i) => i + 1));
  const won = { 1: 0, 2: 0 };
  for (const start of starts) {
    const n = start.detail?.rubber as number;
    const sides = start.detail?.sides as string[][];
    const size = start.detail?.kind === 'doubles' ? 2 : 1;
    sides.forEach((names, i) => {
      expect(new Set(names).size).toBe(size);
      for (const name of names) expect(lineup.parties[i]!.players).toContain(name);
    });
    const own = plays.filter((p) => p.detail?.rubber === n && p.type !== 'rubber');
    for (const p of own.filter((x) => x.player)) expect(sides[p.party! - 1]).toContain(p.player);
    const end = own.find((p) => p.type === 'rubber_end')!;
    const count = { 1: 0, 2: 0 };
    for (const p of own) if (p.type === (unit === 'sets' ? 'set' : 'game')) count[p.party as 1 | 2]++;
    expect(end.detail?.[unit]).toEqual([count[1], count[2]]);
    expect(end.party).toBe(count[1] > count[2] ? 1 : 2);
    won[end.party as 1 | 2]++;
  }
  // every play of the match belongs to a rubber
  for (const p of plays) expect(p.detail?.rubber, p.type).toBeGreaterThan(0);
  const result = events.at(-1)!;
  if (result.kind !== 'result') throw new Error('no result');
  expect(result.payload.winner).toBe(won[1] > won[2] ? 1 : 2);
}

const TENNIS_SQUAD = ['SGL', 'SGL', 'SGL', 'DBL', 'DBL', 'DBL'];

describe('sim tennis: a one-on-one match, or a team tie of rubbers for draft squads', () => {
  it('a tie: two singles and a doubles by the best rated of each role, the rest on the bench', () => {
    const parties = [party(1, 'India', TENNIS_SQUAD, true), party(2, 'Japan', TENNIS_SQUAD, true)];
    const roles = rolesOf(parties);
    for (let i = 0; i < 10; i++) {
      const events = simulate('tennis', `tie-${i}`, parties);
      for (const side of lineupOf(events).parties) {
        expect(side.players.map((p) => roles[p]).sort()).toEqual(['DBL', 'DBL', 'SGL', 'SGL']);
        expect(side.substitutes).toHaveLength(2);
      }
      checkTie(events, 3, 'sets');
    }
    // the best rated SGL (ratings (i × 37 mod 100) / 100: India 2 .37, India 3 .74) play the singles
    const first = playsOf(simulate('tennis', 'tie-0', parties)).filter((p) => p.type === 'rubber');
    expect(first.map((p) => (p.detail?.sides as string[][])[0])).toEqual([['India 3'], ['India 2'], ['India 6', 'India 5']]);
  });

  it('gives the scorer what every row of the table needs, in ties and in one-on-one matches', () => {
    const parties = [party(1, 'India', TENNIS_SQUAD, true), party(2, 'Japan', TENNIS_SQUAD, true)];
    const fired = rulesFired('tennis', parties, 6);
    for (const rule of ['rubber_played', 'rubber_won', 'set_won', 'game_won', 'break_won', 'ace', 'double_fault']) {
      expect(fired.get(`PXTN.${rule}`) ?? 0, rule).toBeGreaterThan(0);
    }
    const single = rulesFired('tennis', [party(1, 'Rohan', ['SGL'], false), party(2, 'Leo', ['SGL'], false)], 6);
    for (const rule of ['rubber_played', 'rubber_won', 'set_won', 'game_won', 'ace']) expect(single.get(`PXTN.${rule}`) ?? 0, rule).toBeGreaterThan(0);
  });
});

const BADMINTON_SQUAD = ['SGL', 'SGL', 'SGL', 'SGL', 'DBL', 'DBL', 'DBL', 'DBL', 'DBL'];

describe('sim badminton: a one-on-one match, or a team tie of rubbers for draft squads', () => {
  const parties = [party(1, 'Hyderabad', BADMINTON_SQUAD, true), party(2, 'Chennai', BADMINTON_SQUAD, true)];

  it('a tie: three singles and two doubles by the best rated of each role, the rest on the bench', () => {
    const roles = rolesOf(parties);
    for (let i = 0; i < 6; i++) {
      const events = simulate('badminton', `tie-${i}`, parties);
      for (const side of lineupOf(events).parties) {
        expect(side.players.map((p) => roles[p]).sort()).toEqual(['DBL', 'DBL', 'DBL', 'DBL', 'SGL', 'SGL', 'SGL']);
        expect(side.substitutes).toHaveLength(2);
      }
      checkTie(events, 5, 'games');
    }
  });

  it('gives the scorer what every row of the table needs', () => {
    const fired = rulesFired('badminton', parties, 3);
    for (const rule of ['rubber_played', 'rubber_won', 'game_won', 'rally_won']) expect(fired.get(`PXBD.${rule}`) ?? 0, rule).toBeGreaterThan(0);
  });
});
