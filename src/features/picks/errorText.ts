import type { TFunction } from 'i18next';

/** A localized text for an error code: the picks rule text, else the app-wide one, else 'Something went wrong!!!'. */
export function errorText(t: TFunction, code: string | undefined, params: Record<string, unknown> = {}): string {
  const c = code ?? 'INTERNAL';
  return t([`picks:errors.${c}`, `errors:${c}`, 'errors:INTERNAL'], params);
}
