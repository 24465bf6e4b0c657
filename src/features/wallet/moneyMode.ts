import { useEffect } from 'react';
import { healthPath } from '../../../core/api/paths';
import { formatRupees, PAISE_PER_RUPEE, type Locale } from '../../../core/money';
import { call } from '../../lib/http';
import { createStore, useStore } from '../../lib/store';

/**
 * MONEY_MODE of the server (GET /api/health moneyMode). In 'social' the game runs on
 * free-to-play coins: no add money, withdrawals, KYC or payout details, and no rupee signs
 * (docs/architecture.md, Money). null until known; screens treat unknown like 'real' only for layout and
 * never show money actions before it is known.
 */
export type MoneyMode = 'real' | 'social';

export const moneyModeStore = createStore<MoneyMode | null>(null);
let loading: Promise<void> | null = null;

export function loadMoneyMode(): Promise<void> {
  loading ??= call(healthPath, { silent: true, handleErrors: true }).then((res) => {
    if (res.ok) moneyModeStore.set(res.data.moneyMode);
    else loading = null; // try again next time a wallet screen opens
  });
  return loading;
}

/** For tests. */
export function resetMoneyMode(): void {
  loading = null;
  moneyModeStore.set(null);
}

export function useMoneyMode(): MoneyMode | null {
  const mode = useStore(moneyModeStore);
  useEffect(() => {
    if (moneyModeStore.get() === null) void loadMoneyMode();
  }, []);
  return mode;
}

const coinFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A wallet amount for display: ₹1,23,456.50 in real mode; in social mode the same number
 * with Indian grouping and two decimals but no rupee sign (coins are not rupees).
 */
export function formatWalletAmount(amountPaise: number, lang: Locale, mode: MoneyMode | null): string {
  if (mode !== 'social') return formatRupees(amountPaise, lang);
  let f = coinFormatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    coinFormatters.set(lang, f);
  }
  return f.format(amountPaise / PAISE_PER_RUPEE);
}
