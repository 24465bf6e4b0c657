import { sql, type SQL } from 'drizzle-orm';
import type { ContestType, RewardRow } from '../../../core/rules/contests';
import type { PicksSettings } from '../../../core/rules/picks';
import type { QuestionResult, ResultChangeDelta } from '../../../core/rules/results';
import type { ReportPlayer, ReportQuestion } from '../../../core/rules/settlement';
import type { Db } from '../../db/client';

/** SQL of the results feature (rescoring, settlement, refunds, leaderboards, reports). */

export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const iso = (d: Date) => d.toISOString();

/** Advisory-lock namespace of results work on one challenge ("RSLT"); serialises rescoring writers. */
const RESULTS_LOCK_NAMESPACE = 0x52534c54;

export async function lockChallenge(tx: Db, challengeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RESULTS_LOCK_NAMESPACE}, ${challengeId})`);
}

export interface ChallengeOfMatch {
  challenge_id: number;
  status: string;
  game_mode: 'prediction' | 'nostra11';
  /** every match of the challenge is points_final or settled */
  ready: boolean;
}

export async function challengesOfMatch(db: Db, matchId: number): Promise<ChallengeOfMatch[]> {
  return rows<ChallengeOfMatch>(
    await db.execute(sql`
      select c.challenge_id, c.status, c.game_mode,
             bool_and(m.status in ('points_final', 'settled')) as ready
      from challenge_matches mine
      join challenges c on c.challenge_id = mine.challenge_id
      join challenge_matches cm on cm.challenge_id = c.challenge_id
      join matches m on m.match_id = cm.match_id
      where mine.match_id = ${matchId}
      group by c.challenge_id, c.status, c.game_mode
      order by c.challenge_id`),
  );
}

/** The challenge's start (picks and teams are frozen from then on); undefined for no such challenge. */
export async function challengeStart(db: Db, challengeId: number): Promise<Date | undefined> {
  const [row] = rows<{ start_time: Date | string }>(await db.execute(sql`select start_time from challenges where challenge_id = ${challengeId}`));
  return row ? new Date(row.start_time) : undefined;
}

export async function noNegsRightPoints(db: Db, challengeId: number, fallback: number): Promise<number> {
  const [row] = rows<{ settings: Partial<PicksSettings> | null }>(
    await db.execute(sql`select settings from picks_challenge_settings where challenge_id = ${challengeId}`),
  );
  return row?.settings?.noNegsRightPoints ?? fallback;
}

/** Every question of the challenge's matches with its resolved answer (null = not resolved). */
export async function challengeQuestions(db: Db, challengeId: number): Promise<ReportQuestion[]> {
  const list = rows<{ question_id: number; match_id: number; text_en: string; points_right: number; points_wrong: number; status: 'settled' | 'void' | null; correct: string | null }>(
    await db.execute(sql`
      select q.question_id, q.match_id, q.text_en, q.points_right, q.points_wrong, r.status, r.correct
      from challenge_matches cm
      join questions q on q.match_id = cm.match_id
      left join question_results r on r.question_id = q.question_id
      where cm.challenge_id = ${challengeId}
      order by cm.position, cm.match_id, q.position, q.question_id`),
  );
  return list.map((q) => ({
    question_id: q.question_id,
    match_id: q.match_id,
    text_en: q.text_en,
    points_right: q.points_right,
    points_wrong: q.points_wrong,
    result: q.status === null ? null : q.status === 'void' ? { status: 'void' } : { status: 'settled', correct: q.correct as string },
  }));
}

/** A draft challenge's scored players (player_points of its matches) and the point table's tag, for its report. */
export async function challengePlayerPoints(db: Db, challengeId: number): Promise<{ tag: string; players: ReportPlayer[] }> {
  const list = rows<ReportPlayer & { tag: string }>(
    await db.execute(sql`
      select pp.match_id, pp.player_id, pp.points, pp.breakdown, pp.tag
      from challenge_matches cm join player_points pp on pp.match_id = cm.match_id
      where cm.challenge_id = ${challengeId}
      order by pp.match_id, pp.player_id`),
  );
  const tags = [...new Set(list.map((p) => p.tag))];
  return {
    tag: tags.join(','),
    players: list.map((p) => ({ breakdown: p.breakdown, match_id: Number(p.match_id), player_id: p.player_id, points: Number(p.points) })),
  };
}

/** The question results the live points of a prediction challenge's entries stand on (scored_results). */
export async function scoredResults(tx: Db, challengeId: number): Promise<Map<number, QuestionResult>> {
  const list = rows<{ question_id: number; status: 'settled' | 'void'; correct: string | null }>(
    await tx.execute(sql`select question_id, status, correct from scored_results where challenge_id = ${challengeId}`),
  );
  return new Map(list.map((r) => [Number(r.question_id), r.status === 'void' ? { status: 'void' } : { status: 'settled', correct: r.correct ?? '' }]));
}

/** Records what the entries' points now stand on: these questions' results (null = unresolved again). */
export async function saveScoredResults(tx: Db, challengeId: number, results: { question_id: number; result: QuestionResult | null }[]): Promise<void> {
  if (results.length === 0) return;
  const rowsOf = results.map(({ question_id, result }) => ({
    question_id,
    status: result?.status ?? null,
    correct: result?.status === 'settled' ? result.correct : null,
  }));
  await tx.execute(sql`
    with v as (select * from jsonb_to_recordset(${JSON.stringify(rowsOf)}::jsonb) as v(question_id int, status text, correct text)),
    gone as (delete from scored_results s using v where s.challenge_id = ${challengeId} and s.question_id = v.question_id and v.status is null)
    insert into scored_results (challenge_id, question_id, status, correct)
    select ${challengeId}, question_id, status, correct from v where status is not null
    on conflict (challenge_id, question_id) do update set status = excluded.status, correct = excluded.correct`);
}

/** One question's change of result and its table of additions (core/rules/results.ts resultChangeDeltas). */
export interface QuestionChange {
  question_id: number;
  correct_after: string | null;
  correct_before: string | null;
  deltas: ResultChangeDelta[];
}

const roomList = (roomIds: readonly number[]) => sql`(${sql.join(roomIds.map((r) => sql`${r}`), sql`, `)})`;

/** The live entries of these rooms that have points yet or not (an entry without a set stays unscored: see below). */
const roomEntries = (roomIds: readonly number[], scored: boolean) => sql`
  select e.order_id, e.user_id, e.draft_num from entry_scores e
  where e.room_id in ${roomList(roomIds)} and e.points is ${scored ? sql`not null` : sql`null`}`;

/**
 * What the changes add to each saved set of the challenge that answered a changed question (user_id, draft_num,
 * delta; a set is worth the same to every entry that plays it): the pick's answer compared with both correct keys and
 * its powerups look up the change's table. Each set's pick of each changed question is taken out of its jsonb once,
 * before any join (`offset 0` keeps it there): joining the whole jsonb to the entries, then comparing it with every
 * row of the table, read each pick up to 8 times per question and spilled the sets' hash to disk in a room of
 * 1,000,000 (ADR 018 bench, bench/live.ts).
 */
const setAdditions = (challengeId: number, changes: readonly QuestionChange[]) => sql`
  with q as (select * from jsonb_to_recordset(${JSON.stringify(changes.map(({ deltas: _, ...q }) => ({ ...q, key: String(q.question_id) })))}::jsonb)
             as q(key text, correct_after text, correct_before text)),
  t as (select * from jsonb_to_recordset(${JSON.stringify(changes.flatMap((c) => c.deltas.map((d) => ({ ...d, key: String(c.question_id) }))))}::jsonb)
        as t(key text, right_after bool, right_before bool, x2 bool, no_negs bool, delta int))
  select a.user_id, a.draft_num, sum(t.delta)::int as delta
  from (select p.user_id, p.draft_num, p.key,
               coalesce(p.pick ->> 'answer' = p.correct_after, false) as right_after,
               coalesce(p.pick ->> 'answer' = p.correct_before, false) as right_before,
               coalesce(p.pick -> 'powerups' ? '2x', false) as x2,
               coalesce(p.pick -> 'powerups' ? 'no_negs', false) as no_negs
        from (select s.user_id, s.draft_num, q.key, q.correct_after, q.correct_before, s.picks -> q.key as pick
              from pick_sets s cross join q where s.challenge_id = ${challengeId} offset 0) p
        where p.pick ->> 'answer' is not null
        offset 0) a
  join t on t.key = a.key and t.right_after = a.right_after and t.right_before = a.right_before and t.x2 = a.x2 and t.no_negs = a.no_negs
  group by a.user_id, a.draft_num`;

/**
 * Plans for a statement over whole rooms: hash joins, never one index probe per entry (which the planner picks when
 * its counts are stale, e.g. right after the first rescore gave a million entries points: 17 s instead of 10 s at
 * 1,000,000), and the memory for the per-set sums to stay in one in-memory hash (~80 MB at 1,000,000 sets).
 * SET LOCAL: until the rescore's transaction ends.
 */
async function wholeRoomPlans(tx: Db): Promise<void> {
  await tx.execute(sql`set local enable_nestloop = off`);
  await tx.execute(sql`set local work_mem = '64MB'`);
}

/**
 * Gives every entry of these rooms that has no points yet (the first rescore after the start, or seated since) its
 * set's points from nothing to `standing` (the results the other entries stand on); an entry without a set stays
 * unscored (null), as settlement has it. Most passes find no such entry (one index probe) and stop there.
 */
export async function scoreNewSetEntries(tx: Db, challengeId: number, roomIds: readonly number[], standing: readonly QuestionChange[]): Promise<void> {
  if (roomIds.length === 0) return;
  if (rows(await tx.execute(sql`${roomEntries(roomIds, false)} limit 1`)).length === 0) return;
  await wholeRoomPlans(tx);
  await tx.execute(sql`
    with fresh as (
      select f.order_id, f.user_id, f.draft_num from (${roomEntries(roomIds, false)}) f
      where exists (select 1 from pick_sets s where s.challenge_id = ${challengeId} and s.user_id = f.user_id and s.draft_num = f.draft_num)),
    added as (${setAdditions(challengeId, standing)})
    update entry_scores e set points = coalesce(added.delta, 0)
    from fresh left join added on added.user_id = fresh.user_id and added.draft_num = fresh.draft_num
    where e.order_id = fresh.order_id`);
}

/**
 * ONE statement for a whole challenge: adds what the changes of result are worth to the points of every scored
 * entry of these rooms (ADR 018). The entries whose points do not move are not written.
 */
export async function addResultChanges(tx: Db, challengeId: number, roomIds: readonly number[], changes: readonly QuestionChange[]): Promise<void> {
  if (roomIds.length === 0 || changes.length === 0) return;
  await wholeRoomPlans(tx);
  await tx.execute(sql`
    with added as (${setAdditions(challengeId, changes)})
    update entry_scores e set points = e.points + added.delta
    from added
    where e.room_id in ${roomList(roomIds)} and e.points is not null
      and e.user_id = added.user_id and e.draft_num = added.draft_num and added.delta <> 0`);
}

/**
 * The team points of every team of a draft challenge, in exact half-points (ADR 012: Σ player points × 4 for the
 * captain, × 3 for the vice-captain, × 2 for the others), straight from the teams' jsonb players and player_points
 * of the challenge's matches; null for every team while no player of those matches has points (before the start).
 * A member without a row scores 0. SQL, not a loop over teams: used by rescoring and by the bench.
 */
export const teamHalvesSql = (challengeId: number) => sql`
  select t.user_id, t.draft_num,
         case when exists (select 1 from player_points x join challenge_matches xm on xm.match_id = x.match_id where xm.challenge_id = ${challengeId})
           then coalesce(sum(pp.points * case when p.value->>'player_id' = t.captain then 4
                                              when p.value->>'player_id' = t.vice_captain then 3 else 2 end), 0)::int
         end as halves
  from teams t
  cross join lateral jsonb_array_elements(t.players) p
  left join player_points pp on pp.player_id = p.value->>'player_id'
    and pp.match_id in (select cm.match_id from challenge_matches cm where cm.challenge_id = ${challengeId})
  where t.challenge_id = ${challengeId}
  group by t.user_id, t.draft_num, t.team_id`;

/**
 * ONE statement per draft challenge: every team's points (half-points, teamHalvesSql) into the live points of its
 * entries in these rooms, written only where they changed. Team rooms hold half-points; the API shows halves / 2.
 * Whole-room plans (wholeRoomPlans): at 1,000,000 teams a live rescore took 14-15 s with the default plan, 10-12 s so.
 */
export async function scoreTeamEntries(tx: Db, challengeId: number, roomIds: readonly number[]): Promise<void> {
  if (roomIds.length === 0) return;
  await wholeRoomPlans(tx);
  await tx.execute(sql`
    update entry_scores e set points = v.halves
    from (select mine.order_id, tp.halves from entry_scores mine
          join (${teamHalvesSql(challengeId)}) tp on tp.user_id = mine.user_id and tp.draft_num = mine.draft_num
          where mine.room_id in ${roomList(roomIds)}) v
    where e.order_id = v.order_id and e.points is distinct from v.halves`);
}

export interface RoomToSettle {
  room_id: number;
  room_name: string;
  status: string;
  challenge_id: number;
  game_mode: 'prediction' | 'nostra11';
  contest_type: ContestType;
  fee_paise: number;
  rewards: RewardRow[];
  frozen_rewards: RewardRow[] | null;
}

/** The room row locked FOR UPDATE: a second settler waits here, then sees the new status. */
export async function lockRoom(tx: Db, roomId: number): Promise<RoomToSettle | undefined> {
  const [room] = rows<RoomToSettle>(
    await tx.execute(sql`
      select r.room_id, r.room_name, r.status, c.challenge_id, ch.game_mode, c.contest_type, c.fee_paise::bigint as fee_paise,
             c.rewards, r.frozen_rewards
      from contest_rooms r join contest_configs c on c.config_id = r.config_id
      join challenges ch on ch.challenge_id = c.challenge_id
      where r.room_id = ${roomId} for update of r`),
  );
  return room ? { ...room, fee_paise: Number(room.fee_paise) } : undefined;
}

/** Exactly-once marker of a room's payout or abandonment refund; false = someone already did it. */
export async function claimMarker(tx: Db, roomId: number, kind: 'payout' | 'refund', now: Date): Promise<boolean> {
  const claimed = rows(
    await tx.execute(sql`
      insert into contest_settlements (room_id, kind, created_at) values (${roomId}, ${kind}, ${iso(now)}::timestamptz)
      on conflict do nothing returning room_id`),
  );
  return claimed.length === 1;
}

export async function setMarkerDetail(tx: Db, roomId: number, kind: 'payout' | 'refund', detail: Record<string, unknown>): Promise<void> {
  await tx.execute(sql`update contest_settlements set detail = ${JSON.stringify(detail)}::jsonb where room_id = ${roomId} and kind = ${kind}`);
}

export async function setRoomStatus(tx: Db, roomId: number, status: 'settled' | 'refunded'): Promise<void> {
  await tx.execute(sql`update contest_rooms set status = ${status} where room_id = ${roomId}`);
}

export async function insertWonCashPopups(
  tx: Db,
  roomId: number,
  wins: { user_id: number; amount: number; rank: number }[],
  detail: { room_name: string; challenge_id: number },
  now: Date,
): Promise<void> {
  if (wins.length === 0) return;
  await tx.execute(sql`
    insert into reward_popups (user_id, type, ref, amount_paise, detail, created_at)
    select v.user_id, 'won_cash', ${`room:${roomId}`}, v.amount,
           jsonb_build_object('room_id', ${roomId}::int, 'room_name', ${detail.room_name}::text,
                              'challenge_id', ${detail.challenge_id}::int, 'rank', v.rank),
           ${iso(now)}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(wins)}::jsonb) as v(user_id bigint, amount bigint, rank int)
    on conflict (user_id, type, ref) do nothing`);
}

/** Rooms of a challenge in a given set of statuses. */
export async function challengeRooms(db: Db, challengeId: number, statuses: readonly string[]): Promise<number[]> {
  const list = rows<{ room_id: number }>(
    await db.execute(sql`
      select r.room_id from contest_rooms r join contest_configs c on c.config_id = r.config_id
      where c.challenge_id = ${challengeId} and r.status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})
      order by r.room_id`),
  );
  return list.map((r) => Number(r.room_id));
}

/** 'completed' once no room of the challenge is still in play; returns whether it is completed now. */
export async function completeChallengeIfDone(db: Db, challengeId: number): Promise<boolean> {
  const done = rows<{ challenge_id: number }>(
    await db.execute(sql`
      update challenges ch set status = 'completed'
      where ch.challenge_id = ${challengeId} and ch.status not in ('completed', 'cancelled')
        and not exists (
          select 1 from contest_rooms r join contest_configs c on c.config_id = r.config_id
          where c.challenge_id = ch.challenge_id and r.status in ('open', 'full', 'locked'))
      returning challenge_id`),
  );
  if (done.length > 0) return true;
  const [row] = rows<{ status: string }>(await db.execute(sql`select status from challenges where challenge_id = ${challengeId}`));
  return row?.status === 'completed';
}

export async function cancelChallenge(db: Db, challengeId: number): Promise<void> {
  await db.execute(sql`update challenges set status = 'cancelled' where challenge_id = ${challengeId} and status <> 'completed'`);
}

export async function entriesToRefund(tx: Db, roomId: number): Promise<{ order_id: string; user_id: number }[]> {
  const list = rows<{ order_id: string; user_id: number }>(
    await tx.execute(sql`select order_id, user_id::bigint as user_id from room_entries where room_id = ${roomId} order by order_id`),
  );
  return list.map((e) => ({ order_id: e.order_id, user_id: Number(e.user_id) }));
}

export async function markEntriesRefunded(tx: Db, roomId: number): Promise<number> {
  const updated = rows(await tx.execute(sql`update room_entries set refunded = true where room_id = ${roomId} and not refunded returning order_id`));
  return updated.length;
}

export interface BoardRoom {
  room_id: number;
  challenge_id: number;
  /** 'nostra11' rooms hold half-points */
  game_mode: string;
  status: string;
  start_time: Date;
  total: number;
  contest_type: ContestType;
  /** the prize table the room pays: frozen at the start for a pool, else the config's */
  rewards: RewardRow[];
}

export async function boardRoom(db: Db, roomId: number): Promise<BoardRoom | undefined> {
  const [room] = rows<BoardRoom & { start_time: Date | string }>(
    await db.execute(sql`
      select r.room_id, c.challenge_id, ch.game_mode, r.status, ch.start_time, c.contest_type,
             coalesce(r.frozen_rewards, c.rewards, '[]'::jsonb) as rewards,
             (select count(*) from room_entries e where e.room_id = r.room_id and not e.refunded)::int as total
      from contest_rooms r join contest_configs c on c.config_id = r.config_id
      join challenges ch on ch.challenge_id = c.challenge_id
      where r.room_id = ${roomId}`),
  );
  return room ? { ...room, start_time: new Date(room.start_time) } : undefined;
}

export interface BoardRow {
  user_id: number;
  nick: string | null;
  draft_num: number;
  points: number | null;
  rank: number;
  prize_paise: number | null;
}

/**
 * One page in ranking order with rank() computed on the fly over the entries' live points (entry_scores, kept by
 * rescoring; final once settled): its board index streams the window, so a page costs its own rows, not the room's.
 */
export async function boardPage(db: Db, roomId: number, offset: number, limit: number): Promise<BoardRow[]> {
  return rows<BoardRow>(
    await db.execute(sql`
      with page as (
        select order_id, user_id, draft_num, points, joined_at,
               rank() over (order by points desc nulls last)::int as rank
        from entry_scores
        where room_id = ${roomId}
        order by points desc nulls last, joined_at, order_id
        offset ${offset} limit ${limit})
      select page.user_id::bigint as user_id, u.nick, page.draft_num, page.points, page.rank,
             e.prize_paise::bigint as prize_paise
      from page join users u on u.id = page.user_id join room_entries e on e.order_id = page.order_id
      order by page.points desc nulls last, page.joined_at, page.order_id`),
  ).map((r) => ({ ...r, user_id: Number(r.user_id), prize_paise: r.prize_paise === null ? null : Number(r.prize_paise) }));
}

/** An entry of the player's own, with what its prize depends on (core/rules/settlement Standing). */
export interface MineRow extends BoardRow {
  tie_size: number;
  tie_index: number;
  join_index: number;
}

/**
 * These players' own entries with their rank (1 + the entries with more points), their tie group (entries with the
 * same points, and those of them that joined earlier: ranking order inside a tie, at settlement's millisecond) and,
 * in a pool room, their place by join time: index range counts each.
 */
/**
 * How many entries o of s's room have s's points (null included) and `also`: two counts the board index answers, of
 * which s's points pick one (`o.points is not distinct from s.points` would read the whole room).
 */
const countTied = (also: SQL = sql`true`) => sql`case when s.points is null
  then (select count(*) from entry_scores o where o.room_id = s.room_id and o.points is null and ${also})
  else (select count(*) from entry_scores o where o.room_id = s.room_id and o.points = s.points and ${also}) end`;

export async function boardMine(db: Db, roomId: number, userIds: readonly number[], pool = false): Promise<MineRow[]> {
  if (userIds.length === 0) return [];
  return rows<MineRow>(
    await db.execute(sql`
      select e.user_id::bigint as user_id, u.nick, e.draft_num, e.points, e.prize_paise::bigint as prize_paise, e.rank,
             (${countTied()})::int as tie_size,
             (${countTied(sql`(date_trunc('milliseconds', o.joined_at), o.order_id) < (date_trunc('milliseconds', s.joined_at), s.order_id)`)})::int as tie_index,
             -- only a pool returns unoccupied prizes by join order; a fixed table needs no join place
             case when ${pool} then (select count(*) from entry_scores o where o.room_id = s.room_id
               and (date_trunc('milliseconds', o.joined_at), o.order_id) < (date_trunc('milliseconds', s.joined_at), s.order_id))
             else 0 end::int as join_index
      from entry_standings e join entry_scores s on s.order_id = e.order_id join users u on u.id = e.user_id
      where e.room_id = ${roomId} and e.user_id in (${sql.join(userIds.map((u) => sql`${u}`), sql`, `)})
      order by s.points desc nulls last, s.joined_at, s.order_id`),
  ).map((r) => ({
    ...r,
    user_id: Number(r.user_id),
    rank: Number(r.rank),
    tie_size: Number(r.tie_size),
    tie_index: Number(r.tie_index),
    join_index: Number(r.join_index),
    prize_paise: r.prize_paise === null ? null : Number(r.prize_paise),
  }));
}

export async function isPlayerOfRoom(db: Db, roomId: number, userId: number): Promise<boolean> {
  const found = rows(await db.execute(sql`select 1 from room_entries where room_id = ${roomId} and user_id = ${userId} limit 1`));
  return found.length > 0;
}
