import { desc, eq, sql } from 'drizzle-orm';
import type { OpsAuditDto, OpsMatchDto, OpsQuestionDto } from '../../../core/api/ops';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema/auth';
import { questionResults, questions } from '../../db/schema/picks';

/** Reads of the staff screens and the audit log's one write. */

export async function roleOf(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return u?.role ?? 'player';
}

const rows = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

const matchSelect = sql`
  select m.match_id, s.slug as sport, m.feed, m.status, m.start_time, m.score,
    coalesce((select string_agg(p.party_name, ' vs ' order by p.position) from match_parties p where p.match_id = m.match_id), '') as name,
    (select count(*)::int from questions q where q.match_id = m.match_id) as questions,
    (select count(*)::int from questions q join question_results r using (question_id) where q.match_id = m.match_id) as resolved
  from matches m join sports s on s.sports_id = m.sports_id`;

type MatchRowSql = Omit<OpsMatchDto, 'start_time'> & { start_time: string | Date };
const toMatch = (r: MatchRowSql): OpsMatchDto => ({ ...r, match_id: Number(r.match_id), start_time: new Date(r.start_time).getTime() });

export async function listMatches(db: Db, skip: number, limit: number): Promise<OpsMatchDto[]> {
  return rows<MatchRowSql>(await db.execute(sql`${matchSelect} order by m.start_time desc, m.match_id desc offset ${skip} limit ${limit}`)).map(toMatch);
}

export async function opsMatch(db: Db, matchId: number): Promise<OpsMatchDto | null> {
  const [r] = rows<MatchRowSql>(await db.execute(sql`${matchSelect} where m.match_id = ${matchId}`));
  return r ? toMatch(r) : null;
}

export async function matchQuestions(db: Db, matchId: number, questionId?: number): Promise<OpsQuestionDto[]> {
  const list = await db
    .select({ q: questions, r: questionResults })
    .from(questions)
    .leftJoin(questionResults, eq(questionResults.questionId, questions.questionId))
    .where(questionId === undefined ? eq(questions.matchId, matchId) : eq(questions.questionId, questionId))
    .orderBy(questions.position);
  return list.map(({ q, r }) => ({
    question_id: q.questionId,
    position: q.position,
    text: q.textEn,
    options: q.options.map((o) => ({ key: o.key, text: o.text.en })),
    resolver: q.resolver,
    result: r ? { status: r.status, correct: r.correct, source: r.source } : null,
  }));
}

export interface AuditEntry {
  actorUserId: number;
  actorRole: string;
  action: string;
  targetType: string;
  targetId: string | number;
  detail: Record<string, unknown>;
}

export async function writeAudit(db: Db, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditLog).values({ ...entry, targetId: String(entry.targetId), at });
}

export async function listAudit(db: Db, skip: number, limit: number): Promise<OpsAuditDto[]> {
  const list = await db.select().from(auditLog).orderBy(desc(auditLog.id)).offset(skip).limit(limit);
  return list.map((a) => ({
    id: Number(a.id),
    at: a.at.getTime(),
    actor_user_id: a.actorUserId === null ? null : Number(a.actorUserId),
    actor_role: a.actorRole,
    action: a.action,
    target_type: a.targetType,
    target_id: a.targetId,
    detail: a.detail,
  }));
}
