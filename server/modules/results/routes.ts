import type { FastifyInstance } from 'fastify';
import { roomLeaderboardRoute, settlementReportRoute } from '../../../core/api/contests';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { roomLeaderboard, settlementReport } from './leaderboard';

/** Leaderboards and settlement reports (routes defined in core/api/contests.ts, next to the room's other reads). */
export function registerResultsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, roomLeaderboardRoute, (ctx) => roomLeaderboard(ctx.db, requireUser(ctx).id, ctx.query, deps.clock()));
  registerRoute(app, deps, settlementReportRoute, (ctx) => settlementReport(ctx.db, requireUser(ctx).id, ctx.query.room_id, ctx.query.part));
}
