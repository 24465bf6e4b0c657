import type { FastifyInstance } from 'fastify';
import {
  answerInBulkRoute,
  answerRoute,
  copyMatchAnswersRoute,
  editAddAnswerRoute,
  joinPseudoContestRoute,
  mySetsRoute,
  picksListRoute,
  pollRoute,
  questionRoute,
  questionsRoute,
  resetAllAnswersRoute,
  userChallengeContestPlaysRoute,
  userPseudoAnswersRoute,
} from '../../../core/api/picks';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser } from '../../http/route';
import { createPicksService, type ContestPlaysSource, type PicksService } from './service';

/**
 * Every prediction-mode endpoint of core/api/picks.ts. Thin: the user, the request's db (the
 * idempotency transaction on writes) and the service. Returns the service for tests and later wiring.
 */
export function registerPicksRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: { contestPlays?: ContestPlaysSource } = {},
): PicksService {
  const service = createPicksService({ clock: deps.clock, ...options });
  const uid = (ctx: Parameters<typeof requireUser>[0]) => requireUser(ctx).id;

  registerRoute(app, deps, questionsRoute, (ctx) => service.questions(ctx.db, uid(ctx), ctx.query));
  registerRoute(app, deps, questionRoute, (ctx) => service.question(ctx.db, uid(ctx), ctx.query));
  registerRoute(app, deps, answerRoute, (ctx) => service.answer(ctx.db, uid(ctx), ctx.body));
  registerRoute(app, deps, editAddAnswerRoute, (ctx) => service.editAddAnswer(ctx.db, uid(ctx), ctx.body));
  registerRoute(app, deps, answerInBulkRoute, (ctx) => service.answerInBulk(ctx.db, uid(ctx), ctx.body));
  registerRoute(app, deps, resetAllAnswersRoute, (ctx) => service.resetAllAnswers(ctx.db, uid(ctx), ctx.body));
  registerRoute(app, deps, pollRoute, (ctx) => service.poll(ctx.db, uid(ctx), ctx.body));
  registerRoute(app, deps, joinPseudoContestRoute, (ctx) => service.joinPseudoContest(ctx.db, uid(ctx), ctx.body));
  registerRoute(app, deps, userPseudoAnswersRoute, (ctx) => service.pseudoAnswers(ctx.db, uid(ctx), ctx.query));
  registerRoute(app, deps, userChallengeContestPlaysRoute, (ctx) =>
    service.contestPlays(ctx.db, uid(ctx), ctx.query.challenge_id),
  );
  registerRoute(app, deps, copyMatchAnswersRoute, (ctx) => service.copyMatchAnswers(ctx.db, uid(ctx), ctx.body));
  registerRoute(app, deps, picksListRoute, (ctx) => service.list(ctx.db, uid(ctx), ctx.query));
  registerRoute(app, deps, mySetsRoute, (ctx) => service.mySets(ctx.db, uid(ctx), ctx.query.challenge_id));
  return service;
}
