import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlaysCentre, TimelineItem } from '../../../../../core/rules/matchCentre';
import { partyName } from '../../text';

const who = (t: TFunction, name: string | null) => name ?? t('matches:plays.item.someone');

/** One play in words; the details (assist, penalty, bonus…) follow the main line. */
function itemText(t: TFunction, item: TimelineItem): { main: string; details: string[]; badge: string | null } {
  const k = (key: string, values?: Record<string, unknown>) => t(`matches:plays.item.${key}`, values);
  switch (item.type) {
    case 'goal': {
      const details = [
        item.assist ? k('assist', { player: item.assist }) : null,
        item.penalty ? k('penaltyGoal') : null,
        item.kind === 'penalty_corner' || item.kind === 'penalty_stroke' || item.kind === 'field' ? k(item.kind) : null,
        item.shootout ? k('shootoutGoal') : null,
      ].filter((d): d is string => d !== null);
      return { main: k(item.ownGoal ? 'ownGoal' : 'goal', { player: who(t, item.scorer) }), details, badge: null };
    }
    case 'card': {
      const color = item.color === 'yellow' || item.color === 'red' || item.color === 'green' ? item.color : 'unknown';
      return { main: k('card', { color: k(`color.${color}`), player: who(t, item.player) }), details: [], badge: null };
    }
    case 'penalty_awarded':
      return { main: k('penalty_awarded'), details: [], badge: null };
    case 'penalty_missed':
      return { main: k('penalty_missed', { player: who(t, item.player) }), details: item.savedBy ? [k('savedBy', { player: item.savedBy })] : [], badge: null };
    case 'penalty_corner':
      return { main: k('penalty_corner_awarded'), details: [], badge: null };
    case 'penalty_stroke':
      return { main: k('penalty_stroke_awarded'), details: [], badge: null };
    case 'substitution':
      return { main: k('substitution', { in: who(t, item.playerIn), out: who(t, item.playerOut) }), details: [], badge: null };
    case 'raid': {
      const details = [
        item.bonus > 0 ? k('bonus', { points: item.bonus }) : null,
        item.touched.length > 0 ? k('touched', { players: item.touched.join(', ') }) : null,
        item.doOrDie ? k('doOrDie') : null,
      ].filter((d): d is string => d !== null);
      return { main: k('raid', { player: who(t, item.player), points: item.points }), details, badge: item.superRaid ? k('superRaid') : null };
    }
    case 'tackle':
      return { main: k('tackle', { player: who(t, item.player), raider: who(t, item.raider), points: item.points }), details: [], badge: item.superTackle ? k('superTackle') : null };
    case 'all_out':
      return { main: k('all_out', { points: item.points }), details: [], badge: null };
    case 'technical_point':
      return { main: k('technical_point', { points: item.points }), details: [], badge: null };
    case 'basket':
      return { main: k('basket', { count: item.points, player: who(t, item.player) }), details: item.assist ? [k('assist', { player: item.assist })] : [], badge: null };
    case 'period_end':
      return { main: k(item.marker), details: [], badge: null };
    case 'shootout_start':
      return { main: k('shootout_start'), details: [], badge: null };
  }
}

/** What happened, newest first: each play with its minute, side and the score after it. */
export function PlaysTimeline({ centre }: { centre: PlaysCentre }) {
  const { t } = useTranslation('matches');
  if (centre.timeline.length === 0) return <p className="muted">{t('noEvents')}</p>;
  const items = [...centre.timeline].reverse();
  return (
    <ol className="timeline" data-testid="timeline">
      {items.map((item, i) => {
        const { main, details, badge } = itemText(t, item);
        return (
          <li key={item.seq ?? i} className={`timeline__item timeline__${item.type}`} data-testid="timeline-item" data-type={item.type}>
            <span className="timeline__when">{item.minute !== null ? t('plays.minute', { minute: item.minute }) : ''}</span>
            <div className="timeline__body">
              <p>
                <span data-testid="item-text">{main}</span>
                {badge ? <span className="badge badge--milestone timeline__badge">{badge}</span> : null}
              </p>
              {details.length > 0 ? <p className="muted">{details.join(' · ')}</p> : null}
              {item.party !== null ? <p className="muted">{partyName(t, centre.parties, item.party)}</p> : null}
            </div>
            <span className="timeline__score" data-testid="running-score">
              {t('plays.score', { home: item.score[1], away: item.score[2] })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
