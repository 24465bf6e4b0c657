import type { z } from 'zod';
import type { createAccountRoute, OtpSent, socialLoginRoute } from '../../../core/api/auth';
import { ApiError } from '../../../core/errors';
import {
  accountMessage,
  maskPhone,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
  passwordProblem,
  secondsLeft,
  type AccountErrorCode,
} from '../../../core/rules/auth';
import { isReferralCode, normalizeReferralCode } from '../../../core/rules/referral';
import { isPlausibleDateOfBirth, playMessage } from '../../../core/rules/responsiblePlay';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { OtpCodeRow } from '../../db/schema';
import { SmsError, type SmsSender } from '../../gateways/sms';
import type { SocialVerifier } from '../../gateways/social/types';
import type { AppDeps } from '../../http/deps';
import { ThrottledError } from '../../http/throttle';
import * as repo from './accounts-repository';
import { createOtpThrottles } from './login-throttle';
import { suggestNicks } from './nicks';
import { newOtpCode, hashOtp, otpKey, otpMatches } from './otp';
import { hashPassword } from './password';
import { findUserByPhone, markUserNotNew } from './repository';
import { startUserSession } from './sessions';

/** What the accounts feature is built with (server/wiring.ts): the SMS sender and the social providers. */
export interface AccountsRuntime {
  sms: SmsSender;
  social: ReadonlyMap<string, SocialVerifier>;
  /** called after a phone is verified (the referral feature pays a reward that became due) */
  afterVerified?: (db: Db, userId: number) => Promise<void>;
}

type CreateAccountBody = z.output<NonNullable<typeof createAccountRoute.body>>;
type SocialLoginBody = z.output<NonNullable<typeof socialLoginRoute.body>>;

const fail = (status: number, code: AccountErrorCode, params: { seconds?: number } = {}) => new ApiError(status, code, accountMessage(code, params));

/**
 * Guest (or social) account → verified phone account (docs/product.md §4):
 *   createAccount(phone, password, state, dob, referral) → a 6-digit code by SMS, kept hashed 5 minutes;
 *   resendOtp → a new code, at most every 30 s;
 *   verifyAccount(code) → the same users row gets the phone and password: same id, so the wallet,
 *   sets, teams and joins are kept.
 * Sending is throttled per number and per IP (SMS costs money and can flood a phone); guessing is
 * throttled per number and per IP by the login's throttle (ADR 010) with scopes otp.*. The routes are
 * not idempotent-keyed: a throttle count must commit even when the request fails (an idempotent
 * handler's writes roll back with its refusal), and each route is safe to repeat by itself.
 */
export function createAccountsService(deps: AppDeps, runtime: AccountsRuntime) {
  const throttles = createOtpThrottles(deps.config.loginThrottle);
  const key = otpKey(deps.config.jwtSecret);
  const realMoney = deps.config.moneyMode === 'real';

  const sentReply = (row: Pick<OtpCodeRow, 'phone' | 'sentAt' | 'expiresAt'>, sent: boolean, nowMs: number): OtpSent => ({
    phone: maskPhone(row.phone),
    sent,
    expires_in_seconds: secondsLeft(row.expiresAt.getTime(), nowMs),
    resend_after_seconds: secondsLeft(row.sentAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000, nowMs),
  });

  /** Count the send, make a code, deliver it; the caller stores the hash only once delivered. */
  async function deliverNewCode(db: Db, userId: number, phone: string, ip: string) {
    await throttles.sends.enter(db, throttles.sendKeys(phone, ip), deps.clock());
    const code = newOtpCode();
    try {
      await runtime.sms.sendOtp({ phone, code, ttlMinutes: OTP_TTL_SECONDS / 60 });
    } catch (err) {
      if (err instanceof SmsError) throw fail(502, 'SMS_FAILED');
      throw err;
    }
    const sentAt = deps.clock();
    return { codeHash: hashOtp(key, userId, phone, code), sentAt, expiresAt: new Date(sentAt.getTime() + OTP_TTL_SECONDS * 1000) };
  }

  async function requireUnverified(db: Db, userId: number) {
    const user = await repo.findUser(db, userId);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Please log in again');
    if (user.mobileVerified && user.phone) throw fail(409, 'ALREADY_VERIFIED');
    return user;
  }

  return {
    async createAccount(db: Db, userId: number, body: CreateAccountBody, ip: string): Promise<OtpSent> {
      await requireUnverified(db, userId);
      if (passwordProblem(body.password)) throw fail(422, 'INVALID_NEW_PASSWORD');
      const now = deps.clock();
      if (body.date_of_birth !== undefined && !isPlausibleDateOfBirth(body.date_of_birth, now.getTime())) {
        throw new ApiError(422, 'VALIDATION_FAILED', 'Please enter your real date of birth.');
      }
      // Real money: the state is asked at signup (paid play is refused in banned states).
      if (realMoney && body.state === undefined) throw new ApiError(422, 'STATE_REQUIRED', playMessage('STATE_REQUIRED'));
      const owner = await findUserByPhone(db, body.phone);
      if (owner && owner.id !== userId) throw fail(409, 'PHONE_ALREADY_REGISTERED');

      let referrerUserId: number | null = null;
      if (body.referral_code) {
        const code = normalizeReferralCode(body.referral_code);
        const referrer = isReferralCode(code) ? await repo.referrerByCode(db, code) : undefined;
        if (referrer === undefined) throw fail(422, 'REFERRAL_CODE_INVALID');
        if (referrer === userId) throw fail(422, 'SELF_REFERRAL');
        referrerUserId = referrer;
      }

      const details = {
        passwordHash: await hashPassword(body.password),
        state: body.state ?? null,
        dateOfBirth: body.date_of_birth ?? null,
        referrerUserId,
      };
      // The same number again within the resend delay (a double tap, a retry after a lost reply):
      // the code already sent stays valid; no second SMS.
      const pending = await repo.findPendingOtp(db, userId);
      const nowMs = deps.clock().getTime();
      if (pending && pending.phone === body.phone && nowMs - pending.sentAt.getTime() < OTP_RESEND_AFTER_SECONDS * 1000 && pending.expiresAt.getTime() > nowMs) {
        await repo.updatePendingDetails(db, userId, details);
        return sentReply(pending, false, nowMs);
      }
      const code = await deliverNewCode(db, userId, body.phone, ip);
      const row: OtpCodeRow = { userId, phone: body.phone, ...code, ...details };
      await repo.savePendingOtp(db, row);
      return sentReply(row, true, deps.clock().getTime());
    },

    async resendOtp(db: Db, userId: number, ip: string): Promise<OtpSent> {
      await requireUnverified(db, userId);
      const pending = await repo.findPendingOtp(db, userId);
      if (!pending) throw fail(404, 'NO_PENDING_OTP');
      const wait = secondsLeft(pending.sentAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000, deps.clock().getTime());
      if (wait > 0) throw new ThrottledError({ code: 'OTP_RESEND_TOO_SOON', message: (seconds) => accountMessage('OTP_RESEND_TOO_SOON', { seconds }) }, wait);
      const code = await deliverNewCode(db, userId, pending.phone, ip);
      const row: OtpCodeRow = { ...pending, ...code };
      await repo.savePendingOtp(db, row);
      return sentReply(row, true, deps.clock().getTime());
    },

    async verifyAccount(db: Db, userId: number, otp: string, ip: string) {
      const user = await requireUnverified(db, userId);
      const pending = await repo.findPendingOtp(db, userId);
      if (!pending) throw fail(404, 'NO_PENDING_OTP');
      // Counted before the code is compared, per number and per IP (429 OTP_LOCKED + Retry-After).
      const [phoneKey, ipKey] = throttles.guessKeys(pending.phone, ip);
      await throttles.guesses.enter(db, [phoneKey, ipKey], deps.clock());
      const now = deps.clock();
      if (pending.expiresAt.getTime() <= now.getTime()) throw fail(422, 'OTP_EXPIRED');
      if (!otpMatches(key, userId, pending.phone, otp, pending.codeHash)) throw fail(422, 'OTP_INVALID');
      try {
        await db.transaction((tx) => repo.completeVerification(tx, pending, now));
      } catch (err) {
        if (isUniqueViolation(err)) {
          await repo.deletePendingOtp(db, userId);
          throw fail(409, 'PHONE_ALREADY_REGISTERED');
        }
        throw err;
      }
      await throttles.guesses.reset(db, [phoneKey]);
      await throttles.guesses.refund(db, [ipKey]);
      await runtime.afterVerified?.(db, userId);
      return {
        user_id: userId,
        mobile_verified: true as const,
        user_nick: user.nick,
        nickSuggestions: user.nick ? [] : await suggestNicks(db, userId),
      };
    },

    socialProviders() {
      return { providers: [...runtime.social.keys()] as Array<SocialLoginBody['provider']> };
    },

    /**
     * V3_LOGIN: a verified social identity signs in to its account; a new one gets an account (this
     * device's plain guest when there is one, so its games are kept). otp_verified tells the PWA
     * whether to go home or on to createAccount (docs/product.md §4).
     */
    async socialLogin(db: Db, body: SocialLoginBody) {
      const verifier = runtime.social.get(body.provider);
      if (!verifier) throw fail(403, 'SOCIAL_PROVIDER_DISABLED');
      const identity = await verifier.verify(body.id_token);
      if (!identity) throw fail(401, 'SOCIAL_TOKEN_INVALID');
      const now = deps.clock();
      let user = await repo.findSocialUser(db, identity.provider, identity.subject);
      let newUser = false;
      if (!user) {
        const candidate = (body.gaid ? await repo.plainGuestOfDevice(db, body.gaid) : undefined) ?? (await repo.insertSocialUser(db, now));
        const linked = await repo.linkSocialIdentity(db, { provider: identity.provider, subject: identity.subject, userId: candidate.id, email: identity.email, createdAt: now });
        user = linked ? candidate : await repo.findSocialUser(db, identity.provider, identity.subject);
        if (!user) throw new Error('social identity vanished after a concurrent link');
        newUser = linked;
        if (linked && identity.email) await repo.adoptEmailIfFree(db, user.id, identity.email, now);
        // New once: the onboarding popups show on this sign-in, not on the next.
        if (user.isNew) await markUserNotNew(db, user.id);
      }
      const token = await startUserSession(deps, db, user.id);
      return {
        login_token: token,
        new_user: newUser,
        user: { user_id: user.id },
        info: { otp_verified: user.mobileVerified },
        nickSuggestions: user.nick ? [] : await suggestNicks(db, user.id),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
