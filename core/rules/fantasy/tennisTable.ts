/**
 * The tennis point table the scorer applies and the rules page shows: tag PX-tennis-v1 (ADR 012, "Point tables of
 * the other sports"). Every figure is ours: we found no leader's tennis table to follow. Drafts are built on a
 * team tie of singles and doubles rubbers (ADR 012); a doubles rubber's games, sets and win count for both
 * partners. Data only; a new table is a new tag.
 */
import type { PointRow } from './pointRow';

export const PX_TENNIS_TAG = 'PX-tennis-v1';

export const PX_TENNIS = {
  tag: PX_TENNIS_TAG,
  rows: [
    { rule_id: 'PXTN.rubber_played', category: 'other', points: 4, event: 'plays a rubber', condition: 'per rubber he plays in; ours' },
    { rule_id: 'PXTN.rubber_won', category: 'match', points: 20, event: 'wins a rubber', condition: 'per rubber won (by retirement or walkover too), each partner in doubles; ours' },
    { rule_id: 'PXTN.set_won', category: 'match', points: 6, event: 'set won', condition: 'per set, each partner in doubles; ours' },
    { rule_id: 'PXTN.game_won', category: 'match', points: 1, event: 'game won', condition: 'per game (a tie-break is one game), each partner in doubles; ours' },
    { rule_id: 'PXTN.break_won', category: 'match', points: 2, event: 'break of serve', condition: 'per game won on the opponents’ serve (tie-breaks apart), on top of the game; ours' },
    { rule_id: 'PXTN.ace', category: 'attack', points: 2, event: 'ace', condition: 'per ace, to the server; ours' },
    { rule_id: 'PXTN.double_fault', category: 'discipline', points: -1, event: 'double fault', condition: 'per double fault, to the server; ours' },
    { rule_id: 'PXTN.captain', category: 'multiplier', multiplier: 2, event: 'captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXTN.vice_captain', category: 'multiplier', multiplier: 1.5, event: 'vice-captain', condition: 'applies to the player’s total' },
  ],
} as const satisfies { tag: string; rows: readonly PointRow[] };

export type TennisRuleId = (typeof PX_TENNIS.rows)[number]['rule_id'];
