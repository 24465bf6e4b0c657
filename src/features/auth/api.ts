import { authTokenPath, logoutPath, phoneLoginPath } from '../../../core/api/paths';
import { LOGIN_STATUS } from '../../../core/api/auth-constants';
import { updateAppState } from '../../lib/appState';
import { call, type ApiFailure } from '../../lib/http';
import { navigateTo } from '../../lib/navigation';
import { getGaid, logout, setSession } from '../../lib/session';

/** docs/product.md §9: auth redirect delay 1 s, login redirect delay 2 s. */
export const AUTH_REDIRECT_MS = 1000;
export const LOGIN_REDIRECT_MS = 2000;

export type LoginOutcome =
  | { ok: true }
  | { ok: false; reason: 'wrongCredentials' | 'notRegistered' }
  /** no reply, or another refusal: worded by src/lib/errorText.ts ("Other login errors show the text returned", docs/product.md §8) */
  | { ok: false; reason: 'network' | 'other'; error: ApiFailure; message?: string }
  /** too many wrong passwords: the server locked this number or device for a while */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * docs/product.md §4 guest authentication: a token for this device's gaid. New users get
 * the how-to-play and welcome popups and tooltip step 1; returning users none.
 * After 1 s: home with home tab 0 and my-matches tab 'inplay'.
 */
export async function guestLogin(): Promise<LoginOutcome> {
  const res = await call(authTokenPath, { body: { gaid: getGaid() }, handleErrors: true });
  if (!res.ok) return { ok: false, reason: res.error.kind === 'network' ? 'network' : 'other', error: res.error, message: res.error.message };
  await setSession(res.data.token);
  const isNew = res.data.isNewUser;
  updateAppState((s) => ({
    popups: { ...s.popups, howToPlay: isNew, welcome: isNew },
    tooltipStep: isNew ? 1 : 0,
  }));
  setTimeout(() => {
    updateAppState({ homeTab: 0, myMatchesTab: 'inplay' });
    navigateTo('/new', { replace: true });
  }, AUTH_REDIRECT_MS);
  return { ok: true };
}

/**
 * Phone + password login (status 11 success, 12 wrong password, 13 unknown
 * phone). Verified users go home, others to createAccount, after 2 s.
 */
export async function phoneLogin(phone: string, password: string): Promise<LoginOutcome> {
  const res = await call(phoneLoginPath, { body: { phone, password }, handleErrors: true });
  if (!res.ok) {
    if (res.error.kind === 'network') return { ok: false, reason: 'network', error: res.error };
    const data = res.error.data as { status?: unknown; retry_after_seconds?: unknown } | undefined;
    if (res.error.code === 'LOGIN_LOCKED') return { ok: false, reason: 'locked', retryAfterSeconds: Number(data?.retry_after_seconds) || 30 };
    const status = data?.status;
    if (res.error.code === 'WRONG_PASSWORD' || status === LOGIN_STATUS.wrongPassword) return { ok: false, reason: 'wrongCredentials' };
    if (res.error.code === 'PHONE_NOT_REGISTERED' || status === LOGIN_STATUS.notRegistered) return { ok: false, reason: 'notRegistered' };
    return { ok: false, reason: 'other', error: res.error, message: res.error.message };
  }
  const data = res.data;
  await setSession(data.login_token);
  const verified = data.mobile_verified || data.info.otp_verified;
  setTimeout(() => {
    if (verified) updateAppState({ homeTab: 0, myMatchesTab: 'inplay' });
    navigateTo(verified ? '/new' : '/createAccount', { replace: true });
  }, LOGIN_REDIRECT_MS);
  return { ok: true };
}

/**
 * A logout the player asked for: revoke the server session (best effort, quiet:
 * offline the token simply stays unused), then clear the device like a 401.
 */
export async function signOut(): Promise<void> {
  await call(logoutPath, { handleErrors: true, silent: true });
  await logout();
}
