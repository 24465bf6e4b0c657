import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of a test's own (`initdb` + `pg_ctl` on a free port), for tests that stop and restart the
 * database under a running API. The shared server on 5432 is never touched: every other test uses it.
 * The binaries come from PATH, or PG_BIN. PostgreSQL refuses to run as root, so as root the cluster runs as the
 * `postgres` system user.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  /** asynchronous, so the API under test keeps serving (and failing) while the database goes and comes back */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** stops the cluster and deletes its files */
  destroy(): void;
}

const execFileAsync = promisify(execFile);

function bin(name: string): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

/** True when this machine can make a cluster (initdb on PATH or in PG_BIN). */
export function canRunPrivatePostgres(): boolean {
  try {
    execFileSync(bin('initdb'), ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'pickxi-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin(cmd), ...args], { stdio: 'pipe' }) : execFileSync(bin(cmd), args, { stdio: 'pipe' });
  const data = path.join(root, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-N', '-E', 'UTF8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const runAsync = async (cmd: string, args: string[]) => {
    await (asRoot ? execFileAsync('runuser', ['-u', 'postgres', '--', bin(cmd), ...args]) : execFileAsync(bin(cmd), args));
  };
  const startArgs = ['-D', data, '-o', options, '-l', path.join(root, 'log'), '-w', 'start'];
  // fast: the running sessions are terminated at once (57P01), as in a restart for maintenance or a failover
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop'];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => runAsync('pg_ctl', startArgs),
    stop: () => runAsync('pg_ctl', stopArgs),
    destroy() {
      try {
        run('pg_ctl', stopArgs);
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
