import { hasStarted } from '../../../core/rules/challenges';
import type { Contest, ContestData, ContestFilters, JoinedEntry, Rewards, RewardRowDto, UserStats } from '../../../core/api/contests';
import { formatAmount, paise, paiseToRupees, PAISE_PER_RUPEE, type MoneyMode } from '../../../core/money';
import { promoLimitFor } from '../../../core/rules/wallet';
import { BPS_PER_WHOLE, poolPrize, rewardsTotal, type RewardRow } from '../../../core/rules/contests';
import { ApiError } from '../../../core/errors';
import type { Db } from '../../db/client';
import {
  configsOfChallenge,
  draftsCreated,
  joinedDrafts,
  joinedEntries,
  loadChallenge,
  loadConfig,
  loadRoom,
  roomsOfConfig,
  saveJoinGuide,
  userCounts,
  type ConfigRow,
} from './repository';
import { photoUrls } from '../profile/repository';

/** Read side of contests: cards, filters, rewards, rules, rooms, stats, activity, join guide (leaderboards: modules/results). */

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

export function toContest(c: ConfigRow, joinedWith: number[], mode: MoneyMode): Contest {
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
    promo_limit: promoLimitFor(c.promo_limit, mode),
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

export async function contestData(db: Db, userId: number, challengeId: number, now: Date, mode: MoneyMode): Promise<ContestData> {
  const challenge = await loadChallenge(db, challengeId);
  const configs = await configsOfChallenge(db, challengeId);
  const joined = await joinedDrafts(db, userId, challengeId);
  const byConfig = new Map<number, number[]>();
  for (const j of joined) byConfig.set(j.config_id, [...(byConfig.get(j.config_id) ?? []), j.draft_num]);
  return {
    challenge_id: challengeId,
    challenge_name: challenge.name,
    start_time: challenge.start_time.getTime(),
    locked: hasStarted(challenge.start_time, now),
    contests: configs.map((c) => toContest(c, byConfig.get(c.config_id) ?? [], mode)),
    joined_contest_count: byConfig.size,
  };
}

interface FilterOption {
  value: string;
  label: string;
  test: (c: Contest) => boolean;
}

/** Fee and prize-pool bands speak the mode's unit: '₹1 – ₹50' with money, '1 – 50 coins' in social mode. */
function amountLabels(mode: MoneyMode) {
  const amount = (rupees: number) => formatAmount(rupees * PAISE_PER_RUPEE, mode);
  const bare = (rupees: number) => (mode === 'social' ? formatAmount(rupees * PAISE_PER_RUPEE, null) : amount(rupees));
  return {
    range: (lo: number, hi: number) => `${bare(lo)} – ${amount(hi)}`,
    andAbove: (lo: number) => `${amount(lo)} & above`,
    upTo: (hi: number) => `Up to ${amount(hi)}`,
    above: (lo: number) => `Above ${amount(lo)}`,
  };
}

function feeOptions(mode: MoneyMode): FilterOption[] {
  const l = amountLabels(mode);
  return [
    { value: 'fee:free', label: 'Free', test: (c) => c.is_free },
    { value: 'fee:1-50', label: l.range(1, 50), test: (c) => c.fee > 0 && c.fee <= 50 },
    { value: 'fee:51-500', label: l.range(51, 500), test: (c) => c.fee > 50 && c.fee <= 500 },
    { value: 'fee:501+', label: l.andAbove(501), test: (c) => c.fee > 500 },
  ];
}
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
function poolOptions(mode: MoneyMode): FilterOption[] {
  const l = amountLabels(mode);
  return [
    { value: 'prize_pool:0-1000', label: l.upTo(1000), test: (c) => c.prize_pool <= 1000 },
    { value: 'prize_pool:1001-10000', label: l.range(1001, 10_000), test: (c) => c.prize_pool > 1000 && c.prize_pool <= 10_000 },
    { value: 'prize_pool:10001+', label: l.above(10_000), test: (c) => c.prize_pool > 10_000 },
  ];
}

export async function contestFilters(db: Db, userId: number, challengeId: number, now: Date, mode: MoneyMode): Promise<ContestFilters> {
  const { contests } = await contestData(db, userId, challengeId, now, mode);
  const group = (key: ContestFilters['filters'][number]['key'], label: string, options: FilterOption[]) => ({
    key,
    label,
    options: options.map((o) => ({ value: o.value, label: o.label, count: contests.filter(o.test).length })),
  });
  return {
    filters: [
      group('fee', 'Entry fee', feeOptions(mode)),
      group('room_size', 'Room size', SIZE_OPTIONS),
      group('contest_type', 'Contest type', TYPE_OPTIONS),
      group('prize_pool', 'Prize pool', poolOptions(mode)),
    ],
  };
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
  const list = await roomsOfConfig(db, configId);
  return {
    config_id: c.config_id,
    config_name: c.config_name,
    room_size: c.room_size,
    max_rooms: c.max_rooms,
    contest_rooms: list.map((r) => ({ room_id: r.room_id, room_name: r.room_name, filled: r.filled, size: r.size, status: r.status })),
  };
}

export async function userStats(db: Db, userId: number): Promise<UserStats> {
  const row = await userCounts(db, userId);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Player not found');
  // the photo or avatar the player chose on the profile
  const photo = (await photoUrls(db, [userId])).get(userId) ?? null;
  return { user_nick: row.nick ?? '', user_photo: photo, count_paid_contests_joined: row.paid, count_contests_joined: row.total };
}

export async function userActivity(db: Db, userId: number, challengeId: number) {
  const challenge = await loadChallenge(db, challengeId);
  const drafts = await draftsCreated(db, userId, challengeId, challenge.game_mode);
  const joined = await joinedEntries(db, userId, challengeId);
  return {
    challenge_id: challengeId,
    drafts_created: drafts,
    joined: joined.map(
      (j): JoinedEntry => ({
        room_id: j.room_id,
        room_name: j.room_name,
        config_id: j.config_id,
        contest_name: j.contest_name,
        draft_num: j.draft_num,
        fee: paiseToRupees(j.fee_paise),
        joined_at: j.joined_at.getTime(),
      }),
    ),
  };
}

export async function contestRules(db: Db, contestId: number) {
  const c = await loadConfig(db, contestId);
  return { contest_id: c.config_id, contest_type: c.contest_type, min_entries: c.min_entries, powerup_bank_allowed: c.powerup_bank_allowed, rules: c.rules };
}

export async function joinGuide(db: Db, userId: number, challengeId: number, step: number) {
  await loadChallenge(db, challengeId);
  await saveJoinGuide(db, userId, challengeId, step);
  return { challenge_id: challengeId, step };
}
