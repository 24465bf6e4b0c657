import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payoutDetails, type PayoutDetailsRow } from '../../../db/schema';

/** SQL for payout_details only. The row is locked when a withdrawal reads it (one at a time per player). */
export async function findPayoutDetails(db: Db, userId: number, opts: { forUpdate?: boolean } = {}): Promise<PayoutDetailsRow | null> {
  const q = db.select().from(payoutDetails).where(eq(payoutDetails.userId, userId));
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function upsertPaytm(
  db: Db,
  userId: number,
  values: { paymentMode: 'cashfree' | 'paytm'; paytmMobile: string | undefined; now: Date },
): Promise<void> {
  const set = {
    paymentMode: values.paymentMode,
    ...(values.paytmMobile !== undefined ? { paytmMobile: values.paytmMobile } : {}),
    updatedAt: values.now,
  };
  await db
    .insert(payoutDetails)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: payoutDetails.userId, set });
}

export async function upsertBank(
  db: Db,
  userId: number,
  bank: { bankAccount: string; bankIfsc: string; bankName: string; bankAddress1: string },
  now: Date,
): Promise<void> {
  // Adding a bank makes it the default only when the player has not chosen a mode yet.
  await db
    .insert(payoutDetails)
    .values({ userId, ...bank, paymentMode: 'cashfree', updatedAt: now })
    .onConflictDoUpdate({
      target: payoutDetails.userId,
      set: { ...bank, paymentMode: sql`coalesce(${payoutDetails.paymentMode}, 'cashfree')`, updatedAt: now },
    });
}
