import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyGiftDto } from '../../../../core/api/engagement';
import { useAmountFormat } from '../../../lib/moneyMode';
import { Modal } from '../../../app/Modal';
import { setPopup } from '../../../lib/appState';
import { fetchDailyGift } from '../api';
import { useClaimGift } from '../useClaimGift';

/**
 * The daily reward popup (docs/product.md §2 popups: daily reward; §4 popup check daily_gift): today's gift with a
 * Claim button. Claiming credits bonus through the ledger; the won_promo popup follows.
 */
export default function DailyRewardPopup() {
  const { t } = useTranslation('engagement');
  const money = useAmountFormat();
  const [gift, setGift] = useState<DailyGiftDto | null>(null);
  const { claim, busy } = useClaimGift();
  const close = useCallback(() => setPopup('dailyReward', false), []);

  useEffect(() => {
    let live = true;
    void fetchDailyGift().then((res) => {
      if (!live) return;
      // nothing to claim (claimed elsewhere, switched off, offline): no popup
      if (!res.ok || !res.data.due) setPopup('dailyReward', false);
      else setGift(res.data);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!gift) return null;
  const amount = money.rupees(gift.amount);
  return (
    <Modal title={t('daily.title')} onClose={close} testId="daily-gift-popup">
      <p data-testid="reward-amount">{t('daily.body', { amount })}</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={busy}
        data-testid="daily-gift-claim"
        onClick={() =>
          void claim().then((r) => {
            if (r !== 'failed') close();
          })
        }
      >
        {busy ? t('daily.claiming') : t('daily.claim', { amount })}
      </button>
      <button type="button" className="btn btn--secondary btn--block" onClick={close}>
        {t('daily.later')}
      </button>
    </Modal>
  );
}
