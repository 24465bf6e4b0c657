import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { Walkthrough } from '../components/Walkthrough';
import '../onboarding.css';

/** The steps of the prediction game, one per page (onboarding:howToPlay.prediction.step1..3), then the points rule. */
const PAGES = ['prediction.step1', 'prediction.step2', 'prediction.step3', 'points'] as const;

/**
 * howToPlayNew: how to play as a short step-by-step guide with the walkthrough animation on top;
 * Back / Next between the steps, "Start playing" on the last one goes home.
 */
export default function HowToPlayNewScreen() {
  const { t } = useTranslation(['onboarding', 'guide']);
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const title = t('guide:howToPlay.newTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const last = page === PAGES.length - 1;
  return (
    <Page data-testid="how-to-play-new-screen">
      <AppHeader title={title} back={backPath('howToPlayNew')} />
      <div className="page__content">
        <Walkthrough />
        <section className="how-to-play-new__step" aria-live="polite" data-testid="how-to-play-step" data-page={page}>
          <p className="muted">{t('guide:howToPlay.stepOf', { n: page + 1, total: PAGES.length })}</p>
          <p>{t(`howToPlay.${PAGES[page]}`)}</p>
        </section>
        <nav className="how-to-play-new__nav">
          <button type="button" className="btn btn--secondary" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
            {t('guide:howToPlay.prev')}
          </button>
          {last ? (
            <button type="button" className="btn btn--primary" onClick={() => navigate('/new')} data-testid="how-to-play-done">
              {t('guide:howToPlay.done')}
            </button>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => setPage((p) => p + 1)} data-testid="how-to-play-next">
              {t('guide:howToPlay.nextStep')}
            </button>
          )}
        </nav>
      </div>
    </Page>
  );
}
