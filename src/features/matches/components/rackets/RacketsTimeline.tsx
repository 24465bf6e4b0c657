import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CentreParty, RacketTimelineItem } from '../../../../../core/rules/matchCentre';
import { partyName } from '../../text';

function itemText(t: TFunction, parties: readonly CentreParty[], item: RacketTimelineItem): string {
  const party = (p: 1 | 2 | null) => partyName(t, parties, p);
  switch (item.type) {
    case 'rubber_start':
      return t('matches:rackets.item.rubber_start', { n: item.rubber ?? 1 });
    case 'rubber_end':
      return t('matches:rackets.item.rubber_end', { n: item.rubber ?? 1, party: party(item.winner) });
    case 'set_end':
      return t(item.tiebreak ? 'matches:rackets.item.set_end_tiebreak' : 'matches:rackets.item.set_end', { set: item.set, party: party(item.winner), home: item.score[1], away: item.score[2] });
    case 'tiebreak':
      return t('matches:rackets.item.tiebreak', { set: item.set, party: party(item.winner) });
    case 'match_point_saved':
      return t('matches:rackets.item.match_point_saved', { party: party(item.party) });
    case 'game_end':
      return t('matches:rackets.item.game_end', { game: item.game, party: party(item.winner), home: item.score[1], away: item.score[2] });
  }
}

/** Set ends, tie-breaks, match points saved (tennis) and game ends (badminton), newest first. */
export function RacketsTimeline({ items, parties }: { items: readonly RacketTimelineItem[]; parties: readonly CentreParty[] }) {
  const { t } = useTranslation('matches');
  if (items.length === 0) return <p className="muted">{t('noEvents')}</p>;
  return (
    <ol className="timeline" data-testid="timeline">
      {[...items].reverse().map((item, i) => (
        <li key={item.seq ?? i} className={`timeline__item timeline__${item.type}`} data-testid="timeline-item" data-type={item.type}>
          <span className="timeline__when">{item.minute !== null ? t('plays.minute', { minute: item.minute }) : ''}</span>
          <div className="timeline__body">
            <p data-testid="item-text">{itemText(t, parties, item)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
