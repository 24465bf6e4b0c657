import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/Modal';
import { AVATAR_IDS, avatarUrl, PHOTO_MAX_BYTES, sniffPhotoType, type AvatarId } from '../../../../core/rules/profile';
import { setPopup } from '../../../lib/appState';
import { uploadPhoto } from '../api';
import { refusalText } from '../../../lib/errorText';

/**
 * The choose-avatar popup (docs/product.md §2 popups: choose avatar): one of the built-in avatars, or a photo
 * from the device. The photo is checked here first (type by its bytes, size) so the player hears at
 * once; the server checks again, resizes it and keeps it.
 */
export function ChooseAvatarPopup({ current, onAvatar, onPhoto }: { current: AvatarId | null; onAvatar: (id: AvatarId) => void; onPhoto: (url: string) => void }) {
  const { t } = useTranslation('profile');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const close = () => setPopup('chooseAvatar', false);

  const choosePhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > PHOTO_MAX_BYTES) return setError(t('errors:PHOTO_TOO_LARGE'));
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!sniffPhotoType(head)) return setError(t('errors:PHOTO_INVALID'));
    setBusy(true);
    const res = await uploadPhoto(file);
    setBusy(false);
    if (!res.ok) return setError(refusalText(t, res.error));
    onPhoto(res.data.user_photo);
    close();
  };

  return (
    <Modal title={t('avatar.title')} onClose={close} testId="choose-avatar-popup">
      <ul className="avatar-grid">
        {AVATAR_IDS.map((id, i) => (
          <li key={id}>
            <button
              type="button"
              aria-pressed={current === id}
              aria-label={t('avatar.option', { n: i + 1 })}
              data-testid={`avatar-${id}`}
              onClick={() => {
                onAvatar(id);
                close();
              }}
            >
              <img src={avatarUrl(id)} alt="" width={64} height={64} />
            </button>
          </li>
        ))}
      </ul>
      <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" hidden data-testid="photo-file" onChange={(e) => void choosePhoto(e)} />
      <button type="button" className="btn btn--secondary btn--block" disabled={busy} onClick={() => fileInput.current?.click()}>
        {busy ? t('avatar.uploading') : t('avatar.upload')}
      </button>
      <p className="profile-field__hint">{t('avatar.uploadHint')}</p>
      {error ? (
        <p className="form-error" role="alert" data-testid="photo-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
