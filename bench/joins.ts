import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { joinRequest, type JoinBenchFixture } from './support/joins-fixture';
import { BARE_ROUTE } from './support/constants';
import { load, pct } from './support/load';
import { startTarget, type BenchTarget } from './support/target';
import { withFreshPgDatabase } from './support/pg';

/**
 * Join storm (ADR 003), on PostgreSQL (a fresh database, or BENCH_DATABASE_URL) and on PGlite:
 *   1. hot: closed-loop requestJoin load on ONE config, then wait until the engine drained the
 *      queue; joins/s = decided orders / (load time + drain time)
 *   2. spread: the same load over 100 configs
 *      → hot as a percentage of spread (target ≥ 70 %: batching per config must not convoy)
 *   3. request-join latency at a fixed 1,000 offered joins/s on one config (target p99 ≤ 150 ms)
 * Every request is a distinct (player, set) with its own Idempotency-Key, so each one queues an order.
 */

const LOAD_SECONDS = 5;
const CONNECTIONS = 50;

interface StormResult {
  sent: number;
  non2xx: number;
  p50Ms: number;
  p99Ms: number;
  decided: number;
  seated: number;
  joinsPerSecond: number;
  /** join-engine batches this run took (orders per batch = decided / batches) */
  batches: number;
}

async function drained(target: BenchTarget): Promise<Record<string, number>> {
  const res = await fetch(`${target.url}/api/__bench/joins/drained`);
  return ((await res.json()) as { data: Record<string, number> }).data;
}

/** Requests rotating over (player, draft) pairs; the config is chosen per request by `configFor`. */
function requestsFor(fixture: JoinBenchFixture, configFor: (i: number) => number, offset: number) {
  let i = offset;
  return [
    {
      method: 'POST' as const,
      path: '/api/v1/game/challenges/mpl/requestJoin',
      setupRequest: (req: Record<string, unknown>) => {
        const { headers, body } = joinRequest(fixture, i++, configFor);
        return { ...req, headers, body };
      },
    },
  ];
}

async function storm(target: BenchTarget, fixture: JoinBenchFixture, configFor: (i: number) => number, overallRate?: number): Promise<StormResult> {
  const before = await drained(target);
  const started = performance.now();
  const result = await autocannon({
    url: target.url,
    connections: overallRate ? 100 : CONNECTIONS,
    duration: LOAD_SECONDS,
    ...(overallRate ? { overallRate } : {}),
    requests: requestsFor(fixture, configFor, 0),
  } as unknown as autocannon.Options);
  const after = await drained(target);
  const seconds = (performance.now() - started) / 1000;
  const decided = (after['seated'] ?? 0) + (after['refused'] ?? 0) - (before['seated'] ?? 0) - (before['refused'] ?? 0);
  const seated = (after['seated'] ?? 0) - (before['seated'] ?? 0);
  return {
    sent: result.requests.total,
    non2xx: result.non2xx,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    decided,
    seated,
    joinsPerSecond: seated / seconds,
    batches: (after['batches'] ?? 0) - (before['batches'] ?? 0),
  };
}

export async function benchOn(label: string, env: Record<string, string>): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pickxi-joins-'));
  const file = path.join(dir, 'fixture.json');
  const target = await startTarget({ ...env, BENCH_JOINS_FILE: file });
  try {
    const fixture = JSON.parse(readFileSync(file, 'utf8')) as JoinBenchFixture;
    // Machine reference: a bare Fastify route in the same server process, measured in this run.
    const bare = await load({ url: target.url + BARE_ROUTE, seconds: 3, connections: CONNECTIONS });
    // Every run uses fresh (player, set) pairs per config: hot and spread use different configs.
    const hot = await storm(target, fixture, () => fixture.hotConfigId);
    const spread = await storm(target, fixture, (i) => fixture.spreadConfigIds[i % fixture.spreadConfigIds.length] as number);
    const rate = await storm(target, fixture, () => fixture.rateConfigId, 1000);
    console.info(`join storm on ${label} (bare route on this machine now: ${bare.requestsPerSecond.toFixed(0)} req/s)`);
    for (const [name, r] of [['hot (1 config)', hot], ['spread (100 configs)', spread], ['fixed 1,000/s (1 config)', rate]] as const) {
      console.info(
        `  ${name.padEnd(26)} sent ${r.sent}, non-2xx ${r.non2xx}, seated ${r.seated}/${r.decided} decided, ` +
          `${r.joinsPerSecond.toFixed(0)} joins/s, request p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.batches} batches`,
      );
    }
    console.info(`  hot / spread: ${pct(hot.joinsPerSecond, spread.joinsPerSecond)} (target ≥ 70%)`);
    console.info(`  requestJoin p99 at 1,000 offered joins/s: ${rate.p99Ms} ms (target ≤ 150 ms)`);
  } finally {
    await target.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** bench/run.ts section: on a fresh database of the local PostgreSQL (or BENCH_DATABASE_URL), then on PGlite. */
export async function benchJoinStorm(): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) await benchOn('PostgreSQL', {});
  else await withFreshPgDatabase((url) => benchOn('PostgreSQL', { BENCH_DATABASE_URL: url }));
  await benchOn('PGlite', { BENCH_DATABASE_URL: '' });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchJoinStorm();
