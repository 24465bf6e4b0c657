import type { FastifyInstance } from 'fastify';
import { challengeListRoute, slidesRoute, tabCountersRoute } from '../../../core/api/challenges';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createChallengesService, type ChallengesService } from './service';

/**
 * The list is per player (their counts), so only the browser may keep it, and
 * it must revalidate every time: the service worker serves its copy while it
 * fetches a fresh one (stale-while-revalidate), and offline it still has one.
 */
export const CHALLENGE_LIST_CACHE_CONTROL = 'private, no-cache';

/**
 * GET /api/v1/platform/challenges, GET /api/f2p/v1/game/challenges/tabCounters,
 * GET /api/v3/game/slides. Returns the service so writers of challenges (jobs,
 * contests) can `invalidate()` the shared catalogue cache.
 */
export function registerChallengeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  service: ChallengesService = createChallengesService(deps),
): ChallengesService {
  registerRoute(
    app,
    deps,
    challengeListRoute,
    (ctx) => service.list(ctx.db, requireUser(ctx).id, ctx.query.sports_id),
    { cacheControl: CHALLENGE_LIST_CACHE_CONTROL },
  );
  registerRoute(app, deps, tabCountersRoute, (ctx) => service.tabCounters(ctx.db, requireUser(ctx).id), {
    cacheControl: 'private, no-cache',
  });
  registerRoute(app, deps, slidesRoute, (ctx) => service.slides(ctx.query.slide_id), {
    cacheControl: 'private, no-cache',
  });
  return service;
}
