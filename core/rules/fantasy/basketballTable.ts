/**
 * The basketball point table the scorer applies and the rules page shows: tag PX-basketball-v1 (ADR 012, "Point
 * tables of the other sports"). Every figure is ours: we found no leader's basketball table to follow, and
 * leaders' tables we have seen use fractions (points per rebound or assist); ours keeps whole points. Data only; a
 * new table is a new tag.
 */
import type { PointRow } from './pointRow';

export const PX_BASKETBALL_TAG = 'PX-basketball-v1';

export const PX_BASKETBALL = {
  tag: PX_BASKETBALL_TAG,
  rows: [
    { rule_id: 'PXBB.starting', category: 'other', points: 4, event: 'in the announced starting five', condition: 'once per match; ours' },
    { rule_id: 'PXBB.substitute', category: 'other', points: 2, event: 'comes on from the bench', condition: 'once per match; ours' },
    { rule_id: 'PXBB.point', category: 'attack', points: 1, event: 'point scored', condition: 'per point: free throw 1, field goal 2 or 3; overtime included; ours' },
    { rule_id: 'PXBB.assist', category: 'attack', points: 2, event: 'assist', condition: 'per assist; ours' },
    { rule_id: 'PXBB.rebound', category: 'defence', points: 1, event: 'rebound', condition: 'per rebound, offensive or defensive; ours' },
    { rule_id: 'PXBB.steal', category: 'defence', points: 3, event: 'steal', condition: 'per steal; ours' },
    { rule_id: 'PXBB.block', category: 'defence', points: 3, event: 'block', condition: 'per blocked shot; ours' },
    { rule_id: 'PXBB.turnover', category: 'discipline', points: -1, event: 'turnover', condition: 'per turnover; ours' },
    { rule_id: 'PXBB.captain', category: 'multiplier', multiplier: 2, event: 'captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXBB.vice_captain', category: 'multiplier', multiplier: 1.5, event: 'vice-captain', condition: 'applies to the player’s total' },
  ],
} as const satisfies { tag: string; rows: readonly PointRow[] };

export type BasketballRuleId = (typeof PX_BASKETBALL.rows)[number]['rule_id'];
