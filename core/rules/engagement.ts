/**
 * Engagement rules: the daily gift (docs/product.md §2 "daily reward" popup, §3/§4 popup check daily_gift) and
 * the activity centre's paging. Pure; the server decides with them, the PWA shows the same numbers.
 *
 * The daily gift is claimable once per calendar day in India (IST, UTC+05:30, no daylight saving),
 * credited as bonus (promo bucket) through the ledger under the ref daily-gift:<user>:<day>, so the
 * ledger's UNIQUE (kind, ref) makes a second credit for the same day impossible whatever races.
 */

/** IST is UTC+05:30 all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The IST calendar day of an instant, 'YYYY-MM-DD'. */
export function istDay(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the next IST day starts (the next gift becomes claimable). */
export function nextIstMidnight(epochMs: number): number {
  const shifted = epochMs + IST_OFFSET_MS;
  return Math.floor(shifted / DAY_MS) * DAY_MS + DAY_MS - IST_OFFSET_MS;
}

/** The ledger ref of a player's gift for one IST day: one credit per player per day. */
export function dailyGiftRef(userId: number, day: string): string {
  return `daily-gift:${userId}:${day}`;
}

/** The reward-popup ref that records "today's gift was offered" (so checkPopup offers it once a day). */
export function dailyGiftPopupRef(day: string): string {
  return `gift:${day}`;
}

export interface DailyGiftState {
  day: string;
  /** claimable now */
  due: boolean;
  /** when the next gift can be claimed (the next IST midnight once today's is claimed), epoch ms */
  nextAt: number;
}

/** The gift is due when it is switched on (amount > 0) and today's was not claimed yet. */
export function dailyGiftState(now: number, claimedToday: boolean, amountPaise: number): DailyGiftState {
  const day = istDay(now);
  const due = amountPaise > 0 && !claimedToday;
  return { day, due, nextAt: due ? now : nextIstMidnight(now) };
}

/** Activity centre page size. */
export const ACTIVITY_PAGE_SIZE = 20;
