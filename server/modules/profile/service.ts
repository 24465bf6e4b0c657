import type { Profile } from '../../../core/api/profile';
import { ApiError } from '../../../core/errors';
import { maskPhone, passwordProblem } from '../../../core/rules/auth';
import {
  emailProblem,
  nickProblem,
  normalizeEmail,
  normalizeNick,
  PROFILE_MESSAGES,
  PROFILE_STATUS,
  type AvatarId,
  type ProfileErrorCode,
} from '../../../core/rules/profile';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../http/deps';
import { createLoginThrottle } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordRefusalMessage, type PasswordRefusal } from './password-messages';
import { processPhoto } from './photo';
import * as repo from './repository';

const refuse = (status: number, code: ProfileErrorCode, data?: unknown) => new ApiError(status, code, PROFILE_MESSAGES[code], data);
/** A password change refusal: 422, its own code, and the message in the player's language (docs/product.md §5). */
const passwordRefusal = (code: PasswordRefusal, language: 'en' | 'hi') => new ApiError(422, code, passwordRefusalMessage(code, language));
/** updateProfile failures carry the spec's status 42 (docs/product.md §4) besides the code. */
const nickRefusal = (code: 'NICK_EMPTY' | 'NICK_INVALID' | 'NICK_TAKEN') => refuse(422, code, { status: PROFILE_STATUS.failed });

/** The player's own profile (docs/product.md §3 profile and user stats, §4 updateProfile 41/42, §5 texts). */
export function createProfileService(deps: AppDeps) {
  const login = createLoginThrottle(deps.config.loginThrottle);

  return {
    async profile(db: Db, userId: number): Promise<Profile> {
      const row = await repo.readProfile(db, userId);
      if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'Please log in again');
      const verified = row.mobile_verified && row.phone !== null;
      return {
        user_id: row.id,
        user_nick: row.nick,
        user_photo: repo.photoUrl(row.id, row.avatar, row.photo_version),
        avatar: (row.avatar as AvatarId | null) ?? null,
        email: row.email,
        phone: verified ? maskPhone(row.phone as string) : null,
        mobile_verified: verified,
        is_guest: !verified,
        has_password: row.has_password,
        stats: { count_contests_joined: row.joined, count_paid_contests_joined: row.paid, count_won: row.won },
      };
    },

    /** Nickname (unique whatever the case) and, when given, the avatar (null clears photo and avatar). */
    async updateProfile(db: Db, userId: number, body: { user_nick: string; user_photo?: AvatarId | null | undefined }) {
      const problem = nickProblem(body.user_nick);
      if (problem) throw nickRefusal(problem);
      const nick = normalizeNick(body.user_nick);
      if (await repo.nickTakenByOther(db, nick, userId)) throw nickRefusal('NICK_TAKEN');
      try {
        // Its own savepoint: a unique violation (a concurrent taker) must not abort the request's transaction.
        await db.transaction((tx) => repo.setNick(tx, userId, nick));
      } catch (err) {
        if (isUniqueViolation(err)) throw nickRefusal('NICK_TAKEN');
        throw err;
      }
      if (body.user_photo !== undefined) await repo.setAvatar(db, userId, body.user_photo, deps.clock());
      const profile = await repo.readProfile(db, userId);
      return {
        status: PROFILE_STATUS.accepted,
        user_nick: nick,
        user_photo: profile ? repo.photoUrl(userId, profile.avatar, profile.photo_version) : null,
      };
    },

    async updateEmail(db: Db, userId: number, input: string) {
      const problem = emailProblem(input);
      if (problem) throw refuse(422, problem);
      const email = normalizeEmail(input);
      if (await repo.emailTakenByOther(db, email, userId)) throw refuse(409, 'EMAIL_TAKEN');
      try {
        await db.transaction((tx) => repo.setEmail(tx, userId, email, deps.clock()));
      } catch (err) {
        if (isUniqueViolation(err)) throw refuse(409, 'EMAIL_TAKEN');
        throw err;
      }
      return { email };
    },

    /**
     * The new password and its confirmation are checked first (no secret involved); then the current
     * password, counted by the login's throttle for the account's number and the IP, so a stolen
     * session cannot be used to guess it. A change signs out every other session. Each refusal is a
     * 422 with its own code (INVALID_NEW_PASSWORD, PASSWORD_MISMATCH, WRONG_OLD_PASSWORD) and a message
     * in the player's stored language, which the PWA shows as it comes.
     */
    async changePassword(db: Db, user: { id: number; sessionId: string }, body: { old_password: string; new_password: string; confirm_password: string }, ip: string) {
      const account = await repo.passwordOf(db, user.id);
      if (!account?.passwordHash || !account.phone) throw refuse(409, 'NO_PASSWORD');
      if (passwordProblem(body.new_password)) throw passwordRefusal('INVALID_NEW_PASSWORD', account.language);
      if (body.new_password !== body.confirm_password) throw passwordRefusal('PASSWORD_MISMATCH', account.language);
      const keys = login.keys(account.phone, ip);
      await login.throttle.enter(db, [keys.phone, keys.ip], deps.clock());
      if (!(await verifyPassword(body.old_password, account.passwordHash))) throw passwordRefusal('WRONG_OLD_PASSWORD', account.language);
      await login.throttle.reset(db, [keys.phone]);
      await login.throttle.refund(db, [keys.ip]);
      await repo.setPasswordHash(db, user.id, await hashPassword(body.new_password));
      for (const sessionId of await repo.revokeOtherSessions(db, user.id, user.sessionId, deps.clock())) deps.sessionCache.revoke(sessionId);
      return { changed: true as const };
    },

    async uploadPhoto(db: Db, userId: number, bytes: Uint8Array | null) {
      const result = await processPhoto(bytes ?? new Uint8Array());
      if (!result.ok) throw refuse(result.reason === 'PHOTO_TOO_LARGE' ? 413 : 422, result.reason);
      await repo.savePhoto(db, userId, { version: result.version, bytes: result.bytes }, deps.clock());
      return { user_photo: repo.photoUrl(userId, null, result.version) as string };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
