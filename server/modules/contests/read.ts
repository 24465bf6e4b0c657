import { sql } from 'drizzle-orm';
import type { Contest, ContestData, ContestFilters, JoinedEntry, Rewards, RewardRowDto, UserStats } from '../../../core/api/contests';
import { paise, paiseToRupees } from '../../../core/money';
import { BPS_PER_WHOLE, poolPrize, rewardsTotal, type ContestType, type PoolRewardBand, type RewardRow } from '../../../core/rules/contests';
import { ApiError } from '../../../core/errors';
import type { Db } from '../../db/client';

/** Read side of contests: cards, filters, rewards, rules, rooms, stats, activity (leaderboards: modules/results). */

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

const toRewardDto = (r: RewardRow): RewardRowDto => ({ rank_from: r.rank_from, rank_to: r.rank_to, prize: paiseToRupees(r.prize) });

/** Rewards (paise) and the prize pool of a config at `entries` (pool contests grow with it). */
export function rewardsAt(c: ConfigRow, entries: number): { rows: RewardRow[]; pool: number } {
  if (c.contest_type === 'pool' && c.pool_template) {
    const p = poolPrize({ entries, fee: paise(c.fee_paise), rakePercent: c.rake_bps / (BPS_PER_WHOLE / 100), rewardsTemplate: c.pool_template });
    const rowsOut = p.ranks.filter((r) => r.prize_per_rank > 0).map((r) => ({ rank_from: r.rank_from, rank_to: r.rank_to, prize: paise(r.prize_per_rank) }));
    return { rows: rowsOut, pool: p.prizePool };
  }
  return { rows: c.rewards, pool: rewardsTotal(c.rewards) };
}

export function toContest(c: ConfigRow, joinedWith: number[]): Contest {
  const { rows: rewardRows, pool } = rewardsAt(c, c.contest_type === 'pool' ? c.current_room_filled : c.room_size);
  return {
    config_id: c.config_id,
    challenge_id: c.challenge_id,
    challenge_name: c.challenge_name,
    name: c.name,
    contest_name: c.contest_name,
    config_name: c.config_name,
    fee: paiseToRupees(c.fee_paise),
    is_free: c.fee_paise === 0,
    promo_limit: c.promo_limit,
    pImage: c.p_image,
    mode: c.game_mode,
    contest_type: c.contest_type,
    min_entries: c.min_entries,
    room_size: c.room_size,
    max_rooms: c.max_rooms,
    seats_filled: c.seats_filled,
    prize_pool: paiseToRupees(pool),
    rewards: rewardRows.map(toRewardDto),
    rules: c.rules,
    powerup_bank_allowed: c.powerup_bank_allowed,
    joined_with: joinedWith,
  };
}

export async function contestData(db: Db, userId: number, challengeId: number, now: Date): Promise<ContestData> {
  const challenge = await loadChallenge(db, challengeId);
  const configs = rows<ConfigRow>(
    await db.execute(sql`${configSelect} where c.challenge_id = ${challengeId} order by c.sort_order, c.config_id`),
  ).map(normaliseConfig);
  const joined = rows<{ config_id: number; draft_num: number }>(
    await db.execute(sql`
      select o.config_id, o.draft_num from join_orders o join room_entries e on e.order_id = o.order_id
      where o.user_id = ${userId} and o.challenge_id = ${challengeId} and o.status = 'seated' and not e.refunded
      order by o.draft_num`),
  );
  const byConfig = new Map<number, number[]>();
  for (const j of joined) byConfig.set(j.config_id, [...(byConfig.get(j.config_id) ?? []), j.draft_num]);
  return {
    challenge_id: challengeId,
    challenge_name: challenge.name,
    start_time: challenge.start_time.getTime(),
    locked: now >= challenge.start_time,
    contests: configs.map((c) => toContest(c, byConfig.get(c.config_id) ?? [])),
    joined_contest_count: byConfig.size,
  };
}

interface FilterOption {
  value: string;
  label: string;
  test: (c: Contest) => boolean;
}

const FEE_OPTIONS: FilterOption[] = [
  { value: 'fee:free', label: 'Free', test: (c) => c.is_free },
  { value: 'fee:1-50', label: '₹1 – ₹50', test: (c) => c.fee > 0 && c.fee <= 50 },
  { value: 'fee:51-500', label: '₹51 – ₹500', test: (c) => c.fee > 50 && c.fee <= 500 },
  { value: 'fee:501+', label: '₹501 & above', test: (c) => c.fee > 500 },
];
const SIZE_OPTIONS: FilterOption[] = [
  { value: 'room_size:2', label: 'Head to head', test: (c) => c.room_size === 2 },
  { value: 'room_size:3-10', label: '3 – 10', test: (c) => c.room_size >= 3 && c.room_size <= 10 },
  { value: 'room_size:11-100', label: '11 – 100', test: (c) => c.room_size >= 11 && c.room_size <= 100 },
  { value: 'room_size:101+', label: '101 & above', test: (c) => c.room_size > 100 },
];
const TYPE_OPTIONS: FilterOption[] = [
  { value: 'contest_type:guaranteed', label: 'Guaranteed', test: (c) => c.contest_type === 'guaranteed' },
  { value: 'contest_type:non_guaranteed', label: 'Non-guaranteed', test: (c) => c.contest_type === 'non_guaranteed' },
  { value: 'contest_type:pool', label: 'Pool', test: (c) => c.contest_type === 'pool' },
];
const POOL_OPTIONS: FilterOption[] = [
  { value: 'prize_pool:0-1000', label: 'Up to ₹1,000', test: (c) => c.prize_pool <= 1000 },
  { value: 'prize_pool:1001-10000', label: '₹1,001 – ₹10,000', test: (c) => c.prize_pool > 1000 && c.prize_pool <= 10_000 },
  { value: 'prize_pool:10001+', label: 'Above ₹10,000', test: (c) => c.prize_pool > 10_000 },
];

export async function contestFilters(db: Db, userId: number, challengeId: number, now: Date): Promise<ContestFilters> {
  const { contests } = await contestData(db, userId, challengeId, now);
  const group = (key: ContestFilters['filters'][number]['key'], label: string, options: FilterOption[]) => ({
    key,
    label,
    options: options.map((o) => ({ value: o.value, label: o.label, count: contests.filter(o.test).length })),
  });
  return {
    filters: [
      group('fee', 'Entry fee', FEE_OPTIONS),
      group('room_size', 'Room size', SIZE_OPTIONS),
      group('contest_type', 'Contest type', TYPE_OPTIONS),
      group('prize_pool', 'Prize pool', POOL_OPTIONS),
    ],
  };
}

interface RoomRow {
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

export async function rewards(db: Db, q: { config_id?: number | undefined; room_id?: number | undefined }): Promise<Rewards> {
  if (q.room_id !== undefined) {
    const room = await loadRoom(db, q.room_id);
    const c = await loadConfig(db, room.config_id);
    const r = room.frozen_rewards
      ? { rows: room.frozen_rewards, pool: rewardsTotal(room.frozen_rewards) }
      : rewardsAt(c, c.contest_type === 'pool' ? room.filled : c.room_size);
    return { config_id: c.config_id, room_id: room.room_id, contest_type: c.contest_type, prize_pool: paiseToRupees(r.pool), entries: room.filled, rewards: r.rows.map(toRewardDto) };
  }
  const c = await loadConfig(db, q.config_id as number);
  const entries = c.contest_type === 'pool' ? c.current_room_filled : c.room_size;
  const r = rewardsAt(c, entries);
  return { config_id: c.config_id, room_id: null, contest_type: c.contest_type, prize_pool: paiseToRupees(r.pool), entries, rewards: r.rows.map(toRewardDto) };
}

export async function contestRooms(db: Db, configId: number) {
  const c = await loadConfig(db, configId);
  const list = rows<RoomRow>(
    await db.execute(sql`select room_id, room_name, filled, size, status from contest_rooms where config_id = ${configId} order by room_index`),
  );
  return {
    config_id: c.config_id,
    config_name: c.config_name,
    room_size: c.room_size,
    max_rooms: c.max_rooms,
    contest_rooms: list.map((r) => ({ room_id: r.room_id, room_name: r.room_name, filled: r.filled, size: r.size, status: r.status })),
  };
}

export async function userStats(db: Db, userId: number): Promise<UserStats> {
  const [row] = rows<{ nick: string | null; paid: number; total: number }>(
    await db.execute(sql`
      select u.nick,
        (select count(*) from room_entries e where e.user_id = u.id and e.fee_paise > 0 and not e.refunded)::int as paid,
        (select count(*) from room_entries e where e.user_id = u.id and not e.refunded)::int as total
      from users u where u.id = ${userId}`),
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Player not found');
  return { user_nick: row.nick ?? '', user_photo: null, count_paid_contests_joined: row.paid, count_contests_joined: row.total };
}

export async function userActivity(db: Db, userId: number, challengeId: number) {
  const challenge = await loadChallenge(db, challengeId);
  const draftsTable = challenge.game_mode === 'prediction' ? sql`pick_sets` : sql`teams`;
  const [drafts] = rows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${draftsTable} where user_id = ${userId} and challenge_id = ${challengeId}`),
  );
  const joined = rows<{ room_id: number; room_name: string; config_id: number; contest_name: string; draft_num: number; fee_paise: number; joined_at: Date }>(
    await db.execute(sql`
      select e.room_id, r.room_name, r.config_id, c.contest_name, e.draft_num, e.fee_paise::bigint as fee_paise, e.joined_at
      from room_entries e join contest_rooms r on r.room_id = e.room_id join contest_configs c on c.config_id = r.config_id
      where e.user_id = ${userId} and e.challenge_id = ${challengeId} and not e.refunded
      order by e.joined_at, e.order_id`),
  );
  return {
    challenge_id: challengeId,
    drafts_created: drafts?.n ?? 0,
    joined: joined.map(
      (j): JoinedEntry => ({
        room_id: j.room_id,
        room_name: j.room_name,
        config_id: j.config_id,
        contest_name: j.contest_name,
        draft_num: j.draft_num,
        fee: paiseToRupees(Number(j.fee_paise)),
        joined_at: asDate(j.joined_at).getTime(),
      }),
    ),
  };
}
