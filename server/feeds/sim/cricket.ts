import type { CricketBall, CricketWicket, FeedResult, PartyPosition } from '../../../core/feeds/events';
import type { FeedParty } from '../provider';
import type { Rng } from '../random';
import { BALL_MS, INNINGS_BREAK_MS, LINEUP_LEAD_MS, MINUTE_MS, type PlannedEvent } from '../timeline';

/**
 * A T20 ball by ball in the normalized Ball shape (core/feeds/events.ts), which maps field for field onto a
 * Cricsheet delivery (batter, bowler, non_striker, runs {batter, extras, total}, extras {wides, noballs, …},
 * wickets [{kind, player_out, fielders}]) so a simulated match could be written out as a Cricsheet file.
 * A tie goes to a super over (one over, two wickets), then to boundary count if that ties too.
 *
 * Role-aware, so fantasy points look like a real match's: the XI bats in the squad's order (openers and batters
 * first, the keeper at four, all-rounders, then the bowlers), the bowlers and all-rounders bowl (four overs at
 * most each, never two overs running), the keeper stands up for stumpings and takes a share of the catches, and
 * the odds of each ball lean on the batter's and the bowler's ratings.
 */

/** outcome weights per legal-looking delivery between an even batter and bowler: dot, 1, 2, 3, 4, 6, wicket, wide, no-ball, leg-bye */
const OUTCOMES = ['0', '1', '2', '3', '4', '6', 'W', 'wd', 'nb', 'lb'] as const;
const WEIGHTS = [34, 34, 8, 1, 11, 5, 5, 3, 1, 2];
const WICKET_KINDS = ['caught', 'bowled', 'lbw', 'run out', 'stumped', 'caught and bowled'] as const;
const WICKET_WEIGHTS = [55, 18, 12, 7, 3, 5];
/** a caught behind: share of catches the keeper takes */
const KEEPER_CATCH = 0.25;
/** a run out with the throw and the keeper's take (two fielders credited) rather than a direct hit */
const RUN_OUT_RELAY = 0.3;

/** how well each role bats / bowls, times the player's rating */
const BATTING: Record<string, number> = { BAT: 1, WK: 0.85, AR: 0.7, BOWL: 0.25 };
const BOWLING: Record<string, number> = { BOWL: 1, AR: 0.75 };

interface Cricketer {
  name: string;
  role: string;
  rating: number;
}

const batSkill = (c: Cricketer) => c.rating * (BATTING[c.role] ?? 0.5);
const bowlSkill = (c: Cricketer) => c.rating * (BOWLING[c.role] ?? 0);

/**
 * A side's XI in batting order: the squad's first eleven (the sim lists the line-up first, in batting order). A
 * party without roles (no squad) bats in list order and bowls its last five.
 */
function elevenOf(party: FeedParty): Cricketer[] {
  if (party.squad?.length) return party.squad.slice(0, 11).map((p) => ({ name: p.name, role: p.role ?? 'BAT', rating: p.rating ?? 0.5 }));
  return party.players.slice(0, 11).map((name, i) => ({ name, role: i >= 6 ? 'BOWL' : 'BAT', rating: 0.5 }));
}

/**
 * Who bowls each over: the bowlers four overs each, the all-rounders share what is left (at most four each), never
 * one bowler twice in a row. Greedy on the most overs left, which never strands a bowler while nobody's quota
 * exceeds half of the overs left.
 */
function bowlingPlan(rng: Rng, xi: readonly Cricketer[], overs: number): Cricketer[] {
  const bowlers = xi.filter((c) => bowlSkill(c) > 0).sort((a, b) => bowlSkill(b) - bowlSkill(a));
  if (overs === 1) return [bowlers[0] ?? xi.at(-1)!];
  const pool = bowlers.length >= 5 ? bowlers : xi.slice(-5);
  const quota = new Map(pool.map((c) => [c, 0]));
  let left = overs;
  for (const c of pool.filter((c) => c.role !== 'AR')) {
    const n = Math.min(4, left);
    quota.set(c, n);
    left -= n;
  }
  for (let i = 0; left > 0 && i < pool.length * 4; i++) {
    const c = pool[i % pool.length]!;
    if (quota.get(c)! < 4) {
      quota.set(c, quota.get(c)! + 1);
      left--;
    }
  }
  const plan: Cricketer[] = [];
  for (let o = 0; o < overs; o++) {
    const prev = plan.at(-1);
    const eligible = pool.filter((c) => c !== prev && quota.get(c)! > 0);
    const most = Math.max(...eligible.map((c) => quota.get(c)!));
    const next = rng.pick(eligible.filter((c) => quota.get(c) === most));
    quota.set(next, quota.get(next)! - 1);
    plan.push(next);
  }
  return plan;
}

/** This delivery's odds: a better batter than bowler hits more boundaries and gets out less, and the reverse. */
function weightsFor(batter: Cricketer, bowler: Cricketer): number[] {
  const edge = batSkill(batter) - bowlSkill(bowler);
  const w = [...WEIGHTS];
  w[0] = w[0]! * (1 - 0.35 * edge);
  w[4] = w[4]! * (1 + 0.5 * edge);
  w[5] = w[5]! * Math.max(0.2, 1 + 0.8 * edge);
  w[6] = w[6]! * Math.max(0.3, 1 - edge);
  return w;
}

interface InningsResult {
  runs: number;
  wickets: number;
  boundaries: number;
  balls: PlannedEvent[];
  endMs: number;
}

function dismissal(rng: Rng, bowler: Cricketer, striker: Cricketer, fielding: readonly Cricketer[]): CricketWicket {
  const kind = WICKET_KINDS[rng.weighted(WICKET_WEIGHTS)]!;
  const keeper = fielding.find((c) => c.role === 'WK');
  const outfield = fielding.filter((c) => c !== bowler);
  const fielder = (name: string) => ({ name, substitute: false });
  let fielders: CricketWicket['fielders'] = [];
  if (kind === 'caught and bowled') fielders = [fielder(bowler.name)];
  else if (kind === 'stumped') fielders = keeper ? [fielder(keeper.name)] : [];
  else if (kind === 'caught') fielders = [fielder((keeper && rng.next() < KEEPER_CATCH ? keeper : rng.pick(outfield)).name)];
  else if (kind === 'run out') {
    const thrower = rng.pick(outfield);
    fielders = keeper && thrower !== keeper && rng.next() < RUN_OUT_RELAY ? [fielder(thrower.name), fielder(keeper.name)] : [fielder(thrower.name)];
  }
  // no keeper to stump: the batter is caught instead
  if (kind === 'stumped' && !keeper) return { kind: 'caught', playerOut: striker.name, fielders: [fielder(rng.pick(outfield).name)] };
  return { kind, playerOut: striker.name, fielders };
}

function playInnings(
  rng: Rng,
  args: { innings: number; superOver: boolean; batting: FeedParty; fielding: FeedParty; startMs: number; target?: number },
): InningsResult {
  const overs = args.superOver ? 1 : 20;
  const maxWickets = args.superOver ? 2 : 10;
  const xi = elevenOf(args.batting);
  // a super over: the three best batters, in that order
  const order = args.superOver ? [...xi].sort((a, b) => batSkill(b) - batSkill(a)).slice(0, 3) : xi;
  const fielders = elevenOf(args.fielding);
  const plan = bowlingPlan(rng, fielders, overs);
  let striker = 0;
  let nonStriker = 1;
  let nextIn = 2;
  let runs = 0;
  let wickets = 0;
  let boundaries = 0;
  let t = args.startMs;
  const balls: PlannedEvent[] = [];
  for (let over = 0; over < overs && wickets < maxWickets; over++) {
    const bowler = plan[over]!;
    let legal = 0;
    let ball = 0;
    while (legal < 6 && wickets < maxWickets && (args.target === undefined || runs < args.target)) {
      ball++;
      t += BALL_MS;
      const batter = order[striker]!;
      const outcome = OUTCOMES[rng.weighted(weightsFor(batter, bowler))]!;
      const delivery: CricketBall = {
        innings: args.innings,
        superOver: args.superOver,
        battingParty: args.batting.position,
        over,
        ball,
        batter: batter.name,
        nonStriker: order[nonStriker]!.name,
        bowler: bowler.name,
        runs: { batter: 0, extras: 0, total: 0 },
        extras: {},
        wickets: [],
      };
      let ran = 0;
      if (outcome === 'wd') {
        delivery.extras.wides = 1;
        delivery.runs = { batter: 0, extras: 1, total: 1 };
      } else if (outcome === 'nb') {
        delivery.extras.noballs = 1;
        delivery.runs = { batter: 0, extras: 1, total: 1 };
      } else {
        legal++;
        if (outcome === 'lb') {
          delivery.extras.legbyes = 1;
          delivery.runs = { batter: 0, extras: 1, total: 1 };
          ran = 1;
        } else if (outcome === 'W') {
          delivery.wickets = [dismissal(rng, bowler, batter, fielders)];
          wickets++;
          if (nextIn < order.length) striker = nextIn++;
        } else {
          ran = Number(outcome);
          delivery.runs = { batter: ran, extras: 0, total: ran };
          if (ran === 4 || ran === 6) boundaries++;
        }
      }
      runs += delivery.runs.total;
      if (ran % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
      balls.push({ offsetMs: t, event: { kind: 'ball', payload: delivery } });
    }
    [striker, nonStriker] = [nonStriker, striker];
    if (args.target !== undefined && runs >= args.target) break;
  }
  return { runs, wickets, boundaries, balls, endMs: t };
}

export function simulateCricket(rng: Rng, parties: FeedParty[]): PlannedEvent[] {
  const [home, away] = parties as [FeedParty, FeedParty];
  const byPos = (p: PartyPosition) => (p === 1 ? home : away);
  const tossWinner: PartyPosition = rng.next() < 0.5 ? 1 : 2;
  const decision = rng.next() < 0.6 ? 'field' : 'bat';
  const firstBat: PartyPosition = (decision === 'bat') === (tossWinner === 1) ? 1 : 2;
  const secondBat: PartyPosition = firstBat === 1 ? 2 : 1;
  const events: PlannedEvent[] = [
    {
      offsetMs: -LINEUP_LEAD_MS,
      event: { kind: 'lineup', payload: { parties: parties.map((p) => ({ position: p.position, name: p.name, players: p.players.slice(0, 11), substitutes: p.players.slice(11) })) } },
    },
    { offsetMs: -LINEUP_LEAD_MS, event: { kind: 'toss', payload: { winner: tossWinner, decision } } },
    { offsetMs: 0, event: { kind: 'start', payload: {} } },
  ];
  const innings = (n: number, bat: PartyPosition, superOver: boolean, startMs: number, target?: number) => {
    events.push({ offsetMs: startMs, event: { kind: 'innings_start', payload: { innings: n, battingParty: bat, superOver, ...(target ? { target: { runs: target } } : {}) } } });
    const r = playInnings(rng, { innings: n, superOver, batting: byPos(bat), fielding: byPos(bat === 1 ? 2 : 1), startMs, target });
    events.push(...r.balls);
    return r;
  };
  const first = innings(1, firstBat, false, 0);
  const second = innings(2, secondBat, false, first.endMs + INNINGS_BREAK_MS, first.runs + 1);
  let result: FeedResult;
  let endMs = second.endMs;
  if (second.runs > first.runs) result = { type: 'win', winner: secondBat, margin: { wickets: 10 - second.wickets } };
  else if (second.runs < first.runs) result = { type: 'win', winner: firstBat, margin: { runs: first.runs - second.runs } };
  else {
    // The side batting second bats first in the super over.
    const so1 = innings(3, secondBat, true, endMs + 10 * MINUTE_MS);
    const so2 = innings(4, firstBat, true, so1.endMs + 2 * MINUTE_MS, so1.runs + 1);
    endMs = so2.endMs;
    const winner: PartyPosition =
      so2.runs > so1.runs ? firstBat : so2.runs < so1.runs ? secondBat : first.boundaries + so2.boundaries >= second.boundaries + so1.boundaries ? firstBat : secondBat;
    result = { type: 'tie', winner, decidedBySuperOver: true };
  }
  events.push({ offsetMs: endMs + MINUTE_MS, event: { kind: 'result', payload: result } });
  return events;
}
