import { sql, type SQL } from 'drizzle-orm';
import type { MatchScore, MatchStatus } from '../../../db/schema/challenges';
import type { QuestionOptionRow } from '../../../db/schema/picks';
import type { QuestionPick } from '../../../../core/rules/picks';
import type { PicksSettings } from '../../../../core/rules/picks';
import type { Db } from '../../../db/client';

/** SQL of the player's matches and results. Every query is scoped by the caller's user id or checked by the service. */

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The my-matches buckets (tab keys of docs/product.md §2). A challenge is in exactly one of them. */
export type Bucket = 'upcoming' | 'live' | 'history';

const bucketSql = (bucket: Bucket, now: Date): SQL => {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (bucket) {
    case 'upcoming':
      return sql`c.status in ('open', 'upcoming') and c.start_time > ${at}`;
    case 'live':
      return sql`(c.status = 'live' or (c.status in ('open', 'upcoming') and c.start_time <= ${at}))`;
    case 'history':
      return sql`c.status in ('completed', 'cancelled')`;
  }
};

/** A seat counts for upcoming/live only while it is not refunded; history shows refunded seats too. */
const seatSql = (bucket: Bucket | 'all') =>
  bucket === 'history' || bucket === 'all' ? sql`true` : sql`not e.refunded`;

/** Ids of the player's challenges in a bucket (or all), ordered for the list, one page (+1 to know has_more). */
export async function myChallengeIds(
  db: Db,
  userId: number,
  bucket: Bucket | 'all',
  now: Date,
  page: { skip: number; limit: number } | null,
): Promise<number[]> {
  const where = bucket === 'all' ? sql`true` : bucketSql(bucket, now);
  const order = bucket === 'upcoming' ? sql`c.start_time asc, c.challenge_id asc` : sql`c.start_time desc, c.challenge_id desc`;
  const paging = page ? sql`offset ${page.skip} limit ${page.limit + 1}` : sql``;
  const list = rows<{ challenge_id: number }>(
    await db.execute(sql`
      select c.challenge_id from challenges c
      where ${where} and exists (select 1 from room_entries e where e.user_id = ${userId} and e.challenge_id = c.challenge_id and ${seatSql(bucket)})
      order by ${order} ${paging}`),
  );
  return list.map((r) => Number(r.challenge_id));
}

/** Counts per bucket in one statement (tabCounters). */
export async function myBucketCounts(db: Db, userId: number, now: Date): Promise<Record<Bucket | 'all', number>> {
  const [r] = rows<Record<Bucket | 'all', number>>(
    await db.execute(sql`
      select count(*) filter (where ${bucketSql('upcoming', now)} and active)::int as upcoming,
             count(*) filter (where ${bucketSql('live', now)} and active)::int as live,
             count(*) filter (where ${bucketSql('history', now)})::int as history,
             count(*)::int as "all"
      from (
        select c.challenge_id, c.status, c.start_time, bool_or(not e.refunded) as active
        from room_entries e join challenges c on c.challenge_id = e.challenge_id
        where e.user_id = ${userId}
        group by c.challenge_id, c.status, c.start_time
      ) c`),
  );
  return { upcoming: Number(r?.upcoming ?? 0), live: Number(r?.live ?? 0), history: Number(r?.history ?? 0), all: Number(r?.all ?? 0) };
}

export interface ChallengeHead {
  challenge_id: number;
  name: string;
  game_mode: 'prediction' | 'nostra11';
  sports_id: number;
  start_time: Date;
  status: 'upcoming' | 'open' | 'live' | 'completed' | 'cancelled';
}

export async function challengeHeads(db: Db, ids: readonly number[]): Promise<ChallengeHead[]> {
  if (ids.length === 0) return [];
  const list = rows<ChallengeHead>(
    await db.execute(sql`select challenge_id, name, game_mode, sports_id, start_time, status from challenges
      where challenge_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`),
  );
  return list.map((c) => ({ ...c, challenge_id: Number(c.challenge_id), start_time: asDate(c.start_time) }));
}

export interface MatchOfChallenge {
  challenge_id: number;
  match_id: number;
  status: MatchStatus;
  start_time: Date;
  score: MatchScore | null;
  parties: { party_name: string; party_img_url: string }[];
  completed_at: Date | null;
  points_final_at: Date | null;
}

export async function matchesOf(db: Db, challengeIds: readonly number[]): Promise<MatchOfChallenge[]> {
  if (challengeIds.length === 0) return [];
  const list = rows<MatchOfChallenge>(
    await db.execute(sql`
      select cm.challenge_id, m.match_id, m.status, m.start_time, m.score, m.completed_at, m.points_final_at,
        coalesce((select json_agg(json_build_object('party_name', mp.party_name, 'party_img_url', mp.party_img_url) order by mp.position)
                  from match_parties mp where mp.match_id = m.match_id), '[]'::json) as parties
      from challenge_matches cm join matches m on m.match_id = cm.match_id
      where cm.challenge_id in (${sql.join(challengeIds.map((i) => sql`${i}`), sql`, `)})
      order by cm.challenge_id, cm.position, m.match_id`),
  );
  return list.map((m) => ({
    ...m,
    challenge_id: Number(m.challenge_id),
    match_id: Number(m.match_id),
    start_time: asDate(m.start_time),
    completed_at: m.completed_at === null ? null : asDate(m.completed_at),
    points_final_at: m.points_final_at === null ? null : asDate(m.points_final_at),
    score: typeof m.score === 'string' ? (JSON.parse(m.score) as MatchScore) : m.score,
    parties: typeof m.parties === 'string' ? (JSON.parse(m.parties) as MatchOfChallenge['parties']) : m.parties,
  }));
}

export interface EntryRow {
  challenge_id: number;
  room_id: number;
  config_id: number;
  contest_name: string;
  room_name: string;
  room_status: 'open' | 'full' | 'locked' | 'settled' | 'refunded';
  draft_num: number;
  fee_paise: number;
  points: number | null;
  rank: number | null;
  prize_paise: number | null;
  refunded: boolean;
}

/** The player's seats in these challenges (optionally one room), in join order. */
export async function entriesOf(db: Db, userId: number, challengeIds: readonly number[], roomId?: number): Promise<EntryRow[]> {
  if (challengeIds.length === 0) return [];
  const list = rows<EntryRow>(
    await db.execute(sql`
      select e.challenge_id, e.room_id, r.config_id, cc.contest_name, r.room_name, r.status as room_status, e.draft_num,
             e.fee_paise::bigint as fee_paise, st.points, st.rank, e.prize_paise::bigint as prize_paise, e.refunded
      from room_entries e join entry_standings st on st.order_id = e.order_id join contest_rooms r on r.room_id = e.room_id join contest_configs cc on cc.config_id = r.config_id
      where e.user_id = ${userId} and e.challenge_id in (${sql.join(challengeIds.map((i) => sql`${i}`), sql`, `)})
        ${roomId === undefined ? sql`` : sql`and e.room_id = ${roomId}`}
      order by e.joined_at, e.order_id`),
  );
  return list.map((e) => ({
    ...e,
    challenge_id: Number(e.challenge_id),
    room_id: Number(e.room_id),
    config_id: Number(e.config_id),
    draft_num: Number(e.draft_num),
    fee_paise: Number(e.fee_paise),
    points: e.points === null ? null : Number(e.points),
    rank: e.rank === null ? null : Number(e.rank),
    prize_paise: e.prize_paise === null ? null : Number(e.prize_paise),
  }));
}

export interface RoomHead {
  room_id: number;
  room_name: string;
  config_id: number;
  contest_name: string;
  challenge_id: number;
  size: number;
  filled: number;
  status: EntryRow['room_status'];
}

export async function roomHead(db: Db, roomId: number): Promise<RoomHead | undefined> {
  const [r] = rows<RoomHead>(
    await db.execute(sql`
      select r.room_id, r.room_name, r.config_id, c.contest_name, c.challenge_id, r.size, r.filled, r.status
      from contest_rooms r join contest_configs c on c.config_id = r.config_id where r.room_id = ${roomId}`),
  );
  return r && { ...r, room_id: Number(r.room_id), config_id: Number(r.config_id), challenge_id: Number(r.challenge_id) };
}

export interface ResultQuestionRow {
  question_id: number;
  match_id: number;
  text_en: string;
  text_hi: string;
  options: QuestionOptionRow[];
  points_right: number;
  points_wrong: number;
  result_status: 'settled' | 'void' | null;
  correct: string | null;
}

/** A match's questions in order with their resolution (question_results), if any. */
export async function questionsWithResults(db: Db, matchId: number): Promise<ResultQuestionRow[]> {
  const list = rows<ResultQuestionRow>(
    await db.execute(sql`
      select q.question_id, q.match_id, q.text_en, q.text_hi, q.options, q.points_right, q.points_wrong,
             r.status as result_status, r.correct
      from questions q left join question_results r on r.question_id = q.question_id
      where q.match_id = ${matchId} order by q.position, q.question_id`),
  );
  return list.map((q) => ({ ...q, question_id: Number(q.question_id), match_id: Number(q.match_id) }));
}

export async function matchInChallenge(db: Db, challengeId: number, matchId: number): Promise<MatchStatus | undefined> {
  const [r] = rows<{ status: MatchStatus }>(
    await db.execute(sql`select m.status from challenge_matches cm join matches m on m.match_id = cm.match_id
      where cm.challenge_id = ${challengeId} and cm.match_id = ${matchId}`),
  );
  return r?.status;
}

/** Saved pick sets of a player in a challenge, by draft number. */
export async function setsOf(db: Db, userId: number, challengeId: number, draftNums: readonly number[]) {
  if (draftNums.length === 0) return new Map<number, Record<string, QuestionPick>>();
  const list = rows<{ draft_num: number; picks: Record<string, QuestionPick> }>(
    await db.execute(sql`select draft_num, picks from pick_sets where user_id = ${userId} and challenge_id = ${challengeId}
      and draft_num in (${sql.join(draftNums.map((n) => sql`${n}`), sql`, `)})`),
  );
  return new Map(list.map((s) => [Number(s.draft_num), typeof s.picks === 'string' ? (JSON.parse(s.picks) as Record<string, QuestionPick>) : s.picks]));
}

export async function challengeSettings(db: Db, challengeId: number): Promise<Partial<PicksSettings>> {
  const [r] = rows<{ settings: Partial<PicksSettings> }>(
    await db.execute(sql`select settings from picks_challenge_settings where challenge_id = ${challengeId}`),
  );
  return r?.settings ?? {};
}

export async function publicProfile(db: Db, userId: number) {
  const [r] = rows<{ nick: string | null; joined: number }>(
    await db.execute(sql`select u.nick, (select count(*) from room_entries e where e.user_id = u.id and not e.refunded)::int as joined
      from users u where u.id = ${userId}`),
  );
  return r && { nick: r.nick, joined: Number(r.joined) };
}

/** Another player's seat in a room (the set to compare). */
export async function seatOf(db: Db, userId: number, roomId: number, draftNum: number) {
  const [r] = rows<{ rank: number | null; challenge_id: number }>(
    await db.execute(sql`select rank, challenge_id from entry_standings where user_id = ${userId} and room_id = ${roomId} and draft_num = ${draftNum}`),
  );
  return r && { rank: r.rank === null ? null : Number(r.rank), challengeId: Number(r.challenge_id) };
}

export interface PopupRow {
  id: number;
  type: 'daily_gift' | 'won_cash' | 'won_promo';
  amount_paise: number;
  detail: Record<string, unknown> | null;
}

/**
 * Claims the player's oldest unseen popup: stamps seen_at in the same statement that reads it, so two
 * concurrent checks never both show it (the row lock makes the second one skip to the next).
 */
export async function claimPopup(db: Db, userId: number, now: Date): Promise<PopupRow | undefined> {
  const [r] = rows<PopupRow>(
    await db.execute(sql`
      update reward_popups set seen_at = ${now.toISOString()}::timestamptz
      where id = (select id from reward_popups where user_id = ${userId} and seen_at is null
                  order by created_at, id limit 1 for update skip locked)
        and seen_at is null
      returning id, type, amount_paise::bigint as amount_paise, detail`),
  );
  return r && { ...r, amount_paise: Number(r.amount_paise) };
}
