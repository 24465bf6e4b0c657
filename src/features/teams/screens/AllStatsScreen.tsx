import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { SortSelect } from '../components/SortSelect';
import { LineupBadge } from '../components/PlayerRow';
import { sectionPath, useChallengeIdParam } from '../params';
import { sortPlayers, type PlayerSort } from '../sortPlayers';
import { formatCredits, playerPoints, roleShort, sideShort } from '../text';
import { useDraftChallenge } from '../useDraftChallenge';
import '../teams.css';

/** /allstats?challenge_id=…: every squad player's points, credits, selected by %, captain % and vice-captain %. */
export default function AllStatsScreen() {
  const challengeId = useChallengeIdParam();
  const { t } = useTranslation(['teams', 'common']);
  if (challengeId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.allStats')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <AllStats key={challengeId} challengeId={challengeId} />;
}

function AllStats({ challengeId }: { challengeId: number }) {
  const { t } = useTranslation(['teams', 'common']);
  const draft = useDraftChallenge(challengeId);
  const { squad, challenge } = draft;
  const [sort, setSort] = useState<PlayerSort>(squad?.started ? 'points' : 'selected');
  const players = useMemo(() => (squad ? sortPlayers(squad.players, sort) : []), [squad, sort]);
  return (
    <Page className="teams" data-testid="all-stats">
      <AppHeader title={t('common:screens.allStats')} subtitle={challenge?.challenge_name} back={sectionPath(challengeId)} />
      <ScreenState load={draft.load} retry={draft.retry} />
      {squad ? (
        <>
          <div className="teams__toolbar">
            <SortSelect value={sort} onChange={setSort} testId="stats-sort" />
            <p className="teams__hint">{t('teams:stats.teamsCount', { count: squad.teams_count })}</p>
          </div>
          <div className="table-scroll">
            <table className="stats-table" data-testid="stats-table">
              <thead>
                <tr>
                  <th scope="col">{t('teams:stats.player')}</th>
                  <th scope="col">{t('teams:stats.points')}</th>
                  <th scope="col">{t('teams:stats.credits')}</th>
                  <th scope="col">{t('teams:stats.selected')}</th>
                  <th scope="col">{t('teams:stats.captain')}</th>
                  <th scope="col">{t('teams:stats.viceCaptain')}</th>
                </tr>
              </thead>
              <tbody>
                {players.map((p) => (
                  <tr key={p.player_id} data-testid="stats-row" data-player-id={p.player_id}>
                    <th scope="row">
                      <Link className="stats-table__name" to={`/playerinfo?challenge_id=${challengeId}&player_id=${encodeURIComponent(p.player_id)}`}>
                        {p.name}
                      </Link>
                      <small>
                        {sideShort(t, challenge, p.party)} · {roleShort(t, p.role)}
                      </small>
                      <LineupBadge player={p} lineupAnnounced={squad.lineup_announced} />
                    </th>
                    <td data-testid="stats-points">{playerPoints(p.points)}</td>
                    <td>{formatCredits(p.credits_tenths)}</td>
                    <td>{p.selected_by_percent}%</td>
                    <td>{p.captain_percent}%</td>
                    <td>{p.vice_captain_percent}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </Page>
  );
}
