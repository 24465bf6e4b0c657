import { and, eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * ONE statement: store the key with its final response and, only if this statement claimed it,
 * run `write` (a data-modifying CTE body given the name of the claim CTE, e.g.
 * `insert into t (...) select ... from ${claimed}`). Both commit together or not at all, without
 * BEGIN/COMMIT round trips. A concurrent claimer of the same key waits on the primary key until the
 * first commits, then claims nothing. Returns false if the key was already stored.
 */
export async function storeKeyWith(
  db: Db,
  row: KeyRef & { route: string; requestHash: string; createdAt: Date; httpStatus: number; response: unknown },
  write?: (claimed: SQL) => SQL,
): Promise<boolean> {
  const claimed = sql.raw('claimed');
  const result = (await db.execute(sql`
    with ${claimed} as (
      insert into idempotency_keys (user_id, key, route, request_hash, http_status, response, created_at)
      values (${row.userId}, ${row.key}, ${row.route}, ${row.requestHash}, ${row.httpStatus},
              ${JSON.stringify(row.response)}::jsonb, ${row.createdAt.toISOString()}::timestamptz)
      on conflict do nothing
      returning 1 as one)
    ${write ? sql`, written as (${write(claimed)})` : sql``}
    select count(*)::int as n from ${claimed}`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n) === 1;
}
