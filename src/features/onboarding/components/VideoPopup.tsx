import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/Modal';
import { setPopup } from '../../../lib/appState';
import { Walkthrough } from './Walkthrough';

/** docs/product.md §2 popups: video — the how-to-play walkthrough (an offline animation, not a hosted video). */
export default function VideoPopup() {
  const { t } = useTranslation('guide');
  const close = useCallback(() => setPopup('video', false), []);
  return (
    <Modal title={t('video.title')} onClose={close} testId="video-popup">
      <Walkthrough />
      <button type="button" className="btn btn--primary btn--block" onClick={close}>
        {t('video.close')}
      </button>
    </Modal>
  );
}
