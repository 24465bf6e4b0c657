import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PaymentType } from '../../../../core/api/wallet-constants';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { uuidv7 } from '../../../lib/outbox/uuid';
import { showSnackbar } from '../../../lib/snackbar';
import { choosePayoutMode, fetchUserWallet, type UserWalletWithInfo } from '../api';
import { SocialModeNote, WalletPage } from '../components/WalletPage';
import { detailsSaveOutcome, detailsSaveText } from '../logic/payoutForms';
import { useMoneyMode } from '../../../lib/moneyMode';

type PaymentInfo = UserWalletWithInfo['payment_info'];

/**
 * addOrEditDetails (back → wallet): the saved payout details from getUserWallet's payment_info
 * (masked; held in this screen's memory only), links to addPaytmDetails / addBankDetails, and
 * the default payout method (PUT paymentInfo; success only on 'Payment details updated!').
 */
export default function AddOrEditDetailsScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const mode = useMoneyMode();
  const [info, setInfo] = useState<PaymentInfo | null>(null);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const [epoch, setEpoch] = useState(0);
  const key = useRef<{ key: string; mode: PaymentType } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchUserWallet().then((res) => {
      if (!live) return;
      if (res.ok) setInfo(res.data.payment_info);
      else setFailed(res.error);
    });
    return () => {
      live = false;
    };
  }, [epoch]);

  if (mode === 'social') {
    return (
      <WalletPage target="addOrEditDetails">
        <SocialModeNote />
      </WalletPage>
    );
  }

  const makeDefault = async (payout: PaymentType) => {
    if (key.current?.mode !== payout) key.current = { key: uuidv7(), mode: payout };
    const outcome = detailsSaveOutcome(await choosePayoutMode(payout, key.current.key));
    if (!(outcome.kind === 'failed' && outcome.error.kind === 'network')) key.current = null;
    if (outcome.kind === 'saved') {
      setInfo(outcome.reply.payment_info);
      showSnackbar(t('details.updated'), 'success');
    } else {
      const text = detailsSaveText(t, outcome);
      if (text) showSnackbar(text, 'error');
    }
  };

  const row = (payout: PaymentType, value: string | null, to: string) => (
    <li key={payout} className="wallet-bucket" data-testid={`details-${payout}`}>
      <div className="wallet-bucket__top">
        <span>{t(`details.${payout}`)}</span>
        <span className="muted">{value ?? t('details.notAdded')}</span>
      </div>
      <div className="wallet-actions">
        <button type="button" className="btn btn--small btn--secondary" data-testid={`details-edit-${payout}`} onClick={() => navigate(to)}>
          {value ? t('details.edit') : t('details.add')}
        </button>
        {value ? (
          info?.payment_mode === payout ? (
            <span className="chip chip--green">{t('details.isDefault')}</span>
          ) : (
            <button type="button" className="btn btn--small btn--secondary" onClick={() => void makeDefault(payout)}>
              {t('details.makeDefault')}
            </button>
          )
        ) : null}
      </div>
    </li>
  );

  return (
    <WalletPage target="addOrEditDetails">
      {failed ? (
        <InlineError
          error={failed}
          retry={() => {
            setFailed(null);
            setEpoch((n) => n + 1);
          }}
          className="wallet-message wallet-message--error"
          testId="details-load-error"
        />
      ) : null}
      <ul className="wallet-buckets">
        {row('paytm', info?.paytm?.mobile ?? null, '/addPaytmDetails')}
        {row(
          'cashfree',
          info?.cashfree ? `${info.cashfree.name} · ${info.cashfree.bankAccount} · ${info.cashfree.ifsc}` : null,
          '/addBankDetails',
        )}
      </ul>
    </WalletPage>
  );
}
