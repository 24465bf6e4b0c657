import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { POWERUP_TYPES } from '../../../../core/rules/powerups';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import '../store.css';

/** howToUse (docs/product.md §2, back → powerUpBank): what each powerup does, how the bank and the store work. */
export default function HowToUseScreen() {
  const { t } = useTranslation('store');
  const title = t('howToUse.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Page data-testid="how-to-use-screen">
      <AppHeader title={title} back={backPath('howToUse')} />
      <div className="page__content">
        <p>{t('howToUse.intro')}</p>
        <ul>
          {POWERUP_TYPES.map((type) => (
            <li key={type}>{t(`howToUse.types.${type}`)}</li>
          ))}
        </ul>
        <p>{t('howToUse.apply')}</p>
        <p>{t('howToUse.bank')}</p>
        <p>{t('howToUse.store')}</p>
        <Link className="btn btn--primary btn--block" to="/store">
          {t('title')}
        </Link>
      </div>
    </Page>
  );
}
