import { useTranslation } from 'react-i18next';
import type { Challenge } from '../../../../core/api/challenges';
import type { TeamRules } from '../../../../core/rules/teamSports';
import { formatCredits, playerPoints, roleName, sideShort } from '../text';

export interface PitchPlayer {
  id: string;
  name: string;
  role: string;
  party: number;
  creditsTenths: number;
  /** own points (before the multiplier), null before the start */
  points: number | null;
}

/** Which surface a sport is drawn on: a ground, a pitch, a mat, a court, or a plain grid (tennis, badminton, F1). */
export const SURFACE: Record<string, string> = {
  cricket: 'ground',
  football: 'pitch',
  hockey: 'pitch',
  kabaddi: 'mat',
  basketball: 'court',
  tennis: 'grid',
  badminton: 'grid',
  'formula-one': 'grid',
};

/**
 * The team on its sport's surface (docs/product.md §2 /preview): one band per role in the rules' order, each player with his
 * side, captain (C, ×2) / vice-captain (VC, ×1.5) badge, and credits before the start or points once live.
 * Tapping a player asks for his breakdown.
 */
export function Pitch(props: {
  rules: TeamRules;
  players: readonly PitchPlayer[];
  captain: string | null;
  viceCaptain: string | null;
  challenge: Challenge | null;
  showPoints: boolean;
  onPlayer?: (id: string) => void;
}) {
  const { t } = useTranslation('teams');
  const { rules } = props;
  const surface = SURFACE[rules.sport] ?? 'grid';
  return (
    <div className={`pitch pitch--${surface}`} data-testid="pitch" data-surface={surface}>
      {rules.roles.map(({ role }) => {
        const band = props.players.filter((p) => p.role === role);
        if (band.length === 0) return null;
        return (
          <section key={role} className="pitch__band" aria-label={roleName(t, rules.sport, role)}>
            <h3 className="pitch__role">{roleName(t, rules.sport, role)}</h3>
            <ul className="pitch__players">
              {band.map((p) => {
                const badge = p.id === props.captain ? 'C' : p.id === props.viceCaptain ? 'VC' : null;
                const value = props.showPoints ? t('row.points', { points: playerPoints(p.points) }) : t('row.credits', { credits: formatCredits(p.creditsTenths) });
                return (
                  <li key={p.id} className="pitch__player" data-testid="pitch-player" data-player-id={p.id} data-badge={badge ?? ''}>
                    <button
                      type="button"
                      className="pitch__token"
                      onClick={() => props.onPlayer?.(p.id)}
                      aria-label={t('preview.playerLabel', { name: p.name, side: sideShort(t, props.challenge, p.party), value, badge: badge ? t(`preview.badge.${badge}`) : '' })}
                    >
                      {badge ? <span className={`leader-badge leader-badge--${badge.toLowerCase()}`}>{badge}</span> : null}
                      <span className={`pitch__shirt pitch__shirt--side${p.party % 2 === 1 ? 1 : 2}`} aria-hidden="true">
                        {sideShort(t, props.challenge, p.party)}
                      </span>
                      <span className="pitch__name">{p.name}</span>
                      <span className="pitch__value">{value}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
