import type { FastifyInstance } from 'fastify';
import {
  checkPopupRoute,
  completedRoute,
  inPlayRoute,
  inplayMatchesRoute,
  playerMatchResultRoute,
  playerProfileRoute,
  resultsRoute,
  timelineRoute,
} from '../../../../core/api/results';
import type { AppDeps } from '../../../http/deps';
import { registerRoute, requireUser } from '../../../http/route';
import type { PlayerResultsService } from './service';

/** The player's matches, results, compare and reward popups (core/api/results.ts). */
export function registerPlayerResultsRoutes(app: FastifyInstance, deps: AppDeps, service: PlayerResultsService): void {
  const uid = (ctx: Parameters<typeof requireUser>[0]) => requireUser(ctx).id;
  // Lists the PWA keeps for offline reading: the browser may store them, always revalidating.
  const cached = { cacheControl: 'private, no-cache' };
  registerRoute(app, deps, inPlayRoute, (ctx) => service.inPlay(ctx.db, uid(ctx)), cached);
  registerRoute(app, deps, completedRoute, (ctx) => service.completed(ctx.db, uid(ctx), ctx.query), cached);
  registerRoute(app, deps, timelineRoute, (ctx) => service.timeline(ctx.db, uid(ctx), ctx.query), cached);
  registerRoute(app, deps, inplayMatchesRoute, (ctx) => service.inplayMatches(ctx.db, uid(ctx), ctx.query));
  registerRoute(app, deps, resultsRoute, (ctx) => service.results(ctx.db, uid(ctx), ctx.query), cached);
  registerRoute(app, deps, playerMatchResultRoute, (ctx) => service.playerMatchResult(ctx.db, uid(ctx), ctx.query.challenge_id));
  registerRoute(app, deps, playerProfileRoute, (ctx) => {
    uid(ctx);
    return service.playerProfile(ctx.db, ctx.query);
  });
  registerRoute(app, deps, checkPopupRoute, (ctx) => service.checkPopup(ctx.db, uid(ctx)));
}
