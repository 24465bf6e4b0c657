import type { FastifyInstance } from 'fastify';
import { referralScreenRoute, referralTransactionsRoute } from '../../../core/api/referral';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createReferralService } from './service';

/** Refer and earn: the player's code and link, and who joined with it. */
export function registerReferralRoutes(app: FastifyInstance, deps: AppDeps): void {
  const referral = createReferralService(deps);
  registerRoute(app, deps, referralScreenRoute, (ctx) => referral.screen(ctx.db, requireUser(ctx).id));
  registerRoute(app, deps, referralTransactionsRoute, (ctx) => referral.transactions(ctx.db, requireUser(ctx).id, ctx.query.page));
}
