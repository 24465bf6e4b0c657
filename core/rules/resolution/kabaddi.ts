/**
 * Kabaddi resolvers. A side's score is the sum of the `value` of every scoring play credited to it (raid, tackle,
 * all-out and technical points; no other play type scores); the match's halves are period 1 and 2.
 *
 * Play vocabulary (SportPlay.type; the simulator and any provider adapter emit exactly these):
 * - 'raid'            party = the raiding side, player = the raider, period, value = points the raid earned for the
 *                     raiding side (touch points + bonus; 0 for an empty or failed raid), detail.bonus (bonus points
 *                     within value), detail.doOrDie (boolean), detail.out (boolean: the raider was tackled),
 *                     detail.touched (names of the defenders his raid put out; as many as its touch points)
 * - 'tackle'          party = the defending side, player = the defender credited, period, value = tackle points
 *                     (1, or 2 for a super tackle), detail.superTackle (boolean)
 * - 'all_out'         party = the side awarded the all-out points (the side that inflicted it), value = 2, period
 * - 'technical_point' party, value, period
 * - 'half_time'       period 1 is over
 * Player plays the fantasy scorer reads (core/rules/fantasy/kabaddi.ts); no question reads them:
 * - 'substitution'    party, player = the player coming on, detail.out = the player going off, period
 * - 'card'            party, player, period, detail.color 'green' | 'yellow' | 'red'
 */
import type { SportPlay } from '../../feeds/events';
import { defineResolvers, more, numParam, overUnder, overUnderCount, yesWhen, type ResolverSpec } from './engine';
import { maxOf, perParty, perPlayer, playsView, threeWay, type PlaysView } from './plays';

export const KABADDI_PLAYS = ['raid', 'tackle', 'all_out', 'technical_point', 'half_time', 'substitution', 'card'] as const;
export type KabaddiPlayType = (typeof KABADDI_PLAYS)[number];

const SCORING: ReadonlySet<string> = new Set<KabaddiPlayType>(['raid', 'tackle', 'all_out', 'technical_point']);
const of = (v: PlaysView, type: KabaddiPlayType) => v.plays.filter((p) => p.type === type);
const points = (p: SportPlay) => (SCORING.has(p.type) ? (p.value ?? 0) : 0);
const score = (plays: readonly SportPlay[]) => perParty(plays, points);
const firstHalf = (v: PlaysView) => v.plays.filter((p) => (p.period ?? 1) === 1);
const halfOver = (v: PlaysView) => v.plays.some((p) => p.type === 'half_time' || (p.period ?? 1) >= 2);
const bonus = (p: SportPlay) => (typeof p.detail?.bonus === 'number' ? p.detail.bonus : 0);

const SPECS: Record<string, ResolverSpec<PlaysView>> = {
  /** the final score: 'A', 'tie', 'B' */
  winner: {
    options: ['A', 'B', 'tie'],
    final: (v) => {
      const s = score(v.plays);
      return threeWay(s[1], s[2], 'tie');
    },
  },
  /** both sides' points together vs params.line */
  total_points: overUnderCount((v) => v.plays.reduce((n, p) => n + points(p), 0)),
  /** any all out */
  all_out: yesWhen((v) => of(v, 'all_out').length > 0),
  /** the score at half-time: 'A', 'level', 'B' */
  half_time_lead: {
    options: ['A', 'B', 'level'],
    certain: (v) => {
      if (!halfOver(v)) return null;
      const s = score(firstHalf(v));
      return threeWay(s[1], s[2], 'level');
    },
    final: (v) => {
      const s = score(firstHalf(v));
      return threeWay(s[1], s[2], 'level');
    },
  },
  /** one raider earns 10+ raid points (bonus included) in the match */
  super_10: yesWhen((v) => maxOf(perPlayer(of(v, 'raid'), points)) >= 10),
  /** a super tackle */
  super_tackle: yesWhen((v) => of(v, 'tackle').some((t) => t.detail?.superTackle === true)),
  /** raid points (bonus included) per side; level → void */
  more_raid_points: {
    options: ['A', 'B'],
    final: (v) => {
      const s = perParty(of(v, 'raid'), points);
      return more(s[1], s[2]);
    },
  },
  /** the final winning margin in points vs params.line (a tie is a margin of 0) */
  margin: {
    options: ['over', 'under'],
    final: (v, p) => {
      const s = score(v.plays);
      return overUnder(Math.abs(s[1] - s[2]), numParam(p, 'line'));
    },
  },
  /** one defender earns 5+ tackle points in the match */
  high_5: yesWhen((v) => maxOf(perPlayer(of(v, 'tackle'), points)) >= 5),
  /** tackle points of both sides vs params.line */
  tackle_points: overUnderCount((v) => of(v, 'tackle').reduce((n, p) => n + points(p), 0)),
  /** a do-or-die raid in the first half that earns at least one point; 'no' once the first half is over */
  do_or_die_first_half: yesWhen(
    (v) => of(v, 'raid').some((r) => r.detail?.doOrDie === true && (r.period ?? 1) === 1 && points(r) > 0),
    halfOver,
  ),
  /** bonus points per side; level → void */
  more_bonus_points: {
    options: ['A', 'B'],
    final: (v) => {
      const s = perParty(of(v, 'raid'), bonus);
      return more(s[1], s[2]);
    },
  },
  /** two or more all outs in the match (either side) */
  multiple_all_outs: yesWhen((v) => of(v, 'all_out').length >= 2),
  /** one raid earns 3 or more points */
  big_raid: yesWhen((v) => of(v, 'raid').some((r) => points(r) >= 3)),
};

export const KABADDI_RESOLVERS = defineResolvers('kabaddi', playsView, SPECS);
