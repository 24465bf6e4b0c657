import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ContestData } from '../../../../core/api/contests';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { serverNow } from '../../../lib/serverTime';
import { ContestCard, loadContestData } from '../../contests';
import { loadJoined, type JoinedEntries } from '../api';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { TeamCard } from '../components/TeamCard';
import { TeamOutcomeNotices } from '../components/TeamOutcomeNotices';
import { useChallengeIdParam } from '../params';
import { deleteTeamDraft } from '../store';
import { draftLocked, useDraftChallenge, type DraftChallenge } from '../useDraftChallenge';
import { useOnline } from '../useOnline';
import '../teams.css';

/**
 * /home?challenge_id=…: a draft challenge's team contest section (docs/product.md §2 /home, /contestsection's team side):
 * the player's teams T1, T2, … with their points once live, create team and auto team (until the match starts),
 * compare two teams, all stats and the rules, the contests (join with a team through /chooseteam) and the contests
 * joined. Opens offline for a challenge opened before (teams and squad from the device).
 */
export default function TeamHomeScreen() {
  const challengeId = useChallengeIdParam();
  const { t } = useTranslation(['teams', 'common']);
  if (challengeId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.home')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <TeamHome key={challengeId} challengeId={challengeId} />;
}

function TeamHome({ challengeId }: { challengeId: number }) {
  const { t } = useTranslation(['teams', 'contests', 'common']);
  const navigate = useNavigate();
  const online = useOnline();
  const draft = useDraftChallenge(challengeId);
  const { rules, squad, challenge, rows } = draft;
  const [contests, setContests] = useState<ContestData | null>(null);
  const [joined, setJoined] = useState<JoinedEntries | null>(null);
  const [compare, setCompare] = useState<number[]>([]);

  useEffect(() => {
    if (!online) return;
    void loadContestData(challengeId).then((r) => r.ok && setContests(r.data));
    void loadJoined(challengeId).then((r) => r.ok && setJoined(r.data));
  }, [challengeId, online]);

  const locked = draftLocked(squad, challenge, serverNow()) || Boolean(contests?.locked);
  const title = challenge?.challenge_name ?? contests?.challenge_name ?? t('common:screens.home');
  const startTime = challenge?.start_time ?? contests?.start_time;
  const toggleCompare = (teamId: number) =>
    setCompare((c) => (c.includes(teamId) ? c.filter((x) => x !== teamId) : [...c, teamId].slice(-2)));
  const joinedConfigs = [...new Map((joined?.joined ?? []).map((e) => [e.config_id, e])).values()];

  return (
    <Page className="teams" data-testid="team-home" data-challenge-id={challengeId}>
      <AppHeader title={title} subtitle={t('teams:header.pickTeam')} back="/new" wallet {...(startTime !== undefined ? { countdownTo: startTime } : {})} />
      <TeamOutcomeNotices userId={draft.userId} />
      {!online ? (
        <p className="teams__offline page__bleed" data-testid="teams-offline">
          {t('teams:offline')}
        </p>
      ) : null}
      <ScreenState load={draft.load} retry={draft.retry} />
      <section className="teams__section" aria-labelledby="my-teams-title">
        <div className="teams__section-head">
          <h2 id="my-teams-title" className="section-title">
            {t('teams:home.myTeams', { count: rows?.length ?? 0 })}
          </h2>
          {compare.length === 2 ? (
            <Link className="btn btn--small" to={`/compareComponent?challenge_id=${challengeId}&a=${compare[0]}&b=${compare[1]}`} data-testid="compare-link">
              {t('teams:home.compareTwo')}
            </Link>
          ) : null}
        </div>
        {locked ? (
          <p className="teams__hint" data-testid="teams-locked">
            {t('errors.TEAM_MATCH_LIVE')}
          </p>
        ) : (
          <div className="teams__actions">
            <Link className="btn btn--primary" to={`/createteam?challenge_id=${challengeId}`} data-testid="create-team">
              {t('teams:home.create')}
            </Link>
            <Link className="btn btn--secondary" to={`/autoteamselection?challenge_id=${challengeId}`} data-testid="auto-team">
              {t('teams:home.auto')}
            </Link>
          </div>
        )}
        {rows && rows.length === 0 ? <p className="teams__hint">{t('teams:home.noTeams')}</p> : null}
        {rules && rows ? (
          <ul className="team-cards" data-testid="team-cards">
            {rows.map((row) => (
              <TeamCard
                key={row.key}
                row={row}
                challengeId={challengeId}
                rules={rules}
                pool={draft.pool}
                byId={draft.byId}
                challenge={challenge}
                started={Boolean(squad?.started)}
                locked={locked}
                selected={row.teamId !== null && compare.includes(row.teamId)}
                onSelect={() => row.teamId !== null && toggleCompare(row.teamId)}
                onDiscard={() => row.localId && void deleteTeamDraft(row.localId)}
              />
            ))}
          </ul>
        ) : null}
        <nav className="teams__links">
          <Link className="btn btn--small" to={`/allstats?challenge_id=${challengeId}`} data-testid="all-stats-link">
            {t('teams:home.allStats')}
          </Link>
          <Link className="btn btn--small" to={`/rulespage?challenge_id=${challengeId}`} data-testid="rules-link">
            {t('teams:home.rules')}
          </Link>
        </nav>
      </section>
      {joinedConfigs.length > 0 ? (
        <section className="teams__section" aria-labelledby="joined-title">
          <h2 id="joined-title" className="section-title">
            {t('teams:home.joined', { count: joined?.joined.length ?? 0 })}
          </h2>
          <ul className="joined-list" data-testid="joined-list">
            {joinedConfigs.map((e) => (
              <li key={e.config_id}>
                <Link className="joined-row" to={`/contestDetail?challenge_id=${challengeId}&config_id=${e.config_id}`} data-testid="joined-contest">
                  <span>{e.contest_name}</span>
                  <span className="muted">
                    {(joined?.joined ?? [])
                      .filter((x) => x.config_id === e.config_id)
                      .map((x) => `T${x.draft_num}`)
                      .join(', ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ContestsSection challengeId={challengeId} contests={contests} online={online} draft={draft} onJoin={(configId) => navigate(`/chooseteam?challenge_id=${challengeId}&config_id=${configId}&is_joining=1`)} />
    </Page>
  );
}

function ContestsSection(props: { challengeId: number; contests: ContestData | null; online: boolean; draft: DraftChallenge; onJoin: (configId: number) => void }) {
  const { t } = useTranslation(['teams', 'contests']);
  const navigate = useNavigate();
  return (
    <section className="teams__section" aria-labelledby="contests-title">
      <h2 id="contests-title" className="section-title">
        {t('contests:list.title')}
      </h2>
      {!props.online && !props.contests ? <p className="teams__hint">{t('teams:home.contestsOffline')}</p> : null}
      {props.contests && props.contests.contests.length === 0 ? <p className="teams__hint">{t('contests:list.empty')}</p> : null}
      <ul className="contest-list" data-testid="team-contests">
        {(props.contests?.contests ?? []).map((c) => (
          <ContestCard
            key={c.config_id}
            contest={c}
            onOpen={() => navigate(`/contestDetailsNew?challenge_id=${props.challengeId}&config_id=${c.config_id}`)}
            onJoin={() => props.onJoin(c.config_id)}
          />
        ))}
      </ul>
    </section>
  );
}
