import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar';
import { resetJoinGuide } from '../api';
import { useTeamOutcomes } from '../store';
import { TimeUpModal } from './TimeUpModal';

/** The refusal that means the match has started: the time-up modal instead of a snackbar. */
export const isMatchLive = (code: string | undefined) => code === 'TEAM_MATCH_LIVE' || code === 'MATCH_LOCKED';

/** A refusal without an envelope (the outbox records it as HTTP_<status>): docs/product.md §4's browser alert. */
export const isBareHttpError = (code: string | undefined) => code === undefined || /^HTTP_\d+$/.test(code);

/**
 * Tells the player how their saved teams fared, once each, on any team screen (docs/product.md §4 save team): green
 * 'Team T{n} Created Successfully! Now use it to join a contest' / 'Team T{n} is successfully edited' (and the join
 * guide reset) when the outbox delivered it; the time-up modal when the match went live first; the browser alert
 * 'something went wrong' for a reply without an envelope; the server's rule message in red otherwise. A refused team
 * stays on the device, listed as not submitted.
 */
export function TeamOutcomeNotices({ userId }: { userId: string | null }) {
  const { t } = useTranslation(['teams', 'errors']);
  const { held, release } = useTeamOutcomes(userId, (next) => {
    if (next.state === 'synced') {
      const n = next.draftNum ?? 0;
      showSnackbar(next.created !== false ? t('teams:saved.created', { n }) : t('teams:saved.edited', { n }), 'success');
      void resetJoinGuide(next.challengeId);
      return 'told';
    }
    if (isMatchLive(next.error?.code)) return 'hold';
    if (isBareHttpError(next.error?.code)) {
      window.alert(t('teams:somethingWentWrong'));
      return 'told';
    }
    const code = next.error?.code ?? 'INTERNAL';
    showSnackbar(t('teams:notSubmitted', { reason: t([`teams:errors.${code}`, `errors:${code}`], { defaultValue: next.error?.message ?? '' }) }), 'error');
    return 'told';
  });
  return held ? <TimeUpModal onClose={release} /> : null;
}
