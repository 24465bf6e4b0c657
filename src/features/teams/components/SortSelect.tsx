import { useTranslation } from 'react-i18next';
import { PLAYER_SORTS, type PlayerSort } from '../sortPlayers';

/** The squad's sort order (credits, points, selected by %), as create team and all stats offer it. */
export function SortSelect({ value, onChange, testId }: { value: PlayerSort; onChange: (sort: PlayerSort) => void; testId: string }) {
  const { t } = useTranslation('teams');
  return (
    <label className="teams__select">
      <span>{t('sort.label')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as PlayerSort)} data-testid={testId}>
        {PLAYER_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
