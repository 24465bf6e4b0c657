/** Phone-login status codes (spec §4); a zod-free copy of core/api/auth.ts LOGIN_STATUS. */
export const LOGIN_STATUS_CODES = { success: 11, wrongPassword: 12, notRegistered: 13 } as const;
