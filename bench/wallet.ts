import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { benchOperations, postOperation, postOperations } from '../server/ledger';
import { bearerOf, compareToBare } from './api';
import { withFreshPgDatabase } from './support/pg';
import { startTarget } from './support/target';

/** Wallet read (GET /api/f2p/v1/user/wallet) against the bare route. */
export async function benchWalletRead(): Promise<void> {
  const target = await startTarget();
  try {
    await compareToBare(target, 'wallet read', { path: '/api/f2p/v1/user/wallet', headers: bearerOf(target) });
  } finally {
    await target.stop();
  }
}

/**
 * Ledger operations/s on PostgreSQL: the same 1-paisa credits posted one per
 * transaction (the reference) and 100 per transaction. Concurrency 8 in both.
 */
export async function benchLedger(): Promise<void> {
  await withFreshPgDatabase(measureLedger);
}

async function measureLedger(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
  try {
    await migrateDatabase(database);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const users = await client.query<{ id: string }>(
      "insert into users (gaid) select 'bench-' || g from generate_series(1, 64) g returning id",
    );
    await client.end();
    const userIds = users.rows.map((r) => Number(r.id));
    const COUNT = 4000;
    const WORKERS = 8;
    const at = new Date();

    const run = async (prefix: string, perTx: number) => {
      const ops = benchOperations({ userIds, count: COUNT, prefix, at });
      const batches: (typeof ops)[] = [];
      for (let i = 0; i < ops.length; i += perTx) batches.push(ops.slice(i, i + perTx));
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (next < batches.length) {
            const batch = batches[next++]!;
            await database.db.transaction(async (tx) => {
              if (batch.length === 1) await postOperation(tx, batch[0]!);
              else await postOperations(tx, batch);
            });
          }
        }),
      );
      return COUNT / ((performance.now() - started) / 1000);
    };

    await run('warm', 100);
    const single = await run('single', 1);
    const batched = await run('batched', 100);
    console.info(`ledger operations on PostgreSQL (${COUNT} credits, ${WORKERS} connections)`);
    console.info(`  one operation per transaction: ${single.toFixed(0)} ops/s`);
    console.info(`  100 operations per transaction: ${batched.toFixed(0)} ops/s`);
    console.info(`  ratio: ${(batched / single).toFixed(1)}× the one-per-transaction rate`);
  } finally {
    await database.close();
  }
}
