/**
 * Account rules shared by the PWA (checks before sending, so the player sees the problem at once)
 * and the server (the checks that count): phone numbers, passwords and one-time codes.
 */

/** A 10-digit Indian mobile number (starts 6–9), as the phone login takes it. */
export const PHONE_REGEX = /^[6-9]\d{9}$/;

export function isValidPhone(input: string): boolean {
  return PHONE_REGEX.test(input.trim());
}

/** "98•••••210": enough for the player to recognise their number on a shared screen. */
export function maskPhone(phone: string): string {
  return phone.length === 10 ? `${phone.slice(0, 2)}•••••${phone.slice(7)}` : phone;
}

/** Passwords: 8..64 characters with at least one letter and one digit. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'NEEDS_LETTER_AND_DIGIT';

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'TOO_SHORT';
  if (password.length > PASSWORD_MAX) return 'TOO_LONG';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'NEEDS_LETTER_AND_DIGIT';
  return null;
}

/** The server's message for an invalid new password (docs/product.md §5: server-supplied). */
export const INVALID_PASSWORD_MESSAGE = `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters with at least one letter and one number.`;

/** One-time codes (verifyAccount): 6 digits, valid 5 minutes, a new one at most every 30 s. */
export const OTP_LENGTH = 6;
export const OTP_REGEX = /^\d{6}$/;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_AFTER_SECONDS = 30;

/** Seconds left until `untilMs` (never negative), for countdowns on both sides. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** Stable codes of account creation and verification (core/errors.ts spreads them). */
export const ACCOUNT_ERROR_CODES = [
  'PHONE_ALREADY_REGISTERED',
  'ALREADY_VERIFIED',
  'INVALID_NEW_PASSWORD',
  'NO_PENDING_OTP',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_RESEND_TOO_SOON',
  'OTP_SEND_LOCKED',
  'SMS_FAILED',
  'SOCIAL_TOKEN_INVALID',
  'SOCIAL_PROVIDER_DISABLED',
  'REFERRAL_CODE_INVALID',
  'SELF_REFERRAL',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** English texts (the envelope's message); the PWA shows auth:errors.<code>. */
export const ACCOUNT_MESSAGES: Record<AccountErrorCode, string> = {
  PHONE_ALREADY_REGISTERED: 'This phone number is already registered. Log in with it instead.',
  ALREADY_VERIFIED: 'Your account is already verified.',
  INVALID_NEW_PASSWORD: INVALID_PASSWORD_MESSAGE,
  NO_PENDING_OTP: 'There is no code waiting for you. Please ask for a new one.',
  OTP_INVALID: 'That code is not correct.',
  OTP_EXPIRED: 'That code has expired. Please ask for a new one.',
  OTP_LOCKED: 'Too many wrong codes. Please try again in {{seconds}} seconds.',
  OTP_RESEND_TOO_SOON: 'Please wait {{seconds}} seconds before asking for a new code.',
  OTP_SEND_LOCKED: 'Too many codes asked for. Please try again in {{seconds}} seconds.',
  SMS_FAILED: 'We could not send the SMS. Please try again.',
  SOCIAL_TOKEN_INVALID: 'We could not sign you in with that account. Please try again.',
  SOCIAL_PROVIDER_DISABLED: 'This sign-in option is not available.',
  REFERRAL_CODE_INVALID: 'This referral code is not valid.',
  SELF_REFERRAL: 'You cannot use your own referral code.',
};

/** The message with its {{seconds}} filled in. */
export function accountMessage(code: AccountErrorCode, params: { seconds?: number } = {}): string {
  return ACCOUNT_MESSAGES[code].replace('{{seconds}}', String(params.seconds ?? 0));
}
