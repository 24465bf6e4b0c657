import cluster, { type Worker } from 'node:cluster';

/**
 * WORKERS=N (ADR 019): this process becomes the cluster's primary. It serves nothing itself: it forks N API processes
 * that share the port (node's cluster module hands each new connection to the next process), starts a new one
 * whenever one dies (a crash, an OOM kill, `kill -9`), and on SIGTERM or SIGINT asks every process to shut down
 * gracefully (each finishes its requests in flight and decides its queued joins, server/index.ts) before it exits.
 */

/** What a worker tells the primary once it listens. */
export interface ListeningMessage {
  type: 'pickxi:listening';
  port: number;
}

export function isListeningMessage(m: unknown): m is ListeningMessage {
  return typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'pickxi:listening';
}

/** A worker that has not exited this long after SIGTERM is killed: a stuck request must not block a deploy. */
const STOP_DEADLINE_MS = 30_000;
/** A worker dying this soon after its start is restarted only after a pause, so a crash loop does not spin. */
const QUICK_DEATH_MS = 10_000;
const RESTART_PAUSE_MS = 2_000;

export interface SuperviseOptions {
  workers: number;
  /** environment every worker gets besides the primary's own */
  env: Record<string, string>;
  /** once every worker listens for the first time */
  onListening: (port: number) => void;
}

export function superviseWorkers({ workers, env, onListening }: SuperviseOptions): void {
  let stopping = false;
  let exitCode = 0;
  let announced = false;
  const listening = new Set<number>();
  const startedAt = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    startedAt.set(worker.id, Date.now());
    worker.on('message', (message: unknown) => {
      if (!isListeningMessage(message)) return;
      listening.add(worker.id);
      console.info(`  API process ${worker.process.pid} is ready`);
      if (!announced && listening.size >= workers) {
        announced = true;
        onListening(message.port);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!wasListening && !announced) {
      // It never served: a bad configuration or an unreachable database, which every other worker meets too.
      console.error(`PickXI: API process ${worker.process.pid} failed to start (exit ${signal ?? code}); stopping`);
      stop(1);
      return;
    }
    console.warn(`PickXI: API process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    if (lived < QUICK_DEATH_MS) setTimeout(() => !stopping && fork(), RESTART_PAUSE_MS);
    else fork();
  });

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (alive.length === 0) process.exit(exitCode);
    for (const w of alive) w.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_DEADLINE_MS).unref();
  };
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));

  for (let i = 0; i < workers; i++) fork();
}
