import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';
import { resetJoinGuide } from '../api';
import { saveRefusal } from '../saveRefusal';
import { useTeamOutcomes } from '../store';
import { TimeUpModal } from './TimeUpModal';

/**
 * Tells the player how their saved teams fared, once each, on any team screen (docs/product.md §4 save team): green
 * 'Team T{n} Created Successfully! Now use it to join a contest' / 'Team T{n} is successfully edited' (and the join
 * guide reset) when the outbox delivered it; for a refusal, what saveRefusal.ts says: the time-up modal when the
 * match went live first, the server's message in red as it comes for any other refusal of the team, the browser alert
 * 'something went wrong' for any other reply that is not 200. A refused team stays on the device, listed as not
 * submitted. Retryable failures (no reply, 5xx, 429) stay in the outbox, retried silently: nothing is said.
 */
export function TeamOutcomeNotices({ userId }: { userId: string | null }) {
  const { t } = useTranslation('teams');
  const { held, release } = useTeamOutcomes(userId, (next) => {
    if (next.state === 'synced') {
      const n = next.draftNum ?? 0;
      showSnackbar(next.created !== false ? t('teams:saved.created', { n }) : t('teams:saved.edited', { n }), 'success');
      void resetJoinGuide(next.challengeId);
      return 'told';
    }
    const refusal = saveRefusal(next.error);
    if (refusal.kind === 'timeUp') return 'hold';
    if (refusal.kind === 'alert') window.alert(t('teams:somethingWentWrong'));
    // the server's message as it comes, not an app text (docs/product.md §4: "the message shows in red")
    else showSnackbar(refusal.text, 'error');
    return 'told';
  });
  return held ? <TimeUpModal onClose={release} /> : null;
}
