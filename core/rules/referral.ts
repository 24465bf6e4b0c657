/**
 * The referral reward rule (docs/decisions/016-accounts-referral-responsible-play.md):
 * a player who signs up with a friend's code earns both of them REFERRAL_REWARD_PAISE of bonus
 * (promo bucket) once the new player has verified a phone number AND joined a first paid contest.
 * Paid once per referred player, never for one's own code, once per verified phone and once per PAN.
 */

export const REFERRAL_REWARD_PAISE = 5000;

/** Codes are 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const CODE_REGEX = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function normalizeReferralCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isReferralCode(input: string): boolean {
  return CODE_REGEX.test(normalizeReferralCode(input));
}

/** The link a player shares: the PWA's landing page with ?ref=. */
export function referralLink(baseUrl: string, code: string): string {
  return `${baseUrl.replace(/\/$/, '')}/?ref=${encodeURIComponent(code)}`;
}

export type ReferralStatus = 'pending' | 'rewarded' | 'void';
export const REFERRAL_VOID_REASONS = ['SELF_REFERRAL', 'PHONE_ALREADY_REWARDED', 'PAN_ALREADY_REWARDED'] as const;
export type ReferralVoidReason = (typeof REFERRAL_VOID_REASONS)[number];

export interface ReferralFacts {
  referrerUserId: number;
  refereeUserId: number;
  /** the referred player's verified phone, null until verified */
  refereePhone: string | null;
  /** paid contest entries of the referred player that were not refunded */
  refereePaidEntries: number;
  refereePan: string | null;
  referrerPan: string | null;
  /** another referral was already rewarded for this phone / this PAN */
  phoneAlreadyRewarded: boolean;
  panAlreadyRewarded: boolean;
}

/** What to do with a pending referral now: wait, pay it, or close it unpaid for a reason. */
export function referralDecision(f: ReferralFacts): { kind: 'wait' } | { kind: 'reward' } | { kind: 'void'; reason: ReferralVoidReason } {
  if (f.referrerUserId === f.refereeUserId || (f.refereePan !== null && f.refereePan === f.referrerPan)) return { kind: 'void', reason: 'SELF_REFERRAL' };
  if (f.refereePhone === null || f.refereePaidEntries < 1) return { kind: 'wait' };
  if (f.phoneAlreadyRewarded) return { kind: 'void', reason: 'PHONE_ALREADY_REWARDED' };
  if (f.panAlreadyRewarded) return { kind: 'void', reason: 'PAN_ALREADY_REWARDED' };
  return { kind: 'reward' };
}
