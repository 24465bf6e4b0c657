/**
 * A benchmark target: the real PickXI app in its own process (so the load
 * generator in the parent does not share its event loop), seeded, with one
 * extra route — a bare Fastify handler returning a constant — as the
 * same-process reference every API figure is divided by.
 *
 * BENCH_WORKERS=N (PostgreSQL): this process prepares the database and the fixture, then forks N API processes that
 * share the port through node's cluster module, as `WORKERS=N npm start` does (server/cluster.ts).
 *
 * Prints one JSON line {port, token, pids} on stdout when listening.
 */
import cluster from 'node:cluster';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { poolSizeFor } from '../../server/db/pool-size';
import { seedDemo } from '../../server/db/seed';

import { BARE_ROUTE } from './constants';
import { createJoinBenchFixture, registerJoinBenchRoutes, type JoinBenchSize } from './joins-fixture';

const workers = Number(process.env.BENCH_WORKERS ?? 1);
const config = testConfig({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  rateLimitPerMinute: 10_000_000,
  logLevel: 'silent',
  // measure what production runs: no per-response zod check (tests add it under NODE_ENV=test)
  nodeEnv: 'production',
  workers,
  dbPoolSize: poolSizeFor(workers),
  ...(process.env.BENCH_STATIC_DIR ? { staticDir: process.env.BENCH_STATIC_DIR } : {}),
});
const joinsFile = process.env.BENCH_JOINS_FILE;
const joinsSize: JoinBenchSize | undefined = process.env.BENCH_JOINS_SIZE ? (JSON.parse(process.env.BENCH_JOINS_SIZE) as JoinBenchSize) : undefined;

/** Migrations, seed and the join fixture: once, before any API process serves. */
async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDemo(database.db, new Date());
  if (joinsFile) await createJoinBenchFixture(database, config, joinsFile, joinsSize);
}

/** One API process; resolves with its port once it listens. */
async function serve(database: Database): Promise<{ port: number; token: string }> {
  const app = await buildApp({ config, database });
  app.get(BARE_ROUTE, () => ({ status: 200, data: { ok: true } }));
  if (joinsFile) registerJoinBenchRoutes(app, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const auth = await app.inject({
    method: 'POST',
    url: '/api/f2p/v1/user/authToken',
    headers: { authorization: `Bearer ${config.platformBearer}` },
    payload: { gaid: `bench-device-${process.pid}` },
  });
  const token = (auth.json() as { data: { token: string } }).data.token;
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  return { port: (app.server.address() as { port: number }).port, token };
}

async function main(): Promise<void> {
  if (cluster.isWorker) {
    const { port, token } = await serve(await openDatabase(config));
    process.send?.({ port, token, pid: process.pid });
    return;
  }
  if (workers <= 1) {
    // one process, on one database (an in-memory PGlite lives in this process)
    const database = await openDatabase(config);
    await prepare(database);
    const { port, token } = await serve(database);
    process.stdout.write(`${JSON.stringify({ port, token, pids: [process.pid] })}\n`);
    return;
  }
  const database = await openDatabase({ ...config, dbPoolSize: poolSizeFor(1) });
  await prepare(database);
  await database.close();
  const ready: { port: number; token: string; pid: number }[] = [];
  for (let i = 0; i < workers; i++) {
    cluster.fork().on('message', (m: { port: number; token: string; pid: number }) => {
      ready.push(m);
      if (ready.length === workers) process.stdout.write(`${JSON.stringify({ port: m.port, token: m.token, pids: ready.map((r) => r.pid) })}\n`);
    });
  }
  const stop = () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
