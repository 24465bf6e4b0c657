import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import '../account.css';

/** The frame of the account screens: header with its back action, page title, content. */
export function AccountPage({ title, back, testId, children }: { title: string; back: () => void; testId: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return (
    <Page className="account-page" data-testid={testId}>
      <AppHeader title={title} back={back} />
      <div className="page__content">{children}</div>
    </Page>
  );
}
