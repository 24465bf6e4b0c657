import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { nickProblem, PROFILE_STATUS, type AvatarId } from '../../../core/rules/profile';
import { refusalText } from '../../lib/errorText';
import { showSnackbar } from '../../lib/snackbar';
import { uuidv7 } from '../../lib/outbox/uuid';
import { updateProfile } from './api';

/**
 * Saving the nickname (and avatar) through updateProfile, shared by Createprofile and editProfile:
 * docs/product.md §4 — status 41: the nickname was accepted, go to the profile with a snackbar; 42: show why
 * ('Nick cannot be empty!', 'Nick already exists!'). One Idempotency-Key per distinct attempt.
 */
export function useNickSave() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const save = async (nick: string, avatar?: AvatarId | null) => {
    const problem = nickProblem(nick);
    if (problem) return setError(t(`errors:${problem}`));
    const body = { user_nick: nick.trim(), ...(avatar !== undefined ? { user_photo: avatar } : {}) };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { key: uuidv7(), signature };
    setError(null);
    setBusy(true);
    const res = await updateProfile(body, attempt.current.key);
    setBusy(false);
    if (res.ok && res.data.status === PROFILE_STATUS.accepted) {
      attempt.current = null;
      showSnackbar(t('saved'), 'success');
      navigate('/profile', { replace: true });
      return;
    }
    if (!res.ok && res.error.kind !== 'network') attempt.current = null;
    setError(res.ok ? t('errors:INTERNAL') : refusalText(t, res.error));
  };

  return { save, error, busy };
}
