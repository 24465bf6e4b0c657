import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/**
 * drizzle-orm's node-postgres transaction (0.45) sends BEGIN before its try/finally. When the pooled connection it
 * checked out was terminated in between (a PostgreSQL restart, a failover), BEGIN fails and the client is never
 * released: the pool keeps it as checked out for good, so every restart can shrink the pool by a connection, and
 * `pool.end()` waits forever (tests/platform-outage.test.ts hung in its afterAll until this). This replaces the
 * transaction of one drizzle database with the same steps (BEGIN, the work, COMMIT or ROLLBACK) where the client is
 * released whatever fails.
 */
export function releaseClientsOnFailedBegin(db: object, pool: pg.Pool): void {
  const session = (db as { session: NodePgSession<never, never> }).session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
    transaction: (fn: (tx: NodePgTransaction<never, never>) => Promise<unknown>, config?: Parameters<NodePgSession<never, never>['transaction']>[1]) => Promise<unknown>;
  };
  session.transaction = async (fn, config) => {
    const client = await pool.connect();
    const txSession = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction<never, never>(session.dialect, txSession as never, session.schema as never);
    // a failed ROLLBACK leaves the session in doubt: the error makes the pool drop the client (a broken connection,
    // whatever failed, is dropped by the pool anyway)
    let rollbackFailed: Error | undefined;
    try {
      await tx.execute(sql`begin`);
      try {
        if (config) await tx.setTransaction(config);
        const result = await fn(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((e: Error) => (rollbackFailed = e));
        throw error;
      }
    } finally {
      client.release(rollbackFailed);
    }
  };
}
