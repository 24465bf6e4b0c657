import { sql, type SQL } from 'drizzle-orm';
import type { QuestionPick } from '../../../core/rules/picks';
import type { ReportTeam } from '../../../core/rules/settlement';
import type { Db } from '../../db/client';
import { rows } from './repository';

/** SQL of settling a room in one pass over its entries and of its report in parts (ADR 022). */

export interface EntrantRow {
  order_id: string;
  /** the live points rescoring left (entry_scores), and their rank */
  points: number | null;
  rank: number;
  user_id: number;
  draft_num: number;
  /** ISO 8601 at millisecond precision, made by SQL: the same instant the ranking order below sorts on */
  joined_at: string;
  flow: 'prediction' | 'team';
  picks: Record<string, QuestionPick> | null;
  /** team flow: the team's player ids and leaders (null for a set, or a team that is gone) */
  team: ReportTeam | null;
}

/** Rows read per FETCH: a few megabytes of picks, whatever the room's size. */
const BATCH = 2_000;

export async function countRoomEntries(tx: Db, roomId: number): Promise<number> {
  const [row] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from room_entries where room_id = ${roomId} and not refunded`));
  return Number(row?.n ?? 0);
}

/**
 * The room's entrants in `order` (of entry_scores es and room_entries e). The order and the ranks are made over the
 * narrow rows first; each row's picks or team are then fetched by key (a lateral join that keeps that order), so a
 * room of a million entries sorts ids and points, not a million sets of picks.
 */
const entrantsQuery = (roomId: number, order: SQL) => sql`
  select r.order_id, r.points, r.rank, x.user_id, x.draft_num, x.joined_at, x.flow, x.picks, x.team
  from (select es.order_id, es.points, rank() over (order by es.points desc nulls last)::int as rank,
               row_number() over (order by ${order}) as position
        from entry_scores es join room_entries e on e.order_id = es.order_id
        where e.room_id = ${roomId} and not e.refunded
        order by position) r
  cross join lateral (
    select e.user_id::bigint as user_id, e.draft_num,
           to_char(date_trunc('milliseconds', e.joined_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as joined_at,
           o.flow, s.picks,
           case when t.team_id is not null then json_build_object(
             'players', (select coalesce(json_agg(p->>'player_id'), '[]'::json) from jsonb_array_elements(t.players) p),
             'captain', t.captain, 'vice_captain', t.vice_captain) end as team
    from room_entries e
    join join_orders o on o.order_id = e.order_id
    left join pick_sets s on o.flow = 'prediction' and s.user_id = e.user_id
      and s.challenge_id = e.challenge_id and s.draft_num = e.draft_num
    left join teams t on o.flow = 'team' and t.user_id = e.user_id
      and t.challenge_id = e.challenge_id and t.draft_num = e.draft_num
    where e.order_id = r.order_id) x
  order by r.position`;

/**
 * The room's entries through a cursor of the caller's transaction, BATCH rows at a time. `ranked`: in ranking order
 * by live points (points desc, nulls last, then join time at settlement's millisecond, then order id: core's
 * compareForRanking); otherwise by order id.
 */
export async function* roomEntrants(tx: Db, roomId: number, ranked: boolean): AsyncGenerator<EntrantRow[]> {
  const order = ranked ? sql`es.points desc nulls last, date_trunc('milliseconds', e.joined_at), e.order_id` : sql`e.order_id`;
  await tx.execute(sql`declare settle_entrants no scroll cursor for ${entrantsQuery(roomId, order)}`);
  const fetchBatch = async () => {
    const batch = rows<EntrantRow>(await tx.execute(sql.raw(`fetch forward ${BATCH} from settle_entrants`)));
    for (const e of batch) {
      e.user_id = Number(e.user_id);
      e.points = e.points === null ? null : Number(e.points);
      e.rank = Number(e.rank);
    }
    return batch;
  };
  // one batch ahead: PostgreSQL reads the next rows while the caller works on these
  let next = fetchBatch();
  try {
    for (;;) {
      const batch = await next;
      if (batch.length === 0) return;
      next = fetchBatch();
      yield batch;
    }
  } finally {
    await next.catch(() => undefined);
    await tx.execute(sql`close settle_entrants`);
  }
}

/** Live points settlement found behind (an entry seated after the last rescore): set to what the report says. */
export async function setLivePoints(tx: Db, changed: readonly { order_id: string; points: number | null }[]): Promise<void> {
  if (changed.length === 0) return;
  await tx.execute(sql`
    update entry_scores s set points = v.points
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(order_id uuid, points int)
    where s.order_id = v.order_id`);
}

/** Every entry's final points and rank from its live ones, prize 0: one set-based statement before the prizes. */
export async function resetEntryResults(tx: Db, roomId: number): Promise<void> {
  await tx.execute(sql`
    update room_entries e set prize_paise = 0, points = live.points, rank = live.rank
    from (select order_id, points, rank() over (order by points desc nulls last)::int as rank from entry_scores where room_id = ${roomId}) live
    where e.order_id = live.order_id`);
}

/** Final points, rank and prize of the entries whose numbers differ from what resetEntryResults wrote (winners). */
export async function writeEntryPrizes(tx: Db, changed: readonly { order_id: string; points: number | null; rank: number; prize: number }[]): Promise<void> {
  if (changed.length === 0) return;
  await tx.execute(sql`
    update room_entries e set points = v.points, rank = v.rank, prize_paise = v.prize
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(order_id uuid, points int, rank int, prize bigint)
    where e.order_id = v.order_id`);
}

export async function insertReportPart(tx: Db, roomId: number, part: number, text: string): Promise<void> {
  await tx.execute(sql`insert into settlement_report_parts (room_id, part, text) values (${roomId}, ${part}, ${text})`);
}

export async function deleteReportParts(tx: Db, roomId: number): Promise<void> {
  await tx.execute(sql`delete from settlement_report_parts where room_id = ${roomId}`);
}

export interface SealedReport {
  /** the first part (the whole document when parts = 1) */
  first: string;
  parts: number;
  bytes: number;
  sha256: string;
}

/** The report's row, written after its other parts (their foreign key is checked at commit). */
export async function insertReport(tx: Db, roomId: number, report: SealedReport, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into settlement_reports (room_id, document, sha256, published_at, parts, bytes)
    values (${roomId}, ${report.first}, ${report.sha256}, ${now.toISOString()}::timestamptz, ${report.parts}, ${report.bytes})`);
}

export interface StoredReportPart {
  /** this part's text; the document is parts 0 … parts − 1 concatenated */
  text: string;
  part: number;
  parts: number;
  /** the whole document's size (null: a report stored before parts existed, one part) */
  bytes: number | null;
  sha256: string;
  published_at: Date;
}

/** One part of a room's stored report; undefined for no report, or no such part. */
export async function storedReportPart(db: Db, roomId: number, part: number): Promise<StoredReportPart | undefined> {
  const [row] = rows<{ text: string | null; parts: number; bytes: number | string | null; sha256: string; published_at: Date | string }>(
    await db.execute(sql`
      select case when ${part}::int = 0 then r.document else p.text end as text, r.parts, r.bytes, r.sha256, r.published_at
      from settlement_reports r left join settlement_report_parts p on p.room_id = r.room_id and p.part = ${part}::int
      where r.room_id = ${roomId}`),
  );
  if (!row || row.text === null) return undefined;
  return {
    text: row.text,
    part,
    parts: Number(row.parts),
    bytes: row.bytes === null ? null : Number(row.bytes),
    sha256: row.sha256,
    published_at: new Date(row.published_at),
  };
}
