import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import '../profile.css';

/** The frame of the profile screens: header with the spec's back parent (docs/product.md §2), title, content. */
export function ProfilePage({ target, title, back, testId, children, bottomBar = false }: {
  /** the named target (docs/product.md §2) deciding the back parent, e.g. 'editProfile' → editAccount */
  target?: string;
  title: string;
  /** overrides the target's parent */
  back?: string;
  testId: string;
  children: ReactNode;
  /** the page sits above the bottom bar (the profile tab) */
  bottomBar?: boolean;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  const to = back ?? (target ? backPath(target) : null);
  return (
    <Page className="profile-page" bottomBar={bottomBar} data-testid={testId}>
      <AppHeader title={title} {...(to ? { back: () => navigate(to) } : {})} />
      <div className="page__content">{children}</div>
    </Page>
  );
}
