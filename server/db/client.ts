import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { waitForDataDirLock, type DataDirLock } from './lock';
import { releaseClientsOnFailedBegin } from './pg-transactions';
import { poolSizeFor } from './pool-size';
import * as schema from './schema';

export type Schema = typeof schema;
/** One database type for both drivers. A transaction (`tx`) is also a Db. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  close(): Promise<void>;
  /**
   * Run `fn` while holding a cluster-wide lock (PostgreSQL advisory lock), so API processes
   * starting together apply migrations one after the other. PGlite is single-process: no-op.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: a new client outside the pool on the same database, for a connection that is
   * held for good (LISTEN). Undefined on PGlite, where this process is the only one.
   */
  dedicatedClient?: (applicationName: string) => pg.Client;
  /** PGlite only: LISTEN inside this process (NOTIFY is delivered at COMMIT, as on PostgreSQL). */
  listenInProcess?: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
}

const CONNECT_TIMEOUT_MS = 5000;

/** pg_advisory_lock key for migrations and the demo seed ('PickXI' in hex). */
const MIGRATION_LOCK_KEY = 0x5069636b5849;

/**
 * PostgreSQL when config.databaseUrl is set; otherwise PGlite persisted in
 * DATA_DIR/pglite under an exclusive lock; with no dataDir, an in-memory PGlite (tests).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dbPoolSize'>>,
  /** how long to wait for DATA_DIR's lock while another live process holds it (the server waits; tools do not) */
  { lockWaitMs = 0 }: { lockWaitMs?: number } = {},
): Promise<Database> {
  if (config.databaseUrl) {
    // JIT off: the server's short statements never gain from it, and the counted ranks of a 100,000-entry room
    // (correlated counts the planner prices as scans) crossed jit_above_cost and spent ~250 ms compiling each read.
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.dbPoolSize ?? poolSizeFor(1),
      options: '-c jit=off',
      // A database that does not answer (down, restarting, unreachable) fails the request within seconds as 503
      // (server/http/errors.ts) instead of queueing it behind a connection attempt that never ends.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client can be terminated by the server (restart, failover, DROP … WITH (FORCE)). Without a
    // listener pg re-emits that as an unhandled 'error' event and the whole process exits; the pool
    // already discards the broken client and the next query opens a fresh one.
    pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
    // A client checked out of the pool (a transaction between two statements) has no listener of the pool's: a
    // restart that terminates its session would crash the process with an unhandled 'error'. The statement in
    // flight fails on its own (→ 503, server/http/errors.ts) and the pool drops the broken client on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // Fail fast with a clear message instead of at the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    releaseClientsOnFailedBegin(db, pool);
    return {
      db,
      driver: 'postgres',
      close: () => pool.end(),
      dedicatedClient: (applicationName) =>
        new pg.Client({ connectionString: config.databaseUrl, application_name: applicationName, keepAlive: true, query_timeout: 5000 }),
      async exclusive(fn) {
        // A session-level lock on a dedicated connection; the work itself uses the pool.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            return await fn();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          holder.release();
        }
      },
    };
  }

  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (config.dataDir) {
    lock = await waitForDataDirLock(config.dataDir, lockWaitMs);
    try {
      client = await PGlite.create(path.join(config.dataDir, 'pglite'));
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    exclusive: (fn) => fn(),
    listenInProcess: (channel, onNotify) => client.listen(channel, onNotify),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
