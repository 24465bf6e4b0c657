import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import '../wallet.css';

/**
 * The frame of every wallet screen: the header with the spec's back target (docs/product.md §2 back
 * navigation, from src/app/targets.ts) and the wallet balance, and the page title.
 */
export function WalletPage({
  target,
  title,
  children,
  testId,
  back,
}: {
  /** the named target (docs/product.md §2), e.g. 'withdrawMoney' — decides the back parent */
  target: string;
  title?: string;
  children: ReactNode;
  testId?: string;
  /** override (lowBalance's remembered screen) */
  back?: string;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const heading = title ?? t(`screens.${target === 'updateKYC' ? 'updateKyc' : target}`);
  useEffect(() => {
    document.title = `${heading} · ${t('appName')}`;
  }, [heading, t]);
  const to = back ?? backPath(target);
  return (
    <Page className="wallet-page" data-testid={testId ?? `screen-${target}`}>
      <AppHeader title={heading} back={() => navigate(to)} wallet />
      <div className="page__content">{children}</div>
    </Page>
  );
}

/** Social (coins) mode: what the money screens say instead of their forms. */
export function SocialModeNote() {
  const { t } = useTranslation('wallet');
  return (
    <p className="wallet-note" data-testid="social-mode-note">
      {t('social.note')}
    </p>
  );
}

export function FieldError({ id, show, children }: { id: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <p id={id} className="wallet-field__error" role="alert" data-testid={id}>
      {children}
    </p>
  );
}
