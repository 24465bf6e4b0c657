import type { FastifyInstance } from 'fastify';
import { getTeamRoute, playerInfoRoute, roomTeamRoute, saveTeamRoute, squadRoute, switchTeamRoute, teamPointsRoute } from '../../../core/api/teams';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createTeamsService, type TeamsService } from './service';
import { createSwitchTeam } from './switch';
import { createTeamViews } from './views';

/** Draft-team endpoints of core/api/teams.ts. Thin: the user, the request's db (the idempotency transaction on saves), the service. */
export function registerTeamRoutes(app: FastifyInstance, deps: AppDeps): TeamsService {
  const service = createTeamsService({ clock: deps.clock });
  const views = createTeamViews({ clock: deps.clock, squad: (db, challengeId) => service.squad(db, challengeId) });
  const switchTeam = createSwitchTeam({ clock: deps.clock });
  registerRoute(app, deps, saveTeamRoute, (ctx) => service.save(ctx.db, requireUser(ctx).id, ctx.query, ctx.body.team));
  registerRoute(app, deps, getTeamRoute, (ctx) => service.get(ctx.db, requireUser(ctx).id, ctx.query));
  registerRoute(app, deps, squadRoute, (ctx) => service.squad(ctx.db, ctx.query.challenge_id));
  registerRoute(app, deps, playerInfoRoute, (ctx) => views.playerInfo(ctx.db, ctx.query));
  registerRoute(app, deps, teamPointsRoute, (ctx) => views.teamPoints(ctx.db, requireUser(ctx).id, ctx.query));
  registerRoute(app, deps, roomTeamRoute, (ctx) => views.roomTeam(ctx.db, requireUser(ctx).id, ctx.query));
  registerRoute(app, deps, switchTeamRoute, (ctx) => switchTeam(ctx.db, requireUser(ctx).id, ctx.body));
  return service;
}
