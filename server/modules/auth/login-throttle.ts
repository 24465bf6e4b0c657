import { accountMessage } from '../../../core/rules/auth';
import type { LoginThrottleConfig } from '../../config';
import { createThrottle, type ThrottleKey, type ThrottlePolicy } from '../../http/throttle';

/** A quiet hour forgets earlier wrong passwords (far longer than the longest lock). */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/**
 * Password guessing, throttled per phone number (stops guessing one account from many IPs) and
 * per client IP (stops one client trying many numbers). ADR 010.
 */
export function createLoginThrottle(config: LoginThrottleConfig) {
  const policy = (freeFailures: number): ThrottlePolicy => ({
    freeFailures,
    baseLockMs: config.lockBaseSeconds * 1000,
    maxLockMs: config.lockMaxSeconds * 1000,
    forgetAfterMs: FORGET_AFTER_MS,
  });
  const throttle = createThrottle(
    { 'login.phone': policy(config.freeFailuresPerPhone), 'login.ip': policy(config.freeFailuresPerIp) },
    { code: 'LOGIN_LOCKED', message: (seconds) => `Too many wrong tries. Please try again in ${seconds} seconds.` },
  );
  return {
    throttle,
    keys: (phone: string, ip: string): { phone: ThrottleKey; ip: ThrottleKey } => ({
      phone: { scope: 'login.phone', key: phone },
      ip: { scope: 'login.ip', key: ip },
    }),
  };
}

/**
 * Sending codes costs money and can be abused to flood a number: this many sends, then a lock of
 * 15 minutes that doubles up to 6 hours; a quiet day forgets them.
 */
export const OTP_FREE_SENDS_PER_PHONE = 5;
export const OTP_FREE_SENDS_PER_IP = 20;
const SEND_POLICY = { baseLockMs: 15 * 60_000, maxLockMs: 6 * 3_600_000, forgetAfterMs: 24 * 3_600_000 };

/**
 * One-time-code guessing (verifyAccount) and code sending (createAccount, resendOtp): the same
 * throttle as passwords (ADR 010), with scopes of their own and the LOGIN_* settings for guesses.
 * A code is 6 digits: 5 free wrong tries per number, then 30 s, 60 s … 15 min, make guessing
 * one within its 5 minutes hopeless. Sends have a stricter policy of their own (SEND_POLICY).
 */
export function createOtpThrottles(config: LoginThrottleConfig) {
  const policy = (freeFailures: number): ThrottlePolicy => ({
    freeFailures,
    baseLockMs: config.lockBaseSeconds * 1000,
    maxLockMs: config.lockMaxSeconds * 1000,
    forgetAfterMs: FORGET_AFTER_MS,
  });
  const guesses = createThrottle(
    { 'otp.phone': policy(config.freeFailuresPerPhone), 'otp.ip': policy(config.freeFailuresPerIp) },
    { code: 'OTP_LOCKED', message: (seconds) => accountMessage('OTP_LOCKED', { seconds }) },
  );
  const sends = createThrottle(
    {
      'otp.send.phone': { freeFailures: OTP_FREE_SENDS_PER_PHONE, ...SEND_POLICY },
      'otp.send.ip': { freeFailures: OTP_FREE_SENDS_PER_IP, ...SEND_POLICY },
    },
    { code: 'OTP_SEND_LOCKED', message: (seconds) => accountMessage('OTP_SEND_LOCKED', { seconds }) },
  );
  return {
    guesses,
    sends,
    guessKeys: (phone: string, ip: string): [ThrottleKey, ThrottleKey] => [
      { scope: 'otp.phone', key: phone },
      { scope: 'otp.ip', key: ip },
    ],
    sendKeys: (phone: string, ip: string): [ThrottleKey, ThrottleKey] => [
      { scope: 'otp.send.phone', key: phone },
      { scope: 'otp.send.ip', key: ip },
    ],
  };
}
