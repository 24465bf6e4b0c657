import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { sweepReferralRewards } from './service';

export const REFERRAL_SWEEP_INTERVAL_MS = 15_000;

/**
 * Every 15 s, pay the referral rewards that became due (ADR 006: every API process may run it; the
 * row lock and the ledger's unique ref make a double run harmless). Not under NODE_ENV=test: tests
 * call sweepReferralRewards themselves.
 */
export function scheduleReferralRewards(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.nodeEnv === 'test') return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepReferralRewards(deps, app.log)
      .then((n) => {
        if (n > 0) app.log.info({ rewarded: n }, 'referral rewards paid');
      })
      .catch((err: unknown) => app.log.error({ err }, 'referral reward sweep failed'))
      .finally(() => {
        running = false;
      });
  }, REFERRAL_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
