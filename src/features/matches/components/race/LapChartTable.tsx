import { useTranslation } from 'react-i18next';
import type { LapChart } from '../../../../../core/rules/matchCentre';

/** The running order after every lap (lap 0 is the grid): one row per driver, his position in each lap's column. */
export function LapChartTable({ chart }: { chart: LapChart }) {
  const { t } = useTranslation('matches');
  const drivers = chart.laps[0]?.order ?? [];
  return (
    <div className="lap-chart" data-testid="lap-chart">
      <table className="centre-table">
        <thead>
          <tr>
            <th scope="col">{t('race.driver')}</th>
            {chart.laps.map((l) => (
              <th key={l.lap} scope="col">
                {l.lap}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {drivers.map((d) => (
            <tr key={d} data-testid="lap-chart-row" data-driver={d}>
              <th scope="row">{d}</th>
              {chart.laps.map((l) => {
                const at = l.order.indexOf(d);
                // a retired car is no longer in the order: its cells stay empty
                return <td key={l.lap}>{at >= 0 ? at + 1 : ''}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
