/**
 * Football resolvers. Every question is about normal time: the two halves with their stoppage time (periods 1 and
 * 2); extra time (periods 3, 4) and a penalty shoot-out (period 5) count for nothing.
 *
 * Play vocabulary (SportPlay.type; the simulator and any provider adapter emit exactly these):
 * - 'goal'            party = the side the goal counts for (an own goal counts for the opponent), player = the
 *                     scorer, minute = match minute (46+ in the second half, 90+n in its stoppage time), period,
 *                     detail.ownGoal (boolean), detail.penalty (boolean: scored from a penalty kick),
 *                     detail.assist (the assisting player's name, when there is one)
 * - 'penalty_awarded' party = the side awarded a penalty kick, period, minute (emitted whether or not it is scored)
 * - 'card'            party, player, period, minute, detail.color 'yellow' | 'red' (a second yellow is a 'yellow'
 *                     card followed by a 'red' card)
 * - 'corner'          party = the side taking it, period
 * - 'shot_on_target'  party, player, period (every on-target shot, scored ones included; own goals are not shots)
 * - 'half_time'       period 1 is over (minute: the clock's last minute of the half)
 * - 'full_time'       normal time is over (extra time may follow)
 * Player plays the fantasy scorer reads (core/rules/fantasy/football.ts); no question reads them:
 * - 'substitution'    party, player = the player coming on, detail.out = the player going off, period, minute
 * - 'chance_created'  party, player = the passer of a pass leading to a shot that is not a goal, period, minute
 * - 'passes'          party, player, period, value = passes he completed in that period (one per player and period)
 * - 'tackle'          party, player = who won the tackle, period, minute
 * - 'interception'    party, player, period, minute
 * - 'save'            party = the goalkeeper's side, player = the goalkeeper, period, minute (a shot on target of
 *                     the other side that is not a goal; penalties apart)
 * - 'penalty_missed'  party = the taker's side, player = the taker, period, minute, detail.savedBy = the goalkeeper
 *                     when he saved it (a 'penalty_awarded' comes first)
 */
import type { SportPlay } from '../../feeds/events';
import { defineResolvers, more, overUnderCount, yesWhen, type ResolverSpec } from './engine';
import { firstParty, maxOf, perParty, perPlayer, playsView, threeWay, zeroOneMore, type PlaysView } from './plays';

export const FOOTBALL_PLAYS = [
  'goal',
  'penalty_awarded',
  'card',
  'corner',
  'shot_on_target',
  'half_time',
  'full_time',
  'substitution',
  'chance_created',
  'passes',
  'tackle',
  'interception',
  'save',
  'penalty_missed',
] as const;
export type FootballPlayType = (typeof FOOTBALL_PLAYS)[number];

const normalTime = (p: SportPlay) => (p.period ?? 1) <= 2;
const plays = (v: PlaysView, type: FootballPlayType, also: (p: SportPlay) => boolean = () => true) =>
  v.plays.filter((p) => p.type === type && normalTime(p) && also(p));
const goals = (v: PlaysView) => plays(v, 'goal');
const firstHalfOver = (v: PlaysView) => v.plays.some((p) => p.type === 'half_time' || (p.period ?? 1) >= 2);
const isOwnGoal = (p: SportPlay) => p.detail?.ownGoal === true;

const SPECS: Record<string, ResolverSpec<PlaysView>> = {
  /** the score after normal time: 'A', 'draw', 'B' */
  winner: {
    options: ['A', 'draw', 'B'],
    final: (v) => {
      const g = perParty(goals(v));
      return threeWay(g[1], g[2], 'draw');
    },
  },
  /** both sides score in normal time (own goals count for the side credited) */
  both_score: yesWhen((v) => {
    const g = perParty(goals(v));
    return g[1] > 0 && g[2] > 0;
  }),
  /** goals in normal time vs params.line */
  goals: overUnderCount((v) => goals(v).length),
  /** the side credited with the first goal of normal time; 'none' if goalless */
  first_goal: { options: ['A', 'B', 'none'], certain: (v) => firstParty(goals(v)), final: () => 'none' },
  /** a penalty kick awarded in normal time (a scored penalty implies one) */
  penalty: yesWhen((v) => plays(v, 'penalty_awarded').length > 0 || goals(v).some((g) => g.detail?.penalty === true)),
  /** a red card shown in normal time (a second yellow's red included) */
  red_card: yesWhen((v) => plays(v, 'card', (c) => c.detail?.color === 'red').length > 0),
  /** corners in normal time vs params.line */
  corners: overUnderCount((v) => plays(v, 'corner').length),
  /** goals in the first half (its stoppage time included): g0, g1, g2 (2 or more) */
  first_half_goals: {
    options: ['g0', 'g1', 'g2'],
    certain: (v) => {
      const n = goals(v).filter((g) => (g.period ?? 1) === 1).length;
      return n >= 2 || firstHalfOver(v) ? zeroOneMore(n) : null;
    },
    final: (v) => zeroOneMore(goals(v).filter((g) => (g.period ?? 1) === 1).length),
  },
  /** one player scores 2+ goals in normal time (own goals not counted for him) */
  brace: yesWhen((v) => maxOf(perPlayer(goals(v).filter((g) => !isOwnGoal(g)))) >= 2),
  /** shots on target in normal time per side; level → void */
  more_shots_on_target: {
    options: ['A', 'B'],
    final: (v) => {
      const s = perParty(plays(v, 'shot_on_target'));
      return more(s[1], s[2]);
    },
  },
  /** yellow cards shown in normal time (a second yellow counts) vs params.line */
  yellow_cards: overUnderCount((v) => plays(v, 'card', (c) => c.detail?.color === 'yellow').length),
  /** a goal from minute 81 of the second half on, its stoppage time included */
  late_goal: yesWhen((v) => goals(v).some((g) => g.period === 2 && (g.minute ?? 0) >= 81)),
  /** an own goal in normal time */
  own_goal: yesWhen((v) => goals(v).some(isOwnGoal)),
  /** at least one side concedes nothing in normal time; 'no' as soon as both have conceded */
  clean_sheet: {
    options: ['yes', 'no'],
    certain: (v) => {
      const g = perParty(goals(v));
      return g[1] > 0 && g[2] > 0 ? 'no' : null;
    },
    final: () => 'yes',
  },
};

export const FOOTBALL_RESOLVERS = defineResolvers('football', playsView, SPECS);
