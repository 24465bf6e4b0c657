import { useTranslation } from 'react-i18next';
import { navigateTo } from '../lib/navigation';
import { clearError, resetLoading, useUncaughtError } from '../lib/uiStatus';

/** docs/product.md §2/§4: full-screen '500 Error'; Continue clears the error, goes home, resets loading. */
export function ErrorPopup() {
  const { t } = useTranslation('common');
  const error = useUncaughtError();
  if (!error) return null;
  const onContinue = () => {
    clearError();
    resetLoading();
    navigateTo('/new');
  };
  return (
    <div className="error-popup" role="alertdialog" aria-modal="true" aria-labelledby="error-popup-title" data-testid="error-popup">
      <div className="error-popup__body">
        <h1 id="error-popup-title">{t('error500.title')}</h1>
        <p>{t('error500.body')}</p>
        <button type="button" className="btn btn--primary" onClick={onContinue} autoFocus>
          {t('error500.continue')}
        </button>
      </div>
    </div>
  );
}
