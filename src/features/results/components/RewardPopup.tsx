import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAmountFormat } from '../../../lib/moneyMode';
import { Modal } from '../../../app/Modal';
import { setPopup } from '../../../lib/appState';
import { useStore } from '../../../lib/store';
import { POPUP_OF, rewardPopup } from '../rewardPopup';

const TEXT = {
  won_cash: { title: 'popup.cashTitle', body: 'popup.cash', testId: 'won-cash-popup' },
  won_promo: { title: 'popup.promoTitle', body: 'popup.promo', testId: 'won-promo-popup' },
  daily_gift: { title: 'popup.dailyTitle', body: 'popup.daily', testId: 'daily-gift-popup' },
} as const;

/** The cash / promo / daily reward popup (docs/product.md §2 popups, §4 popup check) with the amount checkPopup gave. */
export default function RewardPopup() {
  const { t } = useTranslation('results');
  const money = useAmountFormat();
  const navigate = useNavigate();
  const popup = useStore(rewardPopup, (p) => p);
  const close = useCallback(() => {
    const p = rewardPopup.get();
    if (p) setPopup(POPUP_OF[p.type], false);
    rewardPopup.set(null);
  }, []);
  if (!popup) return null;
  const text = TEXT[popup.type];
  const amount = money.rupees(popup.amount);
  return (
    <Modal title={t(text.title)} onClose={close} testId={text.testId}>
      <p data-testid="reward-amount">{t(text.body, { amount })}</p>
      {popup.type === 'won_cash' ? (
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => {
            close();
            navigate('/wallet');
          }}
        >
          {t('popup.toWallet')}
        </button>
      ) : null}
      <button type="button" className="btn btn--secondary btn--block" onClick={close}>
        {t('popup.ok')}
      </button>
    </Modal>
  );
}
