import { z } from 'zod';
import { defineRoute } from './route';
import { LOGIN_STATUS } from './auth-constants';
import { ROUTES } from './routes';

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
