import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';

/** A picks screen opened without a challenge (no ?challenge_id= and none entered). */
export function NoChallenge() {
  const { t } = useTranslation(['picks', 'common']);
  return (
    <Page className="picks" data-testid="no-challenge">
      <AppHeader title={t('common:screens.choosePicks')} subtitle={t('picks:header.choosePicksSet')} back="/new" />
      <p className="picks__center">{t('picks:unavailable.noChallenge')}</p>
    </Page>
  );
}
