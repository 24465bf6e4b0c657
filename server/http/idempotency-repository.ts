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

/** A key to store with its final response, and the write to run only if the key is claimed (storeKeysWith). */
export interface KeyWrite {
  row: KeyRef & { route: string; requestHash: string; createdAt: Date; httpStatus: number; response: unknown };
  write?: ((claimed: SQL) => SQL) | undefined;
}

/**
 * ONE statement: store each key with its final response and, only for the keys this statement claimed, run their
 * `write` (a data-modifying CTE body given a relation that has one row if its key was claimed, none otherwise, e.g.
 * `insert into t (...) select ... from ${claimed}`). Keys and writes commit together or not at all, without
 * BEGIN/COMMIT round trips; a failing write fails them all. A concurrent claimer of the same key waits on the
 * primary key until the first commits, then claims nothing. Returns, per item, whether its key was claimed here
 * (false: it was already stored). The keys must be distinct.
 */
export async function storeKeysWith(db: Db, items: readonly KeyWrite[]): Promise<boolean[]> {
  const values = items.map(
    ({ row }) => sql`(${row.userId}::bigint, ${row.key}::text, ${row.route}::text, ${row.requestHash}::text, ${row.httpStatus}::int,
      ${JSON.stringify(row.response)}::jsonb, ${row.createdAt.toISOString()}::timestamptz)`,
  );
  const writes = items.flatMap(({ row, write }, i) => {
    if (!write) return [];
    const mine = sql`(select 1 as one from claimed where user_id = ${row.userId}::bigint and key = ${row.key}::text) as ${sql.raw(`claimed_${i}`)}`;
    return [sql`, ${sql.raw(`written_${i}`)} as (${write(mine)})`];
  });
  const result = (await db.execute(sql`
    with claimed as (
      insert into idempotency_keys (user_id, key, route, request_hash, http_status, response, created_at)
      values ${sql.join(values, sql`, `)}
      on conflict do nothing
      returning user_id, key)
    ${sql.join(writes, sql``)}
    select user_id::text as user_id, key from claimed`)) as unknown as { rows: { user_id: string; key: string }[] };
  const claimed = new Set(result.rows.map((r) => `${r.user_id}/${r.key}`));
  return items.map(({ row }) => claimed.has(`${row.userId}/${row.key}`));
}
