import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The real server (`node --import tsx server/index.ts`) in a child process, for tests that kill it with SIGKILL.
 * With WORKERS=N in `env` the child is the cluster's primary; `workerPids` holds the API processes it reported
 * ready (server/cluster.ts), newest last, including the ones it starts to replace a dead one.
 */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  workerPids: number[];
}

const children = new Set<ChildProcess>();

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const workerPids: number[] = [];
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    const worker = /API process (\d+) is ready/.exec(line);
    if (worker) workerPids.push(Number(worker[1]));
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s: ${stderr}`)), 60_000);
    lines.on('line', (line) => {
      const m = /running at http:\/\/localhost:(\d+)/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, workerPids };
}

/** SIGKILL, resolved once the process is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(child.pid as number, 'SIGKILL');
  });
}

/** SIGKILL of a process that is not our child (a cluster worker), resolved once it is gone. */
export async function killPidHard(pid: number): Promise<void> {
  process.kill(pid, 'SIGKILL');
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** SIGTERM (a graceful stop: a cluster's primary stops its workers first), resolved once the process is gone. */
export function stopGracefully(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Every server a test started and left running. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...children].map(killHard));
}

export function databaseUrlNamed(name: string): string {
  const u = new URL(process.env.TEST_DATABASE_URL as string);
  u.pathname = `/${name}`;
  return u.toString();
}
