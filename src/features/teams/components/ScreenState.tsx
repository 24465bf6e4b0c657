import { useTranslation } from 'react-i18next';
import type { SquadLoad } from '../useDraftChallenge';

/** Loading, or "cannot open this team challenge" (offline and never opened, or not a draft challenge) with a retry. */
export function ScreenState({ load, retry }: { load: SquadLoad; retry: () => void }) {
  const { t } = useTranslation('teams');
  if (load.status === 'loading') return <div className="page-loading" aria-busy="true" />;
  if (load.status === 'ready') return null;
  return (
    <section className="teams__center" data-testid="squad-unavailable">
      <p>{t(load.offline ? 'unavailable.offline' : 'unavailable.error')}</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        {t('unavailable.retry')}
      </button>
    </section>
  );
}

/** A team screen opened without a challenge (no ?challenge_id= and none entered). */
export function NoTeamChallenge() {
  const { t } = useTranslation('teams');
  return (
    <p className="teams__center" data-testid="no-challenge">
      {t('unavailable.noChallenge')}
    </p>
  );
}
