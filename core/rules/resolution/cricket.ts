/**
 * Cricket resolvers over the Cricsheet-shaped ball events (core/feeds/events.ts: toss, innings_start, ball, result).
 * Exact readings (ADR 008 "Question resolution"; the question texts in server/db/seed/questions-bank.ts say them):
 *
 * - Only regulation innings count. Super-over deliveries count for nothing except `super_over` (and the winner,
 *   which is the feed's result: a tie decided by a super over is won by the super-over winner).
 * - A six / four is a boundary: runs off the bat of 6 / 4 not flagged non-boundary (an all-run four is not a four).
 * - Runs of a batter are runs off the bat (no-ball deliveries included); balls faced are deliveries received
 *   except wides. Team / innings runs are totals with extras.
 * - Wickets credited to a bowler: bowled, caught, caught and bowled, lbw, stumped, hit wicket (not run out,
 *   retirements, obstructing the field…). A wicket lost by a team is any dismissal except 'retired hurt' and
 *   'retired not out'.
 */
import type { CricketBall, CricketWicket, FeedEvent, FeedResult, PartyPosition, TossPayload } from '../../feeds/events';
import {
  VOID,
  defineResolvers,
  more,
  numParam,
  overUnder,
  overUnderCount,
  yesWhen,
  type Answer,
  type MatchView,
  type ResolverParams,
  type ResolverSpec,
} from './engine';

export interface CricketView extends MatchView {
  toss?: TossPayload;
  /** regulation deliveries, in order */
  balls: CricketBall[];
  /** regulation innings started so far: innings number → batting party */
  innings: { innings: number; battingParty: PartyPosition }[];
  /** a super over has started (or the result says one decided the match) */
  superOver: boolean;
}

export function cricketView(events: readonly FeedEvent[]): CricketView {
  const view: CricketView = { balls: [], innings: [], superOver: false };
  for (const e of events) {
    if (e.kind === 'toss') view.toss = e.payload;
    else if (e.kind === 'result') view.result = e.payload;
    else if (e.kind === 'innings_start') {
      if (e.payload.superOver) view.superOver = true;
      else view.innings.push({ innings: e.payload.innings, battingParty: e.payload.battingParty });
    } else if (e.kind === 'ball') {
      if (e.payload.superOver) view.superOver = true;
      else view.balls.push(e.payload);
    }
  }
  if (view.result?.decidedBySuperOver) view.superOver = true;
  return view;
}

const BOWLER_WICKETS = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);
const NOT_A_WICKET = new Set(['retired hurt', 'retired not out']);
const isSix = (b: CricketBall) => b.runs.batter === 6 && !b.runs.nonBoundary;
const isFour = (b: CricketBall) => b.runs.batter === 4 && !b.runs.nonBoundary;
const isWide = (b: CricketBall) => (b.extras.wides ?? 0) > 0;
const isLegal = (b: CricketBall) => !isWide(b) && (b.extras.noballs ?? 0) === 0;
const dismissals = (b: CricketBall): CricketWicket[] => b.wickets.filter((w) => !NOT_A_WICKET.has(w.kind));
const party = (p: PartyPosition): string => (p === 1 ? 'A' : 'B');
const sum = (balls: readonly CricketBall[], f: (b: CricketBall) => number) => balls.reduce((n, b) => n + f(b), 0);
const count = (balls: readonly CricketBall[], f: (b: CricketBall) => boolean) => sum(balls, (b) => (f(b) ? 1 : 0));

/** Has regulation innings `n` ended (a later innings has begun)? */
const inningsOver = (v: CricketView, n: number) => v.innings.some((i) => i.innings > n) || v.superOver;

/** Per batter per innings: runs off the bat and balls faced (wides excluded), in delivery order. */
function battingProgress(balls: readonly CricketBall[], onBall: (runs: number, faced: number, before: number) => boolean): boolean {
  const tally = new Map<string, { runs: number; faced: number }>();
  for (const b of balls) {
    const key = `${b.innings}\u0000${b.batter}`;
    const t = tally.get(key) ?? { runs: 0, faced: 0 };
    const before = t.runs;
    t.runs += b.runs.batter;
    if (!isWide(b)) t.faced += 1;
    tally.set(key, t);
    if (onBall(t.runs, t.faced, before)) return true;
  }
  return false;
}

const highestScore = (balls: readonly CricketBall[]) => {
  let best = 0;
  battingProgress(balls, (runs) => {
    best = Math.max(best, runs);
    return false;
  });
  return best;
};

interface Band {
  key: string;
  min?: number;
  max?: number;
}
function bandsParam(p: ResolverParams): Band[] {
  const bands = p.bands;
  if (!Array.isArray(bands) || bands.length === 0) throw new Error('resolver parameter "bands" must be a non-empty list');
  return bands as Band[];
}
const inBand = (n: number, b: Band) => (b.min === undefined || n >= b.min) && (b.max === undefined || n <= b.max);

const powerplayRuns = (v: CricketView, overs: number) => sum(v.balls.filter((b) => b.innings === 1 && b.over < overs), (b) => b.runs.total);

function firstWicketKind(v: CricketView): Answer | null {
  for (const b of v.balls) {
    const w = dismissals(b)[0];
    if (!w) continue;
    if (w.kind === 'caught' || w.kind === 'caught and bowled') return 'caught';
    if (w.kind === 'bowled' || w.kind === 'lbw') return w.kind;
    return 'other';
  }
  return null;
}

function inningsRuns(v: CricketView): Map<number, number> {
  const runs = new Map<number, number>();
  for (const b of v.balls) runs.set(b.innings, (runs.get(b.innings) ?? 0) + b.runs.total);
  return runs;
}

/** Σ f over each batting side's deliveries */
const byBattingParty = (v: CricketView, f: (b: CricketBall) => number): Record<PartyPosition, number> => ({
  1: sum(v.balls.filter((b) => b.battingParty === 1), f),
  2: sum(v.balls.filter((b) => b.battingParty === 2), f),
});

function hasMaiden(v: CricketView, legalBalls: number): boolean {
  const overs = new Map<string, { legal: number; conceded: number }>();
  for (const b of v.balls) {
    const key = `${b.innings}\u0000${b.over}`;
    const o = overs.get(key) ?? { legal: 0, conceded: 0 };
    o.conceded += b.runs.batter + (b.extras.wides ?? 0) + (b.extras.noballs ?? 0);
    if (isLegal(b)) o.legal += 1;
    overs.set(key, o);
    if (o.legal === legalBalls && o.conceded === 0) return true;
  }
  return false;
}

function maxBowlerWicketsInInnings(v: CricketView): number {
  const tally = new Map<string, number>();
  let best = 0;
  for (const b of v.balls) {
    for (const w of b.wickets) {
      if (!BOWLER_WICKETS.has(w.kind)) continue;
      const key = `${b.innings}\u0000${b.bowler}`;
      const n = (tally.get(key) ?? 0) + 1;
      tally.set(key, n);
      best = Math.max(best, n);
    }
  }
  return best;
}

const SPECS: Record<string, ResolverSpec<CricketView>> = {
  /** the toss winner, at the toss */
  toss: {
    options: ['A', 'B'],
    certain: (v) => (v.toss ? party(v.toss.winner) : null),
    final: () => VOID,
  },
  /** the feed's winner (D/L included; a tie decided by a super over or bowl-out → that winner); tie/draw → void */
  winner: {
    options: ['A', 'B'],
    final: (v) => winnerOf(v.result),
  },
  /** sixes hit in regulation innings vs params.line */
  sixes: overUnderCount<CricketView>((v) => count(v.balls, isSix)),
  /** a batter reaches params.runs (100) runs off the bat in one regulation innings */
  century: yesWhen<CricketView>((v, p) => battingProgress(v.balls, (runs) => runs >= numParam(p, 'runs'))),
  /** total runs (extras included) in overs 1..params.overs of the first innings, in params.bands */
  powerplay_runs: {
    options: ['r0_40', 'r41_55', 'r56'],
    certain: (v, p) => {
      const overs = numParam(p, 'overs');
      const runs = powerplayRuns(v, overs);
      const bands = bandsParam(p);
      const closed = v.balls.some((b) => b.innings === 1 && b.over >= overs) || inningsOver(v, 1);
      const band = bands.find((b) => inBand(runs, b));
      if (closed) return band?.key ?? VOID;
      // runs only grow: the open-ended top band is certain once reached
      return band && band.max === undefined ? band.key : null;
    },
    final: (v, p) => bandsParam(p).find((b) => inBand(powerplayRuns(v, numParam(p, 'overs')), b))?.key ?? VOID,
  },
  /** one bowler takes params.wickets (4) or more bowler's wickets in one regulation innings */
  four_wicket_haul: yesWhen<CricketView>((v, p) => maxBowlerWicketsInInnings(v) >= numParam(p, 'wickets')),
  /** boundary fours by each batting side, regulation innings; level → void */
  more_fours: {
    options: ['A', 'B'],
    final: (v) => {
      const f = byBattingParty(v, (b) => (isFour(b) ? 1 : 0));
      return more(f[1], f[2]);
    },
  },
  /** wide deliveries (each wide counts once, whatever was run off it) vs params.line */
  wides: overUnderCount<CricketView>((v) => count(v.balls, isWide)),
  /** a super over is played (or the result says one decided the match) */
  super_over: {
    options: ['yes', 'no'],
    certain: (v) => (v.superOver ? 'yes' : null),
    final: () => 'no',
  },
  /** how the first regulation-innings dismissal happened: caught (incl. caught and bowled), bowled, lbw, other */
  first_wicket: {
    options: ['caught', 'bowled', 'lbw', 'other'],
    certain: firstWicketKind,
    final: () => VOID,
  },
  /** the highest score off the bat by one batter in one regulation innings vs params.line */
  top_score: overUnderCount<CricketView>((v) => highestScore(v.balls)),
  /** a side makes params.runs (200) or more in a regulation innings (extras included) */
  team_200: yesWhen<CricketView>((v, p) => [...inningsRuns(v).values()].some((r) => r >= numParam(p, 'runs'))),
  /** the first innings' total (extras included) vs params.line; under is certain once the innings is over */
  first_innings_total: {
    options: ['over', 'under'],
    certain: (v, p) => {
      const runs = inningsRuns(v).get(1) ?? 0;
      if (runs > numParam(p, 'line')) return 'over';
      return inningsOver(v, 1) ? overUnder(runs, numParam(p, 'line')) : null;
    },
    final: (v, p) => overUnder(inningsRuns(v).get(1) ?? 0, numParam(p, 'line')),
  },
  /** any regulation-innings run out */
  run_out: yesWhen<CricketView>((v) => v.balls.some((b) => b.wickets.some((w) => w.kind === 'run out'))),
  /** wickets lost by each side (dismissals, not retirements), regulation innings; level → void */
  more_wickets_lost: {
    options: ['A', 'B'],
    final: (v) => {
      const w = byBattingParty(v, (b) => dismissals(b).length);
      return more(w[1], w[2]);
    },
  },
  /** an over reaching params.balls (6) legal deliveries with 0 conceded by the bowler (bat + wides + no-balls) */
  maiden: yesWhen<CricketView>((v, p) => hasMaiden(v, numParam(p, 'balls'))),
  /** extras runs (wides, no-balls, byes, leg-byes, penalties) vs params.line */
  extras: overUnderCount<CricketView>((v) => sum(v.balls, (b) => b.runs.extras)),
  /** a batter reaches params.runs (50) having faced at most params.maxBalls (24) balls, wides not faced */
  fast_fifty: yesWhen<CricketView>((v, p) => {
    const target = numParam(p, 'runs');
    const maxBalls = numParam(p, 'maxBalls');
    return battingProgress(v.balls, (runs, faced, before) => before < target && runs >= target && faced <= maxBalls);
  }),
};

function winnerOf(r: FeedResult | undefined): Answer {
  return r?.winner ? party(r.winner) : VOID;
}

export const CRICKET_RESOLVERS = defineResolvers('cricket', cricketView, SPECS);
