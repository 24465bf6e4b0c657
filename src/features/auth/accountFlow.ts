/**
 * What the account screens hand each other (createAccount → verifyAccount → Createprofile), kept in
 * sessionStorage so a reload on any of them carries on: the masked number, when the code expires
 * and when a new one may be asked for, and the nickname suggestions. The referral code of a shared
 * link (?ref=) is kept in localStorage until an account is created with it. No password and no
 * code is ever stored.
 */
const FLOW_KEY = 'pickxi.account.flow';
const NICKS_KEY = 'pickxi.account.nicks';
export const REFERRAL_KEY = 'pickxi.referralCode';

export interface PendingCode {
  /** masked (98•••••210) */
  phone: string;
  expiresAtMs: number;
  resendAtMs: number;
}

function read<T>(storage: Storage, key: string): T | null {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
function write(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode / quota: the flow still works within this page
  }
}

export const pendingCode = () => read<PendingCode>(sessionStorage, FLOW_KEY);

export function savePendingCode(reply: { phone: string; expires_in_seconds: number; resend_after_seconds: number }, nowMs = Date.now()): PendingCode {
  const pending = { phone: reply.phone, expiresAtMs: nowMs + reply.expires_in_seconds * 1000, resendAtMs: nowMs + reply.resend_after_seconds * 1000 };
  write(sessionStorage, FLOW_KEY, pending);
  return pending;
}

export const clearPendingCode = () => write(sessionStorage, FLOW_KEY, null);

export const nickSuggestions = () => read<string[]>(sessionStorage, NICKS_KEY) ?? [];
export const saveNickSuggestions = (nicks: string[]) => write(sessionStorage, NICKS_KEY, nicks.length > 0 ? nicks : null);

export const storedReferralCode = () => read<string>(localStorage, REFERRAL_KEY);
export const saveReferralCode = (code: string | null) => write(localStorage, REFERRAL_KEY, code);
