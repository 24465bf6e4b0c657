import { useTranslation } from 'react-i18next';
import type { PlaysCentre } from '../../../../../core/rules/matchCentre';
import { partyName } from '../../text';

/** Each side's counts (goals, shots, raids, rebounds… what core counts for the sport), side by side. */
export function StatsTable({ centre }: { centre: PlaysCentre }) {
  const { t } = useTranslation('matches');
  const home = centre.stats[1] as unknown as Record<string, number>;
  const away = centre.stats[2] as unknown as Record<string, number>;
  return (
    <table className="centre-table centre-table--stats" data-testid="stats">
      <caption>{t('stats.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{partyName(t, centre.parties, 1)}</th>
          <th scope="col" />
          <th scope="col">{partyName(t, centre.parties, 2)}</th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(home).map((key) => (
          <tr key={key} data-testid="stat-row" data-stat={key}>
            <td>{home[key]}</td>
            <th scope="row">{t(`stats.${key}`, { defaultValue: key })}</th>
            <td>{away[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
