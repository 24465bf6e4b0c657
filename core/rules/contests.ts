/**
 * Contest rules shared by the PWA (pre-join checks, display) and the server
 * (join engine, settlement). Pure functions over integer paise: no I/O.
 *
 * docs/product.md §1: guaranteed contests run even if not full, non-guaranteed ones need a
 * minimum number of entries (otherwise every fee is refunded), pool contests'
 * prize grows with the number of players.
 */
import { paise, type Paise } from '../money';
import { hasStarted } from './challenges';
import { planEntryFeeSpend, type BucketSplit, type WalletBalances } from './wallet';
import { paidPlayRefusal, type PlayerPlayStatus, type PlayPolicy, type PlayRefusalCode } from './responsiblePlay';

export const CONTEST_TYPES = ['guaranteed', 'non_guaranteed', 'pool'] as const;
export type ContestType = (typeof CONTEST_TYPES)[number];

/** Basis points: 10 000 bps = 100 %. Percentages are turned into bps so all maths stays integer. */
export const BPS_PER_WHOLE = 10_000;

/** A percentage with at most two decimals (12.5 → 1250 bps). Out-of-range or finer values are rejected. */
export function percentToBps(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percentage must be within 0..100, got ${percent}`);
  }
  const bps = Math.round(percent * 100);
  if (Math.abs(bps - percent * 100) > 1e-6) throw new RangeError(`percentage has more than 2 decimals: ${percent}`);
  return bps;
}

/** floor(amount × bps / 10 000) without float error, even for amounts near 2^53. */
function mulBpsFloor(amount: number, bps: number): number {
  return Number((BigInt(amount) * BigInt(bps)) / BigInt(BPS_PER_WHOLE));
}

// ---------------------------------------------------------------------------
// Non-guaranteed contests
// ---------------------------------------------------------------------------

/**
 * A non-guaranteed contest that did not reach its minimum entries by match
 * start is cancelled and every fee refunded. Guaranteed and pool contests pass
 * `minEntries: null` (they always run).
 */
export function shouldRefundNonGuaranteed(args: { entries: number; minEntries: number | null }): boolean {
  if (args.minEntries === null) return false;
  return args.entries < args.minEntries;
}

// ---------------------------------------------------------------------------
// Pool prize
// ---------------------------------------------------------------------------

/** One band of a pool contest's rewards template: every rank in the band gets `share_bps` of the pool. */
export interface PoolRewardBand {
  rank_from: number;
  rank_to: number;
  /** share of the prize pool for EACH rank of the band, in basis points */
  share_bps: number;
}

export interface PoolPrizeRank {
  rank_from: number;
  rank_to: number;
  /** prize for each rank of the band */
  prize_per_rank: Paise;
}

export interface PoolPrize {
  /** entries × fee */
  gross: Paise;
  /** the platform's cut: floor(gross × rake%) — rounded down, so rounding favours players */
  rake: Paise;
  /** gross − rake: what is paid out, to the paisa */
  prizePool: Paise;
  ranks: PoolPrizeRank[];
}

/**
 * The prize of a pool contest for a number of entries.
 *
 * Remainder handling (all integer paise):
 * - rake = floor(gross × rakeBps / 10 000); the pool is gross − rake, so no paisa is lost there.
 * - each rank's prize = floor(pool × share_bps / 10 000); the paise left over by those floors
 *   (fewer than one per paid rank) are added to rank 1. The sum of all prizes therefore equals
 *   the pool exactly, and rank 1 never gets less than rank 2.
 * - the template's shares must add up to exactly 100 % (validated), so nothing is left undistributed.
 *
 * Ranks that no entry occupies (more prize ranks than entries) are a settlement concern: the
 * settlement job pays only occupied ranks and returns the rest to the players pro rata (ADR 003).
 */
export function poolPrize(args: {
  entries: number;
  fee: Paise;
  rakePercent: number;
  rewardsTemplate: readonly PoolRewardBand[];
}): PoolPrize {
  const { entries, fee, rewardsTemplate } = args;
  if (!Number.isSafeInteger(entries) || entries < 0) throw new RangeError(`entries must be a non-negative integer, got ${entries}`);
  if (!Number.isSafeInteger(fee) || fee < 0) throw new RangeError(`fee must be non-negative paise, got ${fee}`);
  const templateIssues = validatePoolTemplate(rewardsTemplate);
  if (templateIssues.length > 0) throw new RangeError(`invalid rewards template: ${templateIssues.join('; ')}`);
  const rakeBps = percentToBps(args.rakePercent);

  const gross = paise(entries * fee);
  const rake = paise(mulBpsFloor(gross, rakeBps));
  const pool = gross - rake;

  const ranks = rewardsTemplate.map((band) => ({
    rank_from: band.rank_from,
    rank_to: band.rank_to,
    prize_per_rank: mulBpsFloor(pool, band.share_bps),
  }));
  const distributed = ranks.reduce((sum, r) => sum + r.prize_per_rank * (r.rank_to - r.rank_from + 1), 0);
  const remainder = pool - distributed;
  const first = ranks[0];
  if (remainder > 0 && first) {
    if (first.rank_to === first.rank_from) {
      first.prize_per_rank += remainder;
    } else {
      // Rank 1 shares a band with others: split the band so only rank 1 takes the remainder.
      ranks.splice(0, 1, { rank_from: 1, rank_to: 1, prize_per_rank: first.prize_per_rank + remainder }, {
        rank_from: 2,
        rank_to: first.rank_to,
        prize_per_rank: first.prize_per_rank,
      });
    }
  }
  return {
    gross,
    rake,
    prizePool: paise(pool),
    ranks: ranks.map((r) => ({ ...r, prize_per_rank: paise(r.prize_per_rank) })),
  };
}

/** Pool templates: contiguous ranks from 1, positive shares that do not grow with rank, total exactly 100 %. */
export function validatePoolTemplate(template: readonly PoolRewardBand[]): string[] {
  const issues = validateRankBands(template);
  let total = 0;
  let previous = Number.POSITIVE_INFINITY;
  template.forEach((band, i) => {
    if (!Number.isSafeInteger(band.share_bps) || band.share_bps <= 0) issues.push(`band ${i + 1}: share must be a positive integer of bps`);
    if (band.share_bps > previous) issues.push(`band ${i + 1}: a lower rank cannot get a bigger share`);
    previous = band.share_bps;
    total += band.share_bps * Math.max(0, band.rank_to - band.rank_from + 1);
  });
  if (total !== BPS_PER_WHOLE) issues.push(`shares add up to ${total} bps, must be ${BPS_PER_WHOLE}`);
  return issues;
}

// ---------------------------------------------------------------------------
// Rewards table (guaranteed / non-guaranteed: fixed prizes)
// ---------------------------------------------------------------------------

export interface RewardRow {
  rank_from: number;
  rank_to: number;
  /** prize for each rank of the row */
  prize: Paise;
}

function validateRankBands(rows: readonly { rank_from: number; rank_to: number }[]): string[] {
  const issues: string[] = [];
  if (rows.length === 0) issues.push('at least one rank must win a prize');
  let expected = 1;
  rows.forEach((row, i) => {
    if (!Number.isSafeInteger(row.rank_from) || !Number.isSafeInteger(row.rank_to)) {
      issues.push(`row ${i + 1}: ranks must be integers`);
      return;
    }
    if (row.rank_from !== expected) issues.push(`row ${i + 1}: ranks must be contiguous, expected rank ${expected}, got ${row.rank_from}`);
    if (row.rank_to < row.rank_from) issues.push(`row ${i + 1}: rank_to ${row.rank_to} is before rank_from ${row.rank_from}`);
    expected = Math.max(row.rank_to, row.rank_from) + 1;
  });
  return issues;
}

/** Total paid by a rewards table. */
export function rewardsTotal(rows: readonly RewardRow[]): Paise {
  return paise(rows.reduce((sum, r) => sum + r.prize * (r.rank_to - r.rank_from + 1), 0));
}

/**
 * A rewards table is valid when ranks run contiguously from 1, every prize is
 * positive paise and does not grow with rank, and the total fits in the prize pool.
 * Returns the list of problems (empty = valid).
 */
export function validateRewards(rows: readonly RewardRow[], prizePool: Paise): string[] {
  const issues = validateRankBands(rows);
  let previous = Number.POSITIVE_INFINITY;
  rows.forEach((row, i) => {
    if (!Number.isSafeInteger(row.prize) || row.prize <= 0) issues.push(`row ${i + 1}: prize must be positive paise`);
    if (row.prize > previous) issues.push(`row ${i + 1}: a lower rank cannot win more than a higher one`);
    previous = row.prize;
  });
  if (issues.length === 0) {
    const total = rewardsTotal(rows);
    if (total > prizePool) issues.push(`rewards total ${total} paise exceeds the prize pool of ${prizePool} paise`);
  }
  return issues;
}

// ---------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------

/**
 * A contest config is played in rooms of `size` seats; when the open rooms are
 * full a new one is opened, up to `maxRooms`. Room names are the config name and
 * a 1-based number: "Mega Contest #1", "Mega Contest #2", …
 */
export function nextRoomName(configName: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`room index must be a non-negative integer, got ${index}`);
  return `${configName.trim()} #${index + 1}`;
}

export const ALL_ROOMS_FULL_TITLE = 'Oops! All rooms are full.';
export const ALL_ROOMS_FULL_TEXT = 'Please try joining other contests';

export interface RoomFill {
  /** seats already taken */
  filled: number;
}

export type SeatPlacement =
  /** seat in an existing room (index into the rooms list, oldest first) */
  | { kind: 'existing'; roomIndex: number }
  /** open a new room at this index with this name */
  | { kind: 'new'; roomIndex: number; roomName: string }
  | { kind: 'full'; title: typeof ALL_ROOMS_FULL_TITLE; text: typeof ALL_ROOMS_FULL_TEXT };

/**
 * Which room takes the next seat: the oldest room with a free seat (rooms fill
 * one after another so a contest starts as soon as possible), else a new room
 * while fewer than `maxRooms` exist, else none ('Oops! All rooms are full.').
 */
export function placeNextSeat(args: { rooms: readonly RoomFill[]; size: number; maxRooms: number; configName: string }): SeatPlacement {
  const { rooms, size, maxRooms, configName } = args;
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`room size must be at least 1, got ${size}`);
  if (!Number.isSafeInteger(maxRooms) || maxRooms < 1) throw new RangeError(`max rooms must be at least 1, got ${maxRooms}`);
  const open = rooms.findIndex((r) => r.filled < size);
  if (open !== -1) return { kind: 'existing', roomIndex: open };
  if (rooms.length < maxRooms) return { kind: 'new', roomIndex: rooms.length, roomName: nextRoomName(configName, rooms.length) };
  return { kind: 'full', title: ALL_ROOMS_FULL_TITLE, text: ALL_ROOMS_FULL_TEXT };
}

/** Free seats across existing rooms and rooms that may still be opened. */
export function seatsAvailable(args: { rooms: readonly RoomFill[]; size: number; maxRooms: number }): number {
  const inOpen = args.rooms.reduce((sum, r) => sum + Math.max(0, args.size - r.filled), 0);
  const unopened = Math.max(0, args.maxRooms - args.rooms.length);
  return inOpen + unopened * args.size;
}

export interface SeatAssignment {
  /** seats granted, in request order: roomIndex per granted seat */
  seats: number[];
  /** rooms to open (indexes and names), in order */
  newRooms: { roomIndex: number; roomName: string }[];
  /** requests that found no seat */
  refused: number;
  /** room fill counts after the assignment */
  rooms: RoomFill[];
}

/**
 * Seats `count` requests at once (the join engine's micro-batch, ADR 003): the
 * same placement as calling placeNextSeat for each request in turn.
 */
export function assignSeats(args: { rooms: readonly RoomFill[]; size: number; maxRooms: number; configName: string; count: number }): SeatAssignment {
  const rooms = args.rooms.map((r) => ({ filled: r.filled }));
  const seats: number[] = [];
  const newRooms: { roomIndex: number; roomName: string }[] = [];
  let refused = 0;
  for (let i = 0; i < args.count; i++) {
    const placement = placeNextSeat({ rooms, size: args.size, maxRooms: args.maxRooms, configName: args.configName });
    if (placement.kind === 'full') {
      refused = args.count - i;
      break;
    }
    if (placement.kind === 'new') {
      rooms.push({ filled: 0 });
      newRooms.push({ roomIndex: placement.roomIndex, roomName: placement.roomName });
    }
    const room = rooms[placement.roomIndex];
    if (room) room.filled += 1;
    seats.push(placement.roomIndex);
  }
  return { seats, newRooms, refused, rooms };
}

// ---------------------------------------------------------------------------
// Entry fee and joining
// ---------------------------------------------------------------------------

/**
 * The entry-fee split (promo up to min(floor(promo_limit % × fee), fee, promo), then deposit,
 * then winnings) and the add-money default live in ./wallet; joining reuses them so the PWA
 * and the ledger can never disagree on the shortfall.
 */
export { defaultAddMoneyRupees } from './wallet';

/**
 * Stable reasons a join is refused. MATCH_LOCKED, ROOM_FULL and INSUFFICIENT_FUNDS
 * are in core/errors ERROR_CODES; the others are join-specific.
 * SLOTS_FULL and CUTOFF_PASSED only come back from verification polling, where
 * the client shows a snackbar and keeps polling (docs/product.md §4, §8).
 */
export const JOIN_REFUSAL_CODES = [
  'MATCH_LOCKED',
  'SET_INCOMPLETE',
  'ALREADY_JOINED',
  'ROOM_FULL',
  'INSUFFICIENT_FUNDS',
  'SLOTS_FULL',
  'CUTOFF_PASSED',
] as const;
export type JoinRefusalCode = (typeof JOIN_REFUSAL_CODES)[number];

/** English texts of the spec (docs/product.md §4, §5, §8); the PWA shows the localized text for the code. */
export const JOIN_MESSAGES: Record<JoinRefusalCode, string> = {
  MATCH_LOCKED: 'This match has already begun! You cannot join contests in this challenge anymore',
  SET_INCOMPLETE: 'You must make all picks before joining a contest!',
  // Spec silent: our wording.
  ALREADY_JOINED: 'You have already joined this contest with this set',
  ROOM_FULL: ALL_ROOMS_FULL_TITLE,
  // Spec: 'Modal showing the payable shortfall with an add-money button'; the amount is in data.shortfall.
  INSUFFICIENT_FUNDS: 'Low balance',
  SLOTS_FULL: 'Sorry, all slots are full. Please try after some time',
  CUTOFF_PASSED: 'Oops! The cutoff time for this contest just passed. Please pick a different contest!',
};

/** The time's-up modal title shown for MATCH_LOCKED at join (docs/product.md §8). */
export const TIMES_UP_TITLE = "Time's up! Challenge started..";

export type JoinDecision =
  | { ok: true; split: BucketSplit }
  | { ok: false; code: Exclude<JoinRefusalCode, 'INSUFFICIENT_FUNDS'>; message: string }
  /** shortfall: paise still missing; the add-money amount is defaultAddMoneyRupees(shortfall) */
  | { ok: false; code: 'INSUFFICIENT_FUNDS'; message: string; shortfall: Paise }
  /** responsible play and the law refuse paid play (core/rules/responsiblePlay.ts); untilMs: when a break ends */
  | { ok: false; code: PlayRefusalCode; message: string; untilMs?: number };

export interface CanJoinInput {
  /** hasStarted(challenge start, now), or the server already reported the challenge locked */
  matchStarted: boolean;
  /** the contest's own join cutoff has passed (see joinWindow) */
  cutoffPassed?: boolean;
  /** the pick set / team used to join has every pick made */
  setComplete: boolean;
  /** this set (draft number) already has a place in this contest config; undefined where not known (the PWA) */
  alreadyInRoomWithSet?: boolean;
  /** free seats over every room (seatsAvailable); undefined where seats are decided later (the join request) */
  seatsLeft?: number;
  /** the fee and the wallet it is paid from; undefined for a free contest or where money is not known (the PWA) */
  money?: { fee: Paise; promoLimitPercent: number; wallet: WalletBalances };
  /**
   * MONEY_MODE=real: the player's declared state, age, break and exclusion, and the policy (banned
   * states). A paid contest (money.fee > 0) is refused when paidPlayRefusal says so; undefined where
   * not known or not applicable (social mode, the PWA).
   */
  paidPlay?: { status: PlayerPlayStatus; policy: PlayPolicy; nowMs: number };
}

/** The time half of a join decision, from a contest's start and optional join cutoff. */
export function joinWindow(args: {
  startTime: Date | number;
  cutoffAt: Date | number | null;
  now: Date | number;
}): Pick<CanJoinInput, 'matchStarted' | 'cutoffPassed'> {
  return {
    matchStarted: hasStarted(args.startTime, args.now),
    cutoffPassed: args.cutoffAt !== null && +args.now >= +args.cutoffAt,
  };
}

/** canJoin's time checks alone, for a caller that refuses before reading anything else. */
export function joinTimeRefusal(window: Pick<CanJoinInput, 'matchStarted' | 'cutoffPassed'>): 'MATCH_LOCKED' | 'CUTOFF_PASSED' | null {
  if (window.matchStarted) return 'MATCH_LOCKED';
  if (window.cutoffPassed) return 'CUTOFF_PASSED';
  return null;
}

const NO_SPLIT: BucketSplit = { promo: 0, deposit: 0, winnings: 0 };

/**
 * Whether a player may join, checked in the order a player can fix things: time first (nothing
 * helps once the match started or the cutoff passed), then (paid contests) whether this player may
 * play for money (state, age, break, exclusion), then the set, duplicates, seats, and money
 * last (the only one fixed by adding money). Every step checks what it knows: the PWA time and
 * set, the join request also duplicates and money (unlocked), the join engine seats and money
 * under lock.
 */
export function canJoin(input: CanJoinInput): JoinDecision {
  const refuse = (code: Exclude<JoinRefusalCode, 'INSUFFICIENT_FUNDS'>): JoinDecision => ({ ok: false, code, message: JOIN_MESSAGES[code] });
  const late = joinTimeRefusal(input);
  if (late) return refuse(late);
  // Who may play for money at all comes before anything about this set or this room.
  if (input.paidPlay && input.money && input.money.fee > 0) {
    const play = paidPlayRefusal(input.paidPlay.status, input.paidPlay.policy, 'join', input.paidPlay.nowMs);
    if (play) return { ok: false, code: play.code, message: play.message, ...(play.untilMs !== undefined ? { untilMs: play.untilMs } : {}) };
  }
  if (!input.setComplete) return refuse('SET_INCOMPLETE');
  if (input.alreadyInRoomWithSet) return refuse('ALREADY_JOINED');
  if (input.seatsLeft !== undefined && input.seatsLeft <= 0) return refuse('ROOM_FULL');
  if (!input.money || input.money.fee === 0) return { ok: true, split: NO_SPLIT };
  const plan = planEntryFeeSpend({ fee: input.money.fee, promoLimitPercent: input.money.promoLimitPercent, balances: input.money.wallet });
  if (!plan.ok) return { ok: false, code: 'INSUFFICIENT_FUNDS', message: JOIN_MESSAGES.INSUFFICIENT_FUNDS, shortfall: paise(plan.shortfall) };
  return { ok: true, split: plan.split };
}

/** docs/product.md §4: the joined-contest banner shows only when exactly one paid contest is joined and the joined flag is set. */
export function showJoinedBanner(args: { countPaidContestsJoined: number; joinedFlag: boolean }): boolean {
  return args.joinedFlag && args.countPaidContestsJoined === 1;
}

// Ranks and prizes with ties (standard competition ranking, tie splits): core/rules/settlement.ts.
