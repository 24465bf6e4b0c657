import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { istDate, KYC_MAX_FILE_BYTES } from '../../../../core/rules/kyc';
import { InlineError } from '../../../app/InlineError';
import { errorText, refusalText } from '../../../lib/errorText';
import type { ApiFailure } from '../../../lib/http';
import { uuidv7 } from '../../../lib/outbox/uuid';
import { showSnackbar } from '../../../lib/snackbar';
import { fetchKycStatus, uploadKyc, type KycStatus } from '../api';
import { KycDocumentView } from '../components/KycDocumentView';
import { FieldError, SocialModeNote, WalletPage } from '../components/WalletPage';
import { checkKycForm, fileTooLarge, isServerSizeError, kycFormData, serverKycFields, type KycFlags } from '../logic/kyc';
import { hasError } from '../logic/payoutForms';
import { useMoneyMode } from '../../../lib/moneyMode';
import { dynamicWithdrawalStore } from '../withdrawData';

const NO_FLAGS: KycFlags = { imageSize: false, pan: false, name: false, dob: false, underAge: false };
const MAX_MB = KYC_MAX_FILE_BYTES / (1024 * 1024);

/**
 * updateKYC (back → wallet): panFile, panNumber, fullName, dateOfBirth as multipart (docs/product.md §3,
 * docs/product.md §7). The image-size flag is raised as soon as a too-large file is chosen (the server's own
 * limit) and again on the server's size error; with no file the form still sends, with an empty
 * panFile (docs/product.md §5), and shows the server's answer. On success: go to the wallet (docs/product.md §4).
 */
export default function UpdateKycScreen() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const mode = useMoneyMode();
  const [status, setStatus] = useState<KycStatus | null>(null);
  const [statusFailed, setStatusFailed] = useState<ApiFailure | null>(null);
  const [epoch, setEpoch] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [panNumber, setPan] = useState('');
  const [fullName, setName] = useState('');
  const [dateOfBirth, setDob] = useState('');
  const [flags, setFlags] = useState<KycFlags>(NO_FLAGS);
  const [missingFile, setMissingFile] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchKycStatus().then((res) => {
      if (!live) return;
      if (res.ok) setStatus(res.data);
      setStatusFailed(res.ok ? null : res.error);
    });
    return () => {
      live = false;
    };
  }, [epoch]);

  if (mode === 'social') {
    return (
      <WalletPage target="updateKYC">
        <SocialModeNote />
      </WalletPage>
    );
  }

  const submit = async () => {
    const input = { file, panNumber, fullName, dateOfBirth };
    const next = checkKycForm(input, istDate(Date.now()));
    setFlags(next);
    setMissingFile(false);
    setError(null);
    if (hasError(next)) return;
    const signature = [file?.name, file?.size, file?.lastModified, panNumber, fullName, dateOfBirth].join('|');
    if (attempt.current?.signature !== signature) attempt.current = { key: uuidv7(), signature };
    setBusy(true);
    const res = await uploadKyc(kycFormData(input), attempt.current.key);
    setBusy(false);
    if (res.ok) {
      attempt.current = null;
      dynamicWithdrawalStore.set(null); // the KYC state shown on withdraw has changed
      showSnackbar(t('kyc.submitted'), 'success');
      navigate('/wallet');
      return;
    }
    if (res.error.kind === 'network') {
      setError(errorText(t, res.error));
      return;
    }
    attempt.current = null;
    const fields = serverKycFields(res.error);
    setFlags({
      imageSize: isServerSizeError(res.error),
      pan: fields['panNumber'] === 'PAN_INVALID',
      name: fields['fullName'] === 'NAME_INVALID',
      dob: fields['dateOfBirth'] === 'DOB_INVALID',
      underAge: fields['dateOfBirth'] === 'UNDER_AGE',
    });
    setMissingFile(fields['panFile'] === 'MISSING' || fields['panFile'] === 'EMPTY');
    // a refusal's message as it came (docs/product.md §5); a 5xx was the '500 Error' popup
    setError(refusalText(t, res.error, { serverWords: true }));
  };

  const state = status?.status ?? 'not_submitted';
  const canSubmit = state === 'not_submitted' || state === 'rejected';

  return (
    <WalletPage target="updateKYC">
      {statusFailed ? <InlineError error={statusFailed} retry={() => setEpoch((n) => n + 1)} className="wallet-message wallet-message--error" testId="kyc-status-error" /> : null}
      <p className="wallet-note" data-testid="kyc-status" data-status={state}>
        {t(`kyc.status.${state}`)}
        {state === 'rejected' && status?.reason ? ` — ${status.reason}` : ''}
        {status?.panLast4 ? ` (PAN ••••••${status.panLast4})` : ''}
      </p>
      {/* a submission always carries its document: the player can look at what they sent */}
      {status && status.status !== 'not_submitted' ? <KycDocumentView /> : null}
      {canSubmit ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="wallet-field">
            <span>{t('kyc.panFile', { mb: MAX_MB })}</span>
            <input
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              data-testid="kyc-file"
              aria-invalid={flags.imageSize}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                setFlags((f) => ({ ...f, imageSize: fileTooLarge(chosen) }));
              }}
            />
          </label>
          <FieldError id="kyc-size-error" show={flags.imageSize}>
            {t('kyc.errors.imageSize', { mb: MAX_MB })}
          </FieldError>
          <FieldError id="kyc-file-missing" show={missingFile}>
            {t('kyc.errors.file')}
          </FieldError>
          <label className="wallet-field">
            <span>{t('kyc.panNumber')}</span>
            <input
              autoComplete="off"
              maxLength={10}
              data-testid="kyc-pan"
              value={panNumber}
              style={{ textTransform: 'uppercase' }}
              aria-invalid={flags.pan}
              onChange={(e) => setPan(e.target.value)}
            />
          </label>
          <FieldError id="kyc-pan-error" show={flags.pan}>
            {t('kyc.errors.pan')}
          </FieldError>
          <label className="wallet-field">
            <span>{t('kyc.fullName')}</span>
            <input autoComplete="name" maxLength={100} data-testid="kyc-name" value={fullName} aria-invalid={flags.name} onChange={(e) => setName(e.target.value)} />
          </label>
          <FieldError id="kyc-name-error" show={flags.name}>
            {t('kyc.errors.name')}
          </FieldError>
          <label className="wallet-field">
            <span>{t('kyc.dateOfBirth')}</span>
            <input type="date" data-testid="kyc-dob" value={dateOfBirth} aria-invalid={flags.dob || flags.underAge} onChange={(e) => setDob(e.target.value)} />
          </label>
          <FieldError id="kyc-dob-error" show={flags.dob || flags.underAge}>
            {t(flags.underAge ? 'kyc.errors.underAge' : 'kyc.errors.dob')}
          </FieldError>
          {error ? (
            <p className="wallet-message wallet-message--error" role="alert" data-testid="kyc-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary btn--block" data-testid="kyc-submit" disabled={busy || flags.imageSize}>
            {t('kyc.submit')}
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn--primary btn--block" onClick={() => navigate('/wallet')}>
          {t('goToWallet')}
        </button>
      )}
    </WalletPage>
  );
}
