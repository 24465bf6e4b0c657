import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../lib/appUpdate';

/**
 * "New version available — Reload" while a new service worker waits (src/lib/serviceWorker.ts). A polite live
 * region, so a screen reader announces it without stealing focus from a half-built pick set; the button is
 * an ordinary button in the tab order.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const update = useWaitingUpdate();
  if (!update) return null;
  return (
    <div className="app-banner" role="status" aria-live="polite" aria-label={t('update.label')} data-testid="update-prompt">
      <span className="app-banner__text">{t('update.available')}</span>
      <button type="button" className="btn btn--primary" onClick={update.apply} data-testid="update-reload">
        {t('update.reload')}
      </button>
    </div>
  );
}
