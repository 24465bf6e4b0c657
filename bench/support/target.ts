import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface BenchTarget {
  url: string;
  token: string;
  /** the API processes (one, or BENCH_WORKERS) */
  pids: number[];
  stop(): Promise<void>;
}

/**
 * Start bench/support/server.ts in a child process and wait for its {port, token} line.
 * BENCH_SERVER_NODE_FLAGS adds node flags to that process only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
export async function startTarget(env: Record<string, string> = {}): Promise<BenchTarget> {
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...flags, '--import', 'tsx', 'bench/support/server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { port, token, pids } = JSON.parse(first) as { port: number; token: string; pids: number[] };
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    pids,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
