import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { eventToRanks } from './live';
import { withFreshPgDatabase } from './support/pg';

/**
 * One prediction room of 1,000,000 entries (issue 22 M3), `npm run bench -- mega`: the production code as it is
 * today, measured, beside a bare SQL rank() over the same rows (printed by eventToRanks).
 * - event → new ranks: a question resolved, rescoreMatch, the first page and "my rank" (goal ≤ 5 s);
 * - settlement of the room in a process of its own (goal ≤ 60 s, paid once, under 1 GiB resident), its peak memory
 *   measured there; a failure is printed, not thrown.
 */
const ENTRIES = 1_000_000;
const EVENTS = 3;
const SETTLE_TIMEOUT_MS = 300_000;

interface Settled {
  ms: number;
  winners?: number;
  prizesPaise?: number;
  error?: string;
  peakRssMiB: number;
}

function settleApart(databaseUrl: string, roomId: number): Promise<Settled> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/settle-room.ts', databaseUrl, String(roomId)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const started = performance.now();
    const timer = setTimeout(() => child.kill('SIGKILL'), SETTLE_TIMEOUT_MS);
    // sampled from outside too, so a settlement that is killed (timeout, out of memory) still reports its peak
    let sampledMiB = 0;
    const sampler = setInterval(() => {
      try {
        sampledMiB = Math.max(sampledMiB, Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
      } catch {
        // gone
      }
    }, 500);
    let result: Settled | null = null;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) result = JSON.parse(line) as Settled;
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      clearInterval(sampler);
      const timedOut = performance.now() - started >= SETTLE_TIMEOUT_MS;
      const why = timedOut ? `not finished in ${SETTLE_TIMEOUT_MS / 1000} s` : `exited (${signal ?? code}): ${stderr.trim().split('\n').slice(-1)[0] ?? ''}`;
      resolve(result ?? { ms: performance.now() - started, error: why, peakRssMiB: sampledMiB });
    });
  });
}

export async function benchMegaRoom(): Promise<void> {
  await withFreshPgDatabase(async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
    let roomId: number;
    try {
      await migrateDatabase(database);
      console.info(`one prediction room of ${ENTRIES.toLocaleString('en')} entries (goals: event → ranks ≤ 5 s, settlement ≤ 60 s, < 1 GiB per process)`);
      ({ roomId } = await eventToRanks(database.db, ENTRIES, EVENTS));
    } finally {
      await database.close();
    }
    const settled = await settleApart(url, roomId);
    console.info(
      settled.error
        ? `   settlement of the room: FAILED after ${(settled.ms / 1000).toFixed(1)} s (${settled.error}); peak resident ${settled.peakRssMiB.toFixed(0)} MiB`
        : `   settlement of the room: ${(settled.ms / 1000).toFixed(1)} s (goal ≤ 60 s), ${settled.winners} winners, ${settled.prizesPaise} paise, peak resident ${settled.peakRssMiB.toFixed(0)} MiB (goal < 1,024)`,
    );
  });
}
