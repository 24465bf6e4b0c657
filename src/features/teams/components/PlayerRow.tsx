import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Challenge } from '../../../../core/api/challenges';
import type { SquadPlayerDto } from '../../../../core/api/teams';
import { formatCredits, playerPoints, roleShort, sideShort } from '../text';

/** The line-up badge once line-ups are out: announced (in the playing side) or not. */
export function LineupBadge({ player, lineupAnnounced }: { player: Pick<SquadPlayerDto, 'announced'>; lineupAnnounced: boolean }) {
  const { t } = useTranslation('teams');
  if (!lineupAnnounced) return null;
  return (
    <span className={`lineup-badge lineup-badge--${player.announced ? 'in' : 'out'}`} data-testid="lineup-badge" data-announced={player.announced ? 'true' : 'false'}>
      {t(player.announced ? 'lineup.announced' : 'lineup.notAnnounced')}
    </span>
  );
}

/**
 * One squad player on create team: name (opens player info), side and role, line-up badge, selected by %, points
 * once live, credits, and add / remove. `blocked`: adding him breaks a rule (the row is dimmed; a tap says why).
 */
export function PlayerRow(props: {
  player: SquadPlayerDto;
  challengeId: number;
  challenge: Challenge | null;
  lineupAnnounced: boolean;
  started: boolean;
  picked: boolean;
  blocked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('teams');
  const { player: p, picked } = props;
  return (
    <li
      className={`player-row${picked ? ' player-row--picked' : ''}${props.blocked && !picked ? ' player-row--blocked' : ''}`}
      data-testid="player-row"
      data-player-id={p.player_id}
      data-picked={picked ? 'true' : 'false'}
    >
      <div className="player-row__who">
        <Link className="player-row__name" to={`/playerinfo?challenge_id=${props.challengeId}&player_id=${encodeURIComponent(p.player_id)}`}>
          {p.name}
        </Link>
        <span className="player-row__meta">
          {sideShort(t, props.challenge, p.party)} · {roleShort(t, p.role)} · {t('row.selectedBy', { pct: p.selected_by_percent })}
          {props.started ? ` · ${t('row.points', { points: playerPoints(p.points) })}` : ''}
        </span>
        <LineupBadge player={p} lineupAnnounced={props.lineupAnnounced} />
      </div>
      <span className="player-row__credits" data-testid="player-credits">
        {formatCredits(p.credits_tenths)}
      </span>
      <button
        type="button"
        className={`pick-btn${picked ? ' pick-btn--on' : ''}`}
        aria-pressed={picked}
        aria-label={t(picked ? 'row.remove' : 'row.add', { name: p.name })}
        onClick={props.onToggle}
        data-testid="pick-toggle"
      >
        {picked ? '−' : '+'}
      </button>
    </li>
  );
}
