import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../app/InlineError';
import type { SquadLoad } from '../useDraftChallenge';

/**
 * Loading, or "cannot open this team challenge" with a retry (docs/architecture.md, "Errors the player sees"):
 * offline and never opened on this device in the device's own words, otherwise the app's error text (not a draft
 * challenge, or the server failed).
 */
export function ScreenState({ load, retry }: { load: SquadLoad; retry: () => void }) {
  const { t } = useTranslation(['teams', 'common']);
  if (load.status === 'loading') return <div className="page-loading" aria-busy="true" />;
  if (load.status === 'ready') return null;
  if (!load.offline) return <InlineError error={{ kind: 'http', code: load.code }} ns="teams" retry={retry} className="teams__center" testId="squad-unavailable" />;
  return (
    <section className="teams__center" data-testid="squad-unavailable">
      <p>{t('unavailable.offline')}</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        {t('common:retry')}
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
