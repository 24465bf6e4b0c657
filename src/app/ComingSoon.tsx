import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout } from '../lib/session';
import { backPath } from './targets';
import { AppHeader } from './AppHeader';

/**
 * A screen of the spec that is not built yet: says so clearly (localized),
 * with a way back, instead of a blank page.
 */
export default function ComingSoon({ titleKey, target }: { titleKey: string; target?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);

  // Spec §2: going back from createAccount logs the user out.
  const back = () => (target === 'createAccount' ? void logout() : navigate(target ? backPath(target) : '/new'));

  return (
    <main className="page coming-soon" data-testid="coming-soon">
      <AppHeader title={title} back={back} />
      <section className="center-card">
        <h2>{t('comingSoon.title')}</h2>
        <p>{t('comingSoon.body')}</p>
        <button type="button" className="btn btn--primary" onClick={() => navigate('/new')}>
          {t('comingSoon.backHome')}
        </button>
      </section>
    </main>
  );
}
