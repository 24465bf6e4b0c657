import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OTP_REGEX, secondsLeft } from '../../../../core/rules/auth';
import { showSnackbar } from '../../../lib/snackbar';
import { resendOtp, verifyAccount } from '../accountApi';
import { clearPendingCode, pendingCode, saveNickSuggestions, savePendingCode, saveReferralCode, type PendingCode } from '../accountFlow';
import { AccountPage } from '../components/AccountPage';
import { failureText } from '../failureText';

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A clock for the countdowns, ticking each second while the screen is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * verifyAccount (docs/product.md §2; back → createAccount): the 6-digit code sent by SMS, valid 5 minutes
 * (countdown), a new one at most every 30 s. Wrong codes are throttled by the server; its wait is
 * shown in the player's language. Success: Createprofile to choose a nickname (or the profile, if
 * the account has one).
 */
export default function VerifyAccountScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const now = useNow();
  const [pending, setPending] = useState<PendingCode | null>(() => pendingCode());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!pending) {
    return (
      <AccountPage title={t('common:screens.verifyAccount')} back={() => navigate('/createAccount')} testId="screen-verifyAccount">
        <p className="account-note">{t('account.noPendingCode')}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={() => navigate('/createAccount')}>
          {t('account.startAgain')}
        </button>
      </AccountPage>
    );
  }

  const expiresIn = secondsLeft(pending.expiresAtMs, now);
  const resendIn = secondsLeft(pending.resendAtMs, now);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!OTP_REGEX.test(code)) return setError(t('account.codeRule'));
    setBusy(true);
    const res = await verifyAccount(code);
    setBusy(false);
    if (!res.ok) {
      if (res.error.code === 'ALREADY_VERIFIED') return navigate('/profile', { replace: true });
      setCode('');
      return setError(failureText(t, res.error));
    }
    clearPendingCode();
    saveReferralCode(null);
    if (res.data.user_nick) {
      showSnackbar(t('account.verified'), 'success');
      navigate('/profile', { replace: true });
    } else {
      saveNickSuggestions(res.data.nickSuggestions);
      navigate('/Createprofile', { replace: true });
    }
  };

  const resend = async () => {
    setError(null);
    setBusy(true);
    const res = await resendOtp();
    setBusy(false);
    if (!res.ok) return setError(failureText(t, res.error));
    setPending(savePendingCode(res.data));
    showSnackbar(t('account.codeSent', { phone: res.data.phone }), 'success');
  };

  return (
    <AccountPage title={t('common:screens.verifyAccount')} back={() => navigate('/createAccount')} testId="screen-verifyAccount">
      <p className="account-note" data-testid="otp-sent-to">
        {t('account.codeSentTo', { phone: pending.phone })}
      </p>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="account-field">
          {t('account.code')}
          <input
            className="account-otp"
            name="one-time-code"
            data-testid="otp-input"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            aria-describedby="otp-expiry"
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <span id="otp-expiry" className="account-field__hint" aria-live="polite">
            {expiresIn > 0 ? t('account.expiresIn', { time: mmss(expiresIn) }) : t('account.expired')}
          </span>
        </label>
        {error ? (
          <p className="form-error" role="alert" data-testid="otp-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" data-testid="otp-submit" disabled={busy || expiresIn === 0}>
          {t('account.verify')}
        </button>
        <button type="button" className="btn btn--small btn--block" data-testid="otp-resend" disabled={busy || resendIn > 0} onClick={() => void resend()}>
          {resendIn > 0 ? t('account.resendIn', { seconds: resendIn }) : t('account.resend')}
        </button>
      </form>
    </AccountPage>
  );
}
