import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LiveChangeRow } from '../../db/schema/live';

/**
 * The live change log (ADR 017): writes, reads and the retention window. A write takes a transaction-scoped
 * advisory lock so ids commit in the order they were taken (a reader that has seen id n never finds a smaller id
 * committed later), and announces its last id with NOTIFY, which PostgreSQL (and PGlite) deliver at COMMIT.
 */

export const LIVE_CHANNEL = 'live_changes';
/** How long a change stays readable by a client reconnecting with Last-Event-ID; older clients start afresh. */
export const LIVE_RETENTION_MS = 15 * 60_000;
/** pg_advisory_xact_lock key of the writers ('LIVE' in hex). */
const WRITE_LOCK_KEY = 0x4c495645;

export interface LiveChange {
  topic: string;
  kind: string;
  payload: unknown;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Appends the changes in their order and announces the last id; nothing for an empty list. */
export async function appendChanges(db: Db, changes: readonly LiveChange[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map((c, i) => ({ n: i, topic: c.topic, kind: c.kind, payload: c.payload }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`);
    await tx.execute(sql`
      with ins as (
        insert into live_changes (at, topic, kind, payload)
        select ${now.toISOString()}::timestamptz, v.topic, v.kind, v.payload
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(n int, topic text, kind text, payload jsonb)
        order by v.n
        returning id)
      select pg_notify(${LIVE_CHANNEL}, max(id)::text) from ins`);
  });
}

/** Changes after `afterId` in id order, on the given topics (all topics when null), at most `limit`. */
export async function changesAfter(db: Db, afterId: number, topics: readonly string[] | null, limit: number): Promise<LiveChangeRow[]> {
  const onTopics = topics === null ? sql`` : sql`and topic in (${sql.join(topics.length ? topics.map((t) => sql`${t}`) : [sql`''`], sql`, `)})`;
  const rows = rowsOf<{ id: string | number; at: string | Date; topic: string; kind: string; payload: unknown }>(
    await db.execute(sql`select id, at, topic, kind, payload from live_changes where id > ${afterId} ${onTopics} order by id limit ${limit}`),
  );
  return rows.map((r) => ({ id: Number(r.id), at: new Date(r.at), topic: r.topic, kind: r.kind, payload: r.payload }));
}

/**
 * The newest id ever taken (the sequence's, so a log pruned empty still knows it) and the oldest id still kept
 * (0 when the log is empty). A client whose last id is below oldest − 1, or below latest with nothing kept, may have
 * missed a pruned change.
 */
export async function logBounds(db: Db): Promise<{ latest: number; oldest: number }> {
  const [row] = rowsOf<{ latest: string | number | null; oldest: string | number | null }>(
    await db.execute(sql`select (select case when is_called then last_value else 0 end from live_changes_id_seq) as latest,
      (select min(id) from live_changes) as oldest`),
  );
  return { latest: Number(row?.latest ?? 0), oldest: Number(row?.oldest ?? 0) };
}

/** The newest change id: where a stream for data read now goes on from. */
export async function currentLiveId(db: Db): Promise<number> {
  return (await logBounds(db)).latest;
}

/** Whether a client that saw everything up to `lastId` has missed changes the log no longer holds. */
export function missedPruned(lastId: number, bounds: { latest: number; oldest: number }): boolean {
  if (lastId >= bounds.latest) return false;
  return bounds.oldest === 0 || bounds.oldest > lastId + 1;
}

/** Drops what is older than the retention window; any process may run it. */
export async function pruneChanges(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from live_changes where at < ${new Date(now.getTime() - LIVE_RETENTION_MS).toISOString()}::timestamptz`);
}
