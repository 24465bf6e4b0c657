import type { z } from 'zod';
import type { UserWallet } from '../../../core/api/wallet';
import type {
  getUserTransactionsRoute,
  platformWalletRoute,
  WalletTransaction,
} from '../../../core/api/wallet-ops';
import { TRANSACTIONS_PAGE_SIZE } from '../../../core/api/wallet-ops';
import { paiseToRupees, rupeeTextAsCoins, type MoneyMode } from '../../../core/money';
import { totalBalance, type WalletBalances } from '../../../core/rules/wallet';
import type { Db } from '../../db/client';
import { USER_BUCKETS, type UserBucket } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { creditSignupPromo, getBalances, userOperations, type LedgerKind, type UserOperation } from '../../ledger';
import { hostWalletBalances } from '../host/balances';
import { hostPlayerOf } from '../host/mode';

/** English texts of the wallet popup components (the PWA localizes by `key`). */
export const WALLET_COMPONENT_TEXT: Record<UserBucket, { title: string; desc: string }> = {
  deposit: { title: 'Deposit', desc: 'Money you added. Use it to join contests and buy powerups. Not withdrawable.' },
  promo: { title: 'Bonus', desc: 'Promo money. Usable for a part of the entry fee of paid contests. Not withdrawable.' },
  winnings: { title: 'Winnings', desc: 'Money you won. Withdraw it to your bank or Paytm.' },
};

export function toUserWallet(paise: WalletBalances): UserWallet {
  return {
    deposit_money: paiseToRupees(paise.deposit),
    promo_money: paiseToRupees(paise.promo),
    winnings_money: paiseToRupees(paise.winnings),
    components: USER_BUCKETS.map((key) => ({
      key,
      title: WALLET_COMPONENT_TEXT[key].title,
      value: paiseToRupees(paise[key]),
      desc: WALLET_COMPONENT_TEXT[key].desc,
    })),
  };
}

const promoChecked = new WeakMap<AppDeps, Set<number>>();

/**
 * The sign-up bonus (SIGNUP_PROMO_PAISE, ref signup-promo:<userId>) is credited lazily, the first
 * time anything reads or spends the player's wallet, rather than inside account creation (owned
 * by auth): the PWA reads the wallet at start, and contest join / store purchase should call this
 * before spending. Idempotent in the ledger; the per-process set only saves the lookup.
 */
export async function ensureSignupPromo(deps: AppDeps, db: Db, userId: number): Promise<void> {
  if (deps.config.signupPromoPaise <= 0) return;
  let seen = promoChecked.get(deps);
  if (!seen) {
    seen = new Set();
    promoChecked.set(deps, seen);
  }
  if (seen.has(userId)) return;
  // A launcher's player's money is at the launcher: PickXI gives them no bonus of its own.
  if (await hostPlayerOf(deps, db, userId)) {
    seen.add(userId);
    return;
  }
  await db.transaction((tx) => creditSignupPromo(tx, { userId, amountPaise: deps.config.signupPromoPaise, at: deps.clock() }));
  seen.add(userId);
}

export async function readBalances(deps: AppDeps, db: Db, userId: number): Promise<WalletBalances> {
  // A launcher's player sees their launcher wallet.
  const host = await hostWalletBalances(deps, db, userId);
  if (host) return host;
  await ensureSignupPromo(deps, db, userId);
  return getBalances(db, userId);
}

export async function readUserWallet(deps: AppDeps, db: Db, userId: number): Promise<UserWallet> {
  return toUserWallet(await readBalances(deps, db, userId));
}

export async function readPlatformWallet(
  deps: AppDeps,
  db: Db,
  userId: number,
): Promise<z.output<typeof platformWalletRoute.data>> {
  const b = await readBalances(deps, db, userId);
  return {
    totalBalance: paiseToRupees(totalBalance(b)),
    bonusBalance: paiseToRupees(b.promo),
    depositBalance: paiseToRupees(b.deposit),
    withdrawableBalance: paiseToRupees(b.winnings),
  };
}

const TYPE_BY_KIND: Record<LedgerKind, WalletTransaction['type']> = {
  add_money: 'add_money',
  entry_fee: 'entry_fee',
  refund: 'refund',
  settlement: 'prize',
  promo_credit: 'promo_credit',
  promo_clawback: 'promo_credit',
  store_purchase: 'powerup_purchase',
  withdraw_request: 'withdrawal',
  withdraw_paid: 'withdrawal',
  withdraw_reversed: 'withdrawal_reversed',
  // host mode: money in from / back to / paid out to the launcher wallet
  host_debit: 'host_wallet',
  host_release: 'host_wallet',
  host_credit: 'host_wallet',
};

/** A ledger line for the player; in social mode a line written with a rupee amount reads in coins (docs/product.md, Money modes). */
export function toTransaction(op: UserOperation, mode: MoneyMode): WalletTransaction {
  const { deposit, promo, winnings } = op.buckets;
  const status: WalletTransaction['status'] =
    op.kind !== 'withdraw_request'
      ? 'completed'
      : op.outcome === 'withdraw_paid'
        ? 'completed'
        : op.outcome === 'withdraw_reversed'
          ? 'failed'
          : 'pending';
  return {
    id: String(op.operationId),
    type: TYPE_BY_KIND[op.kind],
    amount: paiseToRupees(deposit + promo + winnings),
    buckets: { deposit: paiseToRupees(deposit), promo: paiseToRupees(promo), winnings: paiseToRupees(winnings) },
    ...(op.tdsPaise !== null ? { tds: paiseToRupees(op.tdsPaise) } : {}),
    status,
    description: mode === 'social' ? rupeeTextAsCoins(op.description) : op.description,
    createdAt: op.createdAt.getTime(),
  };
}

export async function readTransactions(
  deps: AppDeps,
  db: Db,
  userId: number,
  page: number,
): Promise<z.output<typeof getUserTransactionsRoute.data>> {
  await ensureSignupPromo(deps, db, userId);
  const pageSize = TRANSACTIONS_PAGE_SIZE;
  const rows = await userOperations(db, userId, (page - 1) * pageSize, pageSize + 1);
  return {
    page,
    pageSize,
    hasMore: rows.length > pageSize,
    transactions: rows.slice(0, pageSize).map((op) => toTransaction(op, deps.config.moneyMode)),
  };
}
