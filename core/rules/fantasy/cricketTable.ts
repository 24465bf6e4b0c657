/**
 * The cricket point table the scorer applies and the rules page shows: tag D11-T20-classic, encoded from
 * tests/fixtures/points/dream11_t20_points_system.csv (tests/fixtures/SOURCES.md gives the sources). Data only, nothing is read at
 * run time; cricket.test.ts checks every row against the CSV. A new table is a new tag next to this one
 * (points already computed keep the tag they were computed with).
 */

import type { PointCategory, PointRow } from './pointRow';

export type { PointCategory, PointRow };

export const D11_T20_CLASSIC_TAG = 'D11-T20-classic';

export const D11_T20_CLASSIC = {
  tag: D11_T20_CLASSIC_TAG,
  rows: [
  { rule_id: 'D11T20.playing_xi', category: 'other', points: 4, event: 'named in announced starting XI', condition: 'per player once' },
  { rule_id: 'D11T20.playing_sub', category: 'other', points: 4, event: 'playing substitute appears (impact / concussion / X-factor)', condition: 'plus all performance points; other substitutes score nothing' },
  { rule_id: 'D11T20.run', category: 'batting', points: 1, event: 'run scored (off the bat)', condition: 'per run' },
  { rule_id: 'D11T20.four', category: 'batting', points: 1, event: 'boundary bonus (four)', condition: 'per four; an overthrow that goes for four gives no boundary bonus' },
  { rule_id: 'D11T20.six', category: 'batting', points: 2, event: 'six bonus', condition: 'per six' },
  { rule_id: 'D11T20.r30', category: 'batting', points: 4, event: '30-run bonus', condition: '30-49 runs; not cumulative' },
  { rule_id: 'D11T20.r50', category: 'batting', points: 8, event: 'half-century bonus', condition: '50-99 runs; ASSUMED to replace the 30-run bonus (only the century rule is explicit)' },
  { rule_id: 'D11T20.r100', category: 'batting', points: 16, event: 'century bonus', condition: '100+ runs; replaces 30 and 50 bonuses' },
  { rule_id: 'D11T20.duck', category: 'batting', points: -2, event: 'dismissed for 0', condition: 'batters/wicket-keepers/all-rounders only (not bowlers)' },
  { rule_id: 'D11T20.sr_gt170', category: 'strike_rate', points: 6, event: 'SR above 170', condition: 'min 10 balls faced; not bowlers' },
  { rule_id: 'D11T20.sr_150_170', category: 'strike_rate', points: 4, event: 'SR 150.01-170', condition: 'as above; My11Circle puts exactly 150 here (150-169.99) and 170 in the next band' },
  { rule_id: 'D11T20.sr_130_150', category: 'strike_rate', points: 2, event: 'SR 130-150', condition: 'as above' },
  { rule_id: 'D11T20.sr_60_70', category: 'strike_rate', points: -2, event: 'SR 60-70', condition: 'as above' },
  { rule_id: 'D11T20.sr_50_60', category: 'strike_rate', points: -4, event: 'SR 50-59.99', condition: 'as above' },
  { rule_id: 'D11T20.sr_lt50', category: 'strike_rate', points: -6, event: 'SR below 50', condition: 'as above' },
  { rule_id: 'D11T20.wicket', category: 'bowling', points: 25, event: 'wicket (excluding run out)', condition: 'per wicket' },
  { rule_id: 'D11T20.lbw_bowled', category: 'bowling', points: 8, event: 'LBW / bowled bonus', condition: 'per such wicket' },
  { rule_id: 'D11T20.w3', category: 'bowling', points: 4, event: '3-wicket bonus', condition: 'exactly 3 wickets; ASSUMED only the highest haul bonus applies (sources list rows without saying)' },
  { rule_id: 'D11T20.w4', category: 'bowling', points: 8, event: '4-wicket bonus', condition: 'exactly 4 wickets' },
  { rule_id: 'D11T20.w5', category: 'bowling', points: 16, event: '5-wicket bonus', condition: '5+ wickets' },
  { rule_id: 'D11T20.maiden', category: 'bowling', points: 12, event: 'maiden over', condition: 'per maiden' },
  { rule_id: 'D11T20.er_lt5', category: 'economy', points: 6, event: 'economy below 5', condition: 'min 2 overs bowled' },
  { rule_id: 'D11T20.er_5_6', category: 'economy', points: 4, event: 'economy 5-5.99', condition: 'min 2 overs' },
  { rule_id: 'D11T20.er_6_7', category: 'economy', points: 2, event: 'economy 6-7', condition: 'min 2 overs; exactly 7.00 scores +2 here but 0 on My11Circle (6.00-6.99)' },
  { rule_id: 'D11T20.er_10_11', category: 'economy', points: -2, event: 'economy 10-11', condition: 'min 2 overs' },
  { rule_id: 'D11T20.er_11_12', category: 'economy', points: -4, event: 'economy 11.01-12', condition: 'min 2 overs; My11Circle band is 11.00-11.99' },
  { rule_id: 'D11T20.er_gt12', category: 'economy', points: -6, event: 'economy above 12', condition: 'min 2 overs' },
  { rule_id: 'D11T20.catch', category: 'fielding', points: 8, event: 'catch', condition: 'per catch (caught-and-bowled = wicket 25 + catch 8 = 33)' },
  { rule_id: 'D11T20.catch3', category: 'fielding', points: 4, event: '3-catch bonus', condition: 'once per match even for 6 catches' },
  { rule_id: 'D11T20.stumping', category: 'fielding', points: 12, event: 'stumping', condition: 'per stumping' },
  { rule_id: 'D11T20.ro_direct', category: 'fielding', points: 12, event: 'run out (direct hit)', condition: 'only one fielder touched the ball after the batter faced' },
  { rule_id: 'D11T20.ro_indirect', category: 'fielding', points: 6, event: 'run out (not direct hit)', condition: 'each of the last 2 fielders who touched the ball' },
  { rule_id: 'D11T20.captain', category: 'multiplier', multiplier: 2, event: 'captain', condition: 'applies to the player’s total' },
  { rule_id: 'D11T20.vice_captain', category: 'multiplier', multiplier: 1.5, event: 'vice-captain', condition: 'applies to the player’s total' },
  { rule_id: 'D11T20.super_over', category: 'exclusion', points: 0, event: 'super over performances', condition: 'not counted' },
  ],
} as const satisfies { tag: string; rows: readonly PointRow[] };

export type CricketRuleId = (typeof D11_T20_CLASSIC.rows)[number]['rule_id'];
