import type { FeedParty } from '../provider';
import type { Rng } from '../random';
import type { PlannedEvent } from '../timeline';
import { squadOf } from './lineups';
import { Plan } from './plan';

/**
 * A race: qualifying by the drivers' ratings (FeedParty.squad; 0.5 each without one) and luck, the grid (now and
 * then a five-place grid penalty), retirements, pit stops before them, overtakes on track (about as many as the
 * places a driver makes up, and some), lead changes, the fastest lap, the classification.
 */
export function simulateRace(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  // every driver of the grid races: the line-up is the whole party
  const plan = new Plan(parties.map((p) => ({ position: p.position, name: p.name, players: p.players })));
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
