import type { RewardPopup } from '../../../core/api/results';
import { checkPopupPath } from '../../../core/api/paths';
import { setPopup, type PopupName } from '../../lib/appState';
import { call } from '../../lib/http';
import { createStore } from '../../lib/store';

/**
 * docs/product.md §4 popup check: home asks the server for the next reward popup (checkPopup marks it shown, so each
 * appears once); daily_gift, won_cash and won_promo each open their popup (docs/product.md §2 popup booleans).
 * Kept apart from ./api.ts so the home route loads only this.
 */
export const POPUP_OF: Record<RewardPopup['type'], PopupName> = {
  daily_gift: 'dailyReward',
  won_cash: 'cashReward',
  won_promo: 'promoReward',
};

/** The popup being shown (its amount); null when none. */
export const rewardPopup = createStore<RewardPopup | null>(null);

export async function checkRewardPopup(): Promise<void> {
  const res = await call(checkPopupPath, { handleErrors: true, silent: true });
  const first = res.ok ? res.data[0] : undefined;
  if (!first) return;
  rewardPopup.set(first);
  setPopup(POPUP_OF[first.type], true);
}
