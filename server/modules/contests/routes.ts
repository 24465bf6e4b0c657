import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  contestDataAliasRoutes,
  contestDataRoute,
  contestFiltersRoute,
  contestRoomsRoute,
  contestRulesRoute,
  joinGuideRoute,
  queueTeamJoinRoute,
  requestJoinRoute,
  rewardsRoute,
  userActivityRoute,
  userStatsRoute,
  verifyJoinContestRoute,
  verifyTeamJoinRoute,
} from '../../../core/api/contests';
import { platformJoinContestRoute, platformJoinPicksContestRoute } from '../../../core/api/host';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { registerPlannedRoute, registerRoute, requireUser } from '../../http/route';
import type { JoinEngine } from './engine';
import { createJoinCaches, requestJoin, verifyJoin, type JoinRequest } from './join';
import { playPolicy } from '../profile/play';
import { contestData, contestFilters, contestRooms, contestRules, joinGuide, rewards, userActivity, userStats } from './service';

/**
 * Contests and joining (core/api/contests.ts). The join engine is built, started and stopped by
 * server/wiring.ts; a join request wakes it.
 */
/** Host mode: a host player's order waits for the host wallet; wake its jobs. */
export interface ContestHostHooks {
  wakeHostJobs: () => void;
}

export function registerContestRoutes(app: FastifyInstance, deps: AppDeps, engine: JoinEngine, host?: ContestHostHooks): void {
  const caches = createJoinCaches();
  // Responsible play and the law: paid joins are checked in real-money mode only.
  const paidPlayPolicy = deps.config.moneyMode === 'real' ? playPolicy(deps.config) : undefined;

  for (const def of [contestDataRoute, ...contestDataAliasRoutes]) {
    registerRoute(app, deps, def, (ctx) => contestData(ctx.db, requireUser(ctx).id, ctx.query.challenge_id, deps.clock(), deps.config.moneyMode));
  }
  registerRoute(app, deps, contestFiltersRoute, (ctx) => contestFilters(ctx.db, requireUser(ctx).id, ctx.query.challenge_id, deps.clock(), deps.config.moneyMode));
  registerRoute(app, deps, rewardsRoute, (ctx) => rewards(ctx.db, ctx.query));
  registerRoute(app, deps, contestRulesRoute, (ctx) => contestRules(ctx.db, ctx.query.contest_id));
  registerRoute(app, deps, contestRoomsRoute, (ctx) => contestRooms(ctx.db, ctx.query.config_id));
  registerRoute(app, deps, userStatsRoute, (ctx) => userStats(ctx.db, requireUser(ctx).id));
  registerRoute(app, deps, joinGuideRoute, (ctx) => joinGuide(ctx.db, requireUser(ctx).id, ctx.body.challenge_id, ctx.body.step));
  registerRoute(app, deps, userActivityRoute, (ctx) => userActivity(ctx.db, requireUser(ctx).id, ctx.query.challenge_id));

  // Joining. The order commits in the Idempotency-Key's statement (runPlanned); the engine is woken
  // after the response is sent, and the sweep backs that up.
  const queueJoin = async (
    ctx: { db: Db; user: AuthUser | null; reply: FastifyReply },
    req: Omit<JoinRequest, 'userId' | 'now' | 'paidPlayPolicy' | 'moneyMode'>,
  ) => {
    const planned = await requestJoin(ctx.db, { ...req, userId: requireUser(ctx).id, now: deps.clock(), moneyMode: deps.config.moneyMode, ...(paidPlayPolicy ? { paidPlayPolicy } : {}) }, caches);
    ctx.reply.raw.once('finish', () => (planned.reserving ? host?.wakeHostJobs() : engine.wake(req.configId)));
    return planned;
  };
  registerPlannedRoute(app, deps, requestJoinRoute, ({ body: b, ...ctx }) =>
    queueJoin(ctx, {
      challengeId: b.challenge_id,
      configId: b.config_id,
      flow: 'prediction',
      draftNum: b.draft_number,
      promoLimit: b.promo_limit,
      pseudoRoomId: b.pseudo_room_id,
    }),
  );
  registerRoute(app, deps, verifyJoinContestRoute, (ctx) => verifyJoin(ctx.db, requireUser(ctx).id, ctx.body.order_id, 'prediction', deps.clock()));
  registerPlannedRoute(app, deps, queueTeamJoinRoute, ({ body: b, ...ctx }) =>
    queueJoin(ctx, { challengeId: b.challenge_id, configId: b.config_id, flow: 'team', draftNum: b.draft_num, teamId: b.teamId }),
  );
  registerRoute(app, deps, verifyTeamJoinRoute, (ctx) => verifyJoin(ctx.db, requireUser(ctx).id, ctx.body.order_id, 'team', deps.clock()));

  // docs/product.md §7 platform joins (core/api/host.ts): the same two joins in the launcher's shape.
  registerPlannedRoute(app, deps, platformJoinPicksContestRoute, ({ body: b, ...ctx }) =>
    queueJoin(ctx, {
      challengeId: b.challenge_id,
      configId: b.config_id,
      flow: 'prediction',
      draftNum: b.draft_number,
      promoLimit: b.promo_limit,
      pseudoRoomId: b.pseudo_room_id,
    }),
  );
  registerPlannedRoute(app, deps, platformJoinContestRoute, ({ body: b, ...ctx }) =>
    queueJoin(ctx, { challengeId: b.challenge_id, configId: b.config_id, flow: 'team', draftNum: b.draft_num, teamId: b.teamId }),
  );
}
