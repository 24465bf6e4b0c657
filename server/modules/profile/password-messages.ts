import type { Language } from '../../../core/api/auth';
import { accountMessage } from '../../../core/rules/auth';
import { PROFILE_MESSAGES } from '../../../core/rules/profile';
import hiErrors from '../../../locales/hi/errors.json';

/**
 * The password change's refusals (docs/product.md §5: a wrong old password, an invalid new password
 * and a confirmation that does not match are each an error "with a message supplied by the server").
 * The PWA shows these messages as they come, so the server words them in the player's stored
 * language: English from core/rules (the texts of locales/en/errors.json), Hindi from
 * locales/hi/errors.json, the same texts the PWA's own checks show before sending.
 */
export const PASSWORD_REFUSALS = ['WRONG_OLD_PASSWORD', 'INVALID_NEW_PASSWORD', 'PASSWORD_MISMATCH'] as const;
export type PasswordRefusal = (typeof PASSWORD_REFUSALS)[number];

const TEXTS: Record<Language, Record<PasswordRefusal, string>> = {
  en: {
    WRONG_OLD_PASSWORD: PROFILE_MESSAGES.WRONG_OLD_PASSWORD,
    INVALID_NEW_PASSWORD: accountMessage('INVALID_NEW_PASSWORD'),
    PASSWORD_MISMATCH: PROFILE_MESSAGES.PASSWORD_MISMATCH,
  },
  hi: {
    WRONG_OLD_PASSWORD: hiErrors.WRONG_OLD_PASSWORD,
    INVALID_NEW_PASSWORD: hiErrors.INVALID_NEW_PASSWORD,
    PASSWORD_MISMATCH: hiErrors.PASSWORD_MISMATCH,
  },
};

export function passwordRefusalMessage(code: PasswordRefusal, language: Language | null | undefined): string {
  return TEXTS[language ?? 'en'][code];
}
