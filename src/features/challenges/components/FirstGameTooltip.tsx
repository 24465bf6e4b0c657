import { useTranslation } from 'react-i18next';
import { dismissFirstGameTooltip } from '../store';

/** Spec §2/§4: the first-time tooltip on the first card; dismissed by setting its local flag. */
export function FirstGameTooltip() {
  const { t } = useTranslation('challenges');
  return (
    <div className="tooltip" role="dialog" aria-labelledby="first-game-title" data-testid="first-game-tooltip">
      <strong id="first-game-title">{t('tooltip.title')}</strong>
      <p>{t('tooltip.body')}</p>
      <button type="button" className="btn btn--small" onClick={() => void dismissFirstGameTooltip()}>
        {t('tooltip.ok')}
      </button>
    </div>
  );
}
