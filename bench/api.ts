import { BARE_ROUTE } from './support/constants';
import { startTarget } from './support/target';
import { load, pct, warm } from './support/load';

/**
 * Challenge list throughput against a bare Fastify route in the same server
 * process (target ≥ 60%). Both go through the same global hooks (helmet,
 * rate limit, compression), so the ratio is the cost of auth + our handler.
 */
export async function benchChallengeList(): Promise<void> {
  const target = await startTarget();
  try {
    const auth = { authorization: `Bearer ${target.token}` };
    const bare = { url: target.url + BARE_ROUTE };
    const list = { url: `${target.url}/api/v1/platform/challenges`, headers: auth };
    await warm(bare);
    await warm(list);
    const bareResult = await load(bare);
    const listResult = await load(list);
    if (listResult.non2xx || listResult.errors) throw new Error(`challenge list returned ${listResult.non2xx} non-2xx`);
    console.info('challenge list (GET /api/v1/platform/challenges)');
    console.info(`  bare fastify route: ${bareResult.requestsPerSecond.toFixed(0)} req/s`);
    console.info(`  challenge list:     ${listResult.requestsPerSecond.toFixed(0)} req/s, p99 ${listResult.p99Ms} ms`);
    console.info(
      `  ratio: ${pct(listResult.requestsPerSecond, bareResult.requestsPerSecond)} of bare (target ≥ 60%)`,
    );
  } finally {
    await target.stop();
  }
}
