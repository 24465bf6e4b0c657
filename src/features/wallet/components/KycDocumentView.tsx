import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../app/InlineError';
import { isRefusal } from '../../../lib/errorText';
import type { ApiFailure } from '../../../lib/http';
import { fetchKycDocument, type KycDocument } from '../api';

type DocState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'shown'; url: string; contentType: KycDocument['contentType'] }
  | { kind: 'failed'; error: ApiFailure };

/** The document's bytes as an object URL (memory only: nothing of the PAN is written to the device). */
function objectUrlOf(doc: KycDocument): string {
  const bytes = Uint8Array.from(atob(doc.data), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: doc.contentType }));
}

/**
 * updateKYC: "View uploaded PAN" — the player's own latest PAN document (GET /v3/game/kyc/document), fetched only when
 * asked for. An image is shown in place; a PDF opens in a new tab. A failure is shown inline with a retry
 * (docs/architecture.md, "Errors the player sees"); hiding it or leaving the screen frees the object URL.
 */
export function KycDocumentView() {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<DocState>({ kind: 'closed' });

  const shownUrl = state.kind === 'shown' ? state.url : null;
  useEffect(() => {
    if (!shownUrl) return;
    return () => URL.revokeObjectURL(shownUrl);
  }, [shownUrl]);

  const open = async () => {
    setState({ kind: 'loading' });
    const res = await fetchKycDocument();
    setState(res.ok ? { kind: 'shown', url: objectUrlOf(res.data), contentType: res.data.contentType } : { kind: 'failed', error: res.error });
  };

  return (
    <section className="kyc-document" data-testid="kyc-document">
      {state.kind === 'shown' ? (
        <button type="button" className="btn btn--secondary btn--block" data-testid="kyc-document-hide" onClick={() => setState({ kind: 'closed' })}>
          {t('kyc.document.hide')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--secondary btn--block"
          data-testid="kyc-document-view"
          disabled={state.kind === 'loading'}
          aria-busy={state.kind === 'loading'}
          onClick={() => void open()}
        >
          {state.kind === 'loading' ? t('kyc.document.loading') : t('kyc.document.view')}
        </button>
      )}
      {state.kind === 'failed' ? (
        <InlineError
          error={state.error}
          retry={isRefusal(state.error) ? undefined : () => void open()}
          className="wallet-message wallet-message--error"
          testId="kyc-document-error"
        />
      ) : null}
      {state.kind === 'shown' ? (
        state.contentType === 'application/pdf' ? (
          <p className="wallet-note">
            <a href={state.url} target="_blank" rel="noopener noreferrer" data-testid="kyc-document-pdf">
              {t('kyc.document.openPdf')}
            </a>
          </p>
        ) : (
          <img className="kyc-document__image" src={state.url} alt={t('kyc.document.alt')} data-testid="kyc-document-image" />
        )
      ) : null}
    </section>
  );
}
