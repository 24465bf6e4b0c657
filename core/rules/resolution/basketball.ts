/**
 * Basketball resolvers. Four 10-minute quarters (FIBA), periods 1–4, overtime periods 5, 6, … until one side
 * leads; `minute` is the game clock (1–40, 41+ in overtime). A side's score is the sum of the `value` of its
 * 'basket' plays (no other play scores). Every question reads the whole match, overtime included, except those
 * about a quarter (the quarters are periods 1–4; an overtime is not a quarter).
 *
 * Play vocabulary (SportPlay.type; the simulator and any provider adapter emit exactly these; the fantasy scorer,
 * core/rules/fantasy/basketball.ts, reads them too):
 * - 'basket'        party = the scoring side, player = the scorer, period, minute, value = points (1 a free throw,
 *                   2, 3), detail.assist (the passer's name, when there is one)
 * - 'rebound'       party, player, period, minute, detail.offensive (boolean)
 * - 'steal'         party = the side that won the ball, player, period, minute
 * - 'block'         party = the blocker's side, player, period, minute
 * - 'turnover'      party = the side that lost the ball, player, period, minute
 * - 'substitution'  party, player = the player coming on, detail.out = the player going off, period, minute
 * - 'quarter_end'   period = the period that just ended
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import { VOID, defineResolvers, more, numParam, overUnderCount, yesWhen, type Answer, type ResolverParams, type ResolverSpec } from './engine';
import { maxOf, partyKey, perParty, perPlayer, playsView, threeWay, type PlaysView } from './plays';

export const BASKETBALL_PLAYS = ['basket', 'rebound', 'steal', 'block', 'turnover', 'substitution', 'quarter_end'] as const;
export type BasketballPlayType = (typeof BASKETBALL_PLAYS)[number];

const QUARTERS = [1, 2, 3, 4] as const;

const of = (v: PlaysView, type: BasketballPlayType) => v.plays.filter((p) => p.type === type);
const points = (p: SportPlay) => (p.type === 'basket' ? (p.value ?? 0) : 0);
const baskets = (v: PlaysView) => of(v, 'basket');
const score = (plays: readonly SportPlay[]) => perParty(plays, points);
const inPeriod = (v: PlaysView, period: number) => baskets(v).filter((b) => (b.period ?? 1) === period);
const total = (plays: readonly SportPlay[]) => plays.reduce((n, p) => n + points(p), 0);
/** period `q` is over: its 'quarter_end', a later one's, or any play of a later period */
const periodOver = (v: PlaysView, q: number) =>
  v.plays.some((p) => (p.type === 'quarter_end' && (p.period ?? 0) >= q) || (p.period ?? 1) > q);
const wentToOvertime = (v: PlaysView) => v.plays.some((p) => (p.period ?? 1) >= 5);

/** params.side: 'A' (home, the first party) or 'B' */
function sideParam(params: ResolverParams): PartyPosition {
  const s = params.side;
  if (s === 'A') return 1;
  if (s === 'B') return 2;
  throw new Error('resolver parameter "side" must be "A" or "B"');
}

/** The side whose running score first reaches `target`, or null while neither has. */
function firstTo(v: PlaysView, target: number): Answer | null {
  const tally = { 1: 0, 2: 0 };
  for (const b of baskets(v)) {
    if (b.party !== 1 && b.party !== 2) continue;
    tally[b.party] += points(b);
    if (tally[b.party] >= target) return partyKey(b.party);
  }
  return null;
}

/** The biggest lead either side has had at any moment. */
function biggestLead(v: PlaysView): number {
  const tally = { 1: 0, 2: 0 };
  let lead = 0;
  for (const b of baskets(v)) {
    if (b.party !== 1 && b.party !== 2) continue;
    tally[b.party] += points(b);
    lead = Math.max(lead, Math.abs(tally[1] - tally[2]));
  }
  return lead;
}

/** The final winning margin in bands m1_5, m6_10, m11_15, m16 (16 or more); level → void. */
function marginBand(v: PlaysView): Answer {
  const s = score(v.plays);
  const m = Math.abs(s[1] - s[2]);
  if (m === 0) return VOID;
  return m <= 5 ? 'm1_5' : m <= 10 ? 'm6_10' : m <= 15 ? 'm11_15' : 'm16';
}

/** The quarter (1–4) with the most points of both sides: q1…q4, or 'tie' when two or more share the most. */
function topQuarter(v: PlaysView): Answer {
  const perQuarter = QUARTERS.map((q) => total(inPeriod(v, q)));
  const top = Math.max(...perQuarter);
  return perQuarter.filter((n) => n === top).length > 1 ? 'tie' : `q${perQuarter.indexOf(top) + 1}`;
}

const firstQuarter = (v: PlaysView): Answer => {
  const s = score(inPeriod(v, 1));
  return threeWay(s[1], s[2], 'tie');
};

const SPECS: Record<string, ResolverSpec<PlaysView>> = {
  /** the final score, overtime included; level (a match called off level) → void */
  winner: {
    options: ['A', 'B'],
    final: (v) => {
      const s = score(v.plays);
      return more(s[1], s[2]);
    },
  },
  /** both sides' points, overtime included, vs params.line */
  total_points: overUnderCount((v) => total(v.plays)),
  /** the points of params.side ('A' or 'B'), overtime included, vs params.line */
  side_points: overUnderCount((v, p) => score(v.plays)[sideParam(p)]),
  /** the final winning margin, overtime included: m1_5, m6_10, m11_15, m16 (16 or more) */
  margin: { options: ['m1_5', 'm6_10', 'm11_15', 'm16'], final: marginBand },
  /** the first quarter's score: 'A', 'tie', 'B'; decided when the quarter is over */
  first_quarter: {
    options: ['A', 'tie', 'B'],
    certain: (v) => (periodOver(v, 1) ? firstQuarter(v) : null),
    final: firstQuarter,
  },
  /** the quarter with the most points (overtime not counted): q1…q4, 'tie' if shared; decided after the fourth */
  top_quarter: {
    options: ['q1', 'q2', 'q3', 'q4', 'tie'],
    certain: (v) => (periodOver(v, 4) ? topQuarter(v) : null),
    final: topQuarter,
  },
  /** the match goes to overtime: decided when the fourth quarter ends, 'yes' if level then (or at an overtime play) */
  overtime: {
    options: ['yes', 'no'],
    certain: (v) => {
      if (wentToOvertime(v)) return 'yes';
      if (!periodOver(v, 4)) return null;
      const s = score(v.plays);
      return s[1] === s[2] ? 'yes' : 'no';
    },
    final: (v) => (wentToOvertime(v) ? 'yes' : 'no'),
  },
  /** three-pointers made, overtime included, vs params.line */
  threes: overUnderCount((v) => baskets(v).filter((b) => b.value === 3).length),
  /** free throws made (1-point baskets), overtime included, vs params.line */
  free_throws: overUnderCount((v) => baskets(v).filter((b) => b.value === 1).length),
  /** the first side to reach params.points; void if neither does */
  race_to: { options: ['A', 'B'], certain: (v, p) => firstTo(v, numParam(p, 'points')), final: () => VOID },
  /** either side leads by params.points or more at any moment (overtime included) */
  big_lead: yesWhen((v, p) => biggestLead(v) >= numParam(p, 'points')),
  /** one player scores params.points or more in the match (overtime included) */
  high_scorer: yesWhen((v, p) => maxOf(perPlayer(baskets(v), points)) >= numParam(p, 'points')),
  /** rebounds per side (offensive and defensive, overtime included); level → void */
  more_rebounds: {
    options: ['A', 'B'],
    final: (v) => {
      const s = perParty(of(v, 'rebound'));
      return more(s[1], s[2]);
    },
  },
  /** steals per side (overtime included); level → void */
  more_steals: {
    options: ['A', 'B'],
    final: (v) => {
      const s = perParty(of(v, 'steal'));
      return more(s[1], s[2]);
    },
  },
};

export const BASKETBALL_RESOLVERS = defineResolvers('basketball', playsView, SPECS);
