import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../../app/AppHeader';
import { HowToPlayContent } from '../components/HowToPlayContent';

/** The howToPlay / howToPlayNew named targets as a page. */
export default function HowToPlayScreen() {
  const { t } = useTranslation('onboarding');
  const title = t('howToPlay.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="page">
      <AppHeader title={title} back="/new" />
      <div className="page__content">
        <HowToPlayContent />
      </div>
    </main>
  );
}
