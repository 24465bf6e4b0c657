import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ContestData } from '../../../../core/api/contests';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { serverNow } from '../../../lib/serverTime';
import { refusalText } from '../../../lib/errorText';
import { showSnackbar } from '../../../lib/snackbar';
import { loadContestData } from '../../contests';
import { switchTeam } from '../api';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { teamLabel } from '../components/TeamCard';
import { TeamOutcomeNotices } from '../components/TeamOutcomeNotices';
import { TimeUpModal } from '../components/TimeUpModal';
import { intParam, sectionPath, useChallengeIdParam } from '../params';
import { isMatchLive } from '../saveRefusal';
import type { TeamRow } from '../store';
import { draftLocked, useDraftChallenge } from '../useDraftChallenge';
import { useOnline } from '../useOnline';
import '../teams.css';

/** Where an edit or a switch of a joined entry comes back to (docs/product.md §4: edit-switch goes to contest detail). */
export const contestDetailPath = (challengeId: number, configId: number | null) =>
  configId !== null ? `/contestDetail?challenge_id=${challengeId}&config_id=${configId}` : sectionPath(challengeId);

/**
 * /editswitchteam?challenge_id=…&room_id=…&team_id=…[&config_id=…]: in a joined contest, put another of my teams
 * into the entry (switchTeam) or edit the entry's team (create team with ?team_id), until the match starts; once it
 * has, 'Match is live. You cannot edit or create a team.' in the time-up modal.
 */
export default function EditSwitchTeamScreen() {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const { t } = useTranslation(['teams', 'common']);
  const roomId = intParam(params, 'room_id');
  const teamId = intParam(params, 'team_id');
  if (challengeId === null || roomId === null || teamId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.editSwitchTeam')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <EditSwitch key={`${challengeId}:${roomId}:${teamId}`} challengeId={challengeId} roomId={roomId} teamId={teamId} configId={intParam(params, 'config_id')} />;
}

function EditSwitch({ challengeId, roomId, teamId, configId }: { challengeId: number; roomId: number; teamId: number; configId: number | null }) {
  const { t } = useTranslation(['teams', 'errors', 'common']);
  const navigate = useNavigate();
  const online = useOnline();
  const draft = useDraftChallenge(challengeId);
  const [data, setData] = useState<ContestData | null>(null);
  const [chosen, setChosen] = useState<TeamRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const back = contestDetailPath(challengeId, configId);

  useEffect(() => {
    void loadContestData(challengeId).then((r) => r.ok && setData(r.data));
  }, [challengeId]);

  const rows = draft.rows ?? [];
  const current = rows.find((r) => r.teamId === teamId) ?? null;
  const contest = configId !== null ? (data?.contests.find((c) => c.config_id === configId) ?? null) : null;
  const locked = draftLocked(draft.squad, draft.challenge, serverNow()) || Boolean(data?.locked);
  const usable = (r: TeamRow) => r.status === 'saved' && r.teamId !== null && r.teamId !== teamId && !(r.draftNum !== null && (contest?.joined_with.includes(r.draftNum) ?? false));

  // opened after the start: the time-up modal at once (docs/product.md §5: editing or switching is blocked once live)
  useEffect(() => {
    if (locked) setTimeUp(true);
  }, [locked]);

  const onSwitch = async () => {
    if (!chosen || chosen.teamId === null) return;
    if (!online) return showSnackbar(t('teams:switch.needsNetwork'), 'error');
    setBusy(true);
    const res = await switchTeam({ challenge_id: challengeId, room_id: roomId, from_team_id: teamId, to_team_id: chosen.teamId });
    setBusy(false);
    if (res.ok) {
      showSnackbar(t('teams:switch.done', { n: res.data.team_draft_number }), 'success');
      navigate(back);
    } else if (isMatchLive(res.error.code)) {
      setTimeUp(true);
    } else {
      // a refusal or no reply as a red snackbar; a 5xx was the '500 Error' popup
      const text = refusalText(t, res.error, { ns: 'teams' });
      if (text) showSnackbar(text, 'error');
    }
  };

  return (
    <Page className="teams teams--with-footer" data-testid="edit-switch-team">
      <AppHeader title={contest?.contest_name ?? t('common:screens.editSwitchTeam')} subtitle={t('teams:header.pickTeam')} back={back} />
      <TeamOutcomeNotices userId={draft.userId} />
      {draft.load.status !== 'ready' ? <ScreenState load={draft.load} retry={draft.retry} /> : null}
      <p className="teams__explain" data-testid="switch-current">
        {t('teams:switch.current', { team: current ? teamLabel(t, current) : '–' })}
      </p>
      {!locked && current ? (
        <nav className="teams__links">
          <Link
            className="btn btn--small"
            to={`/createteam?challenge_id=${challengeId}&team_id=${teamId}&return=${encodeURIComponent(back)}`}
            data-testid="edit-current-team"
          >
            {t('teams:switch.edit', { team: teamLabel(t, current) })}
          </Link>
        </nav>
      ) : null}
      <h2 className="section-title">{t('teams:switch.choose')}</h2>
      <div className="choose-teams" role="radiogroup" aria-label={t('teams:switch.choose')} data-testid="switch-teams">
        {rows
          .filter((r) => r.teamId !== teamId)
          .map((r) => (
            <button
              key={r.key}
              type="button"
              role="radio"
              aria-checked={chosen?.key === r.key}
              disabled={!usable(r) || locked}
              className={`choose-team${chosen?.key === r.key ? ' choose-team--chosen' : ''}`}
              onClick={() => setChosen(r)}
              data-testid="switch-option"
              data-label={teamLabel(t, r)}
            >
              <strong>{teamLabel(t, r)}</strong>
              <span>{usable(r) ? t('teams:switch.ready') : r.status !== 'saved' ? t(`teams:team.${r.status}`) : t('teams:choose.alreadyJoined')}</span>
            </button>
          ))}
      </div>
      {rows.filter((r) => r.teamId !== teamId).length === 0 ? <p className="teams__hint">{t('teams:switch.noOther')}</p> : null}
      <footer className="teams__footer">
        {!locked ? (
          <Link className="btn btn--secondary" to={`/createteam?challenge_id=${challengeId}&return=${encodeURIComponent(`/editswitchteam?challenge_id=${challengeId}&room_id=${roomId}&team_id=${teamId}${configId !== null ? `&config_id=${configId}` : ''}`)}`}>
            {t('teams:home.create')}
          </Link>
        ) : null}
        <button type="button" className="btn btn--primary" disabled={!chosen || busy || locked} onClick={() => void onSwitch()} data-testid="switch-confirm">
          {t('teams:switch.confirm')}
        </button>
      </footer>
      {timeUp ? (
        <TimeUpModal
          onClose={() => {
            setTimeUp(false);
            navigate(back);
          }}
        />
      ) : null}
    </Page>
  );
}
