import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { QuestionPick } from '../../../core/rules/picks';
import type { PowerupCounts } from '../../../core/rules/powerups';
import type { Db } from '../../db/client';
import { challengeMatches, challenges, matches, type ChallengeStatus } from '../../db/schema/challenges';
import {
  pickRooms,
  pickSets,
  picksChallengeSettings,
  questions,
  type PickRoomRow,
  type PickSetRow,
  type QuestionRow,
} from '../../db/schema/picks';

/** SQL of the prediction picks feature (rooms, saved sets, questions, settings). */

export interface ChallengeRowForPicks {
  challengeId: number;
  gameMode: 'prediction' | 'nostra11';
  startTime: Date;
  status: ChallengeStatus;
  settings: Record<string, unknown> | null;
  bankEnabled: boolean | null;
  maxTransferLimit: PowerupCounts | null;
}

export async function loadChallengeRow(db: Db, challengeId: number): Promise<ChallengeRowForPicks | undefined> {
  const rows = await db
    .select({
      challengeId: challenges.challengeId,
      gameMode: challenges.gameMode,
      startTime: challenges.startTime,
      status: challenges.status,
      settings: picksChallengeSettings.settings,
      bankEnabled: picksChallengeSettings.bankEnabled,
      maxTransferLimit: picksChallengeSettings.maxTransferLimit,
    })
    .from(challenges)
    .leftJoin(picksChallengeSettings, eq(picksChallengeSettings.challengeId, challenges.challengeId))
    .where(eq(challenges.challengeId, challengeId))
    .limit(1);
  return rows[0];
}

export interface ChallengeQuestionRow {
  question: QuestionRow;
  matchStart: Date;
  matchName: string;
}

/** The challenge's questions in match order (challenge_matches.position), then question position. */
export async function loadChallengeQuestions(db: Db, challengeId: number): Promise<ChallengeQuestionRow[]> {
  const matchName = sql<string>`coalesce((
      select string_agg(mp.party_name, ' vs ' order by mp.position)
      from match_parties mp where mp.match_id = ${matches.matchId}
    ), '')`;
  return db
    .select({ question: questions, matchStart: matches.startTime, matchName })
    .from(challengeMatches)
    .innerJoin(matches, eq(matches.matchId, challengeMatches.matchId))
    .innerJoin(questions, eq(questions.matchId, challengeMatches.matchId))
    .where(eq(challengeMatches.challengeId, challengeId))
    .orderBy(asc(challengeMatches.position), asc(questions.position));
}

export interface SetStateRow {
  picks: Record<string, QuestionPick>;
  remaining: PowerupCounts;
  allotted: PowerupCounts;
  revealedPolls: number[];
}

export function findRoomById(db: Db, userId: number, roomId: number, forUpdate = false): Promise<PickRoomRow | undefined> {
  return findRoomWhere(db, and(eq(pickRooms.roomId, roomId), eq(pickRooms.userId, userId)), forUpdate);
}

export function findRoomByChallenge(db: Db, userId: number, challengeId: number, forUpdate = false): Promise<PickRoomRow | undefined> {
  return findRoomWhere(db, and(eq(pickRooms.userId, userId), eq(pickRooms.challengeId, challengeId)), forUpdate);
}

async function findRoomWhere(db: Db, where: SQL | undefined, forUpdate: boolean): Promise<PickRoomRow | undefined> {
  const q = db.select().from(pickRooms).where(where).limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0];
}

/** Creates the room if missing (a concurrent creator wins harmlessly) and returns it locked. */
export async function ensureRoom(
  db: Db,
  row: { userId: number; challengeId: number; fresh: PowerupCounts; now: Date },
): Promise<PickRoomRow> {
  await db
    .insert(pickRooms)
    .values({
      userId: row.userId,
      challengeId: row.challengeId,
      bankAdded: { '2x': 0, no_negs: 0, player_poll: 0 },
      remaining: row.fresh,
      allotted: row.fresh,
      updatedAt: row.now,
    })
    .onConflictDoNothing();
  const room = await findRoomByChallenge(db, row.userId, row.challengeId, true);
  if (!room) throw new Error('pick room vanished after insert');
  return room;
}

export async function updateRoom(
  db: Db,
  roomId: number,
  patch: Partial<SetStateRow> & { sourceDraftNum?: number | null; bankAdded?: PowerupCounts; updatedAt: Date },
): Promise<void> {
  await db.update(pickRooms).set(patch).where(eq(pickRooms.roomId, roomId));
}

/**
 * Allocates the next set number S{n} for (user, challenge) in ONE statement: an UPSERT on the player's
 * room row increments last_draft_num and returns it. The row lock is held until the transaction ends,
 * so a concurrent save waits and then gets n + 1; a rolled-back save gives its number back.
 */
export async function allocateDraftNum(
  db: Db,
  row: { userId: number; challengeId: number; fresh: PowerupCounts; now: Date },
): Promise<number> {
  const rows = await db
    .insert(pickRooms)
    .values({
      userId: row.userId,
      challengeId: row.challengeId,
      bankAdded: { '2x': 0, no_negs: 0, player_poll: 0 },
      remaining: row.fresh,
      allotted: row.fresh,
      updatedAt: row.now,
      lastDraftNum: 1,
    })
    .onConflictDoUpdate({
      target: [pickRooms.userId, pickRooms.challengeId],
      set: { lastDraftNum: sql`${pickRooms.lastDraftNum} + 1` },
    })
    .returning({ n: pickRooms.lastDraftNum });
  const n = rows[0]?.n;
  if (n === undefined) throw new Error('draft number allocation returned nothing');
  return n;
}

export async function findSet(
  db: Db,
  userId: number,
  challengeId: number,
  draftNum: number,
  forUpdate = false,
): Promise<PickSetRow | undefined> {
  const q = db
    .select()
    .from(pickSets)
    .where(and(eq(pickSets.userId, userId), eq(pickSets.challengeId, challengeId), eq(pickSets.draftNum, draftNum)))
    .limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0];
}

export async function listSets(db: Db, userId: number, challengeId: number): Promise<PickSetRow[]> {
  return db
    .select()
    .from(pickSets)
    .where(and(eq(pickSets.userId, userId), eq(pickSets.challengeId, challengeId)))
    .orderBy(asc(pickSets.draftNum));
}

export async function insertSet(
  db: Db,
  row: SetStateRow & { userId: number; challengeId: number; draftNum: number; updatedAt: Date },
): Promise<void> {
  await db.insert(pickSets).values(row);
}

export async function updateSet(db: Db, setId: number, patch: SetStateRow & { updatedAt: Date }): Promise<void> {
  await db.update(pickSets).set(patch).where(eq(pickSets.setId, setId));
}

/**
 * Answers given so far to one question by all players, per option key: saved sets plus pseudo rooms
 * of the challenge (two grouped scans on the challenge index / unique index prefix).
 */
export async function countAnswers(db: Db, challengeId: number, questionId: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of [pickSets, pickRooms] as const) {
    const answer = sql<string>`${table.picks} -> ${String(questionId)} ->> 'answer'`;
    const rows = await db
      .select({ answer, n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(and(eq(table.challengeId, challengeId), sql`${table.picks} -> ${String(questionId)} ->> 'answer' is not null`))
      .groupBy(sql`1`);
    for (const r of rows) counts.set(r.answer, (counts.get(r.answer) ?? 0) + r.n);
  }
  return counts;
}
