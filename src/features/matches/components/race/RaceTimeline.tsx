import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RaceTimelineItem } from '../../../../../core/rules/matchCentre';
import { lapTime } from './lapTime';

function itemText(t: TFunction, item: RaceTimelineItem): string {
  const driver = 'driver' in item ? (item.driver ?? t('matches:plays.item.someone')) : '';
  switch (item.type) {
    case 'overtake':
      return item.passed ? t('matches:race.item.overtake', { driver, passed: item.passed }) : t('matches:race.item.overtakeUp', { driver });
    case 'fastest_lap':
      return t('matches:race.item.fastest_lap', { driver, time: item.ms !== null ? lapTime(item.ms) : '' });
    case 'lead_change':
    case 'pit_stop':
    case 'retirement':
    case 'time_penalty':
      return t(`matches:race.item.${item.type}`, { driver });
    case 'safety_car':
    case 'red_flag':
    case 'rain':
      return t(`matches:race.item.${item.type}`);
  }
}

/** Overtakes, lead changes, pit stops, safety cars, retirements, penalties and fastest laps, newest first, by lap. */
export function RaceTimeline({ items }: { items: readonly RaceTimelineItem[] }) {
  const { t } = useTranslation('matches');
  if (items.length === 0) return <p className="muted">{t('noEvents')}</p>;
  return (
    <ol className="timeline" data-testid="timeline">
      {[...items].reverse().map((item, i) => (
        <li key={item.seq ?? i} className={`timeline__item timeline__${item.type}`} data-testid="timeline-item" data-type={item.type}>
          <span className="timeline__when">{item.lap !== null ? t('race.lap', { lap: item.lap }) : ''}</span>
          <div className="timeline__body">
            <p data-testid="item-text">{itemText(t, item)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
