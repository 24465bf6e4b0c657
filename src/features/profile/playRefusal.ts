import type { TFunction } from 'i18next';
import { isPlayRefusalCode } from '../../../core/rules/responsiblePlay';

/**
 * The translated text of a responsible-play refusal (errors:<code>), or null when the code is not
 * one: the wallet and contests screens show it for a refused deposit or paid join.
 */
export function playRefusalText(t: TFunction, code: string | undefined): string | null {
  return code && isPlayRefusalCode(code) ? t(`errors:${code}`) : null;
}
