import { useTranslation } from 'react-i18next';
import type { Classified, GridSlot } from '../../../../../core/rules/matchCentre';

/** Drivers by position (qualifying, the grid or the classification), with the gap to the winner when there is one. */
export function DriverTable({ rows, caption, testId }: { rows: readonly (GridSlot | Classified)[]; caption: string; testId: string }) {
  const { t } = useTranslation('matches');
  const gaps = rows.some((r) => 'gap' in r);
  return (
    <table className="centre-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('race.position')}</th>
          <th scope="col">{t('race.driver')}</th>
          <th scope="col">{t('race.team')}</th>
          {gaps ? <th scope="col">{t('race.gap')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.driver} data-testid="driver-row" data-driver={r.driver}>
            <td>{r.position}</td>
            <th scope="row">{r.driver}</th>
            <td>{r.team ?? ''}</td>
            {gaps ? <td>{'gap' in r && r.gap !== null && r.gap > 0 ? t('race.gapValue', { seconds: r.gap }) : ''}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
