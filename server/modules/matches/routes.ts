import type { FastifyInstance } from 'fastify';
import { matchCentreRoute } from '../../../core/api/matches';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { matchCentre } from './centre';

/** The match centre (core/api/matches.ts). */
export function registerMatchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, matchCentreRoute, (ctx) => matchCentre(ctx.db, requireUser(ctx).id, ctx.query.match_id));
}
