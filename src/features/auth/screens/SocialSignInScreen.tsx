import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { emailProblem } from '../../../../core/rules/profile';
import { InlineError } from '../../../app/InlineError';
import { socialLogin, socialProviders, type AccountFailure } from '../accountApi';
import { AccountPage } from '../components/AccountPage';
import { asFailure, failureText } from '../failureText';

/** base64url of UTF-8 text (the sandbox provider's token body). */
function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * VerifySocialAccount: sign in with a social account (spec V3_LOGIN). The server lists the providers
 * it accepts; outside production that is the sandbox provider, which stands in for Google: any
 * name and email, no real account. After signing in, a verified player goes home and anyone else
 * on to createAccount, 2 s later (docs/product.md §4).
 */
export default function SocialSignInScreen() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [providers, setProviders] = useState<string[] | null | { error: AccountFailure }>(null);
  const [epoch, setEpoch] = useState(0);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    void socialProviders().then((res) => setProviders(res.ok ? res.data.providers : { error: res.error }));
  }, [epoch]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (emailProblem(email)) return setError(t('social.emailRule'));
    setError(null);
    setBusy(true);
    const normalized = email.trim().toLowerCase();
    const token = `sandbox.${base64url(JSON.stringify({ sub: normalized.replace(/[^A-Za-z0-9._@-]/g, '-').slice(0, 64), email: normalized, name: name.trim() || undefined }))}`;
    const res = await socialLogin('sandbox', token);
    setBusy(false);
    if (!res.ok) return setError(failureText(t, res.error));
    setDone(true);
  };

  return (
    <AccountPage title={t('social.title')} back={() => navigate('/thankyou')} testId="screen-VerifySocialAccount">
      {done ? (
        <p className="landing__status" role="status">
          {t('auth:signingIn')}
        </p>
      ) : providers === null ? (
        <p className="page-loading" aria-busy="true" />
      ) : 'error' in providers ? (
        <InlineError
          error={asFailure(providers.error)}
          retry={() => {
            setProviders(null);
            setEpoch((n) => n + 1);
          }}
          testId="social-providers-error"
        />
      ) : providers.includes('sandbox') ? (
        <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="account-note">{t('social.sandboxNote')}</p>
          <label className="account-field">
            {t('social.name')}
            <input name="name" autoComplete="name" data-testid="social-name" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="account-field">
            {t('social.email')}
            <input name="email" type="email" autoComplete="email" data-testid="social-email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          {error ? (
            <p className="form-error" role="alert" data-testid="social-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary btn--block" data-testid="social-continue" disabled={busy}>
            {t('social.continue')}
          </button>
        </form>
      ) : (
        <p className="account-note">{t('social.none')}</p>
      )}
    </AccountPage>
  );
}
