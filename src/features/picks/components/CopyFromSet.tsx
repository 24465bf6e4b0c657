import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../app/InlineError';
import { shownByPopup } from '../../../lib/errorText';
import type { ApiFailure } from '../../../lib/http';
import { showSnackbar } from '../../../lib/snackbar';
import type { SetRow } from '../store';
import type { CopyResult } from '../usePickSetEditor';

/**
 * Fill the set in the editor (a new one, or S{n} being edited) with the answers of another of the player's saved
 * sets of this challenge: copyMatchAnswersv2 per match into the pseudo room, read back with getUserPseudoAnswers.
 * Answers only; the powerups applied stay as they are (the server does not copy them). The copy is the server's, so
 * it needs the network: offline the control says so and sends nothing. A refusal or no reply shows here with Try
 * again; a 5xx was the '500 Error' popup.
 */
export function CopyFromSet({
  rows,
  draftNum,
  online,
  initialFrom,
  onCopy,
}: {
  rows: readonly SetRow[];
  /** the set being edited (not offered as its own source); null for a new set */
  draftNum: number | null;
  online: boolean;
  /** preselected source (my sets' "copy to a new set") */
  initialFrom?: number | null | undefined;
  onCopy: (fromDraftNum: number) => Promise<CopyResult>;
}) {
  const { t } = useTranslation(['picks', 'common']);
  const sources = rows.filter((r) => r.status === 'saved' && r.draftNum !== null && r.draftNum !== draftNum).map((r) => r.draftNum!);
  const [picked, setPicked] = useState<number | null>(initialFrom ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [offlineTried, setOfflineTried] = useState(false);
  if (sources.length === 0) return null;
  const from = picked !== null && sources.includes(picked) ? picked : sources[0]!;

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setOfflineTried(false);
    try {
      const r = await onCopy(from);
      if (r.kind === 'offline') setOfflineTried(true);
      else if (r.kind === 'failed') {
        if (!shownByPopup(r.error)) setError(r.error);
      } else showSnackbar(t('picks:copy.done', { copied: r.copied, n: from }), 'success');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="picks__copy" data-testid="copy-answers">
      <label className="picks__copy-label">
        {t('picks:copy.label')}{' '}
        <select value={from} onChange={(e) => setPicked(Number(e.target.value))} data-testid="copy-from">
          {sources.map((n) => (
            <option key={n} value={n}>
              S{n}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn--small btn--secondary" disabled={!online || busy} onClick={() => void run()} data-testid="copy-answers-button">
        {t('picks:copy.button')}
      </button>
      {!online || offlineTried ? (
        <p className="picks__copy-note" role="status" data-testid="copy-offline">
          {t('picks:copy.offline')}
        </p>
      ) : null}
      {error ? <InlineError error={error} ns="picks" retry={() => void run()} className="picks__copy-error" testId="copy-error" /> : null}
    </section>
  );
}
