import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl, NICK_MAX, type AvatarId } from '../../../../core/rules/profile';
import { InlineError } from '../../../app/InlineError';
import { setPopup, useAppState } from '../../../lib/appState';
import { Avatar } from '../components/Avatar';
import { ChooseAvatarPopup } from '../components/ChooseAvatarPopup';
import { ProfilePage } from '../components/ProfilePage';
import { useNickSave } from '../useNickSave';
import { loadedProfile, useProfile } from '../useProfile';

/**
 * editProfile (docs/product.md §2; back → editAccount): nickname and picture. The picture opens the
 * choose-avatar popup (built-in avatars or a photo upload); Save sends updateProfile (41 → the
 * profile with a snackbar; 42 → the reason, e.g. 'Nick already exists!').
 */
export default function EditProfileScreen() {
  const { t } = useTranslation('profile');
  const [profile, reload] = useProfile();
  const [nick, setNick] = useState<string | null>(null);
  const [avatar, setAvatar] = useState<AvatarId | null | undefined>(undefined);
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const popupOpen = useAppState((s) => s.popups.chooseAvatar);
  const { save, error, busy } = useNickSave();
  // the popup belongs to this screen: leaving it closes the popup
  useEffect(() => () => setPopup('chooseAvatar', false), []);

  const loaded = loadedProfile(profile);
  const shownNick = nick ?? loaded?.user_nick ?? '';
  const shownPicture = photo !== undefined ? photo : avatar ? avatarUrl(avatar) : (loaded?.user_photo ?? null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(shownNick, avatar);
  };

  return (
    <ProfilePage target="editProfile" title={t('common:screens.editProfile')} testId="screen-editProfile">
      {profile && 'error' in profile ? <InlineError error={profile.error} retry={reload} testId="profile-error" /> : null}
      <form className="profile-form" onSubmit={submit} noValidate>
        <button type="button" className="profile-photo-button" data-testid="change-picture" onClick={() => setPopup('chooseAvatar', true)}>
          <Avatar src={shownPicture} nick={shownNick} />
          <span>{t('avatar.change')}</span>
        </button>
        <label className="profile-field">
          {t('nick')}
          <input name="nickname" data-testid="nick-input" autoComplete="nickname" maxLength={NICK_MAX} value={shownNick} onChange={(e) => setNick(e.target.value)} aria-invalid={error !== null} />
        </label>
        {error ? (
          <p className="form-error" role="alert" data-testid="nick-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" data-testid="nick-save" disabled={busy || !loaded}>
          {t('save')}
        </button>
      </form>
      {popupOpen ? (
        <ChooseAvatarPopup
          current={avatar ?? loaded?.avatar ?? null}
          onAvatar={(id) => {
            setAvatar(id);
            setPhoto(undefined);
          }}
          onPhoto={(url) => {
            setPhoto(url);
            setAvatar(undefined);
          }}
        />
      ) : null}
    </ProfilePage>
  );
}
