import type { MoneyMode } from '../money';
/**
 * Wallet spend rules, shared by the server (which enforces them inside the
 * ledger transaction) and the PWA (which shows the same split before the
 * player confirms). Every amount here is integer paise.
 *
 * Buckets (docs/product.md §1, §6):
 *   deposit  — added money; contests and powerups; not withdrawable
 *   promo    — bonus cash; paid contests only, capped per contest by promo_limit %; not withdrawable
 *   winnings — prizes; spendable and the only withdrawable bucket
 */

export const BUCKETS = ['promo', 'deposit', 'winnings'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Balances of the three user buckets, paise. */
export interface WalletBalances {
  deposit: number;
  promo: number;
  winnings: number;
}

/** How much of a payment comes from (or goes back to) each bucket, paise. */
export interface BucketSplit {
  promo: number;
  deposit: number;
  winnings: number;
}

export type SpendPlan =
  | { ok: true; split: BucketSplit }
  /** shortfall: the paise the player still has to add before this spend can go through */
  | { ok: false; shortfall: number };

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of paise, got ${value}`);
  }
}

function assertBalances(b: WalletBalances): void {
  assertPaise('balances.deposit', b.deposit);
  assertPaise('balances.promo', b.promo);
  assertPaise('balances.winnings', b.winnings);
}

export function splitTotal(split: BucketSplit): number {
  return split.promo + split.deposit + split.winnings;
}

/**
 * Bonus usable in a contest = min(floor(promo_limit % × fee), fee, promo balance)  (docs/product.md §9).
 *
 * The floor is taken on paise: `floor(fee × percent / 100)`. promo_limit is a whole percent
 * 0..100 (the contest config stores it that way), so `fee × percent` is an exact integer and the
 * division is the only rounding step — the player never gets a fraction of a paisa more bonus
 * than the limit allows.
 */
export function bonusUsable(feePaise: number, promoLimitPercent: number, promoBalancePaise: number): number {
  assertPaise('fee', feePaise);
  assertPaise('promo balance', promoBalancePaise);
  if (!Number.isInteger(promoLimitPercent) || promoLimitPercent < 0 || promoLimitPercent > 100) {
    throw new RangeError(`promoLimitPercent must be an integer 0..100, got ${promoLimitPercent}`);
  }
  const cap = Math.floor((feePaise * promoLimitPercent) / 100);
  return Math.min(cap, feePaise, promoBalancePaise);
}

/**
 * The share of an entry fee the bonus may pay, by money mode. In social mode every coin was given to play with
 * (a welcome gift, a daily gift, referrals): there is no money to protect, so given coins pay a whole fee
 * (docs/product.md, Money modes). Real money keeps the contest's promo_limit.
 */
export function promoLimitFor(configPercent: number, mode: MoneyMode): number {
  return mode === 'social' ? 100 : configPercent;
}

/**
 * Entry fee: promo up to the bonus cap, then deposit, then winnings (docs/architecture.md, Money).
 * A free contest (fee 0) is a zero split. When the buckets cannot cover the fee the result
 * is the shortfall, which the low-balance modal shows and add-money pre-fills (rounded up).
 */
export function planEntryFeeSpend(input: {
  fee: number;
  promoLimitPercent: number;
  balances: WalletBalances;
}): SpendPlan {
  const { fee, promoLimitPercent, balances } = input;
  assertBalances(balances);
  const promo = bonusUsable(fee, promoLimitPercent, balances.promo);
  let rest = fee - promo;
  const deposit = Math.min(rest, balances.deposit);
  rest -= deposit;
  const winnings = Math.min(rest, balances.winnings);
  rest -= winnings;
  if (rest > 0) return { ok: false, shortfall: rest };
  return { ok: true, split: { promo, deposit, winnings } };
}

/**
 * Store purchase (powerups, bundles): deposit then winnings, never promo (docs/product.md §5:
 * "price covered by deposit plus withdrawable balance; bonus cannot be used").
 */
export function planStorePurchase(input: { price: number; balances: WalletBalances }): SpendPlan {
  const { price, balances } = input;
  assertPaise('price', price);
  assertBalances(balances);
  const deposit = Math.min(price, balances.deposit);
  const winnings = Math.min(price - deposit, balances.winnings);
  const rest = price - deposit - winnings;
  if (rest > 0) return { ok: false, shortfall: rest };
  return { ok: true, split: { promo: 0, deposit, winnings } };
}

/**
 * A refund (non-guaranteed contest that did not fill, cancelled match) puts back exactly what
 * each bucket gave, so bonus stays bonus and cannot be laundered into deposit or winnings.
 * The ledger posts this split from contest_escrow; it must be the split recorded at join time.
 */
export function planRefund(originalSplit: BucketSplit): BucketSplit {
  assertPaise('split.promo', originalSplit.promo);
  assertPaise('split.deposit', originalSplit.deposit);
  assertPaise('split.winnings', originalSplit.winnings);
  return { promo: originalSplit.promo, deposit: originalSplit.deposit, winnings: originalSplit.winnings };
}

/** Balances after taking `split` out; throws if a bucket would go negative (the DB CHECK would too). */
export function debit(balances: WalletBalances, split: BucketSplit): WalletBalances {
  const next = {
    deposit: balances.deposit - split.deposit,
    promo: balances.promo - split.promo,
    winnings: balances.winnings - split.winnings,
  };
  if (next.deposit < 0 || next.promo < 0 || next.winnings < 0) {
    throw new RangeError('split exceeds a bucket balance');
  }
  return next;
}

/** Balances after putting `split` back. */
export function credit(balances: WalletBalances, split: BucketSplit): WalletBalances {
  return {
    deposit: balances.deposit + split.deposit,
    promo: balances.promo + split.promo,
    winnings: balances.winnings + split.winnings,
  };
}

/** The header shows the sum of the three buckets (docs/product.md §3). */
export function totalBalance(b: WalletBalances): number {
  return b.deposit + b.promo + b.winnings;
}

/**
 * Default add-money amount in whole rupees (docs/product.md §9): 100 when there is no shortfall,
 * otherwise the shortfall rounded up to the next rupee.
 */
export const DEFAULT_ADD_MONEY_RUPEES = 100;
export function defaultAddMoneyRupees(shortfallPaise: number | undefined): number {
  if (shortfallPaise === undefined || shortfallPaise <= 0) return DEFAULT_ADD_MONEY_RUPEES;
  assertPaise('shortfall', shortfallPaise);
  return Math.ceil(shortfallPaise / 100);
}

// ---------------------------------------------------------------------------
// Add money and withdrawals
// ---------------------------------------------------------------------------

/** Add-money bounds, whole rupees (the amount is parsed as an integer, docs/product.md §5). */
export const ADD_MONEY_MIN_RUPEES = 1;
export const ADD_MONEY_MAX_RUPEES = 100_000;

/** Withdrawal bounds, whole rupees. The spec does not give them; ₹1 lakh per request keeps one payout reviewable. */
export const WITHDRAW_MIN_RUPEES = 1;
export const WITHDRAW_MAX_RUPEES = 100_000;

export type WithdrawalCheck =
  | { ok: true }
  | { ok: false; reason: 'KYC_REQUIRED' | 'INSUFFICIENT_WINNINGS' | 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM' };

/** Withdrawals come only from winnings and only after KYC is verified (docs/architecture.md, Money). */
export function checkWithdrawal(input: {
  amount: number;
  winnings: number;
  kycVerified: boolean;
}): WithdrawalCheck {
  assertPaise('amount', input.amount);
  assertPaise('winnings', input.winnings);
  if (input.amount < WITHDRAW_MIN_RUPEES * 100) return { ok: false, reason: 'BELOW_MINIMUM' };
  if (input.amount > WITHDRAW_MAX_RUPEES * 100) return { ok: false, reason: 'ABOVE_MAXIMUM' };
  if (!input.kycVerified) return { ok: false, reason: 'KYC_REQUIRED' };
  if (input.amount > input.winnings) return { ok: false, reason: 'INSUFFICIENT_WINNINGS' };
  return { ok: true };
}

// ---------------------------------------------------------------------------
// TDS on net winnings (real-money mode only)
// ---------------------------------------------------------------------------

/** 30 % in basis points; configurable (TDS_RATE_BP) because the rate is set by law, not by us. */
export const TDS_DEFAULT_RATE_BP = 3000;

/** What the player has done in the current financial year before this withdrawal, paise. */
export interface FinancialYearTotals {
  /** money added to the wallet this FY */
  deposited: number;
  /** gross amounts withdrawn earlier this FY (before TDS) */
  withdrawn: number;
  /** total wallet balance (all buckets) on 1 April */
  openingBalance: number;
  /** net winnings already taxed at earlier withdrawals this FY */
  taxedNetWinnings: number;
}

export interface TdsResult {
  /** the part of this withdrawal that is net winnings not taxed before */
  taxableNetWinnings: number;
  tds: number;
  /** what actually reaches the player's bank/Paytm */
  payout: number;
}

/**
 * TDS at a withdrawal (Income-tax Act s.194BA, online games):
 *
 *   netWinnings = (withdrawn + amount) − deposited − openingBalance − taxedNetWinnings
 *   taxable     = clamp(netWinnings, 0, amount)
 *   tds         = round_half_up(taxable × rate)          (to the paisa)
 *
 * Why this shape: tax is due on what the player takes out beyond what they put in. Money the
 * player deposited (or held on 1 April) comes back untaxed; once cumulative withdrawals pass
 * that, every further rupee is winnings. Subtracting what was already taxed stops the same
 * rupee being taxed twice across several withdrawals in one year. The clamp to `amount`
 * means a withdrawal is never taxed on more than itself. Half-up on the paisa is the usual
 * rounding for a tax figure and the only rounding step.
 */
export function tdsOnWithdrawal(input: {
  amount: number;
  fy: FinancialYearTotals;
  rateBp?: number;
}): TdsResult {
  const { amount, fy } = input;
  const rateBp = input.rateBp ?? TDS_DEFAULT_RATE_BP;
  assertPaise('amount', amount);
  assertPaise('fy.deposited', fy.deposited);
  assertPaise('fy.withdrawn', fy.withdrawn);
  assertPaise('fy.openingBalance', fy.openingBalance);
  assertPaise('fy.taxedNetWinnings', fy.taxedNetWinnings);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) {
    throw new RangeError(`rateBp must be an integer 0..10000, got ${rateBp}`);
  }
  const net = fy.withdrawn + amount - fy.deposited - fy.openingBalance - fy.taxedNetWinnings;
  const taxable = Math.max(0, Math.min(net, amount));
  // Integer half-up: floor((taxable × bp + 5000) / 10000). taxable ≤ 1e7 paise × 1e4 stays far below 2^53.
  const tds = Math.floor((taxable * rateBp + 5000) / 10_000);
  return { taxableNetWinnings: taxable, tds, payout: amount - tds };
}

/**
 * The withdraw screen gets the FY totals in rupees (dynamicWithdrawal); this turns them into the
 * paise totals tdsOnWithdrawal takes, so the PWA shows exactly the TDS the server will withhold.
 */
export function fyTotalsFromRupees(fy: { deposited: number; withdrawn: number; openingBalance: number; taxedNetWinnings: number }): FinancialYearTotals {
  const p = (r: number) => Math.round(r * 100);
  return { deposited: p(fy.deposited), withdrawn: p(fy.withdrawn), openingBalance: p(fy.openingBalance), taxedNetWinnings: p(fy.taxedNetWinnings) };
}

/**
 * The Indian financial year (1 April – 31 March, IST) containing `epochMs`, as
 * [start, end) epoch milliseconds. The ledger sums FinancialYearTotals over this window.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export function indianFinancialYear(epochMs: number): { start: number; end: number; label: string } {
  const ist = new Date(epochMs + IST_OFFSET_MS);
  const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const start = Date.UTC(y, 3, 1) - IST_OFFSET_MS;
  const end = Date.UTC(y + 1, 3, 1) - IST_OFFSET_MS;
  return { start, end, label: `${y}-${String((y + 1) % 100).padStart(2, '0')}` };
}
