/**
 * The shape of every sport's point table (ADR 012): rows of data the scorer applies and the rules page renders
 * (its text is teams:points.<rule_id> in English and Hindi).
 */

export type PointCategory =
  | 'other'
  | 'batting'
  | 'strike_rate'
  | 'bowling'
  | 'economy'
  | 'fielding'
  | 'attack'
  | 'defence'
  | 'goalkeeping'
  | 'discipline'
  | 'raiding'
  | 'tackling'
  | 'qualifying'
  | 'race'
  | 'match'
  | 'multiplier'
  | 'exclusion';

export interface PointRow {
  rule_id: string;
  category: PointCategory;
  /** points per occurrence (scoring rows) */
  points?: number;
  /** factor on the player's total (captain, vice-captain) */
  multiplier?: number;
  /** English description and condition, as the source table words them (and whose figure it is) */
  event: string;
  condition: string;
}
