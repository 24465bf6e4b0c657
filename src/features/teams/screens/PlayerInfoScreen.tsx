import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import type { ApiFailure } from '../../../lib/http';
import { Page } from '../../../app/Page';
import { currentLanguage } from '../../../lib/i18n';
import { loadPlayerInfo, type PlayerInfo } from '../api';
import { LineupBadge } from '../components/PlayerRow';
import { PointLines } from '../components/PointLines';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { sectionPath, useChallengeIdParam } from '../params';
import { formatCredits, playerPoints, roleName, sideName } from '../text';
import { useDraftChallenge } from '../useDraftChallenge';
import '../teams.css';

/**
 * /playerinfo?challenge_id=…&player_id=…: a squad player's credits, selected by %, captain / vice-captain %, this
 * match's points by rule and his recent matches' fantasy points (playerInfo). Offline: what the stored squad knows.
 */
export default function PlayerInfoScreen() {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const playerId = params.get('player_id');
  const { t } = useTranslation(['teams', 'common']);
  if (challengeId === null || !playerId) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.playerInfo')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <Info key={`${challengeId}:${playerId}`} challengeId={challengeId} playerId={playerId} />;
}

function Info({ challengeId, playerId }: { challengeId: number; playerId: string }) {
  const { t } = useTranslation(['teams', 'common']);
  const navigate = useNavigate();
  const draft = useDraftChallenge(challengeId);
  const [info, setInfo] = useState<PlayerInfo | null>(null);
  const [failed, setFailed] = useState<ApiFailure | null>(null);
  const [epoch, setEpoch] = useState(0);
  useEffect(() => {
    let live = true;
    void loadPlayerInfo(challengeId, playerId).then((r) => {
      if (!live) return;
      if (r.ok) setInfo(r.data);
      else setFailed(r.error);
    });
    return () => {
      live = false;
    };
  }, [challengeId, playerId, epoch]);

  const player = info?.player ?? draft.byId.get(playerId) ?? null;
  const sport = info?.sport ?? draft.sport;
  const lng = currentLanguage();
  const dateOf = (ms: number) => new Intl.DateTimeFormat(lng === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(ms);
  return (
    <Page className="teams" data-testid="player-info">
      <AppHeader
        title={player?.name ?? t('common:screens.playerInfo')}
        subtitle={draft.challenge?.challenge_name}
        back={() => (window.history.length > 1 ? navigate(-1) : navigate(sectionPath(challengeId)))}
      />
      {!player ? <ScreenState load={draft.load} retry={draft.retry} /> : null}
      {player ? (
        <>
          <dl className="player-facts" data-testid="player-facts">
            <div>
              <dt>{t('teams:info.role')}</dt>
              <dd>{roleName(t, sport, player.role)}</dd>
            </div>
            <div>
              <dt>{t('teams:info.side')}</dt>
              <dd>{sideName(t, draft.challenge, player.party)}</dd>
            </div>
            <div>
              <dt>{t('teams:info.credits')}</dt>
              <dd data-testid="info-credits">{formatCredits(player.credits_tenths)}</dd>
            </div>
            <div>
              <dt>{t('teams:info.selectedBy')}</dt>
              <dd data-testid="info-selected">{player.selected_by_percent}%</dd>
            </div>
            <div>
              <dt>{t('teams:info.captainPct')}</dt>
              <dd>{player.captain_percent}%</dd>
            </div>
            <div>
              <dt>{t('teams:info.viceCaptainPct')}</dt>
              <dd>{player.vice_captain_percent}%</dd>
            </div>
            <div>
              <dt>{t('teams:info.points')}</dt>
              <dd data-testid="info-points">{playerPoints(player.points)}</dd>
            </div>
          </dl>
          <LineupBadge player={player} lineupAnnounced={draft.squad?.lineup_announced ?? false} />
          <section aria-labelledby="this-match">
            <h2 id="this-match" className="section-title">
              {t('teams:info.thisMatch')}
            </h2>
            {info ? (
              <PointLines lines={info.breakdown} sport={sport} />
            ) : failed ? (
              <InlineError
                error={failed}
                retry={() => {
                  setFailed(null);
                  setEpoch((n) => n + 1);
                }}
                className="teams__hint"
                testId="player-info-error"
              />
            ) : (
              <p className="teams__hint">{t('teams:info.loading')}</p>
            )}
          </section>
          <section aria-labelledby="recent">
            <h2 id="recent" className="section-title">
              {t('teams:info.recent')}
            </h2>
            {info && info.recent.length === 0 ? <p className="teams__hint">{t('teams:info.noRecent')}</p> : null}
            {info && info.recent.length > 0 ? (
              <ul className="recent-list" data-testid="recent-list">
                {info.recent.map((m) => (
                  <li key={m.match_id} className="recent-row" data-testid="recent-match">
                    <span>
                      {m.match_name}
                      <small>{dateOf(m.start_time)}</small>
                    </span>
                    <strong>{t('teams:row.points', { points: m.points })}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </>
      ) : null}
    </Page>
  );
}
