import { useTranslation } from 'react-i18next';
import type { PointLineDto } from '../../../../core/api/teams';
import { pointTable } from '../../../../core/rules/fantasy';
import { isTeamSport } from '../../../../core/rules/teamSports';
import { pointRuleText } from '../text';

/** A player's points by rule of the sport's table (teams:points.<rule_id>), each with how often it applied. */
export function PointLines({ lines, sport }: { lines: readonly PointLineDto[]; sport: string | null }) {
  const { t } = useTranslation('teams');
  if (lines.length === 0) return <p className="muted" data-testid="no-points">{t('breakdown.none')}</p>;
  const rows = sport && isTeamSport(sport) ? (pointTable(sport)?.rows ?? []) : [];
  const english = new Map(rows.map((r) => [r.rule_id, r.event]));
  return (
    <table className="point-lines" data-testid="point-lines">
      <thead>
        <tr>
          <th scope="col">{t('breakdown.rule')}</th>
          <th scope="col">{t('breakdown.count')}</th>
          <th scope="col">{t('breakdown.points')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.rule_id} data-testid="point-line" data-rule={l.rule_id}>
            <td>{pointRuleText(t, sport, l.rule_id, english.get(l.rule_id) ?? l.rule_id)}</td>
            <td>{l.count}</td>
            <td>{l.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
