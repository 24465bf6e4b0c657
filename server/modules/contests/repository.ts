import { sql } from 'drizzle-orm';
import { ApiError } from '../../../core/errors';
import type { ContestType, PoolRewardBand, RewardRow } from '../../../core/rules/contests';
import type { Db } from '../../db/client';

/** SQL of the contests feature's read side (service.ts builds the answers from these rows). */

export interface ConfigRow {
  config_id: number;
  challenge_id: number;
  challenge_name: string;
  game_mode: 'prediction' | 'nostra11';
  start_time: Date;
  name: string;
  contest_name: string;
  config_name: string;
  contest_type: ContestType;
  fee_paise: number;
  promo_limit: number;
  room_size: number;
  max_rooms: number;
  min_entries: number | null;
  rake_bps: number;
  rewards: RewardRow[];
  pool_template: PoolRewardBand[] | null;
  rules: string[];
  powerup_bank_allowed: boolean;
  p_image: string;
  join_cutoff_at: Date | null;
  seats_filled: number;
  /** fill of the room currently filling (pool prize shown at its entries) */
  current_room_filled: number;
}

export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function normaliseConfig(r: ConfigRow): ConfigRow {
  return {
    ...r,
    fee_paise: Number(r.fee_paise),
    seats_filled: Number(r.seats_filled),
    current_room_filled: Number(r.current_room_filled),
    start_time: asDate(r.start_time),
    join_cutoff_at: r.join_cutoff_at === null ? null : asDate(r.join_cutoff_at),
  };
}

const configSelect = sql`
  select c.config_id, c.challenge_id, ch.name as challenge_name, ch.game_mode, ch.start_time,
         c.name, c.contest_name, c.config_name, c.contest_type, c.fee_paise::bigint as fee_paise, c.promo_limit,
         c.room_size, c.max_rooms, c.min_entries, c.rake_bps, c.rewards, c.pool_template, c.rules,
         c.powerup_bank_allowed, c.p_image, c.join_cutoff_at,
         coalesce((select sum(r.filled) from contest_rooms r where r.config_id = c.config_id), 0)::int as seats_filled,
         coalesce((select r.filled from contest_rooms r where r.config_id = c.config_id
                   order by r.room_index desc limit 1), 0)::int as current_room_filled
  from contest_configs c join challenges ch on ch.challenge_id = c.challenge_id`;

export async function loadConfig(db: Db, configId: number): Promise<ConfigRow> {
  const [row] = rows<ConfigRow>(await db.execute(sql`${configSelect} where c.config_id = ${configId}`));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'This contest does not exist');
  return normaliseConfig(row);
}

export async function loadChallenge(db: Db, challengeId: number) {
  const [row] = rows<{ challenge_id: number; name: string; start_time: Date; game_mode: string }>(
    await db.execute(sql`select challenge_id, name, start_time, game_mode from challenges where challenge_id = ${challengeId}`),
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'This challenge does not exist');
  return { ...row, start_time: asDate(row.start_time) };
}

export async function configsOfChallenge(db: Db, challengeId: number): Promise<ConfigRow[]> {
  return rows<ConfigRow>(
    await db.execute(sql`${configSelect} where c.challenge_id = ${challengeId} order by c.sort_order, c.config_id`),
  ).map(normaliseConfig);
}

/** (config, draft) pairs the player sits with in a challenge (seated, not refunded). */
export async function joinedDrafts(db: Db, userId: number, challengeId: number): Promise<{ config_id: number; draft_num: number }[]> {
  return rows<{ config_id: number; draft_num: number }>(
    await db.execute(sql`
      select o.config_id, o.draft_num from join_orders o join room_entries e on e.order_id = o.order_id
      where o.user_id = ${userId} and o.challenge_id = ${challengeId} and o.status = 'seated' and not e.refunded
      order by o.draft_num`),
  );
}

export interface RoomRow {
  room_id: number;
  config_id: number;
  room_index: number;
  room_name: string;
  size: number;
  filled: number;
  status: 'open' | 'full' | 'locked' | 'settled' | 'refunded';
  frozen_rewards: RewardRow[] | null;
  challenge_id: number;
}

export async function loadRoom(db: Db, roomId: number): Promise<RoomRow> {
  const [room] = rows<RoomRow>(
    await db.execute(sql`
      select r.room_id, r.config_id, r.room_index, r.room_name, r.size, r.filled, r.status, r.frozen_rewards, c.challenge_id
      from contest_rooms r join contest_configs c on c.config_id = r.config_id where r.room_id = ${roomId}`),
  );
  if (!room) throw new ApiError(404, 'NOT_FOUND', 'This room does not exist');
  return room;
}

export async function roomsOfConfig(db: Db, configId: number): Promise<Pick<RoomRow, 'room_id' | 'room_name' | 'filled' | 'size' | 'status'>[]> {
  return rows(await db.execute(sql`select room_id, room_name, filled, size, status from contest_rooms where config_id = ${configId} order by room_index`));
}

export async function userCounts(db: Db, userId: number): Promise<{ nick: string | null; paid: number; total: number } | undefined> {
  const [row] = rows<{ nick: string | null; paid: number; total: number }>(
    await db.execute(sql`
      select u.nick,
        (select count(*) from room_entries e where e.user_id = u.id and e.fee_paise > 0 and not e.refunded)::int as paid,
        (select count(*) from room_entries e where e.user_id = u.id and not e.refunded)::int as total
      from users u where u.id = ${userId}`),
  );
  return row;
}

export async function draftsCreated(db: Db, userId: number, challengeId: number, gameMode: string): Promise<number> {
  const draftsTable = gameMode === 'prediction' ? sql`pick_sets` : sql`teams`;
  const [drafts] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${draftsTable} where user_id = ${userId} and challenge_id = ${challengeId}`),
  );
  return drafts?.n ?? 0;
}

export interface JoinedRow {
  room_id: number;
  room_name: string;
  config_id: number;
  contest_name: string;
  draft_num: number;
  fee_paise: number;
  joined_at: Date;
}

export async function joinedEntries(db: Db, userId: number, challengeId: number): Promise<JoinedRow[]> {
  return rows<JoinedRow>(
    await db.execute(sql`
      select e.room_id, r.room_name, r.config_id, c.contest_name, e.draft_num, e.fee_paise::bigint as fee_paise, e.joined_at
      from room_entries e join contest_rooms r on r.room_id = e.room_id join contest_configs c on c.config_id = r.config_id
      where e.user_id = ${userId} and e.challenge_id = ${challengeId} and not e.refunded
      order by e.joined_at, e.order_id`),
  ).map((j) => ({ ...j, fee_paise: Number(j.fee_paise), joined_at: asDate(j.joined_at) }));
}

export async function saveJoinGuide(db: Db, userId: number, challengeId: number, step: number): Promise<void> {
  await db.execute(sql`
    insert into join_guides (user_id, challenge_id, step) values (${userId}, ${challengeId}, ${step})
    on conflict (user_id, challenge_id) do update set step = excluded.step`);
}
