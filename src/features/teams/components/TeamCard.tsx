import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Challenge } from '../../../../core/api/challenges';
import type { SquadPlayerDto } from '../../../../core/api/teams';
import { teamPoints } from '../../../../core/rules/fantasy/team';
import { draftSummary } from '../../../../core/rules/teamDraft';
import type { TeamRules } from '../../../../core/rules/teamSports';
import type { SquadPlayer } from '../../../../core/rules/teams';
import { saveRefusal, type SaveError } from '../saveRefusal';
import type { TeamRow } from '../store';
import { formatCredits, formatTeamPoints, roleShort, sideShort } from '../text';

/** A team's label: T{n}, or 'New team' while the server has not numbered it. */
export function teamLabel(t: (k: string) => string, row: Pick<TeamRow, 'draftNum' | 'status'>): string {
  return row.draftNum !== null && row.status !== 'rejected' ? `T${row.draftNum}` : t('teams:team.pending');
}

/** A refused team's note: the server's message as it came, the live-match text, or 'something went wrong'. */
function refusalText(t: (k: string) => string, error: SaveError): string {
  const refusal = saveRefusal(error);
  if (refusal.kind === 'message') return refusal.text;
  return refusal.kind === 'timeUp' ? t('teams:errors.TEAM_MATCH_LIVE') : t('teams:somethingWentWrong');
}

/**
 * One of the player's teams on the team contest section: T{n}, its state (waiting to sync / not submitted), captain
 * and vice-captain, players per role and side, credits, and its points once the match is live (Σ with ×2 / ×1.5).
 */
export function TeamCard(props: {
  row: TeamRow;
  challengeId: number;
  rules: TeamRules;
  pool: readonly SquadPlayer[];
  byId: ReadonlyMap<string, SquadPlayerDto>;
  challenge: Challenge | null;
  started: boolean;
  locked: boolean;
  selected: boolean;
  onSelect: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('teams');
  const { row, rules } = props;
  const summary = draftSummary(rules, props.pool, row.players);
  const points = props.started
    ? teamPoints(
        { players: row.players, captain: row.captain ?? '', viceCaptain: row.viceCaptain ?? '' },
        new Map(row.players.map((id) => [id, props.byId.get(id)?.points ?? 0])),
      )
    : null;
  const name = (id: string | null) => (id ? (props.byId.get(id)?.name ?? id) : '–');
  const label = teamLabel(t, row);
  return (
    <li className={`team-card team-card--${row.status}`} data-testid="team-card" data-label={label} data-status={row.status} data-team-id={row.teamId ?? ''}>
      <header className="team-card__head">
        <strong className="team-card__label">{label}</strong>
        {row.status !== 'saved' ? (
          <span className={`chip team-card__status team-card__status--${row.status}`} data-testid="team-status">
            {t(`team.${row.status}`)}
          </span>
        ) : null}
        {points ? (
          <span className="team-card__points" data-testid="team-points">
            {t('team.points', { points: formatTeamPoints(points.halves) })}
          </span>
        ) : null}
      </header>
      <p className="team-card__leaders">
        <span>
          <abbr title={t('captain.captain')}>{t('captain.c')}</abbr> {name(row.captain)}
        </span>
        <span>
          <abbr title={t('captain.viceCaptain')}>{t('captain.vc')}</abbr> {name(row.viceCaptain)}
        </span>
      </p>
      <p className="team-card__counts">
        {rules.roles.map(({ role }) => (
          <span key={role}>
            {roleShort(t, role)} {summary.perRole[role] ?? 0}
          </span>
        ))}
        {Object.entries(summary.perSide).map(([side, n]) => (
          <span key={`s${side}`}>
            {sideShort(t, props.challenge, Number(side))} {n}
          </span>
        ))}
        <span>{t('team.credits', { credits: formatCredits(summary.creditsUsedTenths) })}</span>
      </p>
      {row.status === 'rejected' && row.error ? (
        <p className="team-card__error" data-testid="team-error">
          {refusalText(t, row.error)}
        </p>
      ) : null}
      <div className="team-card__actions">
        {row.teamId !== null && row.status === 'saved' ? (
          <Link className="btn btn--small" to={`/preview?challenge_id=${props.challengeId}&team_id=${row.teamId}`} data-testid="team-preview">
            {t('team.preview')}
          </Link>
        ) : null}
        {row.teamId !== null && row.status === 'saved' && !props.locked ? (
          <Link className="btn btn--small" to={`/createteam?challenge_id=${props.challengeId}&team_id=${row.teamId}`} data-testid="team-edit">
            {t('team.edit')}
          </Link>
        ) : null}
        {row.teamId !== null && row.status === 'saved' ? (
          <button type="button" className={`btn btn--small${props.selected ? ' btn--chosen' : ''}`} aria-pressed={props.selected} onClick={props.onSelect} data-testid="team-compare-toggle">
            {t('team.compare')}
          </button>
        ) : null}
        {row.status === 'rejected' ? (
          <button type="button" className="btn btn--small" onClick={props.onDiscard} data-testid="team-discard">
            {t('team.discard')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
