/**
 * The badminton point table the scorer applies and the rules page shows: tag PX-badminton-v1 (ADR 012, "Point
 * tables of the other sports"). Every figure is ours: we found no leader's badminton table to follow. Drafts
 * are built on a team tie of singles and doubles rubbers (Premier Badminton League / Thomas–Uber Cup, ADR 012); a
 * doubles rubber's rallies, games and win count for both partners. Data only; a new table is a new tag.
 */
import type { PointRow } from './pointRow';

export const PX_BADMINTON_TAG = 'PX-badminton-v1';

export const PX_BADMINTON = {
  tag: PX_BADMINTON_TAG,
  rows: [
    { rule_id: 'PXBD.rubber_played', category: 'other', points: 4, event: 'plays a rubber', condition: 'per rubber he plays in; ours' },
    { rule_id: 'PXBD.rubber_won', category: 'match', points: 20, event: 'wins a rubber', condition: 'per rubber won (by retirement or walkover too), each partner in doubles; ours' },
    { rule_id: 'PXBD.game_won', category: 'match', points: 6, event: 'game won', condition: 'per game, each partner in doubles; ours' },
    { rule_id: 'PXBD.rally_won', category: 'match', points: 1, event: 'rally won', condition: 'per point his side wins in his rubber, each partner in doubles; ours' },
    { rule_id: 'PXBD.captain', category: 'multiplier', multiplier: 2, event: 'captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXBD.vice_captain', category: 'multiplier', multiplier: 1.5, event: 'vice-captain', condition: 'applies to the player’s total' },
  ],
} as const satisfies { tag: string; rows: readonly PointRow[] };

export type BadmintonRuleId = (typeof PX_BADMINTON.rows)[number]['rule_id'];
