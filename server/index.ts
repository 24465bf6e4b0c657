import { networkInterfaces } from 'node:os';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { migrateDatabase } from './db/migrate';
import { seedDemo } from './db/seed';
import { createFeed, type FeedProvider } from './feeds';
import { backfillDemo } from './modules/matches/demo';
import { ensureDemoPhoneUser } from './modules/auth/service';

/** Start PickXI: config → database (lock) → migrations → demo seed → HTTP. */

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

async function main(): Promise<void> {
  const startedAt = new Date();
  const config = loadConfig();
  // `npm run staff` run beside a starting server may hold the PGlite files for a moment: wait for it.
  const database: Database = await openDatabase(config, { lockWaitMs: 20_000 });
  let closing = false;
  try {
    await migrateDatabase(database);
    if (config.seedDemo) {
      await database.exclusive(async () => {
        // FEED=replay: the replayed files are the catalogue; nothing would play the demo's own matches
        await seedDemo(database.db, new Date(), { catalogue: config.feed.provider.kind === 'sim' });
        await ensureDemoPhoneUser(database.db);
      });
    }
  } catch (err) {
    await database.close();
    throw err;
  }

  const feed = createFeed(config.feed, startedAt);
  if (config.seedDemo && feed.name === 'sim') await playDemoHistory(config, database, feed, startedAt);
  const app = await buildApp({ config, database, matchFeed: feed });

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
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
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.info(`PickXI is running at http://localhost:${port}`);
  if (config.host === '0.0.0.0' || config.host === '::') {
    for (const ip of lanAddresses()) console.info(`  on your network: http://${ip}:${port}`);
  }
  console.info(`  database: ${database.driver}, money mode: ${config.moneyMode}, match feed: ${config.feed.provider.kind}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('PickXI failed to start:', err);
  }
  process.exit(1);
});
