/**
 * Tennis resolvers (best of three sets). Party 1 is {A}, the player the questions name; party 2 the opponent.
 * The match winner is the result event's winner (a win by retirement or walkover counts as a win).
 *
 * Play vocabulary (SportPlay.type; the simulator and any provider adapter emit exactly these):
 * - 'game'              party = the game's winner, period = set number, minute, detail.server (1 | 2),
 *                       detail.tiebreak (boolean: the set's tie-break, counted as one game)
 * - 'set'               party = the set's winner, period = set number, minute, detail.games = [party 1's, party 2's]
 * - 'ace'               party = the server, period
 * - 'double_fault'      party = the server, period
 * - 'match_point_saved' party = the player who saved it (facing match point, won the point), period
 * - 'serve_stats'       party, detail.firstServesIn, detail.firstServes: running totals for the match (the last
 *                       one of a party is its final figure)
 * Every play carries `minute`: minutes since the first serve.
 *
 * A team tie (draft challenges, ADR 012) is several such matches, its rubbers, one after the other: each rubber's
 * plays carry detail.rubber (its number), and ace / double_fault carry player = the server. The questions above
 * read a one-on-one match; the fantasy scorer (core/rules/fantasy/tennis.ts) reads ties and also:
 * - 'rubber'            detail.rubber, detail.kind 'singles' | 'doubles', detail.sides = [party 1's players,
 *                       party 2's players], minute: the rubber begins
 * - 'rubber_end'        party = the rubber's winner, detail.rubber, detail.sets = [party 1's, party 2's], minute
 */
import type { SportPlay } from '../../feeds/events';
import { VOID, defineResolvers, numParam, overUnder, overUnderCount, yesWhen, type ResolverSpec } from './engine';
import { playsView, type PlaysView } from './plays';

export const TENNIS_PLAYS = ['game', 'set', 'ace', 'double_fault', 'match_point_saved', 'serve_stats', 'rubber', 'rubber_end'] as const;
export type TennisPlayType = (typeof TENNIS_PLAYS)[number];

const of = (v: PlaysView, type: TennisPlayType, party?: 1 | 2) =>
  v.plays.filter((p) => p.type === type && (party === undefined || p.party === party));
const setWinner = (v: PlaysView, n: number) => of(v, 'set').find((s) => s.period === n)?.party;
const games = (s: SportPlay) => (Array.isArray(s.detail?.games) ? (s.detail.games as number[]) : []);

const SPECS: Record<string, ResolverSpec<PlaysView>> = {
  /** {A} wins the match */
  win: { options: ['yes', 'no'], final: (v) => (v.result?.winner ? (v.result.winner === 1 ? 'yes' : 'no') : VOID) },
  /** {A} wins the first set */
  first_set: {
    options: ['yes', 'no'],
    certain: (v) => {
      const w = setWinner(v, 1);
      return w === undefined ? null : w === 1 ? 'yes' : 'no';
    },
    final: () => VOID,
  },
  /** sets played: s3 once the first two are split, s2 once one player won both */
  sets_played: {
    options: ['s2', 's3'],
    certain: (v) => {
      const [a, b] = [setWinner(v, 1), setWinner(v, 2)];
      if (a === undefined || b === undefined) return null;
      return a === b ? 's2' : 's3';
    },
    final: () => VOID,
  },
  /** aces served by {A} vs params.line */
  aces: overUnderCount((v) => of(v, 'ace', 1).length),
  /** a tie-break is played */
  tiebreak: yesWhen((v) => of(v, 'game').some((g) => g.detail?.tiebreak === true)),
  /** double faults by {A} vs params.line */
  double_faults: overUnderCount((v) => of(v, 'double_fault', 1).length),
  /** {A} loses a service game in set 1 (tie-break excluded); 'no' once set 1 is over */
  broken_first_set: yesWhen(
    (v) => of(v, 'game', 2).some((g) => g.period === 1 && g.detail?.server === 1 && g.detail?.tiebreak !== true),
    (v) => setWinner(v, 1) !== undefined,
  ),
  /** games played in the match (a tie-break counts as one game) vs params.line */
  total_games: overUnderCount((v) => of(v, 'game').length),
  /** the match lasts more than 120 minutes (a play timed after minute 120) */
  over_two_hours: yesWhen((v) => v.plays.some((p) => (p.minute ?? 0) > 120)),
  /** {A} wins a set 6-0 */
  bagel: yesWhen((v) => of(v, 'set', 1).some((s) => games(s)[0] === 6 && games(s)[1] === 0)),
  /** {A}'s first serves in ÷ first serves, in %, vs params.line (the last serve_stats of the match) */
  first_serve_pct: {
    options: ['over', 'under'],
    final: (v, p) => {
      const stats = of(v, 'serve_stats', 1).at(-1)?.detail;
      const served = Number(stats?.firstServes ?? 0);
      if (!served) return VOID;
      return overUnder((100 * Number(stats?.firstServesIn ?? 0)) / served, numParam(p, 'line'));
    },
  },
  /** {A} saves at least one match point */
  save_match_point: yesWhen((v) => of(v, 'match_point_saved', 1).length > 0),
  /** {A} wins 2-0 (win_straight), wins after losing a set (win_three), or loses */
  how_end: {
    options: ['win_straight', 'win_three', 'lose'],
    final: (v) => {
      if (!v.result?.winner) return VOID;
      if (v.result.winner === 2) return 'lose';
      return of(v, 'set', 2).length === 0 ? 'win_straight' : 'win_three';
    },
  },
};

export const TENNIS_RESOLVERS = defineResolvers('tennis', playsView, SPECS);
