import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { backPath } from '../../../app/targets';
import { idParam } from '../../../lib/useLoaded';
import MatchCentreView from '../components/MatchCentreView';

/**
 * /match?match_id=<id>: the match centre as a page. It is opened from a live challenge card on home and from my
 * matches, so back returns to wherever the player came from; opened directly (no history in the app), home.
 */
export default function MatchCentreScreen() {
  const { t } = useTranslation(['matches', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const matchId = idParam(params, 'match_id');
  const title = t('common:screens.matchCentre');
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  // react-router marks the first entry of its history 'default': nothing in the app to go back to
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(backPath('matchCentre')));
  return (
    <Page className="match-centre-page" data-testid="match-centre-page">
      <AppHeader title={title} back={back} />
      {matchId !== null ? (
        <MatchCentreView matchId={matchId} />
      ) : (
        <p className="center-card" role="alert" data-testid="load-error">
          {t('notFound')}
        </p>
      )}
    </Page>
  );
}
