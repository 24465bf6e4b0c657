import type { FastifyInstance } from 'fastify';
import { markTourSeenRoute, settingsBodyRoute, tourSeenRoute, userDataRoute, whatsNewRoute } from '../../../core/api/onboarding';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createOnboardingService } from './service';

/** The tour's seen steps, settings, user data and what's new (core/api/onboarding.ts). */
export function registerOnboardingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = createOnboardingService(deps);
  registerRoute(app, deps, tourSeenRoute, (ctx) => service.seen(ctx.db, requireUser(ctx).id));
  registerRoute(app, deps, markTourSeenRoute, (ctx) => service.markSeen(ctx.db, requireUser(ctx).id, ctx.body.steps));
  registerRoute(app, deps, settingsBodyRoute, () => service.settings());
  registerRoute(app, deps, userDataRoute, (ctx) => service.userData(ctx.db, requireUser(ctx).id, ctx.query.flavor));
  registerRoute(app, deps, whatsNewRoute, () => service.whatsNew());
}
