import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL every machine here runs; override with BENCH_PG_ADMIN_URL. */
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Run `fn` with the URL of a fresh PostgreSQL database, dropped afterwards. */
export async function withFreshPgDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `pickxi_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
