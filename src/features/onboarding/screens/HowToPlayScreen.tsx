import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HowToPlayContent } from '../components/HowToPlayContent';

/** The howToPlay / howToPlayNew named targets as a page. */
export default function HowToPlayScreen() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const title = t('howToPlay.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="page">
      <header className="app-header">
        <button type="button" className="icon-btn" onClick={() => navigate('/new')} aria-label={t('common:back')}>
          ‹
        </button>
        <h1 className="app-header__title">{title}</h1>
      </header>
      <div className="page__content">
        <HowToPlayContent />
      </div>
    </main>
  );
}
