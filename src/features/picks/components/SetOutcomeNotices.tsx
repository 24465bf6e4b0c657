import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';
import { savedSetMessage } from '../machines/pickSet.reducer';
import { useSetOutcomes } from '../store';
import { errorText } from '../../../lib/errorText';
import { TimeUpModal } from './TimeUpModal';

/** Rejections that mean the match has started: the time-up modal instead of a snackbar. */
export const isMatchStarted = (code: string | undefined) => code === 'MATCH_LOCKED' || code === 'CUTOFF_PASSED';

/**
 * Tells the player how their saved sets fared, once each, on any picks screen: green 'Set S{n} created
 * successfully…' / 'Set S{n} is succesfully edited' when the outbox delivered it, the time-up modal when
 * the server refused it because the match started, a red snackbar for any other refusal.
 */
export function SetOutcomeNotices({ userId }: { userId: string | null }) {
  const { t } = useTranslation(['picks', 'errors']);
  const { held, release } = useSetOutcomes(userId, (next) => {
    if (next.state === 'synced') {
      const msg = savedSetMessage(next.draftNum ?? 0, next.created !== false);
      showSnackbar(t(msg.key, msg.params), 'success');
      return 'told';
    }
    if (isMatchStarted(next.error?.code)) return 'hold';
    showSnackbar(t('picks:notSubmitted', { reason: errorText(t, next.error ?? {}, { ns: 'picks' }) }), 'error');
    return 'told';
  });
  return held ? <TimeUpModal onClose={release} /> : null;
}
