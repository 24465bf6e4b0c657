import { useTranslation } from 'react-i18next';
import type { StateCode } from '../../../../core/rules/responsiblePlay';
import { StateSelect } from './StateSelect';

/**
 * The responsible-play declaration's fields (ADR 016), shared by the responsible-play screen and the sheet that asks
 * for them where paid play needs them (PlayDetailsSheet): the state lived in, with the states where paid play is not
 * allowed, and the date of birth (an input, or the saved one read-only: it is saved once). A field not given is not shown.
 * Test ids: `${idPrefix}-state`, `${idPrefix}-dob`, `${idPrefix}-dob-saved`.
 */
export function PlayDetailsFields({
  idPrefix,
  bannedStates,
  state,
  dob,
  savedDob = null,
}: {
  idPrefix: string;
  bannedStates: readonly StateCode[];
  state?: { value: StateCode | ''; onChange: (state: StateCode | '') => void } | undefined;
  dob?: { value: string; onChange: (dateOfBirth: string) => void } | undefined;
  savedDob?: string | null;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      {state ? (
        <div className="profile-field">
          <label htmlFor={`${idPrefix}-state`}>{t('play.state')}</label>
          <StateSelect id={`${idPrefix}-state`} value={state.value} onChange={state.onChange} />
          <span className="profile-field__hint">{t('play.bannedNote', { states: bannedStates.map((s) => t(`states.${s}`)).join(', ') })}</span>
        </div>
      ) : null}
      {savedDob || dob ? (
        <label className="profile-field">
          {t('play.dob')}
          {savedDob ? (
            <input type="text" readOnly value={savedDob} data-testid={`${idPrefix}-dob-saved`} />
          ) : (
            <input type="date" autoComplete="bday" data-testid={`${idPrefix}-dob`} value={dob?.value ?? ''} onChange={(e) => dob?.onChange(e.target.value)} />
          )}
          <span className="profile-field__hint">{t('play.dobHint')}</span>
        </label>
      ) : null}
    </>
  );
}
