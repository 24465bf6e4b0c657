/**
 * The shapes of the plays-sports match centre (football, hockey, kabaddi, basketball) and what each sport's
 * reading (./plays<Sport>.ts) provides. Vocabularies: the top of core/rules/resolution/<sport>.ts.
 */
import type { PartyPosition, SportPlay } from '../../feeds/events';
import type { PerParty } from './shared';

/** Fields every timeline item has: where it happened and the score after it. */
export interface ItemBase {
  seq: number | null;
  party: PartyPosition | null;
  period: number | null;
  minute: number | null;
  /** the running score after this play (the main score: shoot-out goals are in `shootout`) */
  score: PerParty<number>;
}

export type TimelineEntry =
  /** football / hockey; `kind` is hockey's 'field' | 'penalty_corner' | 'penalty_stroke' (null in football) */
  | { type: 'goal'; scorer: string | null; assist: string | null; ownGoal: boolean; penalty: boolean; kind: string | null; shootout: boolean }
  | { type: 'card'; player: string | null; color: string | null }
  /** football: a penalty kick awarded (scored or not) */
  | { type: 'penalty_awarded' }
  | { type: 'penalty_missed'; player: string | null; savedBy: string | null }
  /** hockey set pieces awarded */
  | { type: 'penalty_corner' }
  | { type: 'penalty_stroke' }
  /** football only (hockey's rolling substitutions and the others' are left out: too many to read) */
  | { type: 'substitution'; playerIn: string | null; playerOut: string | null }
  /** kabaddi: a raid that scored (a super raid: 3 points or more) */
  | { type: 'raid'; player: string | null; points: number; bonus: number; touched: string[]; doOrDie: boolean; superRaid: boolean }
  /** kabaddi: the raider stopped; `raider` from the raid it ended */
  | { type: 'tackle'; player: string | null; raider: string | null; points: number; superTackle: boolean }
  | { type: 'all_out'; points: number }
  | { type: 'technical_point'; points: number }
  /** basketball: 1 (free throw), 2 or 3 points */
  | { type: 'basket'; player: string | null; points: number; assist: string | null }
  | { type: 'period_end'; marker: 'half_time' | 'full_time' | 'quarter_end' }
  | { type: 'shootout_start' };

export type TimelineItem = ItemBase & TimelineEntry;

export interface FootballStats {
  goals: number;
  shotsOnTarget: number;
  corners: number;
  yellowCards: number;
  redCards: number;
  penaltiesAwarded: number;
  saves: number;
  passes: number;
  tackles: number;
  interceptions: number;
}
export interface HockeyStats {
  goals: number;
  shotsOnTarget: number;
  penaltyCorners: number;
  penaltyStrokes: number;
  greenCards: number;
  yellowCards: number;
  redCards: number;
  saves: number;
  tackles: number;
}
export interface KabaddiStats {
  raidPoints: number;
  bonusPoints: number;
  tacklePoints: number;
  allOutPoints: number;
  technicalPoints: number;
  raids: number;
  successfulRaids: number;
  emptyRaids: number;
  raidersTackled: number;
  superRaids: number;
  tackles: number;
  superTackles: number;
  allOuts: number;
}
export interface BasketballStats {
  points: number;
  freeThrows: number;
  twoPointers: number;
  threePointers: number;
  assists: number;
  rebounds: number;
  offensiveRebounds: number;
  steals: number;
  blocks: number;
  turnovers: number;
}

export interface SportStats {
  football: FootballStats;
  hockey: HockeyStats;
  kabaddi: KabaddiStats;
  basketball: BasketballStats;
}
export type PlaysSport = keyof SportStats;

/** One sport's reading of its vocabulary. */
export interface SportReading<S extends PlaysSport> {
  /** points this play adds to its party's main score (0 for most plays) */
  points(p: SportPlay): number;
  /** points this play adds to its party's shoot-out score, when the sport has one */
  shootoutPoints(p: SportPlay): number;
  /** this play belongs to a shoot-out (which then shows, 0–0 until someone scores) */
  inShootout(p: SportPlay): boolean;
  /** the timeline entry, or null for plays left out of the timeline (counted in the stats only); prev = the play before */
  entry(p: SportPlay, prev: SportPlay | undefined): TimelineEntry | null;
  emptyStats(): SportStats[S];
  /** adds the play to its party's stats */
  count(stats: SportStats[S], p: SportPlay): void;
}

/** detail readers: the vocabulary's optional fields, typed */
export const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
export const flag = (v: unknown): boolean => v === true;
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
export const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
