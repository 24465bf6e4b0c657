import { z } from 'zod';
import { OPS_ACTIONS, STAFF_ROLES } from '../rules/ops';
import { dbId, defineRoute, epochMs, queryDbId, queryInt } from './route';
import { settlementReportSchema } from './contests';
import { ROUTES } from './routes';

export const serverTimeRoute = defineRoute({
  ...ROUTES.serverTime,
  summary: "The server's clock, epoch ms",
  data: z.object({ serverTime: epochMs }),
});

export const healthRoute = defineRoute({
  ...ROUTES.health,
  summary: 'Liveness and database check',
  data: z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']), moneyMode: z.enum(['real', 'social']) }),
});

export const readyRoute = defineRoute({
  ...ROUTES.ready,
  summary: 'Readiness: 200 once this process can serve (its database answers); 503 with Retry-After while it cannot or while it shuts down',
  data: z.object({ ready: z.literal(true) }),
});

/**
 * Staff operations (/api/ops/*, ADR 008 "Staff"): staff log in with the ordinary phone login; every route checks
 * the role (core/rules/ops.ts) and answers 403 FORBIDDEN otherwise. Every change is written to the audit log.
 * Changes to questions and matches are refused with 409 once the match's points are final.
 */

const id = dbId;

export const opsMeRoute = defineRoute({
  ...ROUTES.opsMe,
  summary: 'The staff role of the caller and what it may do',
  data: z.object({ role: z.enum(STAFF_ROLES), permissions: z.array(z.enum(OPS_ACTIONS)) }),
});

const scoreSchema = z.object({
  parties: z.array(z.object({ position: z.number().int(), score: z.string() })),
  status: z.string().optional(),
});

export const opsMatchSchema = z.object({
  match_id: z.number().int(),
  name: z.string(),
  sport: z.string(),
  feed: z.string().nullable(),
  status: z.enum(['scheduled', 'lineup_announced', 'live', 'completed', 'points_final', 'settled', 'abandoned']),
  start_time: z.number().int(),
  score: scoreSchema.nullable(),
  questions: z.number().int(),
  resolved: z.number().int(),
});
export type OpsMatchDto = z.infer<typeof opsMatchSchema>;

export const opsMatchesRoute = defineRoute({
  ...ROUTES.opsMatches,
  summary: 'Matches with their state and score, latest start first',
  query: z.object({ skip: queryInt(0).default(0), limit: queryInt(1, 100).default(50) }),
  data: z.object({ matches: z.array(opsMatchSchema) }),
});

export const opsQuestionSchema = z.object({
  question_id: z.number().int(),
  position: z.number().int(),
  text: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  resolver: z.string().nullable(),
  result: z.object({ status: z.enum(['settled', 'void']), correct: z.string().nullable(), source: z.enum(['feed', 'staff']) }).nullable(),
});
export type OpsQuestionDto = z.infer<typeof opsQuestionSchema>;

export const opsQuestionsRoute = defineRoute({
  ...ROUTES.opsQuestions,
  summary: "A match's questions with their answers",
  query: z.object({ match_id: queryDbId }),
  data: z.object({ questions: z.array(opsQuestionSchema) }),
});

export const opsResolveQuestionRoute = defineRoute({
  ...ROUTES.opsResolveQuestion,
  summary: 'Resolve or correct a question (staff answer; the feed never overwrites it); rescored at once',
  body: z.strictObject({ question_id: id, correct: z.string().min(1).max(40) }),
  data: opsQuestionSchema,
});

export const opsVoidQuestionRoute = defineRoute({
  ...ROUTES.opsVoidQuestion,
  summary: 'Void a question: it scores nothing for anyone; rescored at once',
  body: z.strictObject({ question_id: id }),
  data: opsQuestionSchema,
});

export const opsAbandonMatchRoute = defineRoute({
  ...ROUTES.opsAbandonMatch,
  summary: 'Abandon a match: every entry of its challenges is refunded to the buckets it came from',
  body: z.strictObject({ match_id: id, reason: z.string().trim().min(3).max(200) }),
  data: opsMatchSchema,
});

export const opsFinalizeMatchRoute = defineRoute({
  ...ROUTES.opsFinalizeMatch,
  summary: 'Make a completed match points final now (settlement follows)',
  body: z.strictObject({ match_id: id }),
  data: opsMatchSchema,
});

export const opsReportRoute = defineRoute({
  ...ROUTES.opsReport,
  summary: "A room's settlement report: the canonical document (a part at a time for the biggest rooms) and its sha256",
  query: z.object({ room_id: queryDbId, part: queryInt(0, 1_000_000).default(0) }),
  data: settlementReportSchema,
});

export const opsAuditSchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_role: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type OpsAuditDto = z.infer<typeof opsAuditSchema>;

export const opsAuditRoute = defineRoute({
  ...ROUTES.opsAudit,
  summary: 'The audit log of staff actions, newest first',
  query: z.object({ skip: queryInt(0).default(0), limit: queryInt(1, 200).default(50) }),
  data: z.object({ entries: z.array(opsAuditSchema) }),
});

export const opsAddStaffBody = z.strictObject({
  phone: z.string().trim().regex(/^[6-9]\d{9}$/, 'A 10-digit Indian mobile number'),
  password: z.string().min(8).max(128),
  role: z.enum(STAFF_ROLES),
});

/** The staff account maker behind `npm run staff` when the server holds the database (PGlite): loopback only. */
export const opsAddStaffRoute = defineRoute({
  ...ROUTES.opsAddStaff,
  summary: 'Create or update a staff account (npm run staff; needs the server secret, loopback only)',
  body: opsAddStaffBody,
  data: z.object({ user_id: z.number().int(), role: z.enum(STAFF_ROLES), created: z.boolean() }),
});
