import type { UserWallet } from '../../../core/api/wallet';
import { userWalletPath } from '../../../core/api/paths';
import { rupeesToPaise } from '../../../core/money';
import { call } from '../../lib/http';
import { createStore, useStore } from '../../lib/store';

/**
 * The player's wallet, in memory only: wallet data is never written to
 * IndexedDB or any cache (docs/architecture.md, What stays off the device).
 */
export const walletStore = createStore<UserWallet | null>(null);
export const useWallet = () => useStore(walletStore);

/** Header total in paise: deposit + promo + winnings (docs/product.md §3). */
export function walletTotalPaise(w: Pick<UserWallet, 'deposit_money' | 'promo_money' | 'winnings_money'>): number {
  return rupeesToPaise(w.deposit_money) + rupeesToPaise(w.promo_money) + rupeesToPaise(w.winnings_money);
}

export async function refreshWallet(): Promise<void> {
  const res = await call(userWalletPath, { silent: true, handleErrors: true });
  if (res.ok) walletStore.set(res.data);
}
