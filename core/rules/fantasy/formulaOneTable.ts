/**
 * The formula one point table the scorer applies and the rules page shows: tag PX-formula-one-v1 (ADR 012, "Point
 * tables of the other sports"). No Indian leader runs formula one; rows marked "F1 Fantasy" are the official F1
 * Fantasy game's driver figures as we know them (no copy of its rules is kept; the race scale is the
 * championship's own), rows marked "ours" are our own. Drivers only: a draft picks five drivers (ADR 012). Data
 * only; a new table is a new tag.
 */
import type { PointRow } from './pointRow';

export const PX_FORMULA_ONE_TAG = 'PX-formula-one-v1';

const quali = (position: number, points: number) =>
  ({ rule_id: `PXF1.quali_p${position}`, category: 'qualifying', points, event: `qualifies P${position}`, condition: 'the qualifying classification, before any grid penalty; F1 Fantasy' }) as const;
const finish = (position: number, points: number) =>
  ({ rule_id: `PXF1.race_p${position}`, category: 'race', points, event: `finishes P${position}`, condition: 'the race classification; F1 Fantasy (the championship’s scale)' }) as const;

export const PX_FORMULA_ONE = {
  tag: PX_FORMULA_ONE_TAG,
  rows: [
    quali(1, 10), quali(2, 9), quali(3, 8), quali(4, 7), quali(5, 6), quali(6, 5), quali(7, 4), quali(8, 3), quali(9, 2), quali(10, 1),
    { rule_id: 'PXF1.beat_teammate_quali', category: 'qualifying', points: 2, event: 'outqualifies his team-mate', condition: 'per team-mate qualifying behind him; ours' },
    finish(1, 25), finish(2, 18), finish(3, 15), finish(4, 12), finish(5, 10), finish(6, 8), finish(7, 6), finish(8, 4), finish(9, 2), finish(10, 1),
    { rule_id: 'PXF1.position_gained', category: 'race', points: 1, event: 'position gained', condition: 'per place from his grid slot to his finishing place, classified drivers only; F1 Fantasy' },
    { rule_id: 'PXF1.position_lost', category: 'race', points: -1, event: 'position lost', condition: 'per place from his grid slot to his finishing place, classified drivers only; F1 Fantasy' },
    { rule_id: 'PXF1.overtake', category: 'race', points: 1, event: 'overtake', condition: 'per overtake the feed credits him with; F1 Fantasy' },
    { rule_id: 'PXF1.fastest_lap', category: 'race', points: 10, event: 'fastest lap of the race', condition: 'the holder (live: so far); F1 Fantasy' },
    { rule_id: 'PXF1.beat_teammate_race', category: 'race', points: 3, event: 'finishes ahead of his team-mate', condition: 'classified ahead of him, or classified while he is not; ours' },
    { rule_id: 'PXF1.dnf', category: 'race', points: -20, event: 'did not finish', condition: 'retired and not classified; F1 Fantasy' },
    { rule_id: 'PXF1.captain', category: 'multiplier', multiplier: 2, event: 'captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXF1.vice_captain', category: 'multiplier', multiplier: 1.5, event: 'vice-captain', condition: 'applies to the player’s total' },
  ],
} as const satisfies { tag: string; rows: readonly PointRow[] };

export type FormulaOneRuleId = (typeof PX_FORMULA_ONE.rows)[number]['rule_id'];
