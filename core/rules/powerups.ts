/**
 * Powerup rules shared by the server (transferFromBank service) and the PWA
 * (powerup bank overlay machine). Pure: no I/O, no clocks.
 *
 * docs/product.md §1/§5/§9: three types — 2x (doubler), no_negs (no negative) and
 * player_poll (audience poll). Each game gives 9 free powerups, 3 of each.
 * The bank moves a player's bought powerups into one challenge; per type the
 * staging is capped by maxTransferLimit − alreadyTransferred and by userBalance.
 */

export const POWERUP_TYPES = ['2x', 'no_negs', 'player_poll'] as const;
export type PowerupType = (typeof POWERUP_TYPES)[number];

/** A count per powerup type (the spec keys every powerup map like this). */
export type PowerupCounts = Record<PowerupType, number>;

/** 9 free powerups per game, 3 of each type (docs/product.md §1, §9). */
export const FREE_POWERUPS_PER_GAME: Readonly<PowerupCounts> = Object.freeze({ '2x': 3, no_negs: 3, player_poll: 3 });

/**
 * The counts the spec records "after reset" (docs/product.md §3, §9): 2x 0, no_negs 3, player_poll 3.
 * Kept as a setting (PicksSettings.resetDefaults) because it disagrees with the
 * 3/3/3 a fresh game gives; see core/rules/picks.ts resetSet.
 */
export const RESET_POWERUP_DEFAULTS: Readonly<PowerupCounts> = Object.freeze({ '2x': 0, no_negs: 3, player_poll: 3 });

export const zeroCounts = (): PowerupCounts => ({ '2x': 0, no_negs: 0, player_poll: 0 });

export const sumCounts = (c: PowerupCounts): number => POWERUP_TYPES.reduce((s, t) => s + c[t], 0);

export function isPowerupType(v: unknown): v is PowerupType {
  return typeof v === 'string' && (POWERUP_TYPES as readonly string[]).includes(v);
}

/** What POST /v3/game/users/powerupTransferStats returns (docs/product.md §3 "powerup bank"). */
export interface PowerupTransferStats {
  /** the most of each type that may ever be moved into this challenge; all 0 = bank disabled for the contest */
  maxTransferLimit: PowerupCounts;
  /** already moved into this challenge */
  alreadyTransferred: PowerupCounts;
  /** what the player holds in the bank */
  userBalance: PowerupCounts;
}

/**
 * How many of `type` may be staged in total: min(maxTransferLimit − alreadyTransferred, userBalance),
 * never below 0 (a server that lowered the limit under what was already moved gives 0, not a negative cap).
 */
export function transferCap(stats: PowerupTransferStats, type: PowerupType): number {
  const left = stats.maxTransferLimit[type] - stats.alreadyTransferred[type];
  return Math.max(0, Math.min(left, stats.userBalance[type]));
}

export function transferCaps(stats: PowerupTransferStats): PowerupCounts {
  return { '2x': transferCap(stats, '2x'), no_negs: transferCap(stats, 'no_negs'), player_poll: transferCap(stats, 'player_poll') };
}

/**
 * "Powerup transfer proceeds only when maxTransferLimit is nonzero" (docs/product.md §5). The limit is keyed per
 * type, so the bank counts as enabled when any type has a nonzero limit; all zero means the bank is
 * disabled for this contest (docs/product.md §1 "The powerup bank is disabled for some contests").
 */
export function isTransferEnabled(stats: PowerupTransferStats): boolean {
  return POWERUP_TYPES.some((t) => stats.maxTransferLimit[t] > 0);
}

/** "When the balance is exhausted the user is sent to the store" (docs/product.md §5): nothing of any type left in the bank. */
export function isBalanceExhausted(stats: PowerupTransferStats): boolean {
  return POWERUP_TYPES.every((t) => stats.userBalance[t] <= 0);
}

/** True when one more of `type` may be staged. */
export function canStage(stats: PowerupTransferStats, staged: PowerupCounts, type: PowerupType): boolean {
  return staged[type] < transferCap(stats, type);
}

/** The remaining counter a bank card shows: how many more of `type` may still be staged. */
export function remainingToStage(stats: PowerupTransferStats, staged: PowerupCounts, type: PowerupType): number {
  return Math.max(0, transferCap(stats, type) - staged[type]);
}

/** 'Max Added' (red) shows once the staged count reached the cap. */
export function isMaxAdded(stats: PowerupTransferStats, staged: PowerupCounts, type: PowerupType): boolean {
  return staged[type] >= transferCap(stats, type);
}

/** Stable codes of transfer refusals (HTTP 422 from transferFromBank). */
export const TRANSFER_ERROR_CODES = [
  'TRANSFER_DISABLED',
  'TRANSFER_NOTHING_STAGED',
  'TRANSFER_LIMIT_EXCEEDED',
  'TRANSFER_BALANCE_EXCEEDED',
] as const;
export type TransferErrorCode = (typeof TRANSFER_ERROR_CODES)[number];

export interface TransferError {
  code: TransferErrorCode;
  /** English text (the envelope's message); the PWA shows locales/<lang>/powerups.json errors.<code> */
  message: string;
  /** the type that broke a cap */
  type?: PowerupType;
  /** the cap for that type */
  limit?: number;
}

export type TransferCheck = { ok: true } | { ok: false; error: TransferError };

/**
 * Validates a transfer (the server runs it on POST /v3/game/users/transferFromBank, the PWA's bank
 * machine runs it as the TRANSFER guard). Refused when the bank is disabled (maxTransferLimit 0),
 * nothing is staged, a count is negative or fractional, or a per-type cap or balance would be exceeded.
 */
export function validateTransfer(stats: PowerupTransferStats, add: PowerupCounts): TransferCheck {
  if (!isTransferEnabled(stats)) {
    return { ok: false, error: { code: 'TRANSFER_DISABLED', message: 'The powerup bank is disabled for this contest' } };
  }
  if (POWERUP_TYPES.some((t) => !Number.isInteger(add[t]) || add[t] < 0) || sumCounts(add) === 0) {
    return { ok: false, error: { code: 'TRANSFER_NOTHING_STAGED', message: 'Add at least one powerup to transfer' } };
  }
  for (const t of POWERUP_TYPES) {
    if (add[t] > stats.userBalance[t]) {
      return {
        ok: false,
        error: { code: 'TRANSFER_BALANCE_EXCEEDED', message: 'Not enough powerups in your bank', type: t, limit: Math.max(0, stats.userBalance[t]) },
      };
    }
    const left = Math.max(0, stats.maxTransferLimit[t] - stats.alreadyTransferred[t]);
    if (add[t] > left) {
      return {
        ok: false,
        error: { code: 'TRANSFER_LIMIT_EXCEEDED', message: 'Maximum transfer limit reached for this challenge', type: t, limit: left },
      };
    }
  }
  return { ok: true };
}

/** The stats after a validated transfer: the bank loses, the challenge's transferred count grows. */
export function applyTransfer(stats: PowerupTransferStats, add: PowerupCounts): PowerupTransferStats {
  const check = validateTransfer(stats, add);
  if (!check.ok) throw new Error(`applyTransfer on an invalid transfer: ${check.error.code}`);
  const userBalance = zeroCounts();
  const alreadyTransferred = zeroCounts();
  for (const t of POWERUP_TYPES) {
    userBalance[t] = stats.userBalance[t] - add[t];
    alreadyTransferred[t] = stats.alreadyTransferred[t] + add[t];
  }
  return { maxTransferLimit: { ...stats.maxTransferLimit }, alreadyTransferred, userBalance };
}

/** One card of the bank overlay (Doubler / No Negative / Audience Poll). */
export interface BankCardView {
  type: PowerupType;
  /** i18n key of the card title: powerups:names.<type> */
  titleKey: string;
  balance: number;
  staged: number;
  cap: number;
  /** the remaining counter shown while below the cap */
  remaining: number;
  /** show red 'Max Added' instead of the counter */
  maxAdded: boolean;
}

export function bankCards(stats: PowerupTransferStats, staged: PowerupCounts): BankCardView[] {
  return POWERUP_TYPES.map((type) => ({
    type,
    titleKey: `powerups:names.${type}`,
    balance: stats.userBalance[type],
    staged: staged[type],
    cap: transferCap(stats, type),
    remaining: remainingToStage(stats, staged, type),
    maxAdded: isMaxAdded(stats, staged, type),
  }));
}
