import { vi } from 'vitest';
import { db } from '../../../lib/db';
import { resetAppState } from '../../../lib/appState';
import { i18next } from '../../../lib/i18n';
import { closeSnackbar } from '../../../lib/snackbar';
import { authToken, setSession } from '../../../lib/session';
import { clearError, resetLoading } from '../../../lib/uiStatus';
import { fakeJwt } from '../../../testing/fixtures';
import { mockApi, ok, type Handler, type Reply, type SeenRequest } from '../../../testing/mockApi';
import type { DynamicWithdrawal } from '../api';
import { moneyModeStore, resetMoneyMode, type MoneyMode } from '../../../lib/moneyMode';
import { walletStore } from '../store';
import { dynamicWithdrawalStore } from '../withdrawData';

/** Test helpers for the wallet screens (rendered through the real app routes). */
export const wallet = (deposit = 1234.5, promo = 50, winnings = 100000) => ({
  deposit_money: deposit,
  promo_money: promo,
  winnings_money: winnings,
  components: [
    { key: 'deposit', title: 'Deposit', value: deposit, desc: 'server deposit text' },
    { key: 'promo', title: 'Bonus', value: promo, desc: 'server promo text' },
    { key: 'winnings', title: 'Winnings', value: winnings, desc: 'server winnings text' },
  ],
});

export const dynamicWithdrawal = (over: Partial<DynamicWithdrawal> = {}): DynamicWithdrawal => ({
  withdrawableBalance: 5000,
  minAmount: 1,
  maxAmount: 100000,
  kycStatus: 'verified',
  tdsRateBp: 3000,
  financialYear: { label: '2026-27', deposited: 1000, withdrawn: 0, openingBalance: 0, taxedNetWinnings: 0 },
  payoutModes: [
    { payout: 'paytm', configured: true, destination: '98XXXXXX10' },
    { payout: 'cashfree', configured: false, destination: null },
  ],
  ...over,
});

/** Signed in, money mode known, and every call routed to `handler` (health and wallet answered by default). */
export async function walletApp(handler: Handler, mode: MoneyMode = 'real'): Promise<SeenRequest[]> {
  await setSession(fakeJwt('7'));
  return mockApi(async (req): Promise<Reply> => {
    const own = await handler(req);
    if (own !== 'network-error') return own;
    if (req.path === '/api/health') return ok({ ok: true, db: 'pglite', moneyMode: mode });
    if (req.path === '/api/f2p/v1/user/wallet') return ok(wallet());
    return 'network-error';
  });
}

export async function resetWalletTest(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearError();
  resetLoading();
  resetAppState();
  closeSnackbar();
  resetMoneyMode();
  walletStore.set(null);
  dynamicWithdrawalStore.set(null);
  authToken.set(null);
  localStorage.clear();
  sessionStorage.clear();
  await i18next.changeLanguage('en');
  await Promise.all(db.tables.map((t) => t.clear()));
}

export { moneyModeStore };
