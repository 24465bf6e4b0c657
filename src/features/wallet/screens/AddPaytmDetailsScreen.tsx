import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { uuidv7 } from '../../../lib/outbox/uuid';
import { showSnackbar } from '../../../lib/snackbar';
import { savePaytmDetails } from '../api';
import { FieldError, SocialModeNote, WalletPage } from '../components/WalletPage';
import { checkPaytmNumber, detailsSaveOutcome, hasError, type PaytmFlags } from '../logic/payoutForms';
import { useMoneyMode } from '../moneyMode';

/**
 * addPaytmDetails (back → addOrEditDetails): the Paytm number entered twice, with the length
 * and mismatch error flags (spec §5). Saved with PUT paymentInfo; counts as saved only when the
 * reply text is exactly 'Payment details updated!'; a 400 shows the server's message.
 */
export default function AddPaytmDetailsScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const mode = useMoneyMode();
  const [mobile, setMobile] = useState('');
  const [confirm, setConfirm] = useState('');
  const [flags, setFlags] = useState<PaytmFlags>({ length: false, mismatch: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; mobile: string } | null>(null);

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
    setError(null);
    if (hasError(next)) return;
    const number = mobile.replace(/\s/g, '');
    if (attempt.current?.mobile !== number) attempt.current = { key: uuidv7(), mobile: number };
    setBusy(true);
    const outcome = detailsSaveOutcome(await savePaytmDetails(number, attempt.current.key));
    setBusy(false);
    if (outcome.kind !== 'network') attempt.current = null;
    if (outcome.kind === 'saved') {
      showSnackbar(t('details.updated'), 'success');
      navigate('/addOrEditDetails');
      return;
    }
    setError(outcome.kind === 'refused' ? outcome.message : t(outcome.kind === 'network' ? 'errors.network' : 'errors.unexpected'));
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
