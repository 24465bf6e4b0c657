import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/Modal';

/** docs/product.md §8: bulk answer 'Match Already Started' → 'Oops Time is Up!' / 'This challenge has already started. Please join another challenge'. */
export function TimeUpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('picks');
  return (
    <Modal title={t('timeUp.title')} onClose={onClose} testId="time-up-modal">
      <p>{t('timeUp.body')}</p>
      <button type="button" className="btn btn--primary btn--block" onClick={onClose} data-testid="time-up-ok">
        {t('timeUp.ok')}
      </button>
    </Modal>
  );
}
