import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiResult } from '../../lib/http';
import { uuidv7 } from '../../lib/outbox/uuid';
import { showSnackbar } from '../../lib/snackbar';
import type { PaymentDetailsReply } from './api';
import { detailsSaveOutcome, detailsSaveText } from './logic/payoutForms';

/**
 * Saving payout details (Paytm or bank), shared by both forms: one Idempotency-Key per distinct
 * body, kept for a retry after a network failure (so a lost reply cannot save twice) and dropped
 * once the server answered; success only on 'Payment details updated!' (docs/product.md §5), then back to
 * addOrEditDetails; a refusal shows the server's message.
 */
export function useDetailsSave<B>(send: (body: B, idempotencyKey: string) => Promise<ApiResult<PaymentDetailsReply>>) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const submit = async (body: B) => {
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { key: uuidv7(), signature };
    setBusy(true);
    const outcome = detailsSaveOutcome(await send(body, attempt.current.key));
    setBusy(false);
    // a lost reply keeps the key for the retry; any answer ends this attempt
    if (!(outcome.kind === 'failed' && outcome.error.kind === 'network')) attempt.current = null;
    if (outcome.kind === 'saved') {
      showSnackbar(t('details.updated'), 'success');
      navigate('/addOrEditDetails');
      return;
    }
    setError(detailsSaveText(t, outcome));
  };

  return { busy, error, clearError: () => setError(null), submit };
}
