import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WalletBalance } from '../features/wallet/components/WalletBalance';
import { registerBackHandler } from '../lib/backButton';
import { Countdown } from './Countdown';

/**
 * The screen header variants of docs/product.md §2 in one component:
 * - challenge title with wallet:         <AppHeader title={name} wallet back="/new" />
 * - contest header, countdown + wallet:  <AppHeader title={name} countdownTo={startMs} wallet back=... />
 * - choose picks:                        <AppHeader title={name} subtitle={t(draft ? 'pickTeam' : 'choosePicksSet')} back=... />
 * - home (footer-home text) is the home screen's own header.
 * `back` is a path, or a function (e.g. the createAccount back logs out).
 */
export interface AppHeaderProps {
  title: string;
  subtitle?: string;
  back?: string | (() => void);
  wallet?: boolean;
  countdownTo?: number;
  /** extra actions on the right (e.g. a compare toggle) */
  actions?: ReactNode;
}

export function AppHeader({ title, subtitle, back, wallet = false, countdownTo, actions }: AppHeaderProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const onBack = typeof back === 'function' ? back : back ? () => navigate(back) : null;
  // The launcher's hardware back button does what this back button does (src/lib/backButton.ts).
  const latestBack = useRef(onBack);
  latestBack.current = onBack;
  const hasBack = onBack !== null;
  useEffect(() => (hasBack ? registerBackHandler(() => latestBack.current?.()) : undefined), [hasBack]);
  return (
    <header className="app-header" data-testid="app-header">
      {onBack ? (
        <button type="button" className="icon-btn" onClick={onBack} aria-label={t('back')}>
          ‹
        </button>
      ) : null}
      <div className="app-header__text">
        <h1 className="app-header__title">{title}</h1>
        {subtitle ? <p className="app-header__subtitle">{subtitle}</p> : null}
        {countdownTo !== undefined ? (
          <p className="app-header__subtitle">
            {t('header.startsIn')} <Countdown startMs={countdownTo} />
          </p>
        ) : null}
      </div>
      {actions}
      {wallet ? <WalletBalance /> : null}
    </header>
  );
}
