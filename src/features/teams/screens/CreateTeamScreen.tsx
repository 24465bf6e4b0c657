import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { additionRefusal, draftSummary } from '../../../../core/rules/teamDraft';
import { teamRuleError } from '../../../../core/rules/teams';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { useDraftOpen } from '../../../lib/appUpdate';
import { showSnackbar } from '../../../lib/snackbar';
import { SortSelect } from '../components/SortSelect';
import { PlayerRow } from '../components/PlayerRow';
import { RoleTabs } from '../components/RoleTabs';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { TeamOutcomeNotices } from '../components/TeamOutcomeNotices';
import { TeamSummaryBar } from '../components/TeamSummaryBar';
import { TimeUpModal } from '../components/TimeUpModal';
import { intParam, returnParam, sectionPath, useChallengeIdParam } from '../params';
import { DEFAULT_SORT, sortPlayers, type PlayerSort } from '../sortPlayers';
import { ruleText, sideName } from '../text';
import { useOnline } from '../useOnline';
import { useTeamEditor, type TeamEditorDeps } from '../useTeamEditor';
import '../teams.css';

/** The query that carries the team being made from create team to choose captain and preview. */
export function editorQuery(challengeId: number, teamId: number | null, returnTo: string | null): string {
  return `challenge_id=${challengeId}${teamId !== null ? `&team_id=${teamId}` : ''}${returnTo ? `&return=${encodeURIComponent(returnTo)}` : ''}`;
}

/** /createteam?challenge_id=…[&team_id=…][&return=…]: build a new team, or edit saved team T{n} (until the match starts). */
export default function CreateTeamScreen({ deps }: { deps?: TeamEditorDeps }) {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const teamId = intParam(params, 'team_id');
  const { t } = useTranslation(['teams', 'common']);
  if (challengeId === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.createTeam')} subtitle={t('teams:header.pickTeam')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <CreateTeam key={`${challengeId}:${teamId}`} challengeId={challengeId} teamId={teamId} returnTo={returnParam(params)} deps={deps} />;
}

function CreateTeam({ challengeId, teamId, returnTo, deps }: { challengeId: number; teamId: number | null; returnTo: string | null; deps?: TeamEditorDeps | undefined }) {
  const { t } = useTranslation(['teams', 'common']);
  const navigate = useNavigate();
  const online = useOnline();
  const editor = useTeamEditor(challengeId, teamId, deps);
  const { rules, squad, pool, team, challenge, sport, dispatch } = editor;
  const [role, setRole] = useState<string | null>(null);
  const [sort, setSort] = useState<PlayerSort>(DEFAULT_SORT);
  const [side, setSide] = useState<number | null>(null);
  const [announcedOnly, setAnnouncedOnly] = useState(false);
  const [timeUpSeen, setTimeUpSeen] = useState(false);
  // a new app version is not swapped in by itself while this team is being built (src/lib/serviceWorker.ts)
  useDraftOpen();

  // a refused pick: the rule's message in red (docs/product.md §8 "other server messages show in a red snackbar")
  useEffect(() => {
    if (!team?.error) return;
    showSnackbar(ruleText(t, team.error, sport), 'error');
    dispatch({ type: 'dismiss' });
  }, [team?.error, t, sport, dispatch]);

  const back = returnTo ?? sectionPath(challengeId);
  const active = role ?? rules?.roles[0]?.role ?? null;
  const summary = useMemo(() => (rules && team ? draftSummary(rules, pool, team.players) : null), [rules, pool, team]);
  const shown = useMemo(
    () => (squad ? sortPlayers(squad.players, sort, { role: active, side, announcedOnly: announcedOnly && squad.lineup_announced }) : []),
    [squad, sort, active, side, announcedOnly],
  );
  const sides = useMemo(() => [...new Set((squad?.players ?? []).map((p) => p.party))].sort((a, b) => a - b), [squad]);

  const next = () => {
    if (!rules || !team) return;
    if (team.players.length !== rules.size) {
      showSnackbar(ruleText(t, teamRuleError('TEAM_SIZE', { size: rules.size }), sport), 'error');
      return;
    }
    navigate(`/choosecaptain?${editorQuery(challengeId, teamId, returnTo)}`);
  };

  const title = challenge?.challenge_name ?? t(teamId !== null ? 'teams:create.editTitle' : 'common:screens.createTeam');
  return (
    <Page className="teams teams--with-footer" data-testid="create-team" data-team-id={teamId ?? ''}>
      <AppHeader title={title} subtitle={t('teams:header.pickTeam')} back={back} {...(challenge ? { countdownTo: challenge.start_time } : {})} />
      <TeamOutcomeNotices userId={editor.userId} />
      {!online ? (
        <p className="teams__offline page__bleed" data-testid="teams-offline">
          {t('teams:offline')}
        </p>
      ) : null}
      <ScreenState load={editor.load} retry={editor.retry} />
      {rules && squad && team && summary && active ? (
        <>
          {editor.editing?.draftNum ? <p className="teams__editing">{t('teams:create.editing', { n: editor.editing.draftNum })}</p> : null}
          <TeamSummaryBar summary={summary} challenge={challenge} />
          <RoleTabs rules={rules} perRole={summary.perRole} active={active} onChange={setRole} />
          <div className="teams__toolbar">
            <SortSelect value={sort} onChange={setSort} testId="sort-select" />
            <div className="teams__filters" role="group" aria-label={t('teams:filter.sides')}>
              <button type="button" className={`chip-btn${side === null ? ' chip-btn--on' : ''}`} aria-pressed={side === null} onClick={() => setSide(null)}>
                {t('teams:filter.all')}
              </button>
              {sides.map((s) => (
                <button
                  key={s}
                  type="button"
                  className={`chip-btn${side === s ? ' chip-btn--on' : ''}`}
                  aria-pressed={side === s}
                  onClick={() => setSide(side === s ? null : s)}
                  data-testid="side-filter"
                  data-side={s}
                >
                  {sideName(t, challenge, s)}
                </button>
              ))}
              {squad.lineup_announced ? (
                <button
                  type="button"
                  className={`chip-btn${announcedOnly ? ' chip-btn--on' : ''}`}
                  aria-pressed={announcedOnly}
                  onClick={() => setAnnouncedOnly((v) => !v)}
                  data-testid="announced-filter"
                >
                  {t('teams:filter.announced')}
                </button>
              ) : null}
            </div>
          </div>
          {!squad.lineup_announced ? <p className="teams__hint">{t('teams:lineup.pending')}</p> : null}
          {/* the panel wraps the list: a ul with role=tabpanel would lose its list semantics and orphan its rows */}
          <div id="role-panel" role="tabpanel" aria-labelledby={`role-tab-${active}`}>
            <ul className="player-list" data-testid="player-list">
              {shown.map((p) => {
                const picked = team.players.includes(p.player_id);
                return (
                  <PlayerRow
                    key={p.player_id}
                    player={p}
                    challengeId={challengeId}
                    challenge={challenge}
                    lineupAnnounced={squad.lineup_announced}
                    started={squad.started}
                    picked={picked}
                    blocked={!picked && additionRefusal(rules, pool, team.players, p.player_id) !== null}
                    onToggle={() => dispatch({ type: 'toggle', playerId: p.player_id })}
                  />
                );
              })}
            </ul>
          </div>
          {shown.length === 0 ? <p className="teams__hint">{t('teams:create.noneShown')}</p> : null}
          <footer className="teams__footer">
            <Link className="btn btn--secondary" to={`/preview?${editorQuery(challengeId, teamId, returnTo)}&draft=1`} data-testid="preview-link">
              {t('teams:create.preview')}
            </Link>
            <button type="button" className="btn btn--primary" onClick={next} data-testid="next">
              {t('teams:create.next')}
            </button>
          </footer>
        </>
      ) : null}
      {editor.locked && editor.load.status === 'ready' && !timeUpSeen ? (
        <TimeUpModal
          onClose={() => {
            setTimeUpSeen(true);
            navigate(back);
          }}
        />
      ) : null}
    </Page>
  );
}
