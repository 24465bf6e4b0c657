/**
 * Badminton resolvers (best of three games to 21, rally scoring). The match winner is the result event's winner.
 *
 * Play vocabulary (SportPlay.type; the simulator and any provider adapter emit exactly these):
 * - 'point'  party = the rally's winner, period = game number, value = the rally's length in shots, minute
 * - 'game'   party = the game's winner, period = game number, minute, detail.score = [party 1's, party 2's]
 * Every play carries `minute`: minutes since the first serve.
 *
 * A team tie (draft challenges, ADR 012) is several such matches, its rubbers, one after the other: each rubber's
 * plays carry detail.rubber (its number). The questions above read a one-on-one match; the fantasy scorer
 * (core/rules/fantasy/badminton.ts) reads ties and also:
 * - 'rubber'      detail.rubber, detail.kind 'singles' | 'doubles', detail.sides = [party 1's players, party 2's
 *                 players], minute: the rubber begins
 * - 'rubber_end'  party = the rubber's winner, detail.rubber, detail.games = [party 1's, party 2's], minute
 */
import type { SportPlay } from '../../feeds/events';
import { VOID, defineResolvers, numParam, overUnder, overUnderCount, yesWhen, type Answer, type ResolverSpec } from './engine';
import { partyKey, perParty, playsView, resultWinner, type PlaysView } from './plays';

export const BADMINTON_PLAYS = ['point', 'game', 'rubber', 'rubber_end'] as const;
export type BadmintonPlayType = (typeof BADMINTON_PLAYS)[number];

const of = (v: PlaysView, type: BadmintonPlayType) => v.plays.filter((p) => p.type === type);
const gameWinner = (v: PlaysView, n: number) => of(v, 'game').find((g) => g.period === n)?.party;
const score = (g: SportPlay) => (Array.isArray(g.detail?.score) ? (g.detail.score as number[]) : [0, 0]);
const margin = (g: SportPlay) => Math.abs((score(g)[0] ?? 0) - (score(g)[1] ?? 0));
const pointsIn = (v: PlaysView, game: number) => of(v, 'point').filter((p) => p.period === game);

/** The first side to reach `target` points in game `game`. */
function firstTo(v: PlaysView, game: number, target: number): Answer | null {
  const tally = { 1: 0, 2: 0 };
  for (const p of pointsIn(v, game)) {
    if (p.party !== 1 && p.party !== 2) continue;
    tally[p.party] += 1;
    if (tally[p.party] === target) return partyKey(p.party);
  }
  return null;
}

/** The longest run of consecutive rallies won by one side within one game. */
function longestRun(v: PlaysView): number {
  let best = 0;
  let run = 0;
  let last: SportPlay | undefined;
  for (const p of of(v, 'point')) {
    run = last && last.party === p.party && last.period === p.period ? run + 1 : 1;
    best = Math.max(best, run);
    last = p;
  }
  return best;
}

const SPECS: Record<string, ResolverSpec<PlaysView>> = {
  /** the match winner */
  winner: { options: ['A', 'B'], final: resultWinner },
  /** the winner of game 1 */
  first_game: {
    options: ['A', 'B'],
    certain: (v) => {
      const w = gameWinner(v, 1);
      return w ? partyKey(w) : null;
    },
    final: () => VOID,
  },
  /** a third game is played: yes once games 1 and 2 are split, no once one side won both */
  three_games: {
    options: ['yes', 'no'],
    certain: (v) => {
      const [a, b] = [gameWinner(v, 1), gameWinner(v, 2)];
      if (a === undefined || b === undefined) return null;
      return a === b ? 'no' : 'yes';
    },
    final: () => VOID,
  },
  /** rallies won by both sides together vs params.line */
  total_points: overUnderCount((v) => of(v, 'point').length),
  /** some game reaches 20-all, so that its winner scores more than 21 */
  deuce: yesWhen((v) =>
    [1, 2, 3].some((n) => {
      const s = perParty(pointsIn(v, n));
      return s[1] >= 20 && s[2] >= 20;
    }),
  ),
  /** the longest rally of the match, in shots, vs params.line */
  longest_rally: overUnderCount((v) => Math.max(0, ...of(v, 'point').map((p) => p.value ?? 0))),
  /** points won by {A} in game 1 vs params.line; decided at the end of game 1 */
  a_first_game_points: {
    options: ['over', 'under'],
    certain: (v, p) => {
      const n = perParty(pointsIn(v, 1))[1];
      if (n > numParam(p, 'line')) return 'over';
      return gameWinner(v, 1) !== undefined ? overUnder(n, numParam(p, 'line')) : null;
    },
    final: (v, p) => overUnder(perParty(pointsIn(v, 1))[1], numParam(p, 'line')),
  },
  /** some game is won by 11 points or more */
  blowout_game: yesWhen((v) => of(v, 'game').some((g) => margin(g) >= 11)),
  /** the first side to reach 11 points in game 1 */
  first_to_11: { options: ['A', 'B'], certain: (v) => firstTo(v, 1, 11), final: () => VOID },
  /** the match lasts more than 60 minutes (a play timed after minute 60) */
  over_60_minutes: yesWhen((v) => v.plays.some((p) => (p.minute ?? 0) > 60)),
  /** {B} wins at least one game */
  b_wins_a_game: yesWhen((v) => of(v, 'game').some((g) => g.party === 2)),
  /** one side wins 6 or more rallies in a row within one game */
  run_of_6: yesWhen((v) => longestRun(v) >= 6),
  /** the margin of the last game played vs params.line */
  last_game_margin: {
    options: ['over', 'under'],
    final: (v, p) => {
      const last = of(v, 'game').at(-1);
      return last ? overUnder(margin(last), numParam(p, 'line')) : VOID;
    },
  },
};

export const BADMINTON_RESOLVERS = defineResolvers('badminton', playsView, SPECS);
