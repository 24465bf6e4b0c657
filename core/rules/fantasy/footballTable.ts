/**
 * The football point table the scorer applies and the rules page shows: tag PX-football-v1 (ADR 012, "Point tables
 * of the other sports"). Figures marked "Dream11" are Dream11's public football table as its rule page lists
 * them (no copy of that page is kept); rows marked "ours" are our own figures on the same scale.
 * Data only; a new table is a new tag next to this one.
 */
import type { PointRow } from './pointRow';

export const PX_FOOTBALL_TAG = 'PX-football-v1';

export const PX_FOOTBALL = {
  tag: PX_FOOTBALL_TAG,
  rows: [
    { rule_id: 'PXFB.starting', category: 'other', points: 4, event: 'in the announced starting XI', condition: 'once per match; Dream11' },
    { rule_id: 'PXFB.substitute', category: 'other', points: 2, event: 'comes on as a substitute', condition: 'once per match; Dream11' },
    { rule_id: 'PXFB.goal_fwd', category: 'attack', points: 40, event: 'goal by a forward', condition: 'per goal; also a player without a known role; Dream11' },
    { rule_id: 'PXFB.goal_mid', category: 'attack', points: 50, event: 'goal by a midfielder', condition: 'per goal; Dream11' },
    { rule_id: 'PXFB.goal_def', category: 'attack', points: 60, event: 'goal by a defender or goalkeeper', condition: 'per goal; Dream11' },
    { rule_id: 'PXFB.assist', category: 'attack', points: 20, event: 'assist', condition: 'the last pass before a goal, as the feed credits it; Dream11' },
    { rule_id: 'PXFB.shot_on_target', category: 'attack', points: 6, event: 'shot on target', condition: 'per shot, goals included; Dream11' },
    { rule_id: 'PXFB.chance_created', category: 'attack', points: 3, event: 'chance created', condition: 'a pass leading to a shot that is not a goal (a goal’s pass is an assist); Dream11' },
    { rule_id: 'PXFB.passes_5', category: 'attack', points: 1, event: 'every 5 completed passes', condition: 'per 5 over the match; Dream11' },
    { rule_id: 'PXFB.tackle_won', category: 'defence', points: 4, event: 'tackle won', condition: 'per tackle; Dream11' },
    { rule_id: 'PXFB.interception', category: 'defence', points: 4, event: 'interception won', condition: 'per interception; Dream11' },
    { rule_id: 'PXFB.save', category: 'goalkeeping', points: 6, event: 'save', condition: 'per shot saved (penalties apart); Dream11’s figure 6, read per save' },
    { rule_id: 'PXFB.penalty_saved', category: 'goalkeeping', points: 50, event: 'penalty saved', condition: 'per penalty kick saved in play; ours' },
    { rule_id: 'PXFB.clean_sheet', category: 'defence', points: 20, event: 'clean sheet', condition: 'goalkeepers and defenders on the pitch 55 minutes or more while their side conceded nothing, not sent off; ours' },
    { rule_id: 'PXFB.goal_conceded', category: 'defence', points: -2, event: 'goal conceded', condition: 'goalkeepers and defenders, per goal their side concedes while they are on the pitch; ours' },
    { rule_id: 'PXFB.yellow_card', category: 'discipline', points: -4, event: 'yellow card', condition: 'per card (a second yellow is a yellow and a red); Dream11' },
    { rule_id: 'PXFB.red_card', category: 'discipline', points: -10, event: 'red card', condition: 'per card; Dream11' },
    { rule_id: 'PXFB.own_goal', category: 'discipline', points: -8, event: 'own goal', condition: 'per own goal; Dream11' },
    { rule_id: 'PXFB.penalty_missed', category: 'discipline', points: -20, event: 'penalty missed', condition: 'a penalty kick in play not scored (saved or off target); Dream11' },
    { rule_id: 'PXFB.captain', category: 'multiplier', multiplier: 2, event: 'captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXFB.vice_captain', category: 'multiplier', multiplier: 1.5, event: 'vice-captain', condition: 'applies to the player’s total' },
    { rule_id: 'PXFB.shootout', category: 'exclusion', points: 0, event: 'penalty shoot-out', condition: 'not counted (extra time is)' },
  ],
} as const satisfies { tag: string; rows: readonly PointRow[] };

export type FootballRuleId = (typeof PX_FOOTBALL.rows)[number]['rule_id'];
