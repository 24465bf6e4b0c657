/**
 * The hockey point table the scorer applies and the rules page shows: tag PX-hockey-v1 (ADR 012, "Point tables of
 * the other sports"). Every figure is ours (we found no leader's hockey table to follow), on the scale of the
 * football table (PX-football-v1) so that the two read alike. Data only; a new table is a new tag.
 */
import type { PointRow } from './pointRow';

export const PX_HOCKEY_TAG = 'PX-hockey-v1';

export const PX_HOCKEY = {
  tag: PX_HOCKEY_TAG,
  rows: [
    { rule_id: 'PXHK.starting', category: 'other', points: 4, event: 'in the announced starting XI', condition: 'once per match; ours' },
    { rule_id: 'PXHK.substitute', category: 'other', points: 2, event: 'comes on as a substitute', condition: 'once per match, however often he rolls on; ours' },
    { rule_id: 'PXHK.goal_fwd', category: 'attack', points: 40, event: 'goal by a forward', condition: 'per goal (field goal, penalty corner or stroke); also a player without a known role; ours' },
    { rule_id: 'PXHK.goal_mid', category: 'attack', points: 50, event: 'goal by a midfielder', condition: 'per goal; ours' },
    { rule_id: 'PXHK.goal_def', category: 'attack', points: 60, event: 'goal by a defender or goalkeeper', condition: 'per goal; ours' },
    { rule_id: 'PXHK.assist', category: 'attack', points: 20, event: 'assist', condition: 'as the feed credits it (a penalty corner’s injector or passer); ours' },
    { rule_id: 'PXHK.shot_on_target', category: 'attack', points: 6, event: 'shot on target', condition: 'per shot, goals included; ours' },
    { rule_id: 'PXHK.tackle_won', category: 'defence', points: 4, event: 'tackle won', condition: 'per tackle; ours' },
    { rule_id: 'PXHK.save', category: 'goalkeeping', points: 6, event: 'save', condition: 'per shot saved; ours' },
    { rule_id: 'PXHK.clean_sheet', category: 'defence', points: 20, event: 'clean sheet', condition: 'goalkeepers and defenders who played and were not sent off, when their side conceded nothing in the four quarters; given once the fourth quarter is over; ours' },
    { rule_id: 'PXHK.goal_conceded', category: 'defence', points: -2, event: 'goal conceded', condition: 'goalkeepers and defenders, per goal their side concedes after they first took the field (rolling substitutions: the feed does not say who is on); ours' },
    { rule_id: 'PXHK.green_card', category: 'discipline', points: -2, event: 'green card', condition: 'per card; ours' },
    { rule_id: 'PXHK.yellow_card', category: 'discipline', points: -4, event: 'yellow card', condition: 'per card; ours' },
    { rule_id: 'PXHK.red_card', category: 'discipline', points: -10, event: 'red card', condition: 'per card; ours' },
    { rule_id: 'PXHK.captain', category: 'multiplier', multiplier: 2, event: 'captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXHK.vice_captain', category: 'multiplier', multiplier: 1.5, event: 'vice-captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXHK.shootout', category: 'exclusion', points: 0, event: 'shoot-out', condition: 'not counted' },
  ],
} as const satisfies { tag: string; rows: readonly PointRow[] };

export type HockeyRuleId = (typeof PX_HOCKEY.rows)[number]['rule_id'];
