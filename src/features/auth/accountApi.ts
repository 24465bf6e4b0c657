import {
  createAccountPath,
  resendOtpPath,
  socialLoginPath,
  socialProvidersPath,
  verifyAccountPath,
} from '../../../core/api/paths';
import type { StateCode } from '../../../core/rules/responsiblePlay';
import { updateAppState } from '../../lib/appState';
import { call } from '../../lib/http';
import { navigateTo } from '../../lib/navigation';
import { getGaid, setSession } from '../../lib/session';
import { saveNickSuggestions } from './accountFlow';
import { LOGIN_REDIRECT_MS } from './api';

/*
 * The account calls (createAccount → verifyAccount, social sign-in), in a module of their own so
 * that only the account screens (lazy chunks) load them, never the landing or home route.
 * Errors (docs/architecture.md, "Errors the player sees"): these forms come before or around signing in, where the
 * '500 Error' popup's Continue (home) leads nowhere useful, so every failure shows by the form (failureText).
 */

/** A refusal as the account screens show it: the stable code, the server's text and its data. */
export interface AccountFailure {
  code: string;
  message: string;
  data?: { retry_after_seconds?: number; status?: number } | undefined;
  network: boolean;
  httpStatus?: number | undefined;
}

function failure(res: { error: { kind: string; httpStatus?: number; code?: string; message: string; data?: unknown } }): AccountFailure {
  return {
    httpStatus: res.error.httpStatus,
    code: res.error.code ?? (res.error.kind === 'network' ? 'NETWORK' : 'INTERNAL'),
    message: res.error.message,
    data: res.error.data as AccountFailure['data'],
    network: res.error.kind === 'network',
  };
}

export type AccountResult<T> = { ok: true; data: T } | { ok: false; error: AccountFailure };

async function accountCall<T>(run: () => Promise<{ ok: true; data: T } | { ok: false; error: { kind: string; httpStatus?: number; code?: string; message: string; data?: unknown } }>): Promise<AccountResult<T>> {
  const res = await run();
  return res.ok ? { ok: true, data: res.data } : { ok: false, error: failure(res) };
}

export interface CreateAccountInput {
  phone: string;
  password: string;
  state?: StateCode | undefined;
  dateOfBirth?: string | undefined;
  referralCode?: string | undefined;
}

export const createAccount = (input: CreateAccountInput) =>
  accountCall(() =>
    call(createAccountPath, {
      handleErrors: true,
      body: {
        phone: input.phone,
        password: input.password,
        ...(input.state ? { state: input.state } : {}),
        ...(input.dateOfBirth ? { date_of_birth: input.dateOfBirth } : {}),
        ...(input.referralCode ? { referral_code: input.referralCode } : {}),
      },
    }),
  );

export const resendOtp = () => accountCall(() => call(resendOtpPath, { handleErrors: true }));

export const verifyAccount = (otp: string) => accountCall(() => call(verifyAccountPath, { handleErrors: true, body: { otp } }));

export const socialProviders = () => accountCall(() => call(socialProvidersPath, { handleErrors: true, silent: true }));

/**
 * docs/product.md §4 social login: on success, an OTP- or mobile-verified player is marked as an old user and
 * goes home; anyone else goes on to createAccount — both after a 2 s wait.
 */
export async function socialLogin(provider: 'sandbox', idToken: string): Promise<AccountResult<{ verified: boolean }>> {
  const res = await call(socialLoginPath, { handleErrors: true, body: { provider, id_token: idToken, gaid: getGaid() } });
  if (!res.ok) return { ok: false, error: failure(res) };
  await setSession(res.data.login_token);
  const verified = res.data.info.otp_verified;
  if (res.data.nickSuggestions.length > 0) saveNickSuggestions(res.data.nickSuggestions);
  setTimeout(() => {
    if (verified) updateAppState({ homeTab: 0, myMatchesTab: 'inplay' });
    navigateTo(verified ? '/new' : '/createAccount', { replace: true });
  }, LOGIN_REDIRECT_MS);
  return { ok: true, data: { verified } };
}
