import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NICK_MAX } from '../../../../core/rules/profile';
import { nickSuggestions } from '../../auth/index';
import { ProfilePage } from '../components/ProfilePage';
import { useNickSave } from '../useNickSave';

/**
 * Createprofile (docs/product.md §2): right after the phone is verified, the player picks a nickname — one of
 * the suggestions the auth call returned (docs/product.md §3 nickSuggestions) or their own.
 */
export default function CreateProfileScreen() {
  const { t } = useTranslation('profile');
  const [suggestions] = useState(() => nickSuggestions());
  const [nick, setNick] = useState(() => suggestions[0] ?? '');
  const { save, error, busy } = useNickSave();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(nick);
  };

  return (
    <ProfilePage title={t('common:screens.createProfile')} back="/profile" testId="screen-Createprofile">
      <form className="profile-form" onSubmit={submit} noValidate>
        <p className="muted">{t('create.intro')}</p>
        <label className="profile-field">
          {t('nick')}
          <input name="nickname" data-testid="nick-input" autoComplete="nickname" maxLength={NICK_MAX} value={nick} onChange={(e) => setNick(e.target.value)} aria-invalid={error !== null} />
        </label>
        {suggestions.length > 0 ? (
          <div>
            <p className="profile-field__hint" id="nick-suggestions-label">
              {t('create.suggestions')}
            </p>
            <div className="nick-suggestions" role="group" aria-labelledby="nick-suggestions-label">
              {suggestions.map((s) => (
                <button key={s} type="button" aria-pressed={nick === s} data-testid="nick-suggestion" onClick={() => setNick(s)}>
                  {s}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        {error ? (
          <p className="form-error" role="alert" data-testid="nick-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" data-testid="nick-save" disabled={busy}>
          {t('save')}
        </button>
      </form>
    </ProfilePage>
  );
}
