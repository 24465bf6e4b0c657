import type { FastifyInstance } from 'fastify';
import { getTeamRoute, saveTeamRoute, squadRoute } from '../../../core/api/teams';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createTeamsService, type TeamsService } from './service';

/** Draft-team endpoints of core/api/teams.ts. Thin: the user, the request's db (the idempotency transaction on saves), the service. */
export function registerTeamRoutes(app: FastifyInstance, deps: AppDeps): TeamsService {
  const service = createTeamsService({ clock: deps.clock });
  registerRoute(app, deps, saveTeamRoute, (ctx) => service.save(ctx.db, requireUser(ctx).id, ctx.query, ctx.body.team));
  registerRoute(app, deps, getTeamRoute, (ctx) => service.get(ctx.db, requireUser(ctx).id, ctx.query));
  registerRoute(app, deps, squadRoute, (ctx) => service.squad(ctx.db, ctx.query.challenge_id));
  return service;
}
