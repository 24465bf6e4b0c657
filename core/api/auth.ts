import { z } from 'zod';
import { defineRoute } from './route';
import { LOGIN_STATUS } from './auth-constants';
import { ROUTES } from './routes';
import { OTP_REGEX, PHONE_REGEX } from '../rules/auth';
import { STATE_CODES } from '../rules/responsiblePlay';
import { SOCIAL_PROVIDERS } from './auth-constants';

export { LOGIN_STATUS };

export const LANGUAGES = ['en', 'hi'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Guest account from a device id (gaid), authorised by the platform bearer. */
export const authTokenRoute = defineRoute({
  ...ROUTES.authToken,
  summary: 'Issue a guest access token for a device id',
  body: z.object({
    gaid: z.string().trim().min(8).max(128).regex(/^[A-Za-z0-9._:-]+$/),
  }),
  data: z.object({
    token: z.string(),
    isNewUser: z.boolean(),
    nickSuggestions: z.array(z.string()),
  }),
});


export const phoneLoginRoute = defineRoute({
  ...ROUTES.phoneLogin,
  summary: 'Log in with phone number and password',
  body: z.object({
    phone: z.string().trim().regex(/^[6-9]\d{9}$/, 'A 10-digit Indian mobile number'),
    password: z.string().min(1).max(128),
  }),
  data: z.object({
    status: z.literal(LOGIN_STATUS.success),
    user_id: z.number().int(),
    login_token: z.string(),
    new_user: z.boolean(),
    mobile_verified: z.boolean(),
    info: z.object({ otp_verified: z.boolean() }),
  }),
});

export const logoutRoute = defineRoute({
  ...ROUTES.logout,
  summary: 'Revoke the current session',
  data: z.object({ loggedOut: z.literal(true) }),
});

export const setLanguageRoute = defineRoute({
  ...ROUTES.setLanguage,
  summary: "Store the player's app language",
  body: z.object({ language: languageSchema }),
  data: z.object({ language: languageSchema }),
});

// ---------------------------------------------------------------------------
// Accounts: guest → phone account with a one-time code, social login
// ---------------------------------------------------------------------------

const phoneSchema = z.string().trim().regex(PHONE_REGEX, 'A 10-digit Indian mobile number');
/** YYYY-MM-DD; whether it is a real, plausible date is the service's check (a clear 422, not a 400). */
const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');
export const stateCodeSchema = z.enum(STATE_CODES);

/** Where a code went and when the player may ask again. */
export const otpSentSchema = z.object({
  /** the number, masked (98•••••210) */
  phone: z.string(),
  /** false: a code sent less than OTP_RESEND_AFTER_SECONDS ago is still valid, none was sent now */
  sent: z.boolean(),
  expires_in_seconds: z.number().int().nonnegative(),
  resend_after_seconds: z.number().int().nonnegative(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

export const createAccountRoute = defineRoute({
  ...ROUTES.createAccount,
  summary: "Start turning the signed-in guest (or social) account into a phone account: sends a 6-digit code by SMS",
  body: z.object({
    phone: phoneSchema,
    /** checked by core/rules/auth passwordProblem (422 INVALID_NEW_PASSWORD with the rule's text) */
    password: z.string().max(128),
    /** the state the player lives in (asked in MONEY_MODE=real; paid play is refused in banned states) */
    state: stateCodeSchema.optional(),
    date_of_birth: isoDateSchema.optional(),
    referral_code: z.string().trim().max(32).optional(),
  }),
  data: otpSentSchema,
});

export const resendOtpRoute = defineRoute({
  ...ROUTES.resendOtp,
  summary: 'Send a new code for the pending account (at most every 30 s; throttled per number and per IP)',
  data: otpSentSchema,
});

export const verifyAccountRoute = defineRoute({
  ...ROUTES.verifyAccount,
  summary: 'Check the 6-digit code: the same account (wallet, sets, teams, joins) becomes a verified phone account',
  body: z.object({ otp: z.string().trim().regex(OTP_REGEX, 'The 6-digit code') }),
  data: z.object({
    user_id: z.number().int(),
    mobile_verified: z.literal(true),
    /** the nickname, if the account already has one (then Createprofile is optional) */
    user_nick: z.string().nullable(),
    nickSuggestions: z.array(z.string()),
  }),
});

export const socialProvidersRoute = defineRoute({
  ...ROUTES.socialProviders,
  summary: 'The social sign-in providers this server accepts',
  data: z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) }),
});

/** Spec V3_LOGIN: data.user.user_id and data.info.otp_verified decide where the PWA goes (docs/product.md §4). */
export const socialLoginRoute = defineRoute({
  ...ROUTES.socialLogin,
  summary: 'Sign in with a social account (sandbox provider outside production); unverified players go on to createAccount',
  body: z.object({
    provider: z.enum(SOCIAL_PROVIDERS),
    id_token: z.string().min(1).max(4096),
    /** this device's guest account, to keep its games when the social account is new */
    gaid: z.string().trim().min(8).max(128).regex(/^[A-Za-z0-9._:-]+$/).optional(),
  }),
  data: z.object({
    login_token: z.string(),
    new_user: z.boolean(),
    user: z.object({ user_id: z.number().int() }),
    info: z.object({ otp_verified: z.boolean() }),
    nickSuggestions: z.array(z.string()),
  }),
});
