import { sql, type SQL } from 'drizzle-orm';
import type { ContestType, RewardRow } from '../../../core/rules/contests';
import type { PicksSettings } from '../../../core/rules/picks';
import type { QuestionResult, ResultChangeDelta } from '../../../core/rules/results';
import type { ReportPlayer, ReportQuestion } from '../../../core/rules/settlement';
import { CAPTAIN_HALVES, MEMBER_HALVES, VICE_CAPTAIN_HALVES } from '../../../core/rules/teamSports';
import { intArray } from '../../db/arrays';
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
 * A pick's kind for one changed question, the index of its addition in `kindTable`: 8 if its answer is the correct one
 * after the change, 4 if before, 2 for a '2x', 1 for a 'no_negs'; null when the set did not answer the question.
 */
const pickKind = (pick: SQL, c: QuestionChange) => sql`case when ${pick} ->> 'answer' is null then null else
  (case when ${pick} ->> 'answer' = ${c.correct_after}::text then 8 else 0 end)
  + (case when ${pick} ->> 'answer' = ${c.correct_before}::text then 4 else 0 end)
  + (case when ${pick} -> 'powerups' ? '2x' then 2 else 0 end)
  + (case when ${pick} -> 'powerups' ? 'no_negs' then 1 else 0 end) end`;

/** A change's table of additions (core's resultChangeDeltas) as 16 integers indexed by pickKind; 0 for a kind it has no row for. */
function kindTable(c: QuestionChange): string {
  const table = new Array<number>(16).fill(0);
  for (const d of c.deltas) table[(d.right_after ? 8 : 0) + (d.right_before ? 4 : 0) + (d.x2 ? 2 : 0) + (d.no_negs ? 1 : 0)] = d.delta;
  return intArray(table);
}

/**
 * What the changes add to each saved set of the challenge (user_id, draft_num, delta; a set is worth the same to
 * every entry that plays it): ONE pass over the sets, no join and no grouping. Each set's pick of each changed
 * question is taken out of its jsonb once (`offset 0` keeps it there); its kind then indexes the change's table of
 * additions, and the additions of all changes are summed in the row. Joining the picks to the table and grouping per
 * set instead cost 1.5-2.5 s of a 1,000,000-set event (ADR 023).
 */
const setAdditions = (challengeId: number, changes: readonly QuestionChange[]) => {
  const picks = changes.map((c, i) => sql`s.picks -> ${String(c.question_id)}::text as ${sql.raw(`p${i}`)}`);
  const additions = changes.map((c, i) => sql`coalesce((${kindTable(c)}::int[])[1 + ${pickKind(sql.raw(`a.p${i}`), c)}], 0)`);
  return sql`
  select a.user_id, a.draft_num, ${changes.length === 0 ? sql`0` : sql`(${sql.join(additions, sql` + `)})::int`} as delta
  from (select ${sql.join([sql`s.user_id`, sql`s.draft_num`, ...picks], sql`, `)}
        from pick_sets s where s.challenge_id = ${challengeId} offset 0) a`;
};

/**
 * Plans for a statement over whole rooms: hash joins, never one index probe per entry (which the planner picks when
 * its counts are stale, e.g. right after the first rescore gave a million entries points: 17 s instead of 10 s at
 * 1,000,000), and the memory for the entries' hash to stay in one batch (65 MB at 1,000,000 entries).
 * SET LOCAL: until the rescore's transaction ends.
 */
async function wholeRoomPlans(tx: Db): Promise<void> {
  await tx.execute(sql`set local enable_nestloop = off`);
  await tx.execute(sql`set local work_mem = '64MB'`);
}

/**
 * Gives every entry of these rooms that has no points yet (the first rescore after the start, or seated since) its
 * set's points from nothing to `standing` (the results the other entries stand on); an entry without a set stays
 * unscored (null), as settlement has it. Most passes find no such entry and stop there.
 */
export async function scoreNewSetEntries(tx: Db, challengeId: number, roomIds: readonly number[], standing: readonly QuestionChange[]): Promise<void> {
  if (!(await hasUnscoredEntry(tx, roomIds))) return;
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
/**
 * What one point of `player` is worth to team t, in half-points: core's multipliers (captain, vice-captain, any other
 * member) where `member` holds, else 0.
 */
const halvesPerPoint = (player: SQL, member: SQL = sql`true`) => sql`(case when ${player} = t.captain then ${CAPTAIN_HALVES}::int
  when ${player} = t.vice_captain then ${VICE_CAPTAIN_HALVES}::int when ${member} then ${MEMBER_HALVES}::int else 0 end)`;

export const teamHalvesSql = (challengeId: number) => sql`
  select t.user_id, t.draft_num,
         case when exists (select 1 from player_points x join challenge_matches xm on xm.match_id = x.match_id where xm.challenge_id = ${challengeId})
           then coalesce(sum(pp.points * ${halvesPerPoint(sql`p.value->>'player_id'`)}), 0)::int
         end as halves
  from teams t
  cross join lateral jsonb_array_elements(t.players) p
  left join player_points pp on pp.player_id = p.value->>'player_id'
    and pp.match_id in (select cm.match_id from challenge_matches cm where cm.challenge_id = ${challengeId})
  where t.challenge_id = ${challengeId}
  group by t.user_id, t.draft_num, t.team_id`;

/**
 * Every team's points (half-points, teamHalvesSql) into the live points of its entries in these rooms, written only
 * where they changed: all entries, or (`unscoredOnly`) those without points yet, seated after the others were
 * scored. Team rooms hold half-points; the API shows halves / 2. Reads every team's players: the first scoring of a
 * challenge, or when the points it stood on are gone (addPlayerChanges moves points after that).
 */
export async function scoreTeamEntries(tx: Db, challengeId: number, roomIds: readonly number[], unscoredOnly = false): Promise<void> {
  if (roomIds.length === 0) return;
  await wholeRoomPlans(tx);
  await tx.execute(sql`
    update entry_scores e set points = v.halves
    from (select mine.order_id, tp.halves from entry_scores mine
          join (${teamHalvesSql(challengeId)}) tp on tp.user_id = mine.user_id and tp.draft_num = mine.draft_num
          where mine.room_id in ${roomList(roomIds)} ${unscoredOnly ? sql`and mine.points is null` : sql``}) v
    where e.order_id = v.order_id and e.points is distinct from v.halves`);
}

/** Whether any entry of these rooms has no live points (a pass over the rooms' rows, stopping at the first). */
export async function hasUnscoredEntry(tx: Db, roomIds: readonly number[]): Promise<boolean> {
  if (roomIds.length === 0) return false;
  return rows(await tx.execute(sql`${roomEntries(roomIds, false)} limit 1`)).length > 0;
}

/** One player's points moved since the challenge's entries were scored: by `diff` in total over its matches. */
export interface PlayerChange {
  player_id: string;
  diff: number;
}

/**
 * The draft challenge's player points now (player_points of its matches) against what its entries stand on
 * (scored_player_points): the players whose points moved, and how many rows each side has.
 */
export async function playerPointsChanges(tx: Db, challengeId: number): Promise<{ changes: PlayerChange[]; scored: number; current: number }> {
  const list = rows<{ player_id: string; diff: number; scored: number; current: number }>(
    await tx.execute(sql`
      with cur as (select pp.match_id, pp.player_id, pp.points from player_points pp
                   join challenge_matches cm on cm.match_id = pp.match_id where cm.challenge_id = ${challengeId}),
      old as (select match_id, player_id, points from scored_player_points where challenge_id = ${challengeId})
      select coalesce(cur.player_id, old.player_id) as player_id,
             sum(coalesce(cur.points, 0) - coalesce(old.points, 0))::int as diff,
             count(old.points)::int as scored, count(cur.points)::int as current
      from cur full join old on old.match_id = cur.match_id and old.player_id = cur.player_id
      group by 1`),
  );
  return {
    changes: list.filter((r) => Number(r.diff) !== 0).map((r) => ({ player_id: r.player_id, diff: Number(r.diff) })),
    scored: list.reduce((n, r) => n + Number(r.scored), 0),
    current: list.reduce((n, r) => n + Number(r.current), 0),
  };
}

/** Records what the draft challenge's entries now stand on: its player points as they are. */
export async function saveScoredPlayerPoints(tx: Db, challengeId: number): Promise<void> {
  await tx.execute(sql`delete from scored_player_points where challenge_id = ${challengeId}`);
  await tx.execute(sql`
    insert into scored_player_points (challenge_id, match_id, player_id, points)
    select ${challengeId}, pp.match_id, pp.player_id, pp.points from player_points pp
    join challenge_matches cm on cm.match_id = pp.match_id where cm.challenge_id = ${challengeId}`);
}

/**
 * ONE statement per draft challenge: adds to every scored entry of these rooms what the players whose points moved
 * are worth to its team, in half-points (ADR 012: × 4 captain, × 3 vice-captain, × 2 any other member, 0 for a team
 * without the player), in one pass over the teams; the entries whose points do not move are not written. Summing every
 * team whole instead cost 10 s a pass in a room of 1,000,000 teams, changed or not (ADR 023).
 */
export async function addPlayerChanges(tx: Db, challengeId: number, roomIds: readonly number[], changes: readonly PlayerChange[]): Promise<void> {
  if (roomIds.length === 0 || changes.length === 0) return;
  const worth = changes.map(
    (c) => sql`${halvesPerPoint(sql`${c.player_id}::text`, sql`t.players @> ${JSON.stringify([{ player_id: c.player_id }])}::jsonb`)} * ${c.diff}::int`,
  );
  await wholeRoomPlans(tx);
  await tx.execute(sql`
    with added as (select t.user_id, t.draft_num, (${sql.join(worth, sql` + `)})::int as delta
                   from teams t where t.challenge_id = ${challengeId} offset 0)
    update entry_scores e set points = e.points + added.delta
    from added
    where e.room_id in ${roomList(roomIds)} and e.points is not null
      and e.user_id = added.user_id and e.draft_num = added.draft_num and added.delta <> 0`);
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
 * One page in ranking order, each row's standard competition rank summed from room_points (1 + the scored entries
 * with more points; an unscored entry after every scored one), as rank() over the room would give it. The page
 * itself is a top-N sort of the room's rows: no index holds `points` (ADR 023), 0.1-0.2 s in a room of 1,000,000.
 */
export async function boardPage(db: Db, roomId: number, offset: number, limit: number): Promise<BoardRow[]> {
  return rows<BoardRow>(
    await db.execute(sql`
      with page as (
        select order_id, user_id, draft_num, points, joined_at from entry_scores
        where room_id = ${roomId}
        order by points desc nulls last, joined_at, order_id
        offset ${offset} limit ${limit})
      select page.user_id::bigint as user_id, u.nick, page.draft_num, page.points,
             1 + (select coalesce(sum(p.entries), 0) from room_points p
                  where p.room_id = ${roomId} and (page.points is null or p.points > page.points))::int as rank,
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

/** Ranking order inside a tie, at settlement's millisecond: o joined before s. */
const joinedBefore = sql`(date_trunc('milliseconds', o.joined_at), o.order_id) < (date_trunc('milliseconds', s.joined_at), s.order_id)`;

/**
 * These players' own entries with their rank (entry_standings), their tie group's size (room_points; the unscored:
 * the room's rows less its scored ones), their place inside it and, in a pool room, their place by join time.
 * The place inside a tie group counts the group's earlier entries, which costs a pass over the room's rows, so it is
 * counted only for an entry ranked within `paidTo` (core's lastPaidPosition): below it every share is 0 and the
 * place changes nothing.
 */
export async function boardMine(db: Db, roomId: number, userIds: readonly number[], opts: { pool: boolean; paidTo: number }): Promise<MineRow[]> {
  if (userIds.length === 0) return [];
  return rows<MineRow>(
    await db.execute(sql`
      select e.user_id::bigint as user_id, u.nick, e.draft_num, e.points, e.prize_paise::bigint as prize_paise, e.rank,
             case when s.points is null
               then (select count(*) from entry_scores o where o.room_id = s.room_id)
                    - (select coalesce(sum(p.entries), 0) from room_points p where p.room_id = s.room_id)
               else (select coalesce(sum(p.entries), 0) from room_points p where p.room_id = s.room_id and p.points = s.points)
             end::int as tie_size,
             case when e.rank > ${opts.paidTo} then 0
                  when s.points is null then (select count(*) from entry_scores o where o.room_id = s.room_id and o.points is null and ${joinedBefore})
                  else (select count(*) from entry_scores o where o.room_id = s.room_id and o.points = s.points and ${joinedBefore})
             end::int as tie_index,
             -- only a pool returns unoccupied prizes by join order; a fixed table needs no join place
             case when ${opts.pool} then (select count(*) from entry_scores o where o.room_id = s.room_id and ${joinedBefore})
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
