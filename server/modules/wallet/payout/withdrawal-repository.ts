import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { withdrawals, type WithdrawalRow, type WithdrawalStatus } from '../../../db/schema';

/** SQL for the withdrawals table only. Status changes are guarded UPDATEs: the row decides, not timing. */

export async function insertWithdrawal(db: Db, row: typeof withdrawals.$inferInsert): Promise<void> {
  await db.insert(withdrawals).values(row);
}

export async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRow | null> {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return rows[0] ?? null;
}

/** Move `id` from one status to the next; null when it was not in `from` (someone else moved it). */
export async function transitionWithdrawal(
  db: Db,
  id: string,
  from: WithdrawalStatus,
  set: Partial<Pick<WithdrawalRow, 'status' | 'tdsPaise' | 'taxableNetWinningsPaise' | 'payoutRef' | 'failureReason'>> & {
    updatedAt: Date;
  },
): Promise<WithdrawalRow | null> {
  const rows = await db
    .update(withdrawals)
    .set(set)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return rows[0] ?? null;
}

export async function setPayoutRef(db: Db, id: string, payoutRef: string): Promise<void> {
  await db.update(withdrawals).set({ payoutRef }).where(eq(withdrawals.id, id));
}

/**
 * Withdrawals of this financial year that left winnings but are not yet posted as paid
 * (ledger withdraw_paid): their gross amount and taxed net winnings must count in the TDS of the
 * next one, or two withdrawals in flight would each be taxed as if the other did not exist.
 */
export async function inFlightTotals(
  db: Db,
  userId: number,
  statuses: readonly WithdrawalStatus[],
  fy: { start: Date; end: Date },
  excludeId: string | null,
): Promise<{ withdrawn: number; taxed: number }> {
  const rows = await db
    .select({
      withdrawn: sql<string>`coalesce(sum(${withdrawals.amountPaise}), 0)`,
      taxed: sql<string>`coalesce(sum(${withdrawals.taxableNetWinningsPaise}), 0)`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        inArray(withdrawals.status, [...statuses]),
        gte(withdrawals.createdAt, fy.start),
        lt(withdrawals.createdAt, fy.end),
        ...(excludeId ? [ne(withdrawals.id, excludeId)] : []),
      ),
    );
  return { withdrawn: Number(rows[0]?.withdrawn ?? 0), taxed: Number(rows[0]?.taxed ?? 0) };
}

export async function withdrawalsInStatus(db: Db, status: WithdrawalStatus): Promise<WithdrawalRow[]> {
  return db.select().from(withdrawals).where(eq(withdrawals.status, status));
}
