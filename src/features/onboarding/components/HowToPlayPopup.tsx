import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setPopup } from '../../../lib/appState';
import { Modal } from '../../../app/Modal';
import { HowToPlayContent } from './HowToPlayContent';

export default function HowToPlayPopup() {
  const { t } = useTranslation('onboarding');
  const close = useCallback(() => setPopup('howToPlay', false), []);
  return (
    <Modal title={t('howToPlay.title')} onClose={close} testId="how-to-play-popup">
      <HowToPlayContent />
      <button type="button" className="btn btn--primary btn--block" onClick={close}>
        {t('howToPlay.close')}
      </button>
    </Modal>
  );
}
