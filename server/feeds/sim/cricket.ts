import type { CricketBall, CricketWicket, FeedResult, PartyPosition } from '../../../core/feeds/events';
import type { FeedParty } from '../provider';
import type { Rng } from '../random';
import { BALL_MS, INNINGS_BREAK_MS, LINEUP_LEAD_MS, MINUTE_MS, type PlannedEvent } from '../timeline';

/**
 * A T20 ball by ball in the normalized Ball shape (core/feeds/events.ts), which maps field for field onto a
 * Cricsheet delivery (batter, bowler, non_striker, runs {batter, extras, total}, extras {wides, noballs, …},
 * wickets [{kind, player_out, fielders}]) so a simulated match could be written out as a Cricsheet file.
 * A tie goes to a super over (one over, two wickets), then to boundary count if that ties too.
 */

/** outcome weights per legal-looking delivery: dot, 1, 2, 3, 4, 6, wicket, wide, no-ball, leg-bye */
const OUTCOMES = ['0', '1', '2', '3', '4', '6', 'W', 'wd', 'nb', 'lb'] as const;
const WEIGHTS = [34, 34, 8, 1, 11, 5, 5, 3, 1, 2];
const WICKET_KINDS = ['caught', 'bowled', 'lbw', 'run out', 'stumped', 'caught and bowled'] as const;
const WICKET_WEIGHTS = [55, 18, 12, 7, 3, 5];

interface InningsResult {
  runs: number;
  wickets: number;
  boundaries: number;
  balls: PlannedEvent[];
  endMs: number;
}

function playInnings(
  rng: Rng,
  args: { innings: number; superOver: boolean; batting: FeedParty; fielding: FeedParty; startMs: number; target?: number },
): InningsResult {
  const overs = args.superOver ? 1 : 20;
  const maxWickets = args.superOver ? 2 : 10;
  const order = args.batting.players.slice(0, 11);
  const bowlers = args.fielding.players.slice(6, 11);
  let striker = 0;
  let nonStriker = 1;
  let nextIn = 2;
  let runs = 0;
  let wickets = 0;
  let boundaries = 0;
  let t = args.startMs;
  const balls: PlannedEvent[] = [];
  for (let over = 0; over < overs && wickets < maxWickets; over++) {
    const bowler = bowlers[over % bowlers.length]!;
    let legal = 0;
    let ball = 0;
    while (legal < 6 && wickets < maxWickets && (args.target === undefined || runs < args.target)) {
      ball++;
      t += BALL_MS;
      const outcome = OUTCOMES[rng.weighted(WEIGHTS)]!;
      const delivery: CricketBall = {
        innings: args.innings,
        superOver: args.superOver,
        battingParty: args.batting.position,
        over,
        ball,
        batter: order[striker]!,
        nonStriker: order[nonStriker]!,
        bowler,
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
          const kind = WICKET_KINDS[rng.weighted(WICKET_WEIGHTS)]!;
          const fielder = kind === 'caught' || kind === 'run out' || kind === 'stumped' ? rng.pick(args.fielding.players.slice(0, 11)) : undefined;
          const wicket: CricketWicket = {
            kind,
            playerOut: order[striker]!,
            fielders: kind === 'caught and bowled' ? [{ name: bowler, substitute: false }] : fielder ? [{ name: fielder, substitute: false }] : [],
          };
          delivery.wickets = [wicket];
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
