import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountFormat } from '../../lib/moneyMode';
import { errorText, shownByPopup } from '../../lib/errorText';
import { uuidv7 } from '../../lib/outbox/uuid';
import { showSnackbar } from '../../lib/snackbar';
import { checkRewardPopup } from '../results';
import { refreshWallet } from '../wallet';
import { claimDailyGift } from './api';

export type ClaimResult = 'claimed' | 'already' | 'failed';

/**
 * Claiming today's daily gift, from the daily reward popup or from Offers. One Idempotency-Key per
 * claim attempt, kept until it gets an answer, so a retry after a lost answer credits nothing twice.
 * A credited gift owes a won_promo popup: the popup check right after shows it (docs/product.md §4 popup check).
 */
export function useClaimGift() {
  const { t } = useTranslation('engagement');
  const money = useAmountFormat();
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const claim = useCallback(async (): Promise<ClaimResult> => {
    key.current ??= uuidv7();
    setBusy(true);
    const res = await claimDailyGift(key.current);
    setBusy(false);
    if (res.ok) {
      key.current = null;
      showSnackbar(t('daily.claimed', { amount: money.rupees(res.data.amount) }), 'success');
      void refreshWallet();
      void checkRewardPopup();
      return 'claimed';
    }
    // a lost reply keeps the key for the retry; an answer (refusal or 5xx) ends this claim
    if (res.error.kind !== 'network') key.current = null;
    if (!shownByPopup(res.error)) showSnackbar(errorText(t, res.error), 'error');
    return res.error.code === 'DAILY_GIFT_CLAIMED' ? 'already' : 'failed';
  }, [t, money]);

  return { claim, busy };
}
