import { useTranslation } from 'react-i18next';
import { STATE_CODES, type StateCode } from '../../../../core/rules/responsiblePlay';

/** The state the player lives in (responsible play): every state and union territory, named in the player's language. */
export function StateSelect({
  id,
  value,
  onChange,
  invalid = false,
  describedBy,
}: {
  id: string;
  value: StateCode | '';
  onChange: (state: StateCode | '') => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('profile');
  const names = STATE_CODES.map((code) => [code, t(`states.${code}`)] as const).sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <select
      id={id}
      data-testid={id}
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value as StateCode | '')}
    >
      <option value="">{t('play.chooseState')}</option>
      {names.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
