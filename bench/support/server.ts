/**
 * A benchmark target: the real PickXI app in its own process (so the load
 * generator in the parent does not share its event loop), seeded, with one
 * extra route — a bare Fastify handler returning a constant — as the
 * same-process reference every API figure is divided by.
 *
 * Prints one JSON line {port, token} on stdout when listening.
 */
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';

import { BARE_ROUTE } from './constants';
import { setupJoinBench } from './joins-fixture';

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const config = testConfig({
    databaseUrl,
    rateLimitPerMinute: 10_000_000,
    logLevel: 'silent',
    // measure what production runs: no per-response zod check (tests add it under NODE_ENV=test)
    nodeEnv: 'production',
    ...(process.env.BENCH_STATIC_DIR ? { staticDir: process.env.BENCH_STATIC_DIR } : {}),
  });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await seedDemo(database.db, new Date());
  const app = await buildApp({ config, database });
  app.get(BARE_ROUTE, () => ({ status: 200, data: { ok: true } }));
  // Join storm (bench/joins.ts): funded players, configs and a drain probe.
  if (process.env.BENCH_JOINS_FILE) await setupJoinBench(app, database, process.env.BENCH_JOINS_FILE);
  await app.listen({ port: 0, host: '127.0.0.1' });

  const auth = await app.inject({
    method: 'POST',
    url: '/api/f2p/v1/user/authToken',
    headers: { authorization: `Bearer ${config.platformBearer}` },
    payload: { gaid: `bench-device-${process.pid}` },
  });
  const token = (auth.json() as { data: { token: string } }).data.token;
  const port = (app.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ port, token })}\n`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main();
