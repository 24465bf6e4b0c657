import type { PartyPosition } from '../../../core/feeds/events';
import type { FeedParty, FeedSport } from '../provider';
import type { Rng } from '../random';
import type { PlannedEvent } from '../timeline';
import { simulateBasketball } from './basketball';
import { simulateFootball } from './football';
import { simulateHockey } from './hockey';
import { simulateKabaddi } from './kabaddi';
import { squadOf } from './lineups';
import { Plan } from './plan';

/**
 * Every sport but cricket as a stream of SportPlay events in exactly the vocabulary its resolvers read (the
 * `<SPORT>_PLAYS` lists and their field notes in core/rules/resolution/<sport>.ts). Offsets are real match time.
 */
/** basketball too: it has no prediction bank (not in sim/index.ts's rotation yet) but its draft challenges need plays */
export type PlaysSport = Exclude<FeedSport, 'cricket'>;

const other = (p: PartyPosition): PartyPosition => (p === 1 ? 2 : 1);
const coin = (rng: Rng): PartyPosition => (rng.next() < 0.5 ? 1 : 2);

/** The line-up of a sport without substitutes: every player of the squad plays (tennis, badminton, a race). */
const everyone = (parties: FeedParty[]) => parties.map((p) => ({ position: p.position, name: p.name, players: p.players }));


function tennis(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const plan = new Plan(everyone(parties));
  const edge = 0.4 + rng.next() * 0.2; // party 1's chance to break / win a tie-break
  const sets = { 1: 0, 2: 0 };
  const serves = { 1: { in: 0, all: 0 }, 2: { in: 0, all: 0 } };
  let minute = 0;
  let server: PartyPosition = coin(rng);
  for (let set = 1; sets[1] < 2 && sets[2] < 2; set++) {
    const g = { 1: 0, 2: 0 };
    while (!((g[1] >= 6 || g[2] >= 6) && Math.abs(g[1] - g[2]) >= 2) && g[1] + g[2] < 13) {
      const tiebreak = g[1] === 6 && g[2] === 6;
      const length = tiebreak ? 10 : rng.int(3, 6);
      minute += length;
      for (let s = 0; s < length; s++) {
        serves[server].all += 1;
        if (rng.next() < 0.62) serves[server].in += 1;
      }
      if (rng.next() < 0.35) plan.play(minute - 1, { type: 'ace', party: server, period: set, minute });
      if (rng.next() < 0.15) plan.play(minute - 1, { type: 'double_fault', party: server, period: set, minute });
      const breakChance = server === 1 ? 1 - edge : edge;
      const winner: PartyPosition = tiebreak ? (rng.next() < edge ? 1 : 2) : rng.next() < 0.22 * (breakChance / 0.5) ? other(server) : server;
      g[winner]++;
      plan.play(minute, { type: 'game', party: winner, period: set, minute, detail: { server, tiebreak } });
      server = other(server);
    }
    const winner: PartyPosition = g[1] > g[2] ? 1 : 2;
    sets[winner]++;
    if ((sets[winner] === 2 || rng.next() < 0.05) && rng.next() < 0.1) plan.play(minute - 0.5, { type: 'match_point_saved', party: other(winner), period: set, minute });
    plan.play(minute, { type: 'set', party: winner, period: set, minute, detail: { games: [g[1], g[2]] } });
    for (const p of [1, 2] as const) plan.play(minute, { type: 'serve_stats', party: p, period: set, minute, detail: { firstServesIn: serves[p].in, firstServes: serves[p].all } });
  }
  return plan.finish(minute + 1, { type: 'win', winner: sets[1] > sets[2] ? 1 : 2, margin: { sets: Math.abs(sets[1] - sets[2]) } });
}

function badminton(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const plan = new Plan(everyone(parties));
  const edge = 0.42 + rng.next() * 0.16;
  const games = { 1: 0, 2: 0 };
  let minute = 0;
  for (let game = 1; games[1] < 2 && games[2] < 2; game++) {
    const s = { 1: 0, 2: 0 };
    while (!((s[1] >= 21 || s[2] >= 21) && Math.abs(s[1] - s[2]) >= 2) && s[1] < 30 && s[2] < 30) {
      const party: PartyPosition = rng.next() < edge ? 1 : 2;
      s[party]++;
      const rally = rng.int(1, 8) + (rng.next() < 0.05 ? rng.int(20, 50) : 0);
      minute += rally * 0.03 + 0.25;
      plan.play(minute, { type: 'point', party, period: game, value: rally, minute: Math.floor(minute) });
    }
    const winner: PartyPosition = s[1] > s[2] ? 1 : 2;
    games[winner]++;
    plan.play(minute, { type: 'game', party: winner, period: game, minute: Math.floor(minute), detail: { score: [s[1], s[2]] } });
    minute += 2;
  }
  return plan.finish(minute, { type: 'win', winner: games[1] > games[2] ? 1 : 2, margin: { games: Math.abs(games[1] - games[2]) } });
}

/**
 * A race: qualifying by the drivers' ratings (FeedParty.squad; 0.5 each without one) and luck, the grid (now and
 * then a five-place grid penalty), retirements, pit stops before them, overtakes on track (about as many as the
 * places a driver makes up, and some), lead changes, the fastest lap, the classification.
 */
function race(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const plan = new Plan(everyone(parties));
  const drivers = squadOf(parties[0]!, () => 'DRV');
  const rating = new Map(drivers.map((d) => [d.name, d.rating]));
  const names = drivers.map((d) => d.name);
  const teamOf = (d: string) => `Team ${String.fromCharCode(65 + Math.floor(names.indexOf(d) / 2))}`;
  const laps = 57;
  const lapMin = 1.6;
  const lap = (n: number) => n * lapMin;
  const pace = new Map(names.map((d) => [d, rating.get(d)! + rng.next() * 0.6]));
  const qualifying = [...names].sort((a, b) => pace.get(b)! - pace.get(a)! || names.indexOf(a) - names.indexOf(b));
  qualifying.forEach((d, i) => plan.play(0, { type: 'qualifying', player: d, value: i + 1, detail: { team: teamOf(d) } }));
  const grid = [...qualifying];
  if (rng.next() < 0.15) {
    const slot = rng.int(0, Math.min(14, grid.length - 1));
    const [penalised] = grid.splice(slot, 1);
    grid.splice(Math.min(grid.length, slot + 5), 0, penalised!);
  }
  grid.forEach((d, i) => plan.play(0, { type: 'grid', player: d, value: i + 1, detail: { team: teamOf(d) } }));
  if (rng.next() < 0.55) plan.play(lap(rng.int(1, laps)), { type: 'safety_car', period: rng.int(1, laps) });
  if (rng.next() < 0.1) plan.play(lap(rng.int(1, laps)), { type: 'red_flag', period: rng.int(1, laps) });
  if (rng.next() < 0.2) plan.play(lap(rng.int(1, laps)), { type: 'rain', period: rng.int(1, laps) });
  const retired = new Map<string, number>();
  for (let i = rng.int(0, 3); i > 0; i--) {
    const d = rng.pick(grid);
    if (retired.has(d)) continue;
    const n = rng.next() < 0.15 ? 1 : rng.int(2, laps);
    retired.set(d, n);
    plan.play(lap(n), { type: 'retirement', player: d, period: n });
  }
  if (rng.next() < 0.5) {
    const n = rng.int(5, laps);
    plan.play(lap(n), { type: 'time_penalty', player: rng.pick(grid), period: n });
  }
  for (const d of grid) {
    for (let s = rng.int(1, 2); s > 0; s--) {
      const n = rng.int(10, laps - 5);
      if (n < (retired.get(d) ?? laps + 1)) plan.play(lap(n), { type: 'pit_stop', player: d, period: n });
    }
  }
  // finishing order: mostly the grid, shuffled a little, the better rated moving up
  const raceKey = new Map(grid.map((d, i) => [d, i + rng.next() * 8 - rating.get(d)! * 4]));
  const finishers = grid.filter((d) => !retired.has(d)).sort((a, b) => raceKey.get(a)! - raceKey.get(b)!);
  // overtakes on track: a driver's places made up and a few more (those who retire: some before they stop)
  for (const d of grid) {
    const stop = retired.get(d);
    const gained = stop === undefined ? grid.indexOf(d) - finishers.indexOf(d) : 0;
    const lastLap = stop === undefined ? laps : stop - 1;
    if (lastLap < 2) continue;
    const ahead = grid.slice(0, grid.indexOf(d));
    for (let n = Math.max(0, gained) + rng.int(0, stop === undefined ? 3 : 2); n > 0; n--) {
      const onLap = rng.int(2, lastLap);
      plan.play(lap(onLap), { type: 'overtake', player: d, period: onLap, ...(ahead.length > 0 ? { detail: { passed: rng.pick(ahead) } } : {}) });
    }
  }
  let leader = grid[0]!;
  for (const n of [...new Set(Array.from({ length: rng.int(0, 5) }, () => rng.int(2, laps)))].sort((a, b) => a - b)) {
    const next = rng.pick(finishers.slice(0, 4).filter((d) => d !== leader));
    if (!next) continue;
    leader = next;
    plan.play(lap(n), { type: 'lead_change', player: leader, period: n });
  }
  if (leader !== finishers[0]) plan.play(lap(laps) - 0.1, { type: 'lead_change', player: finishers[0]!, period: laps });
  let best = 95_000;
  for (let n = 2; n <= laps; n += rng.int(3, 12)) {
    best -= rng.int(50, 400);
    plan.play(lap(n), { type: 'fastest_lap', player: rng.pick(finishers.slice(0, 8)), value: best, period: n });
  }
  let gap = 0;
  finishers.forEach((d, i) => {
    if (i > 0) gap += Math.round(rng.next() * 80) / 10;
    plan.play(lap(laps), { type: 'classification', player: d, value: i + 1, detail: { team: teamOf(d), gap }, period: laps });
  });
  return plan.finish(lap(laps), { type: 'win', winner: 1 });
}

const SIMULATORS: Record<PlaysSport, (rng: Rng, parties: FeedParty[]) => PlannedEvent[]> = {
  football: simulateFootball,
  hockey: simulateHockey,
  kabaddi: simulateKabaddi,
  tennis,
  badminton,
  'formula-one': race,
  basketball: simulateBasketball,
};

export function simulatePlays(rng: Rng, sport: PlaysSport, parties: FeedParty[]): PlannedEvent[] {
  return SIMULATORS[sport](rng, parties);
}
