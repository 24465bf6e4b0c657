import { BARE_ROUTE } from './support/constants';
import { startTarget, type BenchTarget } from './support/target';
import { load, pct, warm, type LoadOptions, type LoadResult } from './support/load';

/**
 * Throughput of one API route against a bare Fastify route in the same
 * server process. Both go through the same global hooks (helmet, rate limit,
 * compression), so the ratio is the cost of auth + the feature's handler.
 */
export async function compareToBare(
  target: BenchTarget,
  label: string,
  route: Omit<LoadOptions, 'url'> & { path: string },
  targetPct?: number,
): Promise<LoadResult> {
  const bare = { url: target.url + BARE_ROUTE };
  const subject: LoadOptions = { ...route, url: target.url + route.path };
  await warm(bare);
  await warm(subject);
  const bareResult = await load(bare);
  const result = await load(subject);
  if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.info(label);
  console.info(`  bare fastify route: ${bareResult.requestsPerSecond.toFixed(0)} req/s`);
  console.info(`  ${route.path}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms`);
  const goal = targetPct === undefined ? '' : ` (target ≥ ${targetPct}%)`;
  console.info(`  ratio: ${pct(result.requestsPerSecond, bareResult.requestsPerSecond)} of bare${goal}`);
  return result;
}

export const bearerOf = (target: BenchTarget) => ({ authorization: `Bearer ${target.token}` });

/** Challenge list (GET /api/v1/platform/challenges): target ≥ 60% of bare. */
export async function benchChallengeList(): Promise<void> {
  const target = await startTarget();
  try {
    await compareToBare(target, 'challenge list', { path: '/api/v1/platform/challenges', headers: bearerOf(target) }, 60);
  } finally {
    await target.stop();
  }
}
