import { LOGIN_STATUS, type Language } from '../../../core/api/auth';
import { ApiError } from '../../../core/errors';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/deps';
import { createLoginThrottle } from './login-throttle';
import { suggestNicks } from './nicks';
import { startUserSession } from './sessions';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import * as repo from './repository';

export const DEMO_PHONE = '9876543210';
export const DEMO_PASSWORD = 'pickxi-demo';

export function createAuthService(deps: AppDeps) {
  const login = createLoginThrottle(deps.config.loginThrottle);

  const startSession = (db: Db, userId: number) => startUserSession(deps, db, userId);
  const nickSuggestions = (db: Db, userId: number) => suggestNicks(db, userId);

  return {
    /** Find-or-create the guest of this device; isNewUser only on the call that created it. */
    async guestToken(db: Db, gaid: string) {
      const created = await repo.insertGuestIfAbsent(db, gaid, deps.clock());
      const user = created ?? (await repo.markGuestReturning(db, gaid));
      if (!user) throw new Error(`guest ${gaid} vanished between insert and update`);
      const token = await startSession(db, user.id);
      return { token, isNewUser: created !== undefined, nickSuggestions: await nickSuggestions(db, user.id) };
    },

    /**
     * Every try counts against the phone number and the client IP before the password is checked
     * (429 LOGIN_LOCKED with Retry-After once either is locked); a success clears the phone's count
     * and takes back its own try on the IP, which other players may share.
     */
    async phoneLogin(db: Db, phone: string, password: string, ip: string) {
      const keys = login.keys(phone, ip);
      await login.throttle.enter(db, [keys.phone, keys.ip], deps.clock());
      const user = await repo.findUserByPhone(db, phone);
      if (!user || !user.passwordHash) {
        // Same scrypt cost as a real check, so timing does not reveal which phones exist.
        await verifyPassword(password, await dummyPasswordHash());
        throw new ApiError(422, 'PHONE_NOT_REGISTERED', 'Phone number is not registered', {
          status: LOGIN_STATUS.notRegistered,
        });
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw new ApiError(422, 'WRONG_PASSWORD', 'Phone Number or Password is wrong', {
          status: LOGIN_STATUS.wrongPassword,
        });
      }
      await login.throttle.reset(db, [keys.phone]);
      await login.throttle.refund(db, [keys.ip]);
      const token = await startSession(db, user.id);
      if (user.isNew) await repo.markUserNotNew(db, user.id);
      return {
        status: LOGIN_STATUS.success,
        user_id: user.id,
        login_token: token,
        new_user: user.isNew,
        mobile_verified: user.mobileVerified,
        info: { otp_verified: user.mobileVerified },
      };
    },

    async logout(db: Db, sessionId: string) {
      await repo.revokeSession(db, sessionId, deps.clock());
      deps.sessionCache.revoke(sessionId);
      return { loggedOut: true as const };
    },

    async setLanguage(db: Db, userId: number, language: Language) {
      await repo.updateLanguage(db, userId, language);
      return { language };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The demo phone account (docs/product.md §4 phone login). Idempotent: does nothing when it exists. */
export async function ensureDemoPhoneUser(db: Db): Promise<void> {
  if (await repo.findUserByPhone(db, DEMO_PHONE)) return;
  await repo.insertPhoneUserIfAbsent(db, {
    phone: DEMO_PHONE,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    nick: 'DemoPlayer',
    mobileVerified: true,
    isNew: false,
  });
}
