import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../core/rules/auth';

/**
 * One-time codes. Made with the CSPRNG; stored only as HMAC-SHA256 under a key derived from the
 * server secret (JWT_SECRET), bound to the account and the number, so a leaked table gives
 * neither the codes nor a way to test guesses offline.
 */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function otpKey(serverSecret: string): Buffer {
  return createHash('sha256').update(`pickxi-otp-v1:${serverSecret}`).digest();
}

export function hashOtp(key: Buffer, userId: number, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${phone}:${code}`).digest('hex');
}

export function otpMatches(key: Buffer, userId: number, phone: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtp(key, userId, phone, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
