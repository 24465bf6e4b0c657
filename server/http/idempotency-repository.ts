import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** SQL of the idempotency layer. */

export interface KeyRef {
  userId: number;
  key: string;
}

const byRef = (ref: KeyRef) => and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key));

/**
 * Claim the key. On PostgreSQL a concurrent claimer of the same key waits here until the
 * first transaction ends, then sees its stored response. Returns false if already claimed.
 */
export async function claimKey(
  tx: Db,
  row: KeyRef & { route: string; requestHash: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(tx: Db, ref: KeyRef) {
  const rows = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      httpStatus: idempotencyKeys.httpStatus,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(byRef(ref))
    .limit(1);
  return rows[0];
}

export async function storeResponse(tx: Db, ref: KeyRef, httpStatus: number, response: unknown): Promise<void> {
  await tx.update(idempotencyKeys).set({ httpStatus, response }).where(byRef(ref));
}
