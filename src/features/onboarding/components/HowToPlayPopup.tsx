import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setPopup, updateAppState } from '../../../lib/appState';
import { Modal } from '../../../app/Modal';
import { HowToPlayContent } from './HowToPlayContent';

export default function HowToPlayPopup() {
  const { t } = useTranslation('onboarding');
  const close = useCallback(() => setPopup('howToPlay', false), []);
  // the video replaces this popup; closing the video goes on to the next onboarding popup
  const watch = useCallback(() => updateAppState((s) => ({ popups: { ...s.popups, howToPlay: false, video: true } })), []);
  return (
    <Modal title={t('howToPlay.title')} onClose={close} testId="how-to-play-popup">
      <HowToPlayContent />
      <button type="button" className="btn btn--secondary btn--block" onClick={watch} data-testid="watch-video">
        {t('howToPlay.watchVideo')}
      </button>
      <button type="button" className="btn btn--primary btn--block" onClick={close}>
        {t('howToPlay.close')}
      </button>
    </Modal>
  );
}
