import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isValidPhone, passwordProblem } from '../../../../core/rules/auth';
import { isReferralCode, normalizeReferralCode } from '../../../../core/rules/referral';
import type { StateCode } from '../../../../core/rules/responsiblePlay';
import { useMoneyMode } from '../../../lib/moneyMode';
import { StateSelect } from '../../profile/index';
import { createAccount } from '../accountApi';
import { signOut } from '../api';
import { savePendingCode, storedReferralCode } from '../accountFlow';
import { AccountPage } from '../components/AccountPage';
import { failureText } from '../failureText';

type Field = 'phone' | 'password' | 'state' | 'dob' | 'referral';

/**
 * createAccount (docs/product.md §2 named target): the signed-in guest (or social) account becomes a phone
 * account — number, password, the state lived in (real money: paid play is refused in some states),
 * date of birth (optional here, asked at the first paid join otherwise) and a friend's referral code
 * (from a shared link ?ref=). A 6-digit code is sent by SMS; verifyAccount checks it.
 * Back logs out (docs/product.md §2).
 */
export default function CreateAccountScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const moneyMode = useMoneyMode();
  const askState = moneyMode !== 'social';
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [state, setState] = useState<StateCode | ''>('');
  const [dob, setDob] = useState('');
  const [referral, setReferral] = useState(() => storedReferralCode() ?? '');
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Partial<Record<Field, string>> => {
    const problems: Partial<Record<Field, string>> = {};
    if (!isValidPhone(phone)) problems.phone = t('auth:invalidPhone');
    if (passwordProblem(password)) problems.password = t('account.passwordRule');
    if (askState && state === '') problems.state = t('account.stateRequired');
    if (referral.trim() !== '' && !isReferralCode(referral)) problems.referral = t('errors:REFERRAL_CODE_INVALID');
    return problems;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = check();
    setInvalid(problems);
    setError(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const res = await createAccount({
      phone: phone.trim(),
      password,
      state: state || undefined,
      dateOfBirth: dob || undefined,
      referralCode: referral.trim() ? normalizeReferralCode(referral) : undefined,
    });
    setBusy(false);
    if (res.ok) {
      savePendingCode(res.data);
      navigate('/verifyAccount');
      return;
    }
    if (res.error.code === 'ALREADY_VERIFIED') {
      navigate('/profile', { replace: true });
      return;
    }
    setError(failureText(t, res.error));
  };

  const fieldError = (field: Field) =>
    invalid[field] ? (
      <span id={`account-${field}-error`} className="account-field__error" role="alert">
        {invalid[field]}
      </span>
    ) : null;

  return (
    <AccountPage title={t('common:screens.createAccount')} back={() => void signOut()} testId="screen-createAccount">
      <p className="account-note">{t('account.createIntro')}</p>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="account-field">
          {t('auth:phone')}
          <input
            name="phone"
            data-testid="account-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={phone}
            aria-invalid={Boolean(invalid.phone)}
            aria-describedby={invalid.phone ? 'account-phone-error' : undefined}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          />
          {fieldError('phone')}
        </label>
        <label className="account-field">
          {t('auth:password')}
          <input
            name="new-password"
            data-testid="account-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={64}
            value={password}
            aria-invalid={Boolean(invalid.password)}
            aria-describedby="account-password-hint"
            onChange={(e) => setPassword(e.target.value)}
          />
          <span id="account-password-hint" className="account-field__hint">
            {t('account.passwordRule')}
          </span>
          {fieldError('password')}
        </label>
        <label className="account-check account-note">
          <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
          {t('account.showPassword')}
        </label>
        {askState ? (
          <div className="account-field">
            <label htmlFor="account-state">{t('account.state')}</label>
            <StateSelect id="account-state" value={state} onChange={setState} invalid={Boolean(invalid.state)} describedBy="account-state-hint" />
            <span id="account-state-hint" className="account-field__hint">
              {t('account.stateHint')}
            </span>
            {fieldError('state')}
          </div>
        ) : null}
        {askState ? (
          <label className="account-field">
            {t('account.dob')}
            <input name="bday" data-testid="account-dob" type="date" autoComplete="bday" value={dob} onChange={(e) => setDob(e.target.value)} />
            <span className="account-field__hint">{t('account.dobHint')}</span>
          </label>
        ) : null}
        <label className="account-field">
          {t('account.referral')}
          <input
            name="referral"
            data-testid="account-referral"
            autoCapitalize="characters"
            maxLength={16}
            value={referral}
            aria-invalid={Boolean(invalid.referral)}
            onChange={(e) => setReferral(e.target.value)}
          />
          {fieldError('referral')}
        </label>
        {error ? (
          <p className="form-error" role="alert" data-testid="account-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" data-testid="account-submit" disabled={busy}>
          {t('account.sendCode')}
        </button>
      </form>
    </AccountPage>
  );
}
