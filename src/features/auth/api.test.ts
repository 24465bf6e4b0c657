import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../testing/mockApi';
import { fakeJwt } from '../../testing/fixtures';
import { appState, resetAppState } from '../../lib/appState';
import { registerNavigator } from '../../lib/navigation';
import { authToken } from '../../lib/session';
import { AUTH_REDIRECT_MS, guestLogin, LOGIN_REDIRECT_MS, phoneLogin, signOut } from './api';
import { setSession } from '../../lib/session';

describe('guest login (docs/product.md §4)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    registerNavigator(navigate);
    resetAppState();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    registerNavigator(null);
    navigate.mockReset();
    localStorage.clear();
    authToken.set(null);
  });

  it('stores the token, opens the new-user popups and tooltip step 1, then goes home after 1 s', async () => {
    const seen = mockApi(() => ok({ token: fakeJwt('42'), isNewUser: true, nickSuggestions: ['a'] }));
    const outcome = await guestLogin();

    expect(outcome).toEqual({ ok: true });
    const gaid = localStorage.getItem('gaid');
    expect(gaid).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]?.body).toEqual({ gaid });
    expect(authToken.get()).toBe(fakeJwt('42'));
    expect(appState.get().popups).toMatchObject({ howToPlay: true, welcome: true });
    expect(appState.get().tooltipStep).toBe(1);

    vi.advanceTimersByTime(AUTH_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/new', { replace: true });
    expect(appState.get()).toMatchObject({ homeTab: 0, myMatchesTab: 'inplay' });
    expect(AUTH_REDIRECT_MS).toBe(1000);
  });

  it('returning users see no onboarding popups', async () => {
    mockApi(() => ok({ token: fakeJwt('42'), isNewUser: false, nickSuggestions: [] }));
    await guestLogin();
    expect(appState.get().popups).toMatchObject({ howToPlay: false, welcome: false });
    expect(appState.get().tooltipStep).toBe(0);
  });

  it('reuses the device id across logins', async () => {
    const seen = mockApi(() => ok({ token: fakeJwt('1'), isNewUser: false, nickSuggestions: [] }));
    await guestLogin();
    await guestLogin();
    expect(seen[0]?.body).toEqual(seen[1]?.body);
  });

  it('offline: reports a network failure and stores nothing', async () => {
    mockApi(() => 'network-error');
    expect(await guestLogin()).toMatchObject({ ok: false, reason: 'network' });
    expect(authToken.get()).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('phone login (docs/product.md §4, §8)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    registerNavigator(navigate);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    registerNavigator(null);
    navigate.mockReset();
    localStorage.clear();
    authToken.set(null);
  });

  const success = (verified: boolean) =>
    ok({ status: 11, user_id: 5, login_token: fakeJwt('5'), new_user: !verified, mobile_verified: verified, info: { otp_verified: false } });

  it('a verified user goes home 2 s after success', async () => {
    mockApi(() => success(true));
    expect(await phoneLogin('9876543210', 'pw')).toEqual({ ok: true });
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/new', { replace: true });
  });

  it('an unverified user goes to createAccount', async () => {
    mockApi(() => success(false));
    await phoneLogin('9876543210', 'pw');
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledWith('/createAccount', { replace: true });
  });

  it.each([
    [{ status: 401, body: { status: 12, code: 'WRONG_PASSWORD', message: 'Phone Number or Password is wrong' } }, 'wrongCredentials'],
    [{ status: 404, body: { status: 13, code: 'PHONE_NOT_REGISTERED', message: 'Phone number is not registered' } }, 'notRegistered'],
    [{ status: 400, body: { status: 400, code: 'VALIDATION_FAILED', message: 'Account disabled' } }, 'other'],
  ])('maps failures to the spec messages', async (reply, reason) => {
    mockApi(() => reply);
    const outcome = await phoneLogin('9876543210', 'pw');
    expect(outcome).toMatchObject({ ok: false, reason });
    if (reason === 'other') expect(outcome).toMatchObject({ message: 'Account disabled' });
    expect(authToken.get()).toBeNull();
  });

  it('reports a locked number with the seconds to wait', async () => {
    mockApi(() => ({
      status: 429,
      body: { status: 429, code: 'LOGIN_LOCKED', message: 'Too many wrong tries. Please try again in 60 seconds.', data: { retry_after_seconds: 60 } },
    }));
    expect(await phoneLogin('9876543210', 'pw')).toEqual({ ok: false, reason: 'locked', retryAfterSeconds: 60 });
    expect(authToken.get()).toBeNull();
  });
});

describe('sign out', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    registerNavigator(null);
    localStorage.clear();
    authToken.set(null);
  });

  it('revokes the server session, then clears the device and goes to /thankyou', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    await setSession(fakeJwt('8'));
    const seen = mockApi(() => ok({ loggedOut: true }));
    await signOut();
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/user/logout' });
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${fakeJwt('8')}`);
    expect(authToken.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/thankyou', { replace: true });
  });

  it('still signs out on the device when offline', async () => {
    registerNavigator(vi.fn());
    await setSession(fakeJwt('8'));
    mockApi(() => 'network-error');
    await signOut();
    expect(authToken.get()).toBeNull();
  });
});
