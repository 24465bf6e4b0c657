import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { openDatabase, type Database, type DbDriver } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';

/**
 * Integration harness. Every suite runs on in-memory PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (a fresh database per test file, dropped afterwards):
 *
 *   describe.each(testDrivers())('... on %s', (driver) => {
 *     const db = useTestDatabase(driver);           // beforeAll/afterAll inside
 *     it('...', async () => { const app = await createTestApp(db()); ... });
 *   });
 */
export function testDrivers(): DbDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDatabase(driver: DbDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
    await migrateDatabase(database);
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `pickxi_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
  databaseUrls.set(database, url);
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      try {
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await drop.end();
      }
    },
  };
}

const databaseUrls = new WeakMap<Database, string>();

/**
 * PostgreSQL only: a second pool on the same test database, as another API process would have
 * (its own connections, nothing shared in memory). The caller closes it.
 */
export async function openSameDatabaseAgain(database: Database): Promise<Database> {
  const url = databaseUrls.get(database);
  if (!url) throw new Error('only a PostgreSQL test database can be opened twice');
  return openDatabase({ databaseUrl: url, dataDir: undefined });
}

/** beforeAll/afterAll for one database per describe block; returns a getter. */
export function useTestDatabase(driver: DbDriver): () => Database {
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await testDb?.dispose();
  });
  return () => {
    if (!testDb) throw new Error('test database not open yet (use it inside a test or hook)');
    return testDb.database;
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: () => Date;
  /** add test-only routes before the app is ready */
  register?: (app: FastifyInstance) => void | Promise<void>;
  sessionListener?: BuildAppOptions['sessionListener'];
  /** the results port of staff actions (a fake in tests) */
  results?: BuildAppOptions['results'];
}

const openApps = new Set<FastifyInstance>();

export async function createTestApp(database: Database, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.sessionListener ? { sessionListener: options.sessionListener } : {}),
    ...(options.results ? { results: options.results } : {}),
  });
  await options.register?.(app);
  await app.ready();
  openApps.add(app);
  return app;
}

/** Close every app this file created (the database stays open for the next test). */
export async function closeTestApps(): Promise<void> {
  await Promise.all([...openApps].map((a) => a.close()));
  openApps.clear();
}

export const PLATFORM_AUTH = { authorization: 'Bearer pickxi-web-client' };

export function newGaid(): string {
  return `test-${randomUUID()}`;
}

/** A guest's access token. */
export async function guestToken(app: FastifyInstance, gaid = newGaid()): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/f2p/v1/user/authToken',
    headers: PLATFORM_AUTH,
    payload: { gaid },
  });
  if (res.statusCode !== 200) throw new Error(`authToken failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
