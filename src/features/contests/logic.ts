/**
 * Pure rules of the contests screens (no React, no I/O) so they are tested directly:
 * filters, spots and filling bar, the bonus line, the joined banner and its local flag.
 */
import type { Contest } from '../../../core/api/contests';
import { rupeesToPaise } from '../../../core/money';
import { showJoinedBanner } from '../../../core/rules/contests';

/** Total seats of a contest config: every room of it. */
export function totalSpots(c: Pick<Contest, 'room_size' | 'max_rooms'>): number {
  return c.room_size * c.max_rooms;
}

/** Width of the filling bar, 0..100 (at least a sliver once anybody joined). */
export function fillPercent(c: Pick<Contest, 'room_size' | 'max_rooms' | 'seats_filled'>): number {
  const total = totalSpots(c);
  if (total <= 0 || c.seats_filled <= 0) return 0;
  return Math.min(100, Math.max(1, Math.round((c.seats_filled / total) * 100)));
}

/** Paise of the fee payable from bonus (promo_limit percent, rounded down like the ledger); 0 for free contests. */
export function bonusCapPaise(c: Pick<Contest, 'fee' | 'is_free' | 'promo_limit'>): number {
  if (c.is_free || c.promo_limit <= 0) return 0;
  return Math.floor((rupeesToPaise(c.fee) * c.promo_limit) / 100);
}

/**
 * Does a contest match a filter option of getContestFilters ("fee:free", "fee:1-50", "room_size:2",
 * "prize_pool:10001+", "contest_type:pool")? Fee and prize pool are in rupees, as on the card.
 */
export function matchesOption(c: Contest, option: string): boolean {
  const [key, raw] = option.split(':');
  if (!key || raw === undefined) return true;
  if (key === 'contest_type') return c.contest_type === raw;
  if (key === 'fee' && raw === 'free') return c.is_free;
  const value = key === 'fee' ? c.fee : key === 'room_size' ? c.room_size : key === 'prize_pool' ? c.prize_pool : null;
  if (value === null) return true;
  if (key === 'fee' && c.is_free) return false;
  if (raw.endsWith('+')) return value >= Number(raw.slice(0, -1));
  const [from, to] = raw.split('-').map(Number);
  if (from === undefined || Number.isNaN(from)) return true;
  return to === undefined ? value === from : value >= from && value <= to;
}

/** Options chosen in different groups all apply; options of one group are alternatives. */
export function applyFilters(contests: readonly Contest[], chosen: readonly string[]): Contest[] {
  const byGroup = new Map<string, string[]>();
  for (const o of chosen) {
    const key = o.split(':')[0] ?? o;
    byGroup.set(key, [...(byGroup.get(key) ?? []), o]);
  }
  return contests.filter((c) => [...byGroup.values()].every((opts) => opts.some((o) => matchesOption(c, o))));
}

/** The locally stored flag of docs/product.md §4: once set, user stats are not reloaded after a join and no banner shows. */
export const HIDE_JOIN_BANNER_KEY = 'hide-join-banner';

export function hideJoinBannerFlag(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(HIDE_JOIN_BANNER_KEY) === '1';
  } catch {
    return false;
  }
}

export function setHideJoinBanner(storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(HIDE_JOIN_BANNER_KEY, '1');
  } catch {
    // private mode without storage: the banner just comes back next time
  }
}

/**
 * The joined banner: exactly one paid contest joined and the joined flag set (a join was confirmed
 * on this screen), never once the player hid it.
 */
export function joinedBannerVisible(args: { countPaidContestsJoined: number | null; joinedNow: boolean; hidden: boolean }): boolean {
  if (args.hidden || args.countPaidContestsJoined === null) return false;
  return showJoinedBanner({ countPaidContestsJoined: args.countPaidContestsJoined, joinedFlag: args.joinedNow });
}
