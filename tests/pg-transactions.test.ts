import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseClientsOnFailedBegin } from '../server/db/pg-transactions';
import { testDrivers } from './support/app';

/**
 * A transaction whose pooled connection died before its BEGIN (a PostgreSQL restart) gives its client back to the
 * pool (server/db/pg-transactions.ts): drizzle's own transaction kept it checked out for good. The connection is
 * cut the moment the pool hands the client out, so BEGIN is the first statement to meet it.
 */
describe.each(testDrivers().filter((d) => d === 'postgres'))('transactions on a pool of %s', () => {
  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });

  const poolCuttingItsNextClient = () => {
    const p = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    p.on('error', () => undefined);
    p.on('connect', (client) => client.on('error', () => undefined));
    let cut = false;
    p.on('acquire', (client) => {
      if (cut) return;
      cut = true;
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    return p;
  };
  const checkedOut = (p: pg.Pool) => p.totalCount - p.idleCount;

  it('releases the client when BEGIN fails, and the pool goes on', async () => {
    pool = poolCuttingItsNextClient();
    const db = drizzle({ client: pool });
    releaseClientsOnFailedBegin(db, pool);
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(checkedOut(pool)).toBe(0);
    const done = await db.transaction(async (tx) => (await tx.execute(sql`select 41 + 1 as n`)).rows[0]);
    expect(done).toEqual({ n: 42 });
    expect(checkedOut(pool)).toBe(0);
  });

  it('rolls back what the work wrote when it throws, and releases the client', async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    const db = drizzle({ client: pool });
    releaseClientsOnFailedBegin(db, pool);
    const table = `t_release_${Date.now()}`;
    await db.execute(sql.raw(`create table ${table} (n int)`));
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql.raw(`insert into ${table} values (1)`));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(checkedOut(pool)).toBe(0);
      expect((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows).toEqual([{ n: 0 }]);
    } finally {
      await db.execute(sql.raw(`drop table ${table}`));
    }
  });

  it('without it, drizzle keeps the client of a failed BEGIN checked out (why it exists)', async () => {
    pool = poolCuttingItsNextClient();
    const db = drizzle({ client: pool });
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(checkedOut(pool)).toBe(1);
    // give it back so that the pool can end
    const leaked = (pool as unknown as { _clients: pg.PoolClient[] })._clients[0]!;
    leaked.release(new Error('leaked'));
  });
});
