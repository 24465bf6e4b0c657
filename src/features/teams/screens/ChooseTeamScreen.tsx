import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { ContestData } from '../../../../core/api/contests';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { Page } from '../../../app/Page';
import { serverNow } from '../../../lib/serverTime';
import { loadContestData, TeamJoinSheet } from '../../contests';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { teamLabel } from '../components/TeamCard';
import { TeamOutcomeNotices } from '../components/TeamOutcomeNotices';
import { intParam, sectionPath, useChallengeIdParam } from '../params';
import type { TeamRow } from '../store';
import { draftLocked, useDraftChallenge } from '../useDraftChallenge';
import '../teams.css';

/**
 * /chooseteam?challenge_id=…&config_id=…&is_joining=1 (docs/product.md §2, §7 is_joining): choose one of the player's saved
 * teams for a team contest, then join with it (the team join machine, docs/product.md §4 texts). A team already in this
 * contest, one still waiting to sync and one refused cannot be chosen; 'Create team' comes back here once saved.
 */
export default function ChooseTeamScreen() {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const { t } = useTranslation(['teams', 'common']);
  if (challengeId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.chooseTeam')} subtitle={t('teams:header.pickTeam')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <ChooseTeam key={challengeId} challengeId={challengeId} configId={intParam(params, 'config_id')} joining={params.get('is_joining') === '1' || params.get('is_joining') === 'true'} />;
}

function ChooseTeam({ challengeId, configId, joining }: { challengeId: number; configId: number | null; joining: boolean }) {
  const { t } = useTranslation(['teams', 'contests', 'common']);
  const location = useLocation();
  const draft = useDraftChallenge(challengeId);
  const [data, setData] = useState<ContestData | null>(null);
  const [chosen, setChosen] = useState<TeamRow | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const [epoch, setEpoch] = useState(0);

  // joining needs the contest: its failure shows inline with a retry; choosing alone goes on without it
  useEffect(() => {
    setFailed(null);
    void loadContestData(challengeId).then((r) => (r.ok ? setData(r.data) : setFailed(r.error)));
  }, [challengeId, epoch]);

  const contest = configId !== null ? (data?.contests.find((c) => c.config_id === configId) ?? null) : null;
  const here = `${location.pathname}${location.search}`;
  const rows = draft.rows ?? [];
  const usable = (r: TeamRow) => r.status === 'saved' && r.teamId !== null && r.draftNum !== null && !(contest?.joined_with.includes(r.draftNum) ?? false);
  const locked = draftLocked(draft.squad, draft.challenge, serverNow()) || Boolean(data?.locked);

  return (
    <Page className="teams teams--with-footer" data-testid="choose-team">
      <AppHeader title={contest?.contest_name ?? t('common:screens.chooseTeam')} subtitle={t('teams:header.pickTeam')} back={sectionPath(challengeId)} wallet />
      <TeamOutcomeNotices userId={draft.userId} />
      {draft.load.status !== 'ready' ? <ScreenState load={draft.load} retry={draft.retry} /> : null}
      {joining && failed ? <InlineError error={failed} retry={() => setEpoch((n) => n + 1)} className="teams__hint" testId="choose-contest-error" /> : null}
      <p className="teams__explain">{t(joining ? 'teams:choose.explainJoin' : 'teams:choose.explain')}</p>
      {rows.length === 0 ? <p className="teams__hint">{t('teams:home.noTeams')}</p> : null}
      <div className="choose-teams" role="radiogroup" aria-label={t('teams:choose.title')} data-testid="choose-teams">
        {rows.map((r) => {
          const already = r.draftNum !== null && r.status === 'saved' && (contest?.joined_with.includes(r.draftNum) ?? false);
          const ok = usable(r);
          const isChosen = chosen?.key === r.key;
          return (
            <button
              key={r.key}
              type="button"
              role="radio"
              aria-checked={isChosen}
              disabled={!ok}
              className={`choose-team${isChosen ? ' choose-team--chosen' : ''}`}
              onClick={() => setChosen(r)}
              data-testid="team-option"
              data-label={teamLabel(t, r)}
            >
              <strong>{teamLabel(t, r)}</strong>
              <span>{already ? t('teams:choose.alreadyJoined') : r.status !== 'saved' ? t(`teams:team.${r.status}`) : t('teams:choose.ready')}</span>
            </button>
          );
        })}
      </div>
      <footer className="teams__footer">
        {!locked ? (
          <Link className="btn btn--secondary" to={`/createteam?challenge_id=${challengeId}&return=${encodeURIComponent(here)}`} data-testid="choose-create-team">
            {t('teams:home.create')}
          </Link>
        ) : null}
        {joining && contest ? (
          <button type="button" className="btn btn--primary" disabled={!chosen || !usable(chosen)} onClick={() => setConfirm(true)} data-testid="choose-join">
            {t('contests:join.join')}
          </button>
        ) : null}
      </footer>
      {confirm && contest && chosen && chosen.teamId !== null && chosen.draftNum !== null ? (
        <TeamJoinSheet
          contest={contest}
          request={{ teamId: chosen.teamId, draftNum: chosen.draftNum, previousPath: sectionPath(challengeId), returnTo: here }}
          onClose={() => setConfirm(false)}
        />
      ) : null}
    </Page>
  );
}
