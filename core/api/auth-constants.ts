/** Plain values of the auth contracts (core/api/auth.ts), zod-free for the PWA's login screen. */

/** Phone + password login (docs/product.md §4). status: 11 success, 12 wrong password, 13 phone not registered. */
export const LOGIN_STATUS = { success: 11, wrongPassword: 12, notRegistered: 13 } as const;

/** Social sign-in providers (V3_LOGIN). 'sandbox' is the test provider, refused in production. */
export const SOCIAL_PROVIDERS = ['sandbox'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
