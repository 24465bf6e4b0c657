import { useTranslation } from 'react-i18next';
import { errorText, type ErrorTextOptions, type Failure } from '../lib/errorText';

/**
 * A failed call shown in place (docs/architecture.md, "Errors the player sees"): the helper's text
 * (src/lib/errorText.ts) and, where asking again makes sense, a 'Try again' button.
 */
export function InlineError({
  error,
  retry,
  testId = 'inline-error',
  className = 'center-card',
  ...opts
}: { error: Failure; retry?: (() => void) | undefined; testId?: string; className?: string } & ErrorTextOptions) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="alert" data-testid={testId}>
      <p>{errorText(t, error, opts)}</p>
      {retry ? (
        <button type="button" className="btn btn--secondary" onClick={retry} data-testid={`${testId}-retry`}>
          {t('common:retry')}
        </button>
      ) : null}
    </div>
  );
}
