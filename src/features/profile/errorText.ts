import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../lib/http';

/** A refusal in the player's language: errors:<code>, else the server's text. */
export function errorText(t: TFunction, error: ApiFailure): string {
  if (error.kind === 'network') return t('profile:errors.network');
  const data = (error.data ?? {}) as { retry_after_seconds?: number };
  return t(`errors:${error.code ?? 'INTERNAL'}`, {
    defaultValue: error.message,
    seconds: data.retry_after_seconds ?? 0,
  });
}
