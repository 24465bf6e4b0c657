import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';

/**
 * `npm run staff -- add …` while a server holds the PGlite files asks that server over loopback. The server may
 * listen on a port that fetch refuses (WHATWG "bad ports": 4190, 6665–6669, …); the script must still reach it.
 */
const run = promisify(execFile);
const JWT_SECRET = 'staff-script-test-secret-0123456789abcdef';
const BAD_PORT = 6667;

describe('npm run staff against a running server on a fetch-blocked port', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pickxi-staff-'));
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the operator through the server holding DATA_DIR', async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateDatabase(database);
    const app = await buildApp({ config: testConfig({ jwtSecret: JWT_SECRET, dataDir: dir }), database });
    await app.listen({ port: BAD_PORT, host: '127.0.0.1' });
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'add', '--phone', '9000000009', '--password', 'long secret 9', '--role', 'operator'], {
        env: { ...process.env, DATA_DIR: dir, PORT: String(BAD_PORT), JWT_SECRET, DATABASE_URL: '' },
        timeout: 60_000,
      });
      expect(stdout).toMatch(/^Created operator 9000000009 \(user \d+\)/);
    } finally {
      await app.close();
    }
  }, 90_000);
});
