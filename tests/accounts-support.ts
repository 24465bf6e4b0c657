import type { FastifyInstance } from 'fastify';
import { isSandboxSms } from '../server/gateways/sms';
import { bearer, guestToken } from './support/app';

/** Helpers of the accounts tests. */

export const CREATE_ACCOUNT = '/api/v1/user/createAccount';
export const RESEND_OTP = '/api/v1/user/resendOtp';
export const VERIFY_ACCOUNT = '/api/v1/user/verifyAccount';
export const SOCIAL_LOGIN = '/api/v3/user/login';
export const PHONE_LOGIN = '/api/v4/utils/login';
export const PROFILE = '/api/v1/user/profile';

export const PASSWORD = 'secret123';

export function fakeClock(start = Date.parse('2026-05-01T10:00:00Z')) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms), now: () => now };
}

/** The latest sandbox code sent to this number by this app. */
export function sentCode(app: FastifyInstance, phone: string): string {
  const sms = app.accounts.sms;
  if (!isSandboxSms(sms)) throw new Error('not the sandbox SMS sender');
  const hit = sms.recent().find((r) => r.phone === phone);
  if (!hit) throw new Error(`no code sent to ${phone}`);
  return hit.code;
}

let phoneSeq = 0;
/** A fresh valid phone number per call (6–9 first digit). */
export function newPhone(): string {
  phoneSeq += 1;
  return `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq).padStart(3, '0')}`.slice(0, 10);
}

export const createAccount = (app: FastifyInstance, token: string, payload: Record<string, unknown>, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: CREATE_ACCOUNT, headers: bearer(token), payload, remoteAddress: ip });

export const verify = (app: FastifyInstance, token: string, otp: string, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: VERIFY_ACCOUNT, headers: bearer(token), payload: { otp }, remoteAddress: ip });

export const resend = (app: FastifyInstance, token: string, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: RESEND_OTP, headers: bearer(token), remoteAddress: ip });

/** A guest who becomes a verified phone account; returns its token, id and number. */
export async function signedUpPlayer(
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
  phone = newPhone(),
): Promise<{ token: string; userId: number; phone: string }> {
  const token = await guestToken(app);
  const created = await createAccount(app, token, { phone, password: PASSWORD, state: 'MH', date_of_birth: '1995-04-01', ...extra });
  if (created.statusCode !== 200) throw new Error(`createAccount ${created.statusCode} ${created.body}`);
  const verified = await verify(app, token, sentCode(app, phone));
  if (verified.statusCode !== 200) throw new Error(`verifyAccount ${verified.statusCode} ${verified.body}`);
  return { token, userId: verified.json().data.user_id as number, phone };
}
