import { useTranslation } from 'react-i18next';
import { acceptInstall, dismissInstall, useInstallOffer } from '../lib/install';

/** The install offer (src/lib/install.ts): Install / Not now, or on iOS the add-to-home-screen hint. */
export function InstallPrompt() {
  const { t } = useTranslation('common');
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <div className="app-banner app-banner--install" role="status" aria-live="polite" aria-label={t('install.label')} data-testid="install-prompt">
      <span className="app-banner__text">{t(offer.kind === 'prompt' ? 'install.offer' : 'install.iosHint')}</span>
      {offer.kind === 'prompt' ? (
        <>
          <button type="button" className="btn btn--ghost" onClick={dismissInstall} data-testid="install-later">
            {t('install.later')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void acceptInstall()} data-testid="install-accept">
            {t('install.install')}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn--primary" onClick={dismissInstall} data-testid="install-later">
          {t('install.ok')}
        </button>
      )}
    </div>
  );
}
