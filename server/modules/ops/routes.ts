import { sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  healthRoute,
  readyRoute,
  serverTimeRoute,
  opsAbandonMatchRoute,
  opsAddStaffRoute,
  opsAuditRoute,
  opsFinalizeMatchRoute,
  opsMatchesRoute,
  opsMeRoute,
  opsQuestionsRoute,
  opsReportRoute,
  opsResolveQuestionRoute,
  opsVoidQuestionRoute,
} from '../../../core/api/ops';
import { ApiError } from '../../../core/errors';
import { canDo, isStaffRole, permissionsOf, type OpsAction, type StaffRole } from '../../../core/rules/ops';
import type { Db } from '../../db/client';
import { LINEUP_LEAD_MS } from '../../feeds';
import type { AppDeps } from '../../http/deps';
import { registerRoute, requireUser, type HandlerContext } from '../../http/route';
import type { ResultsPort } from '../matches/ports';
import { reportPartDto } from '../results';
import { abandonMatch, answerQuestion, finalizeMatch } from '../matches/staff';
import { listAudit, listMatches, matchQuestions, opsMatch, roleOf, writeAudit } from './repository';
import { upsertStaffAccount } from './staff-accounts';

/**
 * /api/ops/* (core/api/ops.ts): every route checks the caller's role against core/rules/ops.ts; every change runs
 * in the request's transaction together with its audit row.
 */

const forbidden = () => new ApiError(403, 'FORBIDDEN', 'Your role may not do this');
const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

async function staff(ctx: HandlerContext<unknown, unknown>, action: OpsAction): Promise<{ id: number; role: StaffRole }> {
  const user = requireUser(ctx);
  const role = await roleOf(ctx.db, user.id);
  if (!isStaffRole(role) || !canDo(role, action)) throw forbidden();
  return { id: user.id, role };
}

/** The secret `npm run staff` shows when the server holds the database: only someone who can read DATA_DIR has it. */
export function staffScriptSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('pickxi staff accounts').digest('hex');
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function registerOpsRoutes(app: FastifyInstance, deps: AppDeps, results: ResultsPort): void {
  registerRoute(app, deps, serverTimeRoute, () => ({ serverTime: deps.clock().getTime() }));
  registerRoute(app, deps, healthRoute, () => ({
    ok: true as const,
    db: deps.database.driver,
    moneyMode: deps.config.moneyMode,
  }));
  // A load balancer sends players here only while the database answers; a failure is the 503 of server/http/errors.ts.
  registerRoute(app, deps, readyRoute, async (ctx) => {
    await ctx.db.execute(sql`select 1`);
    return { ready: true as const };
  });
  const settings = { lineupLeadMs: LINEUP_LEAD_MS / deps.config.feed.speed, pointsFinalAfterMs: deps.config.feed.pointsFinalAfterS * 1000 };
  const audit = (db: Db, actor: { id: number; role: StaffRole }, action: string, targetType: string, targetId: number, detail: Record<string, unknown>) =>
    writeAudit(db, { actorUserId: actor.id, actorRole: actor.role, action, targetType, targetId, detail }, deps.clock());
  const question = async (db: Db, questionId: number) => (await matchQuestions(db, 0, questionId))[0]!;
  const match = async (db: Db, matchId: number) => {
    const m = await opsMatch(db, matchId);
    if (!m) throw notFound('Match');
    return m;
  };

  registerRoute(app, deps, opsMeRoute, async (ctx) => {
    const { role } = await staff(ctx, 'matches.read');
    return { role, permissions: permissionsOf(role) };
  });
  registerRoute(app, deps, opsMatchesRoute, async (ctx) => {
    await staff(ctx, 'matches.read');
    return { matches: await listMatches(ctx.db, ctx.query.skip, ctx.query.limit) };
  });
  registerRoute(app, deps, opsQuestionsRoute, async (ctx) => {
    await staff(ctx, 'matches.read');
    await match(ctx.db, ctx.query.match_id);
    return { questions: await matchQuestions(ctx.db, ctx.query.match_id) };
  });
  registerRoute(app, deps, opsResolveQuestionRoute, async (ctx) => {
    const actor = await staff(ctx, 'questions.resolve');
    const { question_id, correct } = ctx.body;
    const done = await answerQuestion(ctx.db, results, question_id, { status: 'settled', correct }, deps.clock());
    await audit(ctx.db, actor, 'question.resolve', 'question', question_id, { match_id: done.matchId, correct, before: done.before });
    return question(ctx.db, question_id);
  });
  registerRoute(app, deps, opsVoidQuestionRoute, async (ctx) => {
    const actor = await staff(ctx, 'questions.void');
    const { question_id } = ctx.body;
    const done = await answerQuestion(ctx.db, results, question_id, { status: 'void' }, deps.clock());
    await audit(ctx.db, actor, 'question.void', 'question', question_id, { match_id: done.matchId, before: done.before });
    return question(ctx.db, question_id);
  });
  registerRoute(app, deps, opsAbandonMatchRoute, async (ctx) => {
    const actor = await staff(ctx, 'matches.abandon');
    const { from } = await abandonMatch(ctx.db, results, ctx.body.match_id, deps.clock());
    await audit(ctx.db, actor, 'match.abandon', 'match', ctx.body.match_id, { from, reason: ctx.body.reason });
    return match(ctx.db, ctx.body.match_id);
  });
  registerRoute(app, deps, opsFinalizeMatchRoute, async (ctx) => {
    const actor = await staff(ctx, 'matches.finalize');
    const { from } = await finalizeMatch(ctx.db, results, ctx.body.match_id, settings, deps.clock());
    await audit(ctx.db, actor, 'match.finalize', 'match', ctx.body.match_id, { from });
    return match(ctx.db, ctx.body.match_id);
  });
  registerRoute(app, deps, opsReportRoute, async (ctx) => {
    await staff(ctx, 'reports.read');
    return reportPartDto(ctx.db, ctx.query.room_id, ctx.query.part);
  });
  registerRoute(app, deps, opsAuditRoute, async (ctx) => {
    await staff(ctx, 'audit.read');
    return { entries: await listAudit(ctx.db, ctx.query.skip, ctx.query.limit) };
  });

  const expected = Buffer.from(staffScriptSecret(deps.config.jwtSecret));
  registerRoute(app, deps, opsAddStaffRoute, async (ctx) => {
    const given = Buffer.from(String(ctx.request.headers['x-pickxi-staff-secret'] ?? ''));
    if (!LOOPBACK.has(ctx.request.socket.remoteAddress ?? '') || given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
    return upsertStaffAccount(ctx.db, ctx.body);
  });
}
