import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateCode } from '../../../../core/rules/responsiblePlay';
import { Modal } from '../../../app/Modal';
import { serverNow } from '../../../lib/serverTime';
import { fetchPlayLimits, savePlayDetails, type PlayLimits } from '../api';
import { missingDeclaration, paidPlayRefusalOf } from '../declaration';
import { refusalText } from '../../../lib/errorText';
import { PlayDetailsFields } from './PlayDetailsFields';
import type { PlayDetailsSheetProps } from './PlayDetailsSheet';
import '../profile.css';

/**
 * The sheet itself (PlayDetailsSheet.tsx loads it when first opened): it loads what the server knows and shows only
 * the missing fields (PlayDetailsFields, as on the responsible-play screen), saves them with the same call (POST
 * playDetails), then decides on the server's reply with core's rules (paidPlayRefusal): a banned state, an age under
 * 18 (or a break) is shown here as the server's refusal text and the action does not go on; otherwise onDone.
 */
export default function PlayDetailsSheetBody({ purpose, onDone, onClose }: PlayDetailsSheetProps) {
  const { t } = useTranslation(['profile', 'errors']);
  const [view, setView] = useState<PlayLimits | null | 'error'>(null);
  const [state, setState] = useState<StateCode | ''>('');
  const [dob, setDob] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  // a reply that comes after the sheet was closed must not start the action
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  /** Nothing left to declare: go on, unless the server's facts refuse this play. */
  const settle = useCallback(
    (v: PlayLimits) => {
      if (!open.current) return;
      setView(v);
      const missing = missingDeclaration(v, purpose);
      if (missing.state || missing.dob) return;
      const refusal = paidPlayRefusalOf(v, purpose, serverNow());
      if (refusal) setRefused(t(`errors:${refusal.code}`, { defaultValue: refusal.message }));
      else done.current();
    },
    [purpose, t],
  );

  const load = useCallback(() => {
    setView(null);
    void fetchPlayLimits().then((res) => (res.ok ? settle(res.data) : setView('error')));
  }, [settle]);
  useEffect(load, [load]);

  const missing = view && view !== 'error' ? missingDeclaration(view, purpose) : { state: false, dob: false };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (missing.state && !state) return setError(t('play.sheet.stateMissing'));
    if (missing.dob && !dob) return setError(t('play.sheet.dobMissing'));
    setError(null);
    setBusy(true);
    const res = await savePlayDetails({ ...(missing.state && state ? { state } : {}), ...(missing.dob ? { date_of_birth: dob } : {}) });
    setBusy(false);
    if (!res.ok) return setError(refusalText(t, res.error));
    settle(res.data);
  };

  return (
    <Modal title={t('play.sheet.title')} onClose={onClose} testId="play-details-sheet">
      {view === null ? <p className="page-loading" aria-busy="true" /> : null}
      {view === 'error' ? (
        <>
          <p className="form-error" role="alert">
            {t('errors.loadFailed')}
          </p>
          <button type="button" className="btn btn--secondary btn--block" onClick={load}>
            {t('retry')}
          </button>
        </>
      ) : null}
      {refused ? (
        <>
          <p className="form-error" role="alert" data-testid="declare-refused">
            {refused}
          </p>
          <button type="button" className="btn btn--block" onClick={onClose} data-testid="declare-ok">
            {t('play.sheet.ok')}
          </button>
        </>
      ) : null}
      {view && view !== 'error' && !refused && (missing.state || missing.dob) ? (
        <form className="profile-form" onSubmit={(e) => void save(e)} noValidate>
          <p className="profile-field__hint">{t('play.sheet.intro')}</p>
          <PlayDetailsFields
            idPrefix="declare"
            bannedStates={view.banned_states}
            state={missing.state ? { value: state, onChange: setState } : undefined}
            dob={missing.dob ? { value: dob, onChange: setDob } : undefined}
          />
          {error ? (
            <p className="form-error" role="alert" data-testid="declare-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy} data-testid="declare-save">
            {t(`play.sheet.continue.${purpose}`)}
          </button>
        </form>
      ) : null}
    </Modal>
  );
}
