/**
 * The kabaddi point table the scorer applies and the rules page shows: tag PX-kabaddi-v1 (ADR 012, "Point tables of
 * the other sports"). Figures marked "Dream11" are Dream11's public kabaddi table as its rule page lists them (no
 * copy of that page is kept); rows marked "ours" are our own (that page names Dream11's super
 * tackle, Super 10 / High 5, all-out and card rows without their figures). Data only; a new table is a new tag.
 */
import type { PointRow } from './pointRow';

export const PX_KABADDI_TAG = 'PX-kabaddi-v1';

export const PX_KABADDI = {
  tag: PX_KABADDI_TAG,
  rows: [
    { rule_id: 'PXKB.starting', category: 'other', points: 4, event: 'in the announced starting seven', condition: 'once per match; Dream11' },
    { rule_id: 'PXKB.substitute', category: 'other', points: 2, event: 'comes on as a substitute', condition: 'once per match; Dream11' },
    { rule_id: 'PXKB.raid_touch', category: 'raiding', points: 1, event: 'raid touch point', condition: 'per defender touched out by his raid; Dream11' },
    { rule_id: 'PXKB.raid_bonus', category: 'raiding', points: 1, event: 'raid bonus point', condition: 'per bonus point; Dream11' },
    { rule_id: 'PXKB.super_10', category: 'raiding', points: 5, event: 'Super 10', condition: '10 or more raid points (touch and bonus) in the match, once; ours' },
    { rule_id: 'PXKB.tackle', category: 'tackling', points: 2, event: 'successful tackle', condition: 'the defender the feed credits with the tackle; Dream11' },
    { rule_id: 'PXKB.super_tackle', category: 'tackling', points: 2, event: 'super tackle bonus', condition: 'on top of the tackle, when three or fewer defenders stopped the raider; ours' },
    { rule_id: 'PXKB.high_5', category: 'tackling', points: 5, event: 'High 5', condition: '5 or more tackle points in the match (a super tackle is 2), once; ours' },
    { rule_id: 'PXKB.all_out_inflicted', category: 'match', points: 2, event: 'pushing an all out', condition: 'each of his side’s seven on court; ours' },
    { rule_id: 'PXKB.all_out_suffered', category: 'match', points: -2, event: 'getting all out', condition: 'each of his side’s seven on court; ours' },
    { rule_id: 'PXKB.out', category: 'discipline', points: -1, event: 'getting out', condition: 'a raider tackled, or a defender touched out by a raid; Dream11' },
    { rule_id: 'PXKB.green_card', category: 'discipline', points: -1, event: 'green card', condition: 'per card; ours' },
    { rule_id: 'PXKB.yellow_card', category: 'discipline', points: -2, event: 'yellow card', condition: 'per card; ours' },
    { rule_id: 'PXKB.red_card', category: 'discipline', points: -3, event: 'red card', condition: 'per card; ours' },
    { rule_id: 'PXKB.captain', category: 'multiplier', multiplier: 2, event: 'captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXKB.vice_captain', category: 'multiplier', multiplier: 1.5, event: 'vice-captain', condition: 'applies to the player’s total' },
  ],
} as const satisfies { tag: string; rows: readonly PointRow[] };

export type KabaddiRuleId = (typeof PX_KABADDI.rows)[number]['rule_id'];
