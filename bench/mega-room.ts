import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 *   measured there; a failure is printed, not thrown;
 * - its report read back part by part into a file, and `npm run verify-settlement` streaming that file, each in a
 *   process of its own with its peak memory.
 */
const ENTRIES = 1_000_000;
const EVENTS = 3;
const APART_TIMEOUT_MS = 300_000;

interface Apart {
  ms: number;
  peakRssMiB: number;
  /** the child's JSON line, if it printed one */
  result: Record<string, unknown> | null;
  error?: string;
  stdout: string;
}

/** A node process of its own, its peak resident memory sampled from outside too (a killed child still reports it). */
function runApart(args: string[]): Promise<Apart> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const started = performance.now();
    const timer = setTimeout(() => child.kill('SIGKILL'), APART_TIMEOUT_MS);
    let sampledMiB = 0;
    const sampler = setInterval(() => {
      try {
        sampledMiB = Math.max(sampledMiB, Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
      } catch {
        // gone
      }
    }, 250);
    let result: Record<string, unknown> | null = null;
    createInterface({ input: child.stdout }).on('line', (line) => {
      stdout += `${line}\n`;
      if (line.startsWith('{')) result = JSON.parse(line) as Record<string, unknown>;
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      clearInterval(sampler);
      const ms = performance.now() - started;
      const peak = Math.max(sampledMiB, Number(result?.peakRssMiB ?? 0));
      const failed = ms >= APART_TIMEOUT_MS ? `not finished in ${APART_TIMEOUT_MS / 1000} s` : code !== 0 && code !== 1 ? `exited (${signal ?? code}): ${stderr.trim().split('\n').slice(-1)[0] ?? ''}` : undefined;
      resolve({ ms, peakRssMiB: peak, result, stdout, ...(failed ? { error: failed } : {}) });
    });
  });
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

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
    const settled = await runApart(['bench/support/settle-room.ts', url, String(roomId)]);
    const r = settled.result as { winners?: number; prizesPaise?: number; parts?: number; bytes?: number; error?: string } | null;
    if (settled.error || !r || r.error) {
      console.info(`   settlement of the room: FAILED after ${(settled.ms / 1000).toFixed(1)} s (${settled.error ?? r?.error ?? 'no result'}); peak resident ${settled.peakRssMiB.toFixed(0)} MiB`);
      return;
    }
    console.info(
      `   settlement of the room (one pass in ranking order, report in parts, ADR 022): ${(settled.ms / 1000).toFixed(1)} s (goal ≤ 60 s), ${r.winners} winners, ` +
        `${r.prizesPaise} paise; report ${mib(r.bytes ?? 0)} MiB in ${r.parts} parts; peak resident ${settled.peakRssMiB.toFixed(0)} MiB (goal < 1,024)`,
    );
    const file = path.join(tmpdir(), `pickxi-mega-report-${process.pid}.json`);
    try {
      const exported = await runApart(['bench/support/export-report.ts', url, String(roomId), file]);
      const verified = await runApart(['scripts/verify-settlement.ts', file]);
      const verdict = verified.error ?? (verified.stdout.includes('AGREES') ? 'AGREES' : verified.stdout.split('\n').slice(0, 4).join(' / '));
      console.info(
        `   the report read back part by part into a file: ${(exported.ms / 1000).toFixed(1)} s, peak ${exported.peakRssMiB.toFixed(0)} MiB; ` +
          `npm run verify-settlement streaming it: ${verdict} in ${(verified.ms / 1000).toFixed(1)} s, peak resident ${verified.peakRssMiB.toFixed(0)} MiB`,
      );
    } finally {
      rmSync(file, { force: true });
    }
  });
}
