/**
 * The scoring conventions of the cricket match centre (docs/product.md §11), in one place so that the
 * scorecard, the commentary and the match state cannot disagree:
 *
 * - Balls faced by a batter count no-balls and not wides.
 * - A bowler is charged runs off the bat plus wides and no-balls, never byes, leg byes or penalty runs.
 * - Wickets credited to the bowler: bowled, caught, caught and bowled, lbw, stumped, hit wicket. Not run out,
 *   retired hurt, retired out, obstructing the field (or handled the ball, timed out…).
 * - A wicket of the team (its count, the fall of wickets) is every dismissal but "retired hurt" (and "retired not
 *   out", Cricsheet's other word for leaving unbeaten); "retired out" is a wicket.
 * - Six legal balls make an over (Cricsheet's T20s; 5-ball sets are not handled).
 * - The over.ball label follows cricinfo: the ball number is the count of legal balls of the over so far; a wide
 *   or no-ball shows the number the next legal ball will have (a wide first up in over 15 is "15.1", and so is
 *   the legal ball after it).
 */
import type { CricketBall, CricketWicket } from '../../feeds/events';
import { ratio2 } from './shared';

export const BALLS_PER_OVER = 6;
/** overs of an innings when the feed gives no target overs: a T20 innings, or one super over */
export const DEFAULT_OVERS = 20;
export const SUPER_OVER_OVERS = 1;

const BOWLER_WICKETS: ReadonlySet<string> = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);
const NOT_A_WICKET: ReadonlySet<string> = new Set(['retired hurt', 'retired not out']);

export const isWide = (b: CricketBall): boolean => (b.extras.wides ?? 0) > 0;
export const isNoBall = (b: CricketBall): boolean => (b.extras.noballs ?? 0) > 0;
export const isLegal = (b: CricketBall): boolean => !isWide(b) && !isNoBall(b);
/** a ball the striker faced: everything but a wide */
export const isFaced = (b: CricketBall): boolean => !isWide(b);
/** runs charged to the bowler: off the bat, wides, no-balls */
export const chargedToBowler = (b: CricketBall): number => b.runs.batter + (b.extras.wides ?? 0) + (b.extras.noballs ?? 0);
/** 4 or 6 when the batter hit a boundary (an all-run four is flagged nonBoundary and is not one) */
export const boundaryOf = (b: CricketBall): 4 | 6 | null =>
  b.runs.nonBoundary ? null : b.runs.batter === 4 ? 4 : b.runs.batter === 6 ? 6 : null;
export const creditedToBowler = (w: CricketWicket): boolean => BOWLER_WICKETS.has(w.kind);
export const isTeamWicket = (w: CricketWicket): boolean => !NOT_A_WICKET.has(w.kind);

/** legal balls as cricket writes overs: 15 legal balls → "2.3" */
export const oversLabel = (legalBalls: number): string =>
  `${Math.floor(legalBalls / BALLS_PER_OVER)}.${legalBalls % BALLS_PER_OVER}`;

/**
 * The cricinfo "over.ball" of a delivery, given the legal balls of its over bowled before it. A legal ball is the
 * (legalBefore + 1)th of the over; a wide or no-ball shows the number of the legal ball still to come, which is the
 * same number: both read legalBefore + 1.
 */
export const ballLabel = (over: number, legalBefore: number): string => `${over}.${legalBefore + 1}`;

/**
 * Target overs as legal balls. Cricsheet writes a revised target's overs as a number; a fraction is read as
 * cricket's O.B (5.3 = five overs and three balls), the only way a part-over limit is ever given.
 */
export const oversToBalls = (overs: number): number => Math.floor(overs) * BALLS_PER_OVER + Math.round((overs % 1) * 10);

/** runs per over (6 legal balls), 2 decimals; null before the first legal ball */
export const perOver = (runs: number, legalBalls: number): number | null => ratio2(runs * BALLS_PER_OVER, legalBalls);
