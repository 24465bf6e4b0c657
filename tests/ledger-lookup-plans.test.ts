import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../server/db/client';
import { benchOperations, findOperationsByRef, lockUserAccounts, postOperations } from '../server/ledger';
import { testDrivers, useTestDatabase } from './support/app';

/**
 * The join batch's two ledger reads stay index probes when the statistics are stale (autovacuum off, or not run since
 * a kind of operation first appeared): the planner then believed a kind had no operations and a list of players was
 * a hundred rows, and the reads scanned every operation of the kind (7–17 ms per batch with 80,000 entry fees) and
 * every account (2 ms). Counted with the transaction's own table statistics (pg_stat_xact_user_tables).
 */
const at = new Date('2026-11-28T06:00:00Z');
const PLAYERS = 3000;
const CREDITS = 2000;

interface TableReads {
  seq_scan: number;
  idx_tup_fetch: number;
}

async function readsOf(tx: Db, table: string): Promise<TableReads> {
  const result = await tx.execute(
    sql`select seq_scan::int, coalesce(idx_tup_fetch, 0)::int as idx_tup_fetch from pg_stat_xact_user_tables where relname = ${table}`,
  );
  const [row] = (result as unknown as { rows: TableReads[] }).rows;
  return row ?? { seq_scan: 0, idx_tup_fetch: 0 };
}

async function readsDuring(tx: Db, table: string, work: () => Promise<unknown>): Promise<TableReads> {
  const before = await readsOf(tx, table);
  await work();
  const after = await readsOf(tx, table);
  return { seq_scan: after.seq_scan - before.seq_scan, idx_tup_fetch: after.idx_tup_fetch - before.idx_tup_fetch };
}

describe.each(testDrivers())('ledger lookups with stale statistics on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('find operations by ref and lock players’ accounts by index, not by scanning', async () => {
    const db = database().db;
    const inserted = await db.execute(sql`insert into users (gaid) select 'plans-' || g from generate_series(1, ${PLAYERS}) g returning id`);
    const ids = (inserted as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
    await db.execute(sql`
      insert into ledger_accounts (user_id, bucket)
      select u, b from unnest(${`{${ids.join(',')}}`}::bigint[]) u, unnest(array['deposit', 'promo', 'winnings']) b`);
    // statistics taken after the first deposits but before the first promo credit: the planner believes there are none
    const deposits = benchOperations({ userIds: ids, count: PLAYERS, prefix: 'deposit', at }).map((op) => ({ ...op, kind: 'add_money' as const }));
    await db.transaction((tx) => postOperations(tx, deposits));
    await db.execute(sql`analyze`);
    await db.transaction((tx) => postOperations(tx, benchOperations({ userIds: ids.slice(0, 50), count: CREDITS, prefix: 'plan', at })));

    await db.transaction(async (tx) => {
      let found = new Map<string, unknown>();
      const opReads = await readsDuring(tx, 'ledger_operations', async () => {
        found = await findOperationsByRef(tx, 'promo_credit', ['plan-7', 'plan-1999', 'plan-missing']);
      });
      expect([...found.keys()].sort()).toEqual(['plan-1999', 'plan-7']);
      expect(found.get('plan-7')).toMatchObject({ userId: ids[7] });
      expect(opReads.seq_scan).toBe(0);
      expect(opReads.idx_tup_fetch).toBeLessThanOrEqual(2);

      const wanted = [ids[10], ids[2000], ids[2999]] as number[];
      let locked: { userId: number }[] = [];
      const accountReads = await readsDuring(tx, 'ledger_accounts', async () => {
        locked = await lockUserAccounts(tx, wanted);
      });
      expect(locked).toHaveLength(9);
      expect(new Set(locked.map((a) => a.userId))).toEqual(new Set(wanted));
      expect(accountReads.seq_scan).toBe(0);
    });
  });
});
