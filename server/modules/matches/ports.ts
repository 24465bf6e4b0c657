import type { Db } from '../../db/client';

/**
 * What the lifecycle job needs from the results module (server/modules/results). Every call is
 * idempotent and safe to run concurrently in several processes; the job calls them again on every tick until the
 * data says they are done, so a crash between two steps only delays the next one.
 */
export interface ResultsPort {
  /** Recompute pick-set points, entry points and ranks of every challenge with this match (after any resolution change). */
  rescoreMatch(db: Db, matchId: number, now: Date): Promise<void>;
  /** Settle every room of every challenge whose matches are all points_final (or settled); exactly once per room. */
  settleMatch(db: Db, matchId: number, now: Date): Promise<{ roomsSettled: number; prizesPaid: number; pendingChallenges: number }>;
  /** Refund every entry of every challenge with this (abandoned / no-result) match, exactly once; challenges 'cancelled'. */
  refundMatch(db: Db, matchId: number, now: Date): Promise<{ entriesRefunded: number }>;
}

/**
 * The port until the results module (server/modules/results) is wired into server/app.ts: nothing is rescored,
 * paid or refunded, settlement is always reported pending, so matches stop at points_final / abandoned.
 */
export const resultsPending: ResultsPort = {
  rescoreMatch: () => Promise.resolve(),
  settleMatch: () => Promise.resolve({ roomsSettled: 0, prizesPaid: 0, pendingChallenges: 1 }),
  refundMatch: () => Promise.resolve({ entriesRefunded: 0 }),
};
