import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { getUserId } from '../../../lib/session';
import { refreshMySets } from '../api';
import { SetOutcomeNotices } from '../components/SetOutcomeNotices';
import { deleteDraft, useSetRows } from '../store';
import { useChallengeId, useChallengeName } from '../useChallengeInfo';
import { useOnline } from '../useOnline';
import { NoChallenge } from './NoChallenge';
import '../picks.css';

/**
 * /choosePicks2?challenge_id=…: the player's sets — the server's merged with this device's waiting and
 * refused ones — with edit / view answers for saved sets and delete for a refused (not submitted) one.
 */
export default function MySetsScreen() {
  const { t } = useTranslation(['picks', 'common']);
  const challengeId = useChallengeId();
  const userId = getUserId();
  const online = useOnline();
  const rows = useSetRows(userId, challengeId ?? 0);
  const name = useChallengeName(challengeId);

  useEffect(() => {
    if (challengeId !== null && userId && online) void refreshMySets(challengeId, userId);
  }, [challengeId, userId, online]);

  if (challengeId === null) return <NoChallenge />;
  return (
    <Page className="picks" data-testid="my-sets">
      <AppHeader title={name ?? t('picks:header.mySets')} subtitle={t('picks:header.choosePicksSet')} back={`/choosePicks?challenge_id=${challengeId}`} />
      <SetOutcomeNotices userId={userId} />
      {rows && rows.length === 0 ? <p className="picks__center">{t('picks:sets.empty')}</p> : null}
      <ul className="sets">
        {(rows ?? []).map((r) => {
          const label = r.draftNum !== null && r.status !== 'rejected' ? `S${r.draftNum}` : t('picks:sets.pending');
          return (
            <li key={r.key} className="set-row" data-testid="set-row" data-status={r.status} data-label={label}>
              <div>
                <strong>{label}</strong>{' '}
                <span className={`set-row__status--${r.status}`} data-testid="set-status">
                  {t(`picks:sets.${r.status}`)}
                </span>
                {r.picksMade !== null ? <div>{t('picks:sets.summary', { picks: r.picksMade, powerups: r.powerupsApplied ?? 0 })}</div> : null}
              </div>
              <div>
                {r.status === 'saved' && r.draftNum !== null ? (
                  <>
                    <Link className="btn btn--small btn--secondary" to={`/EditSwitchSet?challenge_id=${challengeId}&draft_num=${r.draftNum}`}>
                      {t('picks:sets.edit')}
                    </Link>{' '}
                    <Link className="btn btn--small btn--secondary" to={`/matchAnswers?challenge_id=${challengeId}&draft_num=${r.draftNum}`}>
                      {t('picks:sets.view')}
                    </Link>{' '}
                    <Link
                      className="btn btn--small btn--secondary"
                      to={`/choosePicks?challenge_id=${challengeId}&copy_from=${r.draftNum}`}
                      data-testid="copy-to-new-set"
                    >
                      {t('picks:sets.copy')}
                    </Link>
                  </>
                ) : null}
                {r.status === 'rejected' && r.localId ? (
                  <button type="button" className="btn btn--small btn--secondary" onClick={() => void deleteDraft(r.localId!)} data-testid="delete-set">
                    {t('picks:sets.delete')}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="picks__center">
        <Link className="btn btn--primary" to={`/choosePicks?challenge_id=${challengeId}`} data-testid="new-set">
          {t('picks:sets.newSet')}
        </Link>
      </p>
    </Page>
  );
}
