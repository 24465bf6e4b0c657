import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Steps of the mega benches run in node processes of their own (ADR 022): the settlement of a 1,000,000-entry room,
 * its report read back part by part, and `npm run verify-settlement` over it, each with its own peak memory, and a
 * failure (out of memory, a timeout) printed instead of ending the bench.
 */
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
export function runApart(args: string[]): Promise<Apart> {
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

/** Settles a locked room apart, reads its report back into a file and verifies it apart; prints one line each. */
export async function settleAndVerifyApart(url: string, roomId: number): Promise<void> {
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
}
