import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setPopup } from '../../../lib/appState';
import { Modal } from '../../../app/Modal';

/** Shown once to new guest users (docs/product.md §4), after the how-to-play popup. */
export function WelcomePopup() {
  const { t } = useTranslation('onboarding');
  const close = useCallback(() => setPopup('welcome', false), []);
  return (
    <Modal title={t('welcome.title')} onClose={close} testId="welcome-popup">
      <p>{t('welcome.body')}</p>
      <button type="button" className="btn btn--primary btn--block" onClick={close}>
        {t('welcome.start')}
      </button>
    </Modal>
  );
}
