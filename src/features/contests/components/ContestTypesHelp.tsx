import { useTranslation } from 'react-i18next';
import { Modal } from '../../../app/Modal';
import { useMoneyMode } from '../../../lib/moneyMode';

/** The contest-details help modal (docs/product.md §2): what guaranteed, non-guaranteed and pool contests mean; in social mode, what coins are. */
export function ContestTypesHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('contests');
  const mode = useMoneyMode();
  return (
    <Modal title={t('help.title')} onClose={onClose} testId="contest-types-help">
      <dl className="contest-help">
        <dt>{t('type.guaranteed')}</dt>
        <dd>{t('help.guaranteed')}</dd>
        <dt>{t('type.nonGuaranteed')}</dt>
        <dd>{t('help.nonGuaranteed')}</dd>
        <dt>{t('type.pool')}</dt>
        <dd>{t('help.pool')}</dd>
      </dl>
      {mode === 'social' ? <p className="muted">{t('help.coins')}</p> : null}
    </Modal>
  );
}
