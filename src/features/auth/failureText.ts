import type { TFunction } from 'i18next';
import type { AccountFailure } from './accountApi';

/**
 * The player's language for a refusal of the account calls: errors:<code>, else the server's
 * English text.
 * Throttle refusals fill in the seconds to wait from data.retry_after_seconds.
 */
export function failureText(t: TFunction, failure: AccountFailure): string {
  if (failure.network) return t('auth:offline');
  return t(`errors:${failure.code}`, {
    defaultValue: failure.message,
    seconds: failure.data?.retry_after_seconds ?? 0,
  });
}
