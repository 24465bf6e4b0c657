import { PICK_RULE_CODES } from './rules/picks';
import { TRANSFER_ERROR_CODES } from './rules/powerups';
import { TEAM_RULE_CODES } from './rules/teams';
import { ACCOUNT_ERROR_CODES } from './rules/auth';
import { PROFILE_ERROR_CODES } from './rules/profile';
import { PLAY_REFUSAL_CODES, PLAY_SETTINGS_ERROR_CODES } from './rules/responsiblePlay';

/**
 * The stable error codes the API returns in the envelope's `code` field.
 * The PWA maps each code to a localized text (locales/<lang>/errors.json).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL',
  // the database cannot be reached for a moment (503 with Retry-After)
  'UNAVAILABLE',
  'WRONG_PASSWORD',
  'PHONE_NOT_REGISTERED',
  'LOGIN_LOCKED',
  'MATCH_LOCKED',
  'ROOM_FULL',
  'INSUFFICIENT_FUNDS',
  'MONEY_MODE_DISABLED',
  // joining contests
  'ALREADY_JOINED',
  'SLOTS_FULL',
  'CUTOFF_PASSED',
  // wallet
  'BANK_ALREADY_EXISTS',
  'KYC_REQUIRED',
  'INSUFFICIENT_WINNINGS',
  'AMOUNT_MISMATCH',
  // KYC and payouts
  'PAN_ALREADY_VERIFIED',
  'KYC_ALREADY_SUBMITTED',
  'PAYOUT_DETAILS_REQUIRED',
  // staff operations (ADR 008)
  'POINTS_FINAL',
  'NOT_COMPLETED',
  // prediction picks (SET_INCOMPLETE is shared with joining) and the powerup bank
  ...PICK_RULE_CODES,
  ...TRANSFER_ERROR_CODES,
  // draft teams (core/rules/teams.ts)
  ...TEAM_RULE_CODES,
  // host mode: a partner launcher's token and wallet
  'HOST_TOKEN_INVALID',
  'HOST_UNAVAILABLE',
  'HOST_WALLET_ONLY',
  // engagement: today's daily gift was already claimed
  'DAILY_GIFT_CLAIMED',
  // accounts, profile and responsible play (core/rules/auth.ts, profile.ts, responsiblePlay.ts)
  ...ACCOUNT_ERROR_CODES,
  ...PROFILE_ERROR_CODES,
  ...PLAY_REFUSAL_CODES,
  ...PLAY_SETTINGS_ERROR_CODES,
  // another player's team in a room before the match starts (roomTeam)
  'TEAM_HIDDEN_UNTIL_START',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A failure the API reports on purpose: HTTP status + stable code + English message. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: ErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
