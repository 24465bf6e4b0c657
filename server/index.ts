import cluster from 'node:cluster';
import { networkInterfaces } from 'node:os';
import { buildApp } from './app';
import { superviseWorkers, type ListeningMessage } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { poolSizeFor } from './db/pool-size';
import { migrateDatabase } from './db/migrate';
import { seedDemo } from './db/seed';
import { createFeed, type FeedProvider } from './feeds';
import { backfillDemo } from './modules/matches/demo';
import { ensureDemoPhoneUser } from './modules/auth/service';

/**
 * Start PickXI: config → database (lock) → migrations → demo seed → HTTP. With WORKERS=N (PostgreSQL only) this
 * process prepares the database, then supervises N API processes that serve the port together (server/cluster.ts).
 */

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

/** The demo player's finished matches (server/modules/matches/demo.ts), played on an app whose clock goes back. */
async function playDemoHistory(config: Config, database: Database, feed: FeedProvider, now: Date): Promise<void> {
  let clock = now;
  const app = await buildApp({ config: { ...config, logLevel: 'warn' }, database, clock: () => clock });
  try {
    await app.ready();
    await backfillDemo(app, feed, (at) => (clock = at), now, config.feed.pointsFinalAfterS * 1000);
  } catch (err) {
    console.warn('PickXI demo: could not play the demo history:', err);
  } finally {
    await app.close();
  }
}

/**
 * Migrations, the demo seed and the demo's history: once per database, before any process serves. Under the
 * database's exclusive lock, so API processes started side by side on one PostgreSQL do it one after the other
 * (the second finds it done).
 */
async function prepareDatabase(config: Config, database: Database, startedAt: Date): Promise<void> {
  await migrateDatabase(database);
  if (!config.seedDemo) return;
  await database.exclusive(async () => {
    // FEED=replay: the replayed files are the catalogue; nothing would play the demo's own matches
    await seedDemo(database.db, new Date(), { catalogue: config.feed.provider.kind === 'sim' });
    await ensureDemoPhoneUser(database.db);
  });
  const feed = createFeed(config.feed, startedAt);
  if (feed.name === 'sim') await database.exclusive(() => playDemoHistory(config, database, feed, startedAt));
}

/** One API process: the app on `database`, listening on the port, closed gracefully on SIGTERM / SIGINT. */
async function serve(config: Config, database: Database, startedAt: Date, onListening: (port: number) => void): Promise<void> {
  const app = await buildApp({ config, database, matchFeed: createFeed(config.feed, startedAt) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      // requests in flight finish (new ones get 503), then the jobs stop and the queued joins are decided (wiring.ts)
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await database.close();
    throw err;
  }
  onListening((app.server.address() as { port: number } | null)?.port ?? config.port);
}

function announce(config: Config, port: number, driver: string): void {
  console.info(`PickXI is running at http://localhost:${port}`);
  if (config.host === '0.0.0.0' || config.host === '::') {
    for (const ip of lanAddresses()) console.info(`  on your network: http://${ip}:${port}`);
  }
  const processes = config.workers > 1 ? `, API processes: ${config.workers}` : '';
  console.info(`  database: ${driver}, money mode: ${config.moneyMode}, match feed: ${config.feed.provider.kind}${processes}`);
}

/** The primary's start, handed to its workers (Config.startedAt) so that every process's feed counts from the same instant. */
const STARTED_AT_ENV = 'PICKXI_STARTED_AT';

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) {
    const startedAt = config.startedAt ?? new Date();
    const database = await openDatabase(config);
    await serve(config, database, startedAt, (port) => process.send?.({ type: 'pickxi:listening', port } satisfies ListeningMessage));
    return;
  }

  const startedAt = new Date();
  // `npm run staff` run beside a starting server may hold the PGlite files for a moment: wait for it.
  // With WORKERS=N the pool is sized for one of N processes; this one prepares alone, then closes before they start.
  const database: Database = await openDatabase({ ...config, dbPoolSize: Math.max(config.dbPoolSize, poolSizeFor(1)) }, { lockWaitMs: 20_000 });
  try {
    await prepareDatabase(config, database, startedAt);
  } catch (err) {
    await database.close();
    throw err;
  }
  if (config.workers > 1) {
    await database.close();
    superviseWorkers({
      workers: config.workers,
      env: { [STARTED_AT_ENV]: startedAt.toISOString() },
      onListening: (port) => announce(config, port, 'postgres'),
    });
    return;
  }
  await serve(config, database, startedAt, (port) => announce(config, port, database.driver));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('PickXI failed to start:', err);
  }
  process.exit(1);
});
