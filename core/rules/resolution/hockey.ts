/**
 * Hockey resolvers. Every question is about regulation time: four quarters of 15 minutes (periods 1–4, minutes
 * 1–60); a shoot-out (period 5) decides nothing here except `shootout` itself.
 *
 * Play vocabulary (SportPlay.type; the simulator and any provider adapter emit exactly these):
 * - 'goal'            party = the scoring side, player, minute (1–60), period (quarter 1–4),
 *                     detail.kind 'field' | 'penalty_corner' | 'penalty_stroke', detail.assist (the assisting
 *                     player's name, when there is one)
 * - 'penalty_corner'  party = the side awarded it, period, minute
 * - 'penalty_stroke'  party = the side awarded it, period, minute (emitted whether or not it is scored)
 * - 'card'            party, player, period, minute, detail.color 'green' | 'yellow' | 'red'
 * - 'quarter_end'     period = the quarter that just ended
 * - 'shootout'        the shoot-out begins (period 5)
 * Player plays the fantasy scorer reads (core/rules/fantasy/hockey.ts); no question reads them:
 * - 'shot_on_target'  party, player, period, minute (every on-target shot, goals included)
 * - 'save'            party = the goalkeeper's side, player = the goalkeeper, period, minute
 * - 'tackle'          party, player = who won it, period, minute
 * - 'substitution'    party, player = the player coming on, detail.out = the player going off, period, minute
 *                     (substitutions roll: a player may go off and come back)
 */
import type { SportPlay } from '../../feeds/events';
import { defineResolvers, more, overUnderCount, yesWhen, type ResolverSpec } from './engine';
import { firstParty, maxOf, perParty, perPlayer, playsView, threeWay, zeroOneMore, type PlaysView } from './plays';

export const HOCKEY_PLAYS = [
  'goal',
  'penalty_corner',
  'penalty_stroke',
  'card',
  'quarter_end',
  'shootout',
  'shot_on_target',
  'save',
  'tackle',
  'substitution',
] as const;
export type HockeyPlayType = (typeof HOCKEY_PLAYS)[number];

const regulation = (p: SportPlay) => (p.period ?? 1) <= 4;
const of = (v: PlaysView, type: HockeyPlayType) => v.plays.filter((p) => p.type === type && regulation(p));
const goals = (v: PlaysView) => of(v, 'goal');
const quarterOver = (v: PlaysView, q: number) =>
  v.plays.some((p) => (p.type === 'quarter_end' && (p.period ?? 0) >= q) || (p.period ?? 1) > q);

const SPECS: Record<string, ResolverSpec<PlaysView>> = {
  /** the score after four quarters: 'A', 'draw', 'B' (a shoot-out does not count) */
  winner: {
    options: ['A', 'draw', 'B'],
    final: (v) => {
      const g = perParty(goals(v));
      return threeWay(g[1], g[2], 'draw');
    },
  },
  /** goals in regulation vs params.line */
  goals: overUnderCount((v) => goals(v).length),
  /** the side scoring first; 'none' if goalless */
  first_goal: { options: ['A', 'B', 'none'], certain: (v) => firstParty(goals(v)), final: () => 'none' },
  /** a penalty stroke awarded (a stroke scored implies one) */
  penalty_stroke: yesWhen((v) => of(v, 'penalty_stroke').length > 0 || goals(v).some((g) => g.detail?.kind === 'penalty_stroke')),
  /** penalty corners awarded vs params.line */
  penalty_corners: overUnderCount((v) => of(v, 'penalty_corner').length),
  /** a yellow card (green cards don't count) */
  yellow_card: yesWhen((v) => of(v, 'card').some((c) => c.detail?.color === 'yellow')),
  /** goals in the first quarter: g0, g1, g2 (2 or more) */
  first_quarter_goals: {
    options: ['g0', 'g1', 'g2'],
    certain: (v) => {
      const n = goals(v).filter((g) => (g.period ?? 1) === 1).length;
      return n >= 2 || quarterOver(v, 1) ? zeroOneMore(n) : null;
    },
    final: (v) => zeroOneMore(goals(v).filter((g) => (g.period ?? 1) === 1).length),
  },
  /** one player scores 3+ goals */
  hat_trick: yesWhen((v) => maxOf(perPlayer(goals(v))) >= 3),
  /** penalty corners per side; level → void */
  more_penalty_corners: {
    options: ['A', 'B'],
    final: (v) => {
      const s = perParty(of(v, 'penalty_corner'));
      return more(s[1], s[2]);
    },
  },
  /** the match goes to a shoot-out */
  shootout: yesWhen((v) => v.plays.some((p) => p.type === 'shootout')),
  /** both sides score in regulation */
  both_score: yesWhen((v) => {
    const g = perParty(goals(v));
    return g[1] > 0 && g[2] > 0;
  }),
  /** a goal in minutes 56–60 */
  late_goal: yesWhen((v) => goals(v).some((g) => (g.minute ?? 0) >= 56)),
  /** a field goal (not from a penalty corner or stroke) in quarters 1–2; 'no' once the second quarter is over */
  field_goal_first_half: yesWhen(
    (v) => goals(v).some((g) => g.detail?.kind === 'field' && (g.period ?? 1) <= 2),
    (v) => quarterOver(v, 2),
  ),
};

export const HOCKEY_RESOLVERS = defineResolvers('hockey', playsView, SPECS);
