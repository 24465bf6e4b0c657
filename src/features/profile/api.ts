import type { PlayLimits, Profile } from '../../../core/api/profile';
import type { AvatarId } from '../../../core/rules/profile';
import type { CoolOffPeriod, SelfExclusionMonths, StateCode } from '../../../core/rules/responsiblePlay';
import {
  changePasswordPath,
  coolOffPath,
  playDetailsPath,
  platformHelpPath,
  playLimitsPath,
  profilePath,
  selfExcludePath,
  setDepositLimitsPath,
  updateEmailPath,
  updateProfilePath,
  uploadPhotoPath,
} from '../../../core/api/paths';
import { call, type ApiResult } from '../../lib/http';
import { uuidv7 } from '../../lib/outbox/uuid';

/**
 * The profile feature's calls. State-changing ones carry an Idempotency-Key made per attempt by
 * the caller (a retry of the same attempt reuses it). Errors (docs/architecture.md, "Errors the player sees"): a
 * load shows its failure inline with a retry (`load`); a save or change shows a refusal or no reply by its form
 * (src/lib/errorText.ts), while a 5xx is the '500 Error' popup (`own`).
 */
export type { PlayLimits, Profile };

const load = { handleErrors: true } as const;
const own = { handleErrors: 'refusals' } as const;

export const fetchProfile = () => call(profilePath, load);

/** The Help tab's topics and who to contact (docs/product.md §7 GET /v1/platform/help): shown inline with a retry. */
export const fetchPlatformHelp = () => call(platformHelpPath, load);

export const updateProfile = (body: { user_nick: string; user_photo?: AvatarId | null }, idempotencyKey = uuidv7()) =>
  call(updateProfilePath, { ...own, idempotencyKey, body });

export function uploadPhoto(file: File, idempotencyKey = uuidv7()) {
  const form = new FormData();
  form.append('photo', file, file.name || 'photo');
  return call(uploadPhotoPath, { ...own, idempotencyKey, form });
}

export const updateEmail = (email: string, idempotencyKey = uuidv7()) => call(updateEmailPath, { ...own, idempotencyKey, body: { email } });

export const changePassword = (body: { old_password: string; new_password: string; confirm_password: string }) => call(changePasswordPath, { ...own, body });

export const fetchPlayLimits = (opts: { silent?: boolean } = {}) => call(playLimitsPath, { ...load, ...opts });

export const savePlayDetails = (body: { state?: StateCode; date_of_birth?: string }, idempotencyKey = uuidv7()) =>
  call(playDetailsPath, { ...own, idempotencyKey, body });

export const saveDepositLimits = (daily: number | null, monthly: number | null, idempotencyKey = uuidv7()) =>
  call(setDepositLimitsPath, { ...own, idempotencyKey, body: { daily_limit: daily, monthly_limit: monthly } });

export const takeBreak = (period: CoolOffPeriod, idempotencyKey = uuidv7()) => call(coolOffPath, { ...own, idempotencyKey, body: { period } });

export const excludeMyself = (months: SelfExclusionMonths, idempotencyKey = uuidv7()) => call(selfExcludePath, { ...own, idempotencyKey, body: { months } });

export type { ApiResult };
