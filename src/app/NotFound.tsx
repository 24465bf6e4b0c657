import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from './Page';

export default function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Page data-testid="not-found">
      <section className="center-card">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <Link className="btn btn--primary" to="/new">
          {t('notFound.backHome')}
        </Link>
      </section>
    </Page>
  );
}
