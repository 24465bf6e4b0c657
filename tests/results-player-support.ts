import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import type { MatchScore, MatchStatus } from '../server/db/schema/challenges';
import { q } from './contests-support';

/**
 * Rows the match lifecycle and settlement would write, inserted directly so the player's result calls can be
 * tested on their own: rooms, seated entries with points / rank / prize, match states and scores, question
 * results and reward popups.
 */

export async function createRoom(db: Db, configId: number, index = 1, status = 'open'): Promise<number> {
  const [r] = await q<{ room_id: number }>(
    db,
    sql`insert into contest_rooms (config_id, room_index, room_name, size, status) values (${configId}, ${index}, ${`Room #${index}`}, 10, ${status}) returning room_id`,
  );
  return Number(r?.room_id);
}

export interface SeatInput {
  roomId: number;
  configId: number;
  userId: number;
  challengeId: number;
  draftNum?: number;
  feePaise?: number;
  points?: number | null;
  rank?: number | null;
  prizePaise?: number | null;
  refunded?: boolean;
  joinedAt?: Date;
}

/** A seated prediction entry: its join order (seated) and its room_entries row. */
export async function seat(db: Db, s: SeatInput): Promise<string> {
  const orderId = randomUUID();
  const fee = s.feePaise ?? 1000;
  const at = (s.joinedAt ?? new Date()).toISOString();
  await db.execute(sql`insert into join_orders (order_id, user_id, config_id, challenge_id, flow, draft_num, status, room_id, fee_paise, created_at, decided_at)
    values (${orderId}::uuid, ${s.userId}, ${s.configId}, ${s.challengeId}, 'prediction', ${s.draftNum ?? 1}, 'seated', ${s.roomId}, ${fee}, ${at}::timestamptz, ${at}::timestamptz)`);
  await db.execute(sql`insert into room_entries (order_id, room_id, user_id, challenge_id, draft_num, fee_paise, points, rank, prize_paise, refunded, joined_at)
    values (${orderId}::uuid, ${s.roomId}, ${s.userId}, ${s.challengeId}, ${s.draftNum ?? 1}, ${fee}, ${s.points ?? null}, ${s.rank ?? null},
      ${s.prizePaise ?? null}, ${s.refunded ?? false}, ${at}::timestamptz)`);
  await db.execute(sql`update contest_rooms set filled = filled + 1 where room_id = ${s.roomId}`);
  return orderId;
}

export async function setChallengeStatus(db: Db, challengeId: number, status: string): Promise<void> {
  await db.execute(sql`update challenges set status = ${status} where challenge_id = ${challengeId}`);
}

export async function setMatch(db: Db, matchId: number, status: MatchStatus, score: MatchScore | null = null): Promise<void> {
  await db.execute(sql`update matches set status = ${status}, score = ${score === null ? null : JSON.stringify(score)}::jsonb where match_id = ${matchId}`);
}

export async function addParties(db: Db, matchId: number): Promise<void> {
  await db.execute(sql`insert into match_parties (match_id, position, party_name, party_img_url)
    values (${matchId}, 1, 'Mumbai', '/img/teams/mumbai-mariners.svg'), (${matchId}, 2, 'Chennai', '/img/teams/chennai-chargers.svg')`);
}

export async function addQuestion(db: Db, matchId: number, questionId: number, position: number, right = 10, wrong = -5): Promise<void> {
  await db.execute(sql`insert into questions (question_id, match_id, position, text_en, text_hi, options, points_right, points_wrong)
    values (${questionId}, ${matchId}, ${position}, ${`Question ${position}?`}, ${`प्रश्न ${position}?`},
      ${JSON.stringify([{ key: 'a', text: { en: 'A', hi: 'ए' } }, { key: 'b', text: { en: 'B', hi: 'बी' } }])}::jsonb, ${right}, ${wrong})`);
}

export async function resolveQuestion(db: Db, questionId: number, correct: string | null): Promise<void> {
  await db.execute(sql`insert into question_results (question_id, status, correct, source, resolved_at)
    values (${questionId}, ${correct === null ? 'void' : 'settled'}, ${correct}, 'feed', now())`);
}

export async function saveSet(db: Db, userId: number, challengeId: number, draftNum: number, picks: Record<number, { answer: string; powerups?: string[] }>): Promise<void> {
  const counts = JSON.stringify({ '2x': 0, no_negs: 0, player_poll: 0 });
  const json = Object.fromEntries(Object.entries(picks).map(([k, v]) => [k, { answer: v.answer, answer_time: 1, powerups: v.powerups ?? [] }]));
  await db.execute(sql`insert into pick_sets (user_id, challenge_id, draft_num, picks, remaining, allotted, updated_at)
    values (${userId}, ${challengeId}, ${draftNum}, ${JSON.stringify(json)}::jsonb, ${counts}::jsonb, ${counts}::jsonb, now())
    on conflict (user_id, challenge_id, draft_num) do update set picks = excluded.picks`);
}

export async function owePopup(db: Db, userId: number, type: 'won_cash' | 'won_promo' | 'daily_gift', ref: string, amountPaise: number, at = new Date()): Promise<void> {
  await db.execute(sql`insert into reward_popups (user_id, type, ref, amount_paise, detail, created_at)
    values (${userId}, ${type}, ${ref}, ${amountPaise}, ${JSON.stringify({ ref })}::jsonb, ${at.toISOString()}::timestamptz)`);
}
