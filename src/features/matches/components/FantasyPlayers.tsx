import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CentreParty } from '../../../../core/rules/matchCentre';
import { PointLines, roleShort } from '../../teams';
import type { LivePlayer } from '../fantasy';
import { partyName } from '../text';

/** One player's line: tapping it shows his points rule by rule (the draft screens' own breakdown table). */
function PlayerItem({ player, sport, parties }: { player: LivePlayer; sport: string; parties: readonly CentreParty[] }) {
  const { t } = useTranslation(['matches', 'teams']);
  const [open, setOpen] = useState(false);
  return (
    <li className={`fantasy__player${player.mine ? ' is-mine' : ''}`} data-testid="fantasy-player" data-player={player.id} data-mine={player.mine}>
      <button type="button" className="fantasy__row" aria-expanded={open} aria-label={t('fantasy.showBreakdown', { player: player.name })} onClick={() => setOpen((o) => !o)}>
        <span className="fantasy__name">
          {player.name}
          {player.mine ? (
            <span className="badge badge--mine" data-testid="my-player">
              {t('fantasy.mine')}
            </span>
          ) : null}
        </span>
        <span className="fantasy__side">{partyName(t, parties, player.party)}</span>
        <span className="fantasy__role">{player.role ? roleShort(t, player.role) : ''}</span>
        <strong className="fantasy__points" data-testid="fantasy-points">
          {player.points}
        </strong>
      </button>
      {open ? <PointLines lines={player.breakdown} sport={sport} /> : null}
    </li>
  );
}

/** Every squad player's live fantasy points, most first; the viewer's own players marked. */
export function FantasyPlayers({ players, sport, parties }: { players: readonly LivePlayer[]; sport: string; parties: readonly CentreParty[] }) {
  const { t } = useTranslation('matches');
  return (
    <section className="fantasy" data-testid="fantasy-players" aria-label={t('fantasy.title')}>
      <p className="fantasy__head" aria-hidden="true">
        <span>{t('fantasy.player')}</span>
        <span>{t('fantasy.side')}</span>
        <span>{t('fantasy.role')}</span>
        <span>{t('fantasy.points')}</span>
      </p>
      <ul className="fantasy__list">
        {players.map((p) => (
          <PlayerItem key={p.id} player={p} sport={sport} parties={parties} />
        ))}
      </ul>
    </section>
  );
}
