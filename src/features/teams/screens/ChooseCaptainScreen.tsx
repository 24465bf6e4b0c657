import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { useDraftOpen } from '../../../lib/appUpdate';
import { offerInstall } from '../../../lib/install';
import { showSnackbar } from '../../../lib/snackbar';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { TeamOutcomeNotices } from '../components/TeamOutcomeNotices';
import { TimeUpModal } from '../components/TimeUpModal';
import { intParam, returnParam, sectionPath, useChallengeIdParam } from '../params';
import { roleShort, ruleText, sideShort } from '../text';
import { useTeamEditor, type TeamEditorDeps } from '../useTeamEditor';
import { editorQuery } from './CreateTeamScreen';
import '../teams.css';

/**
 * /choosecaptain?challenge_id=…[&team_id=…][&return=…]: choose the captain (points ×2) and the vice-captain (×1.5),
 * two different players, with the share of teams that made each one captain / vice-captain; then save (docs/product.md §4).
 * The save is queued in the outbox (works offline) and the screen moves on at once: to ?return=… (the contest the
 * team was made for), else the team contest section; the outcome is told when the server answers.
 */
export default function ChooseCaptainScreen({ deps }: { deps?: TeamEditorDeps }) {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const teamId = intParam(params, 'team_id');
  const { t } = useTranslation(['teams', 'common', 'errors']);
  if (challengeId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.chooseCaptain')} subtitle={t('teams:header.pickTeam')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <ChooseCaptain key={`${challengeId}:${teamId}`} challengeId={challengeId} teamId={teamId} returnTo={returnParam(params)} deps={deps} />;
}

function ChooseCaptain({ challengeId, teamId, returnTo, deps }: { challengeId: number; teamId: number | null; returnTo: string | null; deps?: TeamEditorDeps | undefined }) {
  const { t } = useTranslation(['teams', 'common', 'errors']);
  const navigate = useNavigate();
  const editor = useTeamEditor(challengeId, teamId, deps);
  const { rules, team, byId, challenge, sport, dispatch } = editor;
  const [timeUp, setTimeUp] = useState(false);
  const [saving, setSaving] = useState(false);
  useDraftOpen();

  useEffect(() => {
    if (!team?.error) return;
    showSnackbar(ruleText(t, team.error, sport), 'error');
    dispatch({ type: 'dismiss' });
  }, [team?.error, t, sport, dispatch]);

  const query = editorQuery(challengeId, teamId, returnTo);
  // a team that is not complete yet goes back to create team
  if (rules && team && team.players.length !== rules.size) return <Navigate to={`/createteam?${query}`} replace />;

  const onSave = async () => {
    setSaving(true);
    try {
      const outcome = await editor.save();
      if (outcome.kind === 'invalid') showSnackbar(ruleText(t, outcome.error, sport), 'error');
      else if (outcome.kind === 'timeUp') setTimeUp(true);
      else if (outcome.kind === 'noUser') showSnackbar(t('errors:UNAUTHORIZED'), 'error');
      else if (outcome.kind === 'storageFull') showSnackbar(t('common:storageFull'), 'error');
      else {
        offerInstall();
        if (outcome.offline) showSnackbar(t('teams:savedOffline'), 'success');
        navigate(returnTo ?? sectionPath(challengeId));
      }
    } finally {
      setSaving(false);
    }
  };

  const order = new Map((rules?.roles ?? []).map((r, i) => [r.role, i]));
  const members = (team?.players ?? [])
    .flatMap((id) => byId.get(id) ?? [])
    .sort((a, b) => (order.get(a.role) ?? 0) - (order.get(b.role) ?? 0) || b.credits_tenths - a.credits_tenths);

  return (
    <Page className="teams teams--with-footer" data-testid="choose-captain">
      <AppHeader
        title={challenge?.challenge_name ?? t('common:screens.chooseCaptain')}
        subtitle={t('teams:header.pickTeam')}
        back={`/createteam?${query}`}
        {...(challenge ? { countdownTo: challenge.start_time } : {})}
      />
      <TeamOutcomeNotices userId={editor.userId} />
      <ScreenState load={editor.load} retry={editor.retry} />
      {rules && team ? (
        <>
          <p className="teams__explain" data-testid="captain-explain">
            {t('teams:captain.explain')}
          </p>
          <ul className="captain-list" data-testid="captain-list">
            {members.map((p) => {
              const isC = team.captain === p.player_id;
              const isVC = team.viceCaptain === p.player_id;
              return (
                <li key={p.player_id} className="captain-row" data-testid="captain-row" data-player-id={p.player_id}>
                  <div className="captain-row__who">
                    <strong>{p.name}</strong>
                    <span className="player-row__meta">
                      {sideShort(t, challenge, p.party)} · {roleShort(t, p.role)}
                    </span>
                  </div>
                  <div className="captain-row__pick">
                    <button
                      type="button"
                      className={`leader-btn${isC ? ' leader-btn--on' : ''}`}
                      aria-pressed={isC}
                      aria-label={t('teams:captain.makeCaptain', { name: p.name })}
                      onClick={() => dispatch({ type: 'captain', playerId: p.player_id })}
                      data-testid="make-captain"
                    >
                      {t('teams:captain.c')}
                    </button>
                    <small data-testid="captain-percent">{t('teams:captain.percent', { pct: p.captain_percent })}</small>
                  </div>
                  <div className="captain-row__pick">
                    <button
                      type="button"
                      className={`leader-btn${isVC ? ' leader-btn--on' : ''}`}
                      aria-pressed={isVC}
                      aria-label={t('teams:captain.makeViceCaptain', { name: p.name })}
                      onClick={() => dispatch({ type: 'viceCaptain', playerId: p.player_id })}
                      data-testid="make-vice-captain"
                    >
                      {t('teams:captain.vc')}
                    </button>
                    <small data-testid="vice-captain-percent">{t('teams:captain.percent', { pct: p.vice_captain_percent })}</small>
                  </div>
                </li>
              );
            })}
          </ul>
          <footer className="teams__footer">
            <Link className="btn btn--secondary" to={`/preview?${query}&draft=1`}>
              {t('teams:create.preview')}
            </Link>
            <button type="button" className="btn btn--primary" onClick={() => void onSave()} disabled={saving} data-testid="save-team">
              {t('teams:captain.save')}
            </button>
          </footer>
        </>
      ) : null}
      {timeUp ? (
        <TimeUpModal
          onClose={() => {
            setTimeUp(false);
            navigate(returnTo ?? sectionPath(challengeId));
          }}
        />
      ) : null}
    </Page>
  );
}
