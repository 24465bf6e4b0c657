import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TeamPointsDto } from '../../../../core/api/teams';
import { compareTeams } from '../../../../core/rules/teamCompare';
import { displayName } from '../../../../core/rules/profile';
import type { TeamChoice } from '../../../../core/rules/teams';
import { AppHeader } from '../../../app/AppHeader';
import { InlineError } from '../../../app/InlineError';
import { isRefusal } from '../../../lib/errorText';
import type { ApiFailure } from '../../../lib/http';
import { Page } from '../../../app/Page';
import { getUserId } from '../../../lib/session';
import { loadRoomTeam } from '../api';
import { NoTeamChallenge, ScreenState } from '../components/ScreenState';
import { intParam, sectionPath, useChallengeIdParam } from '../params';
import { formatTeamPoints, playerPoints, roleShort, sideShort } from '../text';
import { rowChoice, useDraftChallenge } from '../useDraftChallenge';
import '../teams.css';

interface Side {
  label: string;
  choice: TeamChoice;
}

type Source = { kind: 'mine'; a: number; b: number } | { kind: 'room'; roomId: number; userId: number; draftNum: number; myDraftNum: number };

function sourceOf(params: URLSearchParams): Source | null {
  const a = intParam(params, 'a');
  const b = intParam(params, 'b');
  if (a !== null && b !== null) return { kind: 'mine', a, b };
  const roomId = intParam(params, 'room_id');
  const userId = intParam(params, 'user_id');
  const draftNum = intParam(params, 'draft_num');
  const myDraftNum = intParam(params, 'my_draft_num');
  return roomId !== null && userId !== null && draftNum !== null && myDraftNum !== null ? { kind: 'room', roomId, userId, draftNum, myDraftNum } : null;
}

const choiceOf = (dto: TeamPointsDto): TeamChoice => ({ players: dto.team.players.map((p) => p.player_id), captain: dto.team.captain, viceCaptain: dto.team.vice_captain });

/**
 * /compareComponent: two teams side by side (core/rules/teamCompare.ts): points of each and the gap once live, the
 * players both picked, the players only one picked, and their captains and vice-captains.
 * ?a=…&b=… compares two of my teams; ?room_id=…&user_id=…&draft_num=…&my_draft_num=… my entry with another in a room.
 */
export default function CompareScreen() {
  const challengeId = useChallengeIdParam();
  const [params] = useSearchParams();
  const source = sourceOf(params);
  const { t } = useTranslation(['teams', 'common']);
  if (challengeId === null || source === null) {
    return (
      <Page className="teams">
        <AppHeader title={t('common:screens.compare')} back="/new" />
        <NoTeamChallenge />
      </Page>
    );
  }
  return <Compare key={`${challengeId}:${params.toString()}`} challengeId={challengeId} source={source} />;
}

function Compare({ challengeId, source }: { challengeId: number; source: Source }) {
  const { t } = useTranslation(['teams', 'common']);
  const navigate = useNavigate();
  const draft = useDraftChallenge(challengeId);
  const { rows, squad, challenge } = draft;
  const [epoch, setEpoch] = useState(0);
  const [room, setRoom] = useState<{ a: TeamPointsDto; b: TeamPointsDto } | { error: ApiFailure } | null>(null);

  useEffect(() => {
    if (source.kind !== 'room') return;
    const me = Number(getUserId());
    let live = true;
    void Promise.all([loadRoomTeam(source.roomId, me, source.myDraftNum), loadRoomTeam(source.roomId, source.userId, source.draftNum)]).then(([a, b]) => {
      if (!live) return;
      if (a.ok && b.ok) setRoom({ a: a.data, b: b.data });
      else setRoom({ error: !a.ok ? a.error : (b.error as ApiFailure) });
    });
    return () => {
      live = false;
    };
  }, [source, epoch]);

  let a: Side | null = null;
  let b: Side | null = null;
  const points = new Map<string, number>();
  const names = new Map<string, { name: string; role: string; party: number }>();
  for (const p of squad?.players ?? []) names.set(p.player_id, p);
  let started = Boolean(squad?.started);
  if (source.kind === 'mine') {
    const ra = rows?.find((r) => r.teamId === source.a);
    const rb = rows?.find((r) => r.teamId === source.b);
    if (ra && rb) {
      a = { label: `T${ra.draftNum}`, choice: rowChoice(ra) };
      b = { label: `T${rb.draftNum}`, choice: rowChoice(rb) };
    }
    for (const p of squad?.players ?? []) if (p.points !== null) points.set(p.player_id, p.points);
  } else if (room && 'a' in room) {
    a = { label: `${t('teams:compare.you')} · T${room.a.team.team_draft_number}`, choice: choiceOf(room.a) };
    b = { label: `${displayName(room.b.user_id, room.b.user_nick)} · T${room.b.team.team_draft_number}`, choice: choiceOf(room.b) };
    for (const p of [...room.a.players, ...room.b.players]) {
      names.set(p.player_id, p);
      if (p.points !== null) points.set(p.player_id, p.points);
    }
    started = room.a.total_halves !== null;
  }
  const result = a && b ? compareTeams(a.choice, b.choice, started ? points : undefined) : null;
  const label = (id: string, side: Side) => {
    const p = names.get(id);
    const badge = id === side.choice.captain ? ' (C)' : id === side.choice.viceCaptain ? ' (VC)' : '';
    return `${p?.name ?? id}${badge}`;
  };
  const meta = (id: string) => {
    const p = names.get(id);
    return p ? `${sideShort(t, challenge, p.party)} · ${roleShort(t, p.role)}${started ? ` · ${playerPoints(points.get(id) ?? 0)}` : ''}` : '';
  };

  return (
    <Page className="teams" data-testid="compare-teams">
      <AppHeader
        title={t('common:screens.compare')}
        subtitle={challenge?.challenge_name}
        back={() => (window.history.length > 1 ? navigate(-1) : navigate(sectionPath(challengeId)))}
      />
      {source.kind === 'mine' ? <ScreenState load={draft.load} retry={draft.retry} /> : null}
      {room && 'error' in room ? <InlineError error={room.error} ns="teams" retry={isRefusal(room.error) ? undefined : () => setEpoch((n) => n + 1)} className="teams__hint" testId="compare-error" /> : null}
      {a && b && result ? (
        <>
          <div className="compare-head" data-testid="compare-head">
            <div>
              <strong>{a.label}</strong>
              <span data-testid="compare-points-a">{result.points ? formatTeamPoints(result.points.a.halves) : '–'}</span>
            </div>
            <div>
              <strong>{b.label}</strong>
              <span data-testid="compare-points-b">{result.points ? formatTeamPoints(result.points.b.halves) : '–'}</span>
            </div>
          </div>
          {result.points ? (
            <p className="teams__hint" data-testid="compare-gap">
              {t('teams:compare.gap', { points: formatTeamPoints(Math.abs(result.points.gapHalves)), team: result.points.gapHalves >= 0 ? a.label : b.label })}
            </p>
          ) : null}
          <section aria-labelledby="leaders-title">
            <h2 id="leaders-title" className="section-title">
              {t('teams:compare.leaders')}
            </h2>
            <table className="compare-table">
              <tbody>
                <tr data-testid="compare-captain" data-same={result.sameCaptain ? 'true' : 'false'}>
                  <th scope="row">{t('teams:captain.captain')}</th>
                  <td>{label(a.choice.captain, a)}</td>
                  <td>{label(b.choice.captain, b)}</td>
                </tr>
                <tr data-testid="compare-vice-captain" data-same={result.sameViceCaptain ? 'true' : 'false'}>
                  <th scope="row">{t('teams:captain.viceCaptain')}</th>
                  <td>{label(a.choice.viceCaptain, a)}</td>
                  <td>{label(b.choice.viceCaptain, b)}</td>
                </tr>
              </tbody>
            </table>
          </section>
          <section aria-labelledby="diff-title">
            <h2 id="diff-title" className="section-title">
              {t('teams:compare.different', { count: result.onlyA.length + result.onlyB.length })}
            </h2>
            <div className="compare-cols">
              <ul data-testid="compare-only-a">
                {result.onlyA.map((id) => (
                  <li key={id}>
                    {label(id, a)}
                    <small>{meta(id)}</small>
                  </li>
                ))}
              </ul>
              <ul data-testid="compare-only-b">
                {result.onlyB.map((id) => (
                  <li key={id}>
                    {label(id, b)}
                    <small>{meta(id)}</small>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <section aria-labelledby="common-title">
            <h2 id="common-title" className="section-title">
              {t('teams:compare.common', { count: result.common.length })}
            </h2>
            <ul className="compare-common" data-testid="compare-common">
              {result.common.map((id) => (
                <li key={id}>
                  {names.get(id)?.name ?? id}
                  <small>{meta(id)}</small>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </Page>
  );
}
