import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The acceptance test's own reading of a Cricsheet file: the right option of every cricket bank question, written
 * from the raw JSON and ADR 008's readings, not from core/rules/resolution. null = void. Super-over innings count
 * only for the winner and "a super over?". A match without result keeps only what was already certain.
 */

interface Wicket { kind: string }
interface Delivery {
  batter: string;
  bowler: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: Wicket[];
}
interface Innings { team: string; super_over?: boolean; overs: { over: number; deliveries: Delivery[] }[] }
export interface CricsheetFile {
  info: { teams: [string, string]; toss: { winner: string }; outcome: { winner?: string; result?: string; eliminator?: string } };
  innings: Innings[];
}

export function readCricsheet(dir: string, id: string): CricsheetFile {
  return JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as CricsheetFile;
}

const BOWLER_KINDS = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);
const NOT_WICKETS = new Set(['retired hurt', 'retired not out']);
const overUnder = (n: number, line: number) => (n > line ? 'over' : 'under');

/** resolver key → the right option (null: void), for every resolver of the cricket bank. */
export function expectedCricket(file: CricsheetFile): Record<string, string | null> {
  const [teamA] = file.info.teams;
  const side = (team: string | undefined) => (team === undefined ? null : team === teamA ? 'A' : 'B');
  const regulation = file.innings.filter((i) => !i.super_over);
  const balls = (inn: Innings) => inn.overs.flatMap((o) => o.deliveries);
  const all = regulation.flatMap(balls);
  const total = (inn: Innings | undefined) => (inn ? balls(inn).reduce((s, d) => s + d.runs.total, 0) : 0);
  const wickets = (ds: Delivery[]) => ds.flatMap((d) => (d.wickets ?? []).filter((w) => !NOT_WICKETS.has(w.kind)));
  const noResult = file.info.outcome.result === 'no result';
  /** a match without result voids what the innings played could not make certain */
  const final = (certain: boolean, value: string | null) => (certain || !noResult ? value : null);

  const perBatter = regulation.map((inn) => {
    const runs = new Map<string, number>();
    for (const d of balls(inn)) runs.set(d.batter, (runs.get(d.batter) ?? 0) + d.runs.batter);
    return [...runs.values()];
  });
  const topScore = Math.max(0, ...perBatter.flat());
  const sixes = all.filter((d) => d.runs.batter === 6 && !d.runs.non_boundary).length;
  const wides = all.filter((d) => d.extras?.wides !== undefined).length;
  const extras = all.reduce((s, d) => s + d.runs.extras, 0);
  const powerplay = regulation[0] ? regulation[0].overs.filter((o) => o.over < 6).flatMap((o) => o.deliveries).reduce((s, d) => s + d.runs.total, 0) : 0;
  const powerplayDone = (regulation[0]?.overs.length ?? 0) > 6 || regulation.length > 1;
  const haul = regulation.some((inn) => {
    const byBowler = new Map<string, number>();
    for (const d of balls(inn)) for (const w of d.wickets ?? []) if (BOWLER_KINDS.has(w.kind)) byBowler.set(d.bowler, (byBowler.get(d.bowler) ?? 0) + 1);
    return [...byBowler.values()].some((n) => n >= 4);
  });
  const bySide = (count: (inn: Innings) => number) => {
    const a = regulation.filter((i) => i.team === teamA).reduce((s, i) => s + count(i), 0);
    const b = regulation.filter((i) => i.team !== teamA).reduce((s, i) => s + count(i), 0);
    return a === b ? null : a > b ? 'A' : 'B';
  };
  const fours = (inn: Innings) => balls(inn).filter((d) => d.runs.batter === 4 && !d.runs.non_boundary).length;
  const lost = (inn: Innings) => wickets(balls(inn)).length;
  const firstWicket = wickets(all)[0]?.kind;
  const firstWicketKey = firstWicket === undefined ? null : firstWicket.startsWith('caught') ? 'caught' : ['bowled', 'lbw'].includes(firstWicket) ? firstWicket : 'other';
  const maiden = regulation.some((inn) =>
    inn.overs.some((o) => {
      const legal = o.deliveries.filter((d) => d.extras?.wides === undefined && d.extras?.noballs === undefined).length;
      const conceded = o.deliveries.reduce((s, d) => s + d.runs.batter + (d.extras?.wides ?? 0) + (d.extras?.noballs ?? 0), 0);
      return legal >= 6 && conceded === 0;
    }),
  );
  const fastFifty = regulation.some((inn) => {
    const runs = new Map<string, number>();
    const faced = new Map<string, number>();
    for (const d of balls(inn)) {
      if (d.extras?.wides === undefined) faced.set(d.batter, (faced.get(d.batter) ?? 0) + 1);
      const before = runs.get(d.batter) ?? 0;
      runs.set(d.batter, before + d.runs.batter);
      if (before < 50 && before + d.runs.batter >= 50 && (faced.get(d.batter) ?? 0) <= 24) return true;
    }
    return false;
  });
  const firstInnings = total(regulation[0]);
  const superOver = file.innings.some((i) => i.super_over);

  return {
    'cricket.toss': side(file.info.toss.winner),
    'cricket.winner': noResult ? null : side(file.info.outcome.winner ?? file.info.outcome.eliminator),
    'cricket.sixes': final(sixes > 12.5, overUnder(sixes, 12.5)),
    'cricket.century': final(perBatter.flat().some((r) => r >= 100), perBatter.flat().some((r) => r >= 100) ? 'yes' : 'no'),
    'cricket.powerplay_runs': final(powerplayDone || powerplay >= 56, powerplay <= 40 ? 'r0_40' : powerplay <= 55 ? 'r41_55' : 'r56'),
    'cricket.four_wicket_haul': final(haul, haul ? 'yes' : 'no'),
    'cricket.more_fours': final(false, bySide(fours)),
    'cricket.wides': final(wides > 9.5, overUnder(wides, 9.5)),
    'cricket.super_over': final(superOver, superOver ? 'yes' : 'no'),
    'cricket.first_wicket': final(firstWicketKey !== null, firstWicketKey),
    'cricket.top_score': final(topScore > 64.5, overUnder(topScore, 64.5)),
    'cricket.team_200': final(regulation.some((i) => total(i) >= 200), regulation.some((i) => total(i) >= 200) ? 'yes' : 'no'),
    'cricket.first_innings_total': final(firstInnings > 170.5 || regulation.length > 1, overUnder(firstInnings, 170.5)),
    'cricket.run_out': final(wickets(all).some((w) => w.kind === 'run out'), wickets(all).some((w) => w.kind === 'run out') ? 'yes' : 'no'),
    'cricket.more_wickets_lost': final(false, bySide(lost)),
    'cricket.maiden': final(maiden, maiden ? 'yes' : 'no'),
    'cricket.extras': final(extras > 15.5, overUnder(extras, 15.5)),
    'cricket.fast_fifty': final(fastFifty, fastFifty ? 'yes' : 'no'),
  };
}
