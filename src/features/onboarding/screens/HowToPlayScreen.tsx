import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { HowToPlayContent } from '../components/HowToPlayContent';
import { Walkthrough } from '../components/Walkthrough';
import { useSupport } from '../useSupport';
import '../onboarding.css';

/** The howToPlay named target as a page: the rules, the walkthrough animation, powerups and where to get help. */
export default function HowToPlayScreen() {
  const { t } = useTranslation(['onboarding', 'guide']);
  const support = useSupport();
  const title = t('howToPlay.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Page data-testid="how-to-play-screen">
      <AppHeader title={title} back={backPath('howToPlay')} />
      <div className="page__content">
        <Walkthrough />
        <HowToPlayContent />
        <section>
          <h3>{t('guide:howToPlay.powerupsTitle')}</h3>
          <p>{t('guide:howToPlay.powerupsBody')}</p>
          <Link className="btn btn--secondary btn--block" to="/store" data-testid="how-to-play-store">
            {t('guide:howToPlay.toStore')}
          </Link>
        </section>
        {support ? (
          <p className="how-to-play__support muted" data-testid="support-contact">
            {t('guide:howToPlay.support', support)}
          </p>
        ) : null}
      </div>
    </Page>
  );
}
