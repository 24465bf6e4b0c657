import { useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { emailProblem, PROFILE_MESSAGES } from '../../../../core/rules/profile';
import { passwordProblem } from '../../../../core/rules/auth';
import { InlineError } from '../../../app/InlineError';
import { refusalText } from '../../../lib/errorText';
import type { ApiFailure } from '../../../lib/http';
import { showSnackbar } from '../../../lib/snackbar';
import { uuidv7 } from '../../../lib/outbox/uuid';
import { changePassword, updateEmail } from '../api';
import { ProfilePage } from '../components/ProfilePage';
import { loadedProfile, useProfile } from '../useProfile';

/** The password change's refusals whose message the server supplies (docs/product.md §5), in the player's language. */
const SERVER_WORDED = new Set(['WRONG_OLD_PASSWORD', 'INVALID_NEW_PASSWORD', 'PASSWORD_MISMATCH']);

/** A wrong old password, an invalid new one or a mismatch: the server's message as it came; anything else by its code. */
function passwordRefusalText(t: TFunction, error: ApiFailure): string | null {
  return refusalText(t, error, { serverWords: SERVER_WORDED.has(error.code ?? '') });
}

/**
 * editAccount (docs/product.md §2; back → profile): the email ('Email cannot be empty!', 'Email is already
 * registered!') and the password (current one, a valid new one, its confirmation — each refusal
 * with the server's message as it came, docs/product.md §5; an invalid new password and a mismatch are
 * caught before sending with the same texts), and the way on to editProfile.
 */
export default function EditAccountScreen() {
  const { t } = useTranslation('profile');
  const [profile, reload] = useProfile();
  const [email, setEmail] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwords, setPasswords] = useState({ old_password: '', new_password: '', confirm_password: '' });
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // one key per email attempt: a retry after a lost reply cannot apply twice
  const emailAttempt = useRef<{ key: string; email: string } | null>(null);

  const loaded = loadedProfile(profile);
  const shownEmail = email ?? loaded?.email ?? '';

  const saveEmail = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(shownEmail);
    if (problem) return setEmailError(t(`errors:${problem}`, { defaultValue: PROFILE_MESSAGES[problem] }));
    setEmailError(null);
    if (emailAttempt.current?.email !== shownEmail) emailAttempt.current = { key: uuidv7(), email: shownEmail };
    setBusy(true);
    const res = await updateEmail(shownEmail.trim(), emailAttempt.current.key);
    setBusy(false);
    if (!res.ok) {
      if (res.error.kind !== 'network') emailAttempt.current = null;
      return setEmailError(refusalText(t, res.error));
    }
    emailAttempt.current = null;
    showSnackbar(t('account.emailSaved'), 'success');
    reload();
  };

  const savePassword = async (e: FormEvent) => {
    e.preventDefault();
    if (passwordProblem(passwords.new_password)) return setPasswordError(t('errors:INVALID_NEW_PASSWORD'));
    if (passwords.new_password !== passwords.confirm_password) return setPasswordError(t('errors:PASSWORD_MISMATCH'));
    setPasswordError(null);
    setBusy(true);
    const res = await changePassword(passwords);
    setBusy(false);
    if (!res.ok) return setPasswordError(passwordRefusalText(t, res.error));
    setPasswords({ old_password: '', new_password: '', confirm_password: '' });
    showSnackbar(t('account.passwordChanged'), 'success');
  };

  const setPassword = (k: keyof typeof passwords) => (e: { target: { value: string } }) => setPasswords((p) => ({ ...p, [k]: e.target.value }));

  return (
    <ProfilePage target="editAccount" title={t('common:screens.editAccount')} testId="screen-editAccount">
      <Link to="/editProfile" className="btn btn--secondary btn--block" data-testid="link-editProfile">
        {t('account.editProfile')}
      </Link>
      {profile && 'error' in profile ? <InlineError error={profile.error} retry={reload} testId="profile-error" /> : null}

      <form className="profile-form" onSubmit={(e) => void saveEmail(e)} noValidate>
        <h2>{t('account.emailTitle')}</h2>
        <label className="profile-field">
          {t('account.email')}
          <input
            type="email"
            name="email"
            autoComplete="email"
            data-testid="account-email"
            maxLength={254}
            value={shownEmail}
            aria-invalid={emailError !== null}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        {emailError ? (
          <p className="form-error" role="alert" data-testid="email-error">
            {emailError}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" data-testid="email-save" disabled={busy}>
          {t('save')}
        </button>
      </form>

      {loaded?.has_password ? (
        <form className="profile-form" onSubmit={(e) => void savePassword(e)} noValidate>
          <h2>{t('account.passwordTitle')}</h2>
          <label className="profile-field">
            {t('account.oldPassword')}
            <input type="password" autoComplete="current-password" data-testid="old-password" maxLength={128} value={passwords.old_password} onChange={setPassword('old_password')} />
          </label>
          <label className="profile-field">
            {t('account.newPassword')}
            <input type="password" autoComplete="new-password" data-testid="new-password" maxLength={128} value={passwords.new_password} onChange={setPassword('new_password')} aria-describedby="new-password-hint" />
            <span id="new-password-hint" className="profile-field__hint">
              {t('errors:INVALID_NEW_PASSWORD')}
            </span>
          </label>
          <label className="profile-field">
            {t('account.confirmPassword')}
            <input type="password" autoComplete="new-password" data-testid="confirm-password" maxLength={128} value={passwords.confirm_password} onChange={setPassword('confirm_password')} />
          </label>
          {passwordError ? (
            <p className="form-error" role="alert" data-testid="password-error">
              {passwordError}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary btn--block" data-testid="password-save" disabled={busy}>
            {t('account.changePassword')}
          </button>
        </form>
      ) : null}
    </ProfilePage>
  );
}
