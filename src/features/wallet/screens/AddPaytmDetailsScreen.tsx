import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savePaytmDetails } from '../api';
import { FieldError, SocialModeNote, WalletPage } from '../components/WalletPage';
import { checkPaytmNumber, hasError, type PaytmFlags } from '../logic/payoutForms';
import { useMoneyMode } from '../../../lib/moneyMode';
import { useDetailsSave } from '../useDetailsSave';

/**
 * addPaytmDetails (back → addOrEditDetails): the Paytm number entered twice, with the length
 * and mismatch error flags (docs/product.md §5). Saved with PUT paymentInfo; counts as saved only when the
 * reply text is exactly 'Payment details updated!'; a 400 shows the server's message.
 */
export default function AddPaytmDetailsScreen() {
  const { t } = useTranslation('wallet');
  const mode = useMoneyMode();
  const [mobile, setMobile] = useState('');
  const [confirm, setConfirm] = useState('');
  const [flags, setFlags] = useState<PaytmFlags>({ length: false, mismatch: false });
  const { busy, error, clearError, submit } = useDetailsSave(savePaytmDetails);

  if (mode === 'social') {
    return (
      <WalletPage target="addPaytmDetails">
        <SocialModeNote />
      </WalletPage>
    );
  }

  const save = async () => {
    const next = checkPaytmNumber(mobile, confirm);
    setFlags(next);
    clearError();
    if (hasError(next)) return;
    await submit(mobile.replace(/\s/g, ''));
  };

  return (
    <WalletPage target="addPaytmDetails">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="wallet-field">
          <span>{t('paytm.number')}</span>
          <input
            inputMode="tel"
            autoComplete="off"
            maxLength={14}
            data-testid="paytm-number"
            value={mobile}
            aria-invalid={flags.length}
            onChange={(e) => setMobile(e.target.value)}
          />
        </label>
        <FieldError id="paytm-length-error" show={flags.length}>
          {t('paytm.errors.length')}
        </FieldError>
        <label className="wallet-field">
          <span>{t('paytm.confirm')}</span>
          <input
            inputMode="tel"
            autoComplete="off"
            maxLength={14}
            data-testid="paytm-confirm"
            value={confirm}
            aria-invalid={flags.mismatch}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </label>
        <FieldError id="paytm-mismatch-error" show={flags.mismatch}>
          {t('paytm.errors.mismatch')}
        </FieldError>
        {error ? (
          <p className="wallet-message wallet-message--error" role="alert" data-testid="details-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" data-testid="paytm-save" disabled={busy}>
          {t('details.save')}
        </button>
      </form>
    </WalletPage>
  );
}
