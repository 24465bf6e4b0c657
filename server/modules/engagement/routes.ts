import type { FastifyInstance } from 'fastify';
import { activityCentreRoute, claimDailyGiftRoute, dailyGiftRoute, offersRoute } from '../../../core/api/engagement';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { activityPage } from './activity';
import { claimDailyGift, dailyGiftStatus } from './daily-gift';
import { currentOffers } from './offers';

/** Daily gift, offers and the activity centre (core/api/engagement.ts). */
export function registerEngagementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const giftPaise = () => deps.config.engagement.dailyGiftPaise;
  registerRoute(app, deps, dailyGiftRoute, (ctx) => dailyGiftStatus(ctx.db, requireUser(ctx).id, deps.clock(), giftPaise()));
  registerRoute(app, deps, claimDailyGiftRoute, (ctx) => claimDailyGift(ctx.db, requireUser(ctx).id, deps.clock(), giftPaise()));
  registerRoute(app, deps, offersRoute, async (ctx) => ({ offers: await currentOffers(deps, ctx.db, requireUser(ctx).id) }));
  registerRoute(app, deps, activityCentreRoute, (ctx) => activityPage(ctx.db, requireUser(ctx).id, ctx.query.page, deps.config.moneyMode));
}
