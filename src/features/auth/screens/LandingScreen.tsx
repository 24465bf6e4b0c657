import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostMode } from '../../../lib/hostMode';
import { errorText } from '../../../lib/errorText';
import { loadErrorTexts } from '../../../lib/i18n';
import { Link } from 'react-router-dom';
import { Page } from '../../../app/Page';
import { guestLogin, phoneLogin, type LoginOutcome } from '../api';

const PHONE_RE = /^[6-9]\d{9}$/;

/** / and /thankyou: play as guest, or log in with phone and password. */
export function LandingScreen() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const host = useHostMode();

  useEffect(() => {
    document.title = t('common:appName');
  }, [t]);

  // A shared referral link (/?ref=CODE): keep the code for createAccount (read by accountFlow's
  // storedReferralCode). Written inline so the account code stays off the landing's first bundle.
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (ref && /^[A-Za-z0-9]{4,16}$/.test(ref)) {
      try {
        localStorage.setItem('pickxi.referralCode', JSON.stringify(ref.toUpperCase()));
      } catch {
        // storage unavailable: the player can still type the code
      }
    }
  }, []);

  const explain = (outcome: LoginOutcome): string | null => {
    if (outcome.ok) return null;
    switch (outcome.reason) {
      case 'wrongCredentials':
        return t('wrongCredentials');
      case 'notRegistered':
        return t('notRegistered');
      case 'locked':
        return t('errors:LOGIN_LOCKED', { seconds: outcome.retryAfterSeconds });
      default:
        // no reply, or another refusal: the text returned (docs/product.md §8)
        return errorText(t, outcome.error, { serverWords: true });
    }
  };

  const run = async (attempt: () => Promise<LoginOutcome>) => {
    setBusy(true);
    setError(null);
    const outcome = await attempt();
    // the error texts are not in the first bundle (src/lib/i18n.ts)
    if (!outcome.ok) await loadErrorTexts().catch(() => undefined);
    setBusy(false);
    if (outcome.ok) setDone(true);
    else setError(explain(outcome));
  };

  const onPhoneSubmit = (e: FormEvent) => {
    e.preventDefault();
    const p = phone.trim();
    if (!PHONE_RE.test(p)) return setError(t('invalidPhone'));
    if (!password) return setError(t('passwordRequired'));
    void run(() => phoneLogin(p, password));
  };

  return (
    <Page className="landing">
      <section className="landing__hero">
        <div className="landing__logo" aria-hidden="true">XI</div>
        <h1>{t('common:appName')}</h1>
        <p className="landing__tagline">{t('tagline')}</p>
        <p className="muted">{t('subtitle')}</p>
      </section>

      {host ? (
        // Inside a partner launcher the launcher signs the player in: no guest or phone login here.
        <p className="landing__status" role="status" data-testid={host.failed ? 'host-sign-in-failed' : 'host-signing-in'}>
          {host.failed ? t('host.failed') : t('host.signingIn', { name: host.name ?? t('host.launcher') })}
        </p>
      ) : done ? (
        <p className="landing__status" role="status">
          {t('signingIn')}
        </p>
      ) : (
        <section className="landing__actions">
          <button type="button" className="btn btn--primary btn--block" data-testid="guest-login" disabled={busy} onClick={() => void run(guestLogin)}>
            {t('guest')}
          </button>
          <p className="divider">
            <span>{t('or')}</span>
          </p>
          <form className="login-form" onSubmit={onPhoneSubmit} noValidate>
            <h2>{t('phoneTitle')}</h2>
            <label>
              {t('phone')}
              <input
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                value={phone}
                onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
              />
            </label>
            <label>
              {t('password')}
              <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </label>
            <button type="submit" className="btn btn--secondary btn--block" data-testid="phone-login" disabled={busy}>
              {t('login')}
            </button>
          </form>
          <Link to="/VerifySocialAccount" className="btn btn--ghost btn--block" data-testid="social-login">
            {t('socialSignIn')}
          </Link>
        </section>
      )}
      {error ? (
        <p className="form-error" role="alert" data-testid="login-error">
          {error}
        </p>
      ) : null}
    </Page>
  );
}
