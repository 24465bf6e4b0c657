/**
 * Helpers for the match-centre tests only. The scorecard figures here are worked out INDEPENDENTLY of the centre:
 * straight from a Cricsheet document's raw `innings[].overs[].deliveries[]` (not through core/feeds/cricsheet.ts
 * and not through ./cricketRules.ts), so that a slip in the centre's reading shows as a difference.
 */
import type { FeedEvent, SportPlay } from '../../feeds/events';

export interface RawDelivery {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: { player_out: string; kind: string; fielders?: { name?: string; substitute?: boolean }[] }[];
}
export interface RawInnings {
  team: string;
  super_over?: boolean;
  target?: { runs: number; overs?: number };
  overs: { over: number; deliveries: RawDelivery[] }[];
}
export interface RawMatch {
  info: { teams: string[] };
  innings: RawInnings[];
}

export interface RawBatter {
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
}
export interface RawBowler {
  runs: number;
  wickets: number;
  legalBalls: number;
  maidens: number;
}
export interface RawFigures {
  runs: number;
  wickets: number;
  legalBalls: number;
  extras: { byes: number; legbyes: number; wides: number; noballs: number; penalty: number; total: number };
  batters: Map<string, RawBatter>;
  bowlers: Map<string, RawBowler>;
}

const BOWLERS_WICKET = ['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket'];

/** One innings' figures from the raw deliveries, by the textbook rules. */
export function rawFigures(inn: RawInnings): RawFigures {
  const f: RawFigures = {
    runs: 0,
    wickets: 0,
    legalBalls: 0,
    extras: { byes: 0, legbyes: 0, wides: 0, noballs: 0, penalty: 0, total: 0 },
    batters: new Map(),
    bowlers: new Map(),
  };
  for (const o of inn.overs) {
    let overLegal = 0;
    let overConceded = 0;
    const overBowlers = new Set<string>();
    for (const d of o.deliveries) {
      const x = d.extras ?? {};
      const wide = 'wides' in x;
      const legal = !wide && !('noballs' in x);
      f.runs += d.runs.total;
      if (legal) f.legalBalls += 1;
      f.extras.byes += x.byes ?? 0;
      f.extras.legbyes += x.legbyes ?? 0;
      f.extras.wides += x.wides ?? 0;
      f.extras.noballs += x.noballs ?? 0;
      f.extras.penalty += x.penalty ?? 0;
      f.extras.total += d.runs.extras;
      const bat = f.batters.get(d.batter) ?? { runs: 0, balls: 0, fours: 0, sixes: 0 };
      bat.runs += d.runs.batter;
      if (!wide) bat.balls += 1;
      if (d.runs.batter === 4 && !d.runs.non_boundary) bat.fours += 1;
      if (d.runs.batter === 6 && !d.runs.non_boundary) bat.sixes += 1;
      f.batters.set(d.batter, bat);
      const bowl = f.bowlers.get(d.bowler) ?? { runs: 0, wickets: 0, legalBalls: 0, maidens: 0 };
      const conceded = d.runs.batter + (x.wides ?? 0) + (x.noballs ?? 0);
      bowl.runs += conceded;
      if (legal) bowl.legalBalls += 1;
      for (const w of d.wickets ?? []) {
        if (w.kind !== 'retired hurt' && w.kind !== 'retired not out') f.wickets += 1;
        if (BOWLERS_WICKET.includes(w.kind)) bowl.wickets += 1;
      }
      f.bowlers.set(d.bowler, bowl);
      overBowlers.add(d.bowler);
      overConceded += conceded;
      if (legal) overLegal += 1;
    }
    const [only] = overBowlers;
    if (overBowlers.size === 1 && overLegal === 6 && overConceded === 0 && only) f.bowlers.get(only)!.maidens += 1;
  }
  return f;
}

export const deliveriesOf = (inn: RawInnings): RawDelivery[] => inn.overs.flatMap((o) => o.deliveries);

/** A hand-made play event. */
export const play = (type: string, fields: Omit<SportPlay, 'type'> = {}): FeedEvent => ({ kind: 'play', payload: { type, ...fields } });
