import type { TFunction } from 'i18next';
import type { ApiFailure } from './http';

/**
 * The one text a player sees for a failed call shown inline (docs/architecture.md, "Errors the player sees"):
 *
 * - no reply (offline, timeout): errors:NETWORK;
 * - a stable code with a text: the feature's `<ns>:errors.<CODE>` if given, else errors:<CODE> (throttles fill in
 *   the seconds from data.retry_after_seconds);
 * - a refusal (4xx) whose code has no text: the server's own message, meant for the player;
 * - anything else (a 5xx, no code and no message): errors:INTERNAL, the spec's 'Something went wrong!!!'.
 *
 * `serverWords`: where docs/product.md says the message is shown as it came (other login errors, payout details,
 * the password change), a refusal's non-empty message wins over the code's text.
 *
 * Only a type is imported: this stays a few hundred bytes in whichever chunk uses it.
 */
export type Failure = Partial<Pick<ApiFailure, 'kind' | 'httpStatus' | 'message' | 'data'>> & { code?: string | undefined };

export interface ErrorTextOptions {
  /** a feature namespace whose `errors.<CODE>` texts come before the app-wide ones ('picks', 'teams', 'powerups') */
  ns?: string;
  /** docs/product.md shows this refusal's message as it came */
  serverWords?: boolean;
  /** interpolation values for the code's text (e.g. a team rule's {{max}}) */
  params?: Record<string, unknown>;
}

/** No reply at all: offline or timed out (an outbox item's error carries the code NETWORK instead). */
export const isNetwork = (f: Failure): boolean => f.kind === 'network' || f.code === 'NETWORK';

/** A refusal meant for the player: a 4xx reply (an outbox item's settled error has a code and no status). */
export const isRefusal = (f: Failure): boolean =>
  !isNetwork(f) && (f.httpStatus !== undefined ? f.httpStatus >= 400 && f.httpStatus < 500 : f.code !== undefined && f.code !== 'INTERNAL');

/**
 * With `handleErrors: 'refusals'` a 5xx raised the '500 Error' popup already: the caller shows nothing more.
 * (Network failures and refusals are the caller's to show.)
 */
export const shownByPopup = (f: Failure): boolean => f.kind === 'http' && (f.httpStatus ?? 0) >= 500;

/** For a call made with `handleErrors: 'refusals'`: its inline text, or null when the popup has shown the 5xx. */
export function refusalText(t: TFunction, failure: Failure, opts: ErrorTextOptions = {}): string | null {
  return shownByPopup(failure) ? null : errorText(t, failure, opts);
}

export function errorText(t: TFunction, failure: Failure, opts: ErrorTextOptions = {}): string {
  if (isNetwork(failure)) return t('errors:NETWORK');
  const refusal = isRefusal(failure);
  const message = refusal ? (failure.message ?? '').trim() : '';
  if (opts.serverWords && message) return message;
  const code = failure.code && failure.code !== 'INTERNAL' ? failure.code : null;
  if (!code) return message || t('errors:INTERNAL');
  const data = (failure.data ?? {}) as { retry_after_seconds?: unknown };
  const seconds = typeof data.retry_after_seconds === 'number' ? data.retry_after_seconds : 0;
  const keys = opts.ns ? [`${opts.ns}:errors.${code}`, `errors:${code}`] : [`errors:${code}`];
  return t(keys, { seconds, ...opts.params, defaultValue: message || t('errors:INTERNAL') });
}
