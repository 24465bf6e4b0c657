import { useTranslation } from 'react-i18next';
import type { PartyPosition } from '../../../../../core/feeds/events';
import type { ScoreRow } from '../../../../../core/rules/matchCentre';

interface Props {
  rows: readonly ScoreRow[];
  /** who plays for each side (party names, or a rubber's players) */
  names: Record<PartyPosition, string>;
  won: Record<PartyPosition, number>;
  winner: PartyPosition | null;
  unit: 'set' | 'game';
}

/** Games per set (tennis) or points per game (badminton) for each side, tie-breaks marked, and sets / games won. */
export function ScoreTable({ rows, names, won, winner, unit }: Props) {
  const { t } = useTranslation('matches');
  return (
    <table className="centre-table centre-table--score" data-testid="score-table">
      <thead>
        <tr>
          <th scope="col">{t('rackets.player')}</th>
          {rows.map((r) => (
            <th key={r.number} scope="col">
              {t(unit === 'set' ? 'rackets.set' : 'rackets.game', { n: r.number })}
            </th>
          ))}
          <th scope="col">{t(unit === 'set' ? 'rackets.setsWon' : 'rackets.gamesWon')}</th>
        </tr>
      </thead>
      <tbody>
        {([1, 2] as const).map((party) => (
          <tr key={party} className={winner === party ? 'is-winner' : undefined} data-testid="score-row" data-party={party}>
            <th scope="row">{names[party]}</th>
            {rows.map((r) => (
              <td key={r.number} className={r.winner === party ? 'is-won' : undefined} data-testid="score-cell">
                {r.score[party]}
                {r.tiebreak && r.winner === party ? <sup title={t('rackets.tiebreak')}>*</sup> : null}
              </td>
            ))}
            <td data-testid="won">{won[party]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
