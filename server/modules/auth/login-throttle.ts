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
