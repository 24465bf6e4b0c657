import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { healthPath } from '../../core/api/paths';
import { formatAmount, rupeesToPaise, type MoneyMode } from '../../core/money';
import { call } from './http';
import { createStore, useStore } from './store';

export type { MoneyMode };

/**
 * The server's MONEY_MODE (GET /api/health moneyMode), one store for every feature. In 'social' the game
 * runs on coins: no add money, withdrawals, KYC or payout details, no prices, no rupee sign anywhere
 * (docs/architecture.md, Money). The last answer is remembered on the device, so a returning player's
 * first paint already speaks the right unit; until the first answer amounts show as bare numbers and
 * screens show no money actions.
 */
const REMEMBERED_KEY = 'pickxi.moneyMode';

function remembered(): MoneyMode | null {
  try {
    const value = localStorage.getItem(REMEMBERED_KEY);
    return value === 'real' || value === 'social' ? value : null;
  } catch {
    return null;
  }
}

export const moneyModeStore = createStore<MoneyMode | null>(remembered());
let loading: Promise<void> | null = null;

/** Asks the server once per page load (the remembered mode may be stale after an operator's switch). */
export function loadMoneyMode(): Promise<void> {
  loading ??= call(healthPath, { silent: true, handleErrors: true }).then((res) => {
    const mode = res.ok ? res.data.moneyMode : undefined;
    if (mode !== 'real' && mode !== 'social') {
      loading = null; // try again when the next screen asks
      return;
    }
    moneyModeStore.set(mode);
    try {
      localStorage.setItem(REMEMBERED_KEY, mode);
    } catch {
      // private mode: the next start asks again
    }
  });
  return loading;
}

/** For tests. */
export function resetMoneyMode(): void {
  loading = null;
  try {
    localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // nothing remembered
  }
  moneyModeStore.set(null);
}

export function useMoneyMode(): MoneyMode | null {
  const mode = useStore(moneyModeStore);
  useEffect(() => {
    void loadMoneyMode();
  }, []);
  return mode;
}

export interface AmountFormat {
  mode: MoneyMode | null;
  /** an amount in paise: ₹49 or 49 coins (exact: ₹49.00, for wallet amounts) */
  paise(amount: number, exact?: boolean): string;
  /** an amount in rupees as the API sends it (fees, prizes) */
  rupees(amount: number, exact?: boolean): string;
}

/** core/money.ts formatAmount with this screen's mode and language. */
export function useAmountFormat(): AmountFormat {
  const mode = useMoneyMode();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  return useMemo(
    () => ({
      mode,
      paise: (amount: number, exact = false) => formatAmount(amount, mode, lang, exact),
      rupees: (amount: number, exact = false) => formatAmount(rupeesToPaise(amount), mode, lang, exact),
    }),
    [mode, lang],
  );
}
