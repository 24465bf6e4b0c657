import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppState } from '../lib/appState';

/** docs/product.md §2: three links (home, my matches, help); hidden when the app state says so. */
export function BottomBar() {
  const { t } = useTranslation('common');
  const hidden = useAppState((s) => s.bottomBarHidden);
  if (hidden) return null;
  const cls = ({ isActive }: { isActive: boolean }) => `bottom-bar__link${isActive ? ' is-active' : ''}`;
  return (
    <nav className="bottom-bar" aria-label={t('appName')} data-testid="bottom-bar">
      <NavLink to="/new" className={cls}>
        <span aria-hidden="true" className="bottom-bar__icon">⌂</span>
        {t('footer.home')}
      </NavLink>
      <NavLink to="/mymatches" className={cls}>
        <span aria-hidden="true" className="bottom-bar__icon">▦</span>
        {t('footer.myMatches')}
      </NavLink>
      <NavLink to="/profile" className={cls}>
        <span aria-hidden="true" className="bottom-bar__icon">?</span>
        {t('footer.help')}
      </NavLink>
    </nav>
  );
}
