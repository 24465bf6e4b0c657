import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/Modal';

/**
 * docs/product.md §4/§8: a team save refused because the match is live — 'Match is live. You cannot edit or create a team.' —
 * opens the time-up modal instead of a snackbar.
 */
export function TimeUpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('teams');
  return (
    <Modal title={t('timeUp.title')} onClose={onClose} testId="team-time-up-modal">
      <p data-testid="team-time-up-text">{t('errors.TEAM_MATCH_LIVE')}</p>
      <button type="button" className="btn btn--primary btn--block" onClick={onClose} data-testid="team-time-up-ok">
        {t('timeUp.ok')}
      </button>
    </Modal>
  );
}
