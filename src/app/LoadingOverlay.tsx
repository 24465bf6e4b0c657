import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../lib/uiStatus';

/** Shown while a non-silent call is pending; CSS delays it so quick calls never flash it. */
export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="progressbar" aria-label={t('loading')} data-testid="loading-overlay">
      <span className="spinner" />
    </div>
  );
}
