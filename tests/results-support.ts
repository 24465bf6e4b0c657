import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../server/db/client';
import { createChallenge, joinBody, q, requestJoin, verify, type Fixture, type Player } from './contests-support';

/** Fixtures for the results tests: a two-question challenge, sets with chosen picks, joins through the real path. */

export interface ResultsFixture extends Fixture {
  /** q1: right +10 / wrong −5; q2: right +20 / wrong 0 */
  q1: number;
  q2: number;
  matchId: number;
}

export async function createResultsChallenge(db: Db, startTime: Date): Promise<ResultsFixture> {
  const f = await createChallenge(db, startTime);
  const q2 = f.questionId + 1;
  await db.execute(sql`update questions set points_right = 10, points_wrong = -5 where question_id = ${f.questionId}`);
  await db.execute(sql`insert into questions (question_id, match_id, position, text_en, text_hi, options, points_right, points_wrong)
    values (${q2}, ${f.challengeId}, 2, 'Sixes over 12.5?', 'छक्के 12.5 से अधिक?',
      ${JSON.stringify([{ key: 'a', text: { en: 'Over', hi: 'अधिक' } }, { key: 'b', text: { en: 'Under', hi: 'कम' } }])}::jsonb, 20, 0)`);
  await db.execute(sql`update picks_challenge_settings set settings = ${JSON.stringify({ picksPerSet: 2, powerupsRequired: 0 })}::jsonb
    where challenge_id = ${f.challengeId}`);
  return { ...f, q1: f.questionId, q2, matchId: f.challengeId };
}

export type Pick = [answer: string, powerups?: ('2x' | 'no_negs' | 'player_poll')[]];

/** A saved set S{draftNum} with the given answers to q1 and q2. */
export async function createPickedSet(db: Db, f: ResultsFixture, userId: number, draftNum: number, p1: Pick, p2: Pick): Promise<void> {
  const picks = {
    [f.q1]: { answer: p1[0], answer_time: 1, powerups: p1[1] ?? [] },
    [f.q2]: { answer: p2[0], answer_time: 2, powerups: p2[1] ?? [] },
  };
  const counts = JSON.stringify({ '2x': 0, no_negs: 0, player_poll: 0 });
  await db.execute(sql`insert into pick_sets (user_id, challenge_id, draft_num, picks, remaining, allotted, updated_at)
    values (${userId}, ${f.challengeId}, ${draftNum}, ${JSON.stringify(picks)}::jsonb, ${counts}::jsonb, ${counts}::jsonb, now())`);
}

/** Join through requestJoin → engine batch → verify; returns the order id. */
export async function joinAndSeat(app: FastifyInstance, p: Player, challengeId: number, configId: number, draftNum = 1, promoLimit = 0): Promise<string> {
  const res = await requestJoin(app, p, joinBody(challengeId, configId, draftNum, promoLimit));
  expect(res.statusCode).toBe(200);
  const orderId = (res.json() as { data: { order_id: string } }).data.order_id;
  await app.contests.engine.idle();
  const v = await verify(app, p, orderId);
  expect((v.json() as { data: { room: unknown } }).data.room).not.toBeNull();
  return orderId;
}

export async function setRewards(db: Db, configId: number, rewards: { rank_from: number; rank_to: number; prize: number }[]): Promise<void> {
  await db.execute(sql`update contest_configs set rewards = ${JSON.stringify(rewards)}::jsonb where config_id = ${configId}`);
}

export async function resolve(db: Db, questionId: number, correct: string | null, at = new Date()): Promise<void> {
  const status = correct === null ? 'void' : 'settled';
  await db.execute(sql`insert into question_results (question_id, status, correct, source, resolved_at)
    values (${questionId}, ${status}, ${correct}, 'feed', ${at.toISOString()}::timestamptz)
    on conflict (question_id) do update set status = excluded.status, correct = excluded.correct`);
}

export async function setMatchStatus(db: Db, matchId: number, status: string): Promise<void> {
  await db.execute(sql`update matches set status = ${status} where match_id = ${matchId}`);
}

export async function roomOf(db: Db, orderId: string): Promise<number> {
  const [row] = await q<{ room_id: number }>(db, sql`select room_id from room_entries where order_id = ${orderId}::uuid`);
  return Number(row?.room_id);
}

export async function entryResults(db: Db, roomId: number) {
  return q<{ user_id: number; points: number | null; rank: number | null; prize_paise: number | null }>(
    db,
    sql`select s.user_id::int as user_id, s.points, s.rank, s.prize_paise::int as prize_paise
        from entry_standings s join room_entries e using (order_id) where s.room_id = ${roomId}
        order by s.rank nulls last, e.joined_at, e.order_id`,
  );
}

/** room_points (ADR 023), kept by triggers, counts exactly the room's scored entries at each number of points. */
export async function expectRoomPointsOfEntries(db: Db, room: number) {
  const counted = await q<{ points: number; entries: number }>(
    db,
    sql`select points, count(*)::int as entries from entry_scores where room_id = ${room} and points is not null group by points order by points`,
  );
  const kept = await q<{ points: number; entries: number }>(db, sql`select points, entries from room_points where room_id = ${room} order by points`);
  expect(kept, `room_points of room ${room}`).toEqual(counted);
}
