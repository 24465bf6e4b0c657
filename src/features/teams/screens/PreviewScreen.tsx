import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TeamPointsDto } from '../../../../core/api/teams';
import { teamPoints } from '../../../../core/rules/fantasy/team';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { isRefusal } from '../../../lib/errorText';
import type { ApiFailure } from '../../../lib/http';
import { Page } from '../../../app/Page';
import { loadRoomTeam, loadTeamPoints } from '../api';
import { Pitch } from '../components/Pitch';
import { PointLines } from '../components/PointLines';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { intParam, sectionPath, useChallengeIdParam } from '../params';
import { workingTeam } from '../store';
import { formatTeamPoints, playerPoints } from '../text';
import { useDraftChallenge, type DraftChallenge } from '../useDraftChallenge';
import { useOnline } from '../useOnline';
import '../teams.css';

/** What the preview shows: the team's members (with points and breakdown when known), its leaders and total. */
interface PreviewTeam {
  label: string;
  players: TeamPointsDto['players'];
  captain: string | null;
  viceCaptain: string | null;
  /** null before the start */
  totalHalves: number | null;
  rank: number | null;
  owner: string | null;
}

type Source =
  | { kind: 'draft'; teamId: number | null }
  | { kind: 'mine'; teamId: number }
  | { kind: 'room'; roomId: number; userId: number; draftNum: number };

function sourceOf(params: URLSearchParams): Source | null {
  const teamId = intParam(params, 'team_id');
  if (params.get('draft') === '1') return { kind: 'draft', teamId };
  const roomId = intParam(params, 'room_id');
  const userId = intParam(params, 'user_id');
  const draftNum = intParam(params, 'draft_num');
  if (roomId !== null && userId !== null && draftNum !== null) return { kind: 'room', roomId, userId, draftNum };
  return teamId !== null ? { kind: 'mine', teamId } : null;
}

/** A team of this device or the player's list, laid out from the squad (points from the squad once live). */
function fromSquad(draft: DraftChallenge, label: string, team: { players: string[]; captain: string | null; viceCaptain: string | null }): PreviewTeam {
  const players = team.players.flatMap((id) => {
    const p = draft.byId.get(id);
    if (!p) return [];
    const multiplier_halves = id === team.captain ? 4 : id === team.viceCaptain ? 3 : 2;
    return [{ player_id: id, name: p.name, role: p.role, party: p.party, credits_tenths: p.credits_tenths, multiplier_halves: multiplier_halves as 2 | 3 | 4, points: p.points, breakdown: [] }];
  });
  const started = Boolean(draft.squad?.started);
  const total = started
    ? teamPoints({ players: team.players, captain: team.captain ?? '', viceCaptain: team.viceCaptain ?? '' }, new Map(players.map((p) => [p.player_id, p.points ?? 0]))).halves
    : null;
  return { label, players, captain: team.captain, viceCaptain: team.viceCaptain, totalHalves: total, rank: null, owner: null };
}

function fromPoints(dto: TeamPointsDto, owner: string | null): PreviewTeam {
  return {
    label: `T${dto.team.team_draft_number}`,
    players: dto.players,
    captain: dto.team.captain,
    viceCaptain: dto.team.vice_captain,
    totalHalves: dto.total_halves,
    rank: dto.rank,
    owner,
  };
}

/**
 * /preview: a team on its sport's surface (docs/product.md §2), with points once live and each player's breakdown on tap.
 * - ?draft=1[&team_id=…]: the team being made on this device (from create team / choose captain);
 * - ?team_id=…: one of my teams (teamPoints once live; offline, from the device);
 * - ?room_id=…&user_id=…&draft_num=…: an entry's team in a room (roomTeam; another player's only after the start).
 */
export default function PreviewScreen() {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const { t } = useTranslation(['teams', 'common']);
  const source = sourceOf(params);
  if (challengeId === null || source === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.preview')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <Preview key={`${challengeId}:${params.toString()}`} challengeId={challengeId} source={source} />;
}

function Preview({ challengeId, source }: { challengeId: number; source: Source }) {
  const { t } = useTranslation(['teams', 'errors', 'common']);
  const navigate = useNavigate();
  const online = useOnline();
  const draft = useDraftChallenge(challengeId);
  const { rules, rows, challenge, sport, squad, userId } = draft;
  const [remote, setRemote] = useState<{ team: PreviewTeam } | { error: ApiFailure } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [epoch, setEpoch] = useState(0);
  const working = useLiveQuery(
    async () => (source.kind === 'draft' && userId ? ((await workingTeam(userId, challengeId, source.teamId)) ?? null) : null),
    [source, userId, challengeId],
  );

  const started = Boolean(squad?.started);
  useEffect(() => {
    let live = true;
    if (source.kind === 'room') {
      void loadRoomTeam(source.roomId, source.userId, source.draftNum).then((r) => {
        if (!live) return;
        if (r.ok) setRemote({ team: fromPoints(r.data, r.data.user_nick) });
        else setRemote({ error: r.error });
      });
    } else if (source.kind === 'mine' && started && online) {
      void loadTeamPoints(challengeId, source.teamId).then((r) => live && r.ok && setRemote({ team: fromPoints(r.data, null) }));
    }
    return () => {
      live = false;
    };
  }, [source, started, online, challengeId, epoch]);

  let team: PreviewTeam | null = null;
  if (remote && 'team' in remote) team = remote.team;
  else if (source.kind === 'draft' && working) team = fromSquad(draft, t('teams:preview.yourTeam'), working);
  else if (source.kind === 'mine') {
    const row = rows?.find((r) => r.teamId === source.teamId);
    if (row) team = fromSquad(draft, row.draftNum !== null ? `T${row.draftNum}` : t('teams:team.pending'), row);
  }

  const chosen = open && team ? team.players.find((p) => p.player_id === open) : undefined;
  return (
    <Page className="teams" data-testid="team-preview-screen">
      <AppHeader
        title={team ? (team.owner ? `${team.owner} · ${team.label}` : team.label) : t('common:screens.preview')}
        subtitle={challenge?.challenge_name}
        back={() => (window.history.length > 1 ? navigate(-1) : navigate(sectionPath(challengeId)))}
      />
      {source.kind !== 'room' ? <ScreenState load={draft.load} retry={draft.retry} /> : null}
      {remote && 'error' in remote ? (
        // a refusal (hidden until the start) is final here; no reply or a server failure can be asked again
        <InlineError error={remote.error} ns="teams" retry={isRefusal(remote.error) ? undefined : () => setEpoch((n) => n + 1)} className="teams__hint" testId="preview-error" />
      ) : null}
      {team && rules ? (
        <>
          <p className="preview-total" data-testid="preview-total">
            {team.totalHalves !== null ? t('teams:team.points', { points: formatTeamPoints(team.totalHalves) }) : t('teams:preview.notStarted')}
            {team.rank !== null ? <span data-testid="preview-rank"> · {t('teams:preview.rank', { rank: team.rank })}</span> : null}
          </p>
          <Pitch
            rules={rules}
            challenge={challenge}
            captain={team.captain}
            viceCaptain={team.viceCaptain}
            showPoints={team.totalHalves !== null}
            players={team.players.map((p) => ({ id: p.player_id, name: p.name, role: p.role, party: p.party, creditsTenths: p.credits_tenths, points: p.points }))}
            onPlayer={(id) => setOpen(open === id ? null : id)}
          />
          {chosen ? (
            <section className="breakdown" data-testid="player-breakdown" aria-labelledby="breakdown-title">
              <h2 id="breakdown-title" className="section-title">
                {chosen.name} · {t('teams:row.points', { points: playerPoints(chosen.points) })}
                {chosen.multiplier_halves !== 2 ? ` × ${chosen.multiplier_halves / 2}` : ''}
              </h2>
              <PointLines lines={chosen.breakdown} sport={sport} />
              <Link className="btn btn--small" to={`/playerinfo?challenge_id=${challengeId}&player_id=${encodeURIComponent(chosen.player_id)}`}>
                {t('teams:preview.playerInfo')}
              </Link>
            </section>
          ) : (
            <p className="teams__hint">{t('teams:preview.tapPlayer')}</p>
          )}
        </>
      ) : null}
    </Page>
  );
}
