import type { TFunction } from 'i18next';
import { errorText, type Failure } from '../../lib/errorText';
import type { AccountFailure } from './accountApi';

/** An account call's failure as src/lib/errorText.ts reads it. */
export const asFailure = (f: AccountFailure): Failure => ({
  kind: f.network ? 'network' : 'http',
  ...(f.httpStatus !== undefined ? { httpStatus: f.httpStatus } : {}),
  code: f.code,
  message: f.message,
  data: f.data,
});

/**
 * The player's language for a refusal of the account calls, through the app's one error text
 * (src/lib/errorText.ts): no reply → the offline text; errors:<code>, else the server's English text.
 * Throttle refusals fill in the seconds to wait from data.retry_after_seconds.
 */
export function failureText(t: TFunction, failure: AccountFailure): string {
  return errorText(t, asFailure(failure));
}
