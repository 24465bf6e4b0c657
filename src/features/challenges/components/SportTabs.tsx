import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../../core/api/challenges';

/** 'All' plus every sport; the selected tab shows the sport's selected image. */
export function SportTabs({ sports, selected, onSelect }: { sports: Sport[]; selected: number | null; onSelect: (id: number | null) => void }) {
  const { t } = useTranslation('challenges');
  return (
    <div className="sport-tabs page__bleed" role="tablist" aria-label={t('sports')}>
      <button type="button" role="tab" aria-selected={selected === null} className="sport-tab" onClick={() => onSelect(null)} data-testid="sport-tab-all">
        <span className="sport-tab__all" aria-hidden="true">★</span>
        {t('all')}
      </button>
      {sports.map((s) => {
        const on = selected === s.sports_id;
        return (
          <button key={s.sports_id} type="button" role="tab" aria-selected={on} className="sport-tab" onClick={() => onSelect(s.sports_id)} data-testid={`sport-tab-${s.sports_id}`}>
            <img src={on ? s.sports_img_url : s.sports_unselected_img_url} alt="" width={28} height={28} loading="lazy" />
            {s.sports_name}
          </button>
        );
      })}
    </div>
  );
}
