/**
 * Staff accounts (ADR 008 "Staff"):
 *   npm run staff -- add --phone 9000000001 --password 'long secret' --role operator|finance|support
 * Staff log in with the ordinary phone login. Writes to the database the server is configured with (DATABASE_URL,
 * or the PGlite files in DATA_DIR); when a running server holds the PGlite files, asks that server instead (over
 * loopback, with a secret derived from the server's JWT secret in DATA_DIR).
 */
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { opsAddStaffBody, opsAddStaffRoute } from '../core/api/ops';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError } from '../server/db/lock';
import { migrateDatabase } from '../server/db/migrate';
import { staffScriptSecret } from '../server/modules/ops/routes';
import { upsertStaffAccount } from '../server/modules/ops/staff-accounts';

const USAGE = "usage: npm run staff -- add --phone 9XXXXXXXXX --password 'at least 8 characters' --role operator|finance|support";

/**
 * POST JSON to the server on loopback. node:http, not fetch: fetch refuses the WHATWG "bad ports" (4190, 6000,
 * 6665–6669, 10080, …) that a server may well listen on.
 */
function postJson(port: number, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown });
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The server that holds the files may still be starting (migrations, demo seed): wait up to a minute for it. */
async function postWhenListening(port: number, path: string, headers: Record<string, string>, body: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postJson(port, path, headers, body);
    } catch (err) {
      if (attempt >= 60) throw new Error(`the server holding DATA_DIR does not answer on port ${port}: ${(err as Error).message}`, { cause: err });
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function viaServer(port: number, secret: string, body: unknown) {
  const res = await postWhenListening(port, opsAddStaffRoute.path, { 'x-pickxi-staff-secret': secret }, JSON.stringify(body));
  const json = res.json as { data?: unknown; message?: string };
  if (res.status >= 400) throw new Error(`the running server refused: ${json.message ?? res.status}`);
  return opsAddStaffRoute.data.parse(json.data);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { phone: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
  });
  if (positionals[0] !== 'add') throw new Error(USAGE);
  const input = opsAddStaffBody.safeParse(values);
  if (!input.success) throw new Error(`${z.prettifyError(input.error)}\n${USAGE}`);

  const config = loadConfig(process.env);
  let result;
  try {
    const database = await openDatabase(config);
    try {
      await migrateDatabase(database);
      result = await upsertStaffAccount(database.db, input.data);
    } finally {
      await database.close();
    }
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    result = await viaServer(config.port, staffScriptSecret(config.jwtSecret), input.data);
  }
  console.info(`${result.created ? 'Created' : 'Updated'} ${result.role} ${input.data.phone} (user ${result.user_id}); log in with the phone login.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
});
