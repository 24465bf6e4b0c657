import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/Modal';
import type { JoinModal } from '../useJoin';

/** docs/product.md §8: "Time's up! Challenge started.." (join after the start) and "Oops! All rooms are full.". */
export function JoinRefusalModal({ modal, onClose }: { modal: JoinModal; onClose: () => void }) {
  const { t } = useTranslation('contests');
  const key = modal === 'timesUp' ? 'timesUp' : 'roomsFull';
  return (
    <Modal title={t(`modal.${key}.title`)} onClose={onClose} testId={`modal-${key}`}>
      <p>{t(`modal.${key}.body`)}</p>
      <button type="button" className="btn" onClick={onClose}>
        {t('modal.ok')}
      </button>
    </Modal>
  );
}

/** docs/product.md §8 'Oops Time is Up!': the challenge already started when the contests screen opened. */
export function ChallengeStartedModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('contests');
  return (
    <Modal title={t('modal.started.title')} onClose={onClose} testId="modal-started">
      <p>{t('modal.started.body')}</p>
      <button type="button" className="btn" onClick={onClose}>
        {t('modal.ok')}
      </button>
    </Modal>
  );
}
