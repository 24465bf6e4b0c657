import { vi } from 'vitest';
import { resetAppState } from '../lib/appState';
import { db } from '../lib/db';
import { i18next } from '../lib/i18n';
import { closeSnackbar } from '../lib/snackbar';
import { authToken, setSession } from '../lib/session';
import { clearError, resetLoading } from '../lib/uiStatus';
import { resetMoneyMode } from '../lib/moneyMode';
import { fakeJwt } from './fixtures';
import { mockApi, ok, type Handler, type Reply, type SeenRequest } from './mockApi';

/**
 * Screens of the accounts, profile and referral features, rendered through the real app routes:
 * signed in (unless told otherwise), money mode 'real', every call routed to `handler`.
 */
export async function accountsApp(handler: Handler, options: { signedIn?: boolean; mode?: 'real' | 'social' } = {}): Promise<SeenRequest[]> {
  if (options.signedIn !== false) await setSession(fakeJwt('7'));
  return mockApi(async (req): Promise<Reply> => {
    const own = await handler(req);
    if (own !== 'network-error') return own;
    if (req.path === '/api/health') return ok({ ok: true, db: 'pglite', moneyMode: options.mode ?? 'real' });
    return 'network-error';
  });
}

/** An error envelope reply. */
export const refusal = (status: number, code: string, message: string, data?: unknown) => ({
  status,
  body: { status, code, message, ...(data === undefined ? {} : { data }) },
});

export async function resetAccountsTest(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearError();
  resetLoading();
  resetAppState();
  closeSnackbar();
  resetMoneyMode();
  authToken.set(null);
  localStorage.clear();
  sessionStorage.clear();
  await i18next.changeLanguage('en');
  await Promise.all(db.tables.map((t) => t.clear()));
}
