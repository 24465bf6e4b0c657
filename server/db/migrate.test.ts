import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const adminUrl = process.env.TEST_DATABASE_URL;

// Two API processes starting together on one fresh PostgreSQL database must not both migrate.
// Registered only when a PostgreSQL server is configured (never a skipped test).
if (adminUrl) describe('migrations on PostgreSQL', () => {
  it('concurrent starts apply the migrations once, without errors', async () => {
    const name = `pickxi_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const a = await openDatabase({ databaseUrl: url.toString(), dataDir: undefined });
    const b = await openDatabase({ databaseUrl: url.toString(), dataDir: undefined });
    try {
      await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const tables = await check.query("select count(*)::int as n from pg_tables where tablename = 'users'");
      await check.end();
      expect(applied.rows[0].n).toBeGreaterThan(0);
      expect(tables.rows[0].n).toBe(1);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('migrations on PGlite', () => {
  it('apply twice without change (idempotent start)', async () => {
    const db = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
    try {
      await migrateDatabase(db);
      await migrateDatabase(db);
      const client = (db.db as unknown as { $client: { query(sql: string): Promise<{ rows: { n: number }[] }> } })
        .$client;
      const res = await client.query("select count(*)::int as n from pg_tables where tablename = 'sessions'");
      expect(res.rows[0]!.n).toBe(1);
    } finally {
      await db.close();
    }
  });
});
