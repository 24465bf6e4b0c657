import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeListPath, setLanguagePath, authTokenPath, userWalletPath } from '../../core/api/paths';
import { mockApi, ok } from '../testing/mockApi';
import { appState, resetAppState, updateAppState } from './appState';
import { db, setSetting } from './db';
import { call, PLATFORM_BEARER } from './http';
import { registerNavigator } from './navigation';
import { authToken, setSession } from './session';
import { pendingCalls, uncaughtError, clearError, resetLoading } from './uiStatus';

const outboxItem = (id: string, userId: string, state: 'pending' | 'done') => ({
  id,
  userId,
  method: 'POST' as const,
  path: '/api/x',
  body: {},
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
  state,
  error: null,
  kind: 'test',
});

/** an unsigned JWT with sub = user id (the client never verifies it) */
const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

describe('http call', () => {
  const navigate = vi.fn();
  beforeEach(async () => {
    registerNavigator(navigate);
    await setSession(jwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    registerNavigator(null);
    navigate.mockReset();
    clearError();
    resetLoading();
    resetAppState();
    localStorage.clear();
    await Promise.all([db.challengeCache.clear(), db.settings.clear(), db.outbox.clear()]);
  });

  it('returns the envelope data and sends the stored token, query and idempotency key', async () => {
    const seen = mockApi(() => ok({ language: 'hi' }));
    const res = await call(setLanguagePath, { body: { language: 'hi' }, idempotencyKey: 'k-1' });
    expect(res).toMatchObject({ ok: true, data: { language: 'hi' } });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v4/utils/setLanguage', body: { language: 'hi' } });
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${jwt('7')}`);
    expect(seen[0]?.headers.get('idempotency-key')).toBe('k-1');

    await call(challengeListPath, { query: { sports_id: 2 } });
    expect(seen[1]?.search).toBe('?sports_id=2');
  });

  it('uses the platform bearer for guest-token calls', async () => {
    const seen = mockApi(() => ok({ token: 't', isNewUser: true, nickSuggestions: [] }));
    await call(authTokenPath, { body: { gaid: 'device-123456' } });
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${PLATFORM_BEARER}`);
  });

  it('a 401 logs out: token, app state and local data cleared, unsent outbox kept, to /thankyou', async () => {
    updateAppState({ homeTab: 1, contestTab: 2 });
    await db.challengeCache.put({ key: 'challenges:all', list: { challenges: [], upcoming: [], allSportsData: [] }, fetchedAt: 1 });
    await setSetting('tooltip:firstGame', true);
    await setSetting('language', 'hi');
    await db.outbox.bulkPut([outboxItem('a', '7', 'pending'), outboxItem('b', '7', 'done')]);
    mockApi(() => ({ status: 401, body: { status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' } }));

    const res = await call(userWalletPath);

    expect(res).toMatchObject({ ok: false, error: { kind: 'http', httpStatus: 401, code: 'UNAUTHORIZED' } });
    expect(authToken.get()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(appState.get()).toMatchObject({ homeTab: 0, contestTab: 0 });
    expect(await db.challengeCache.count()).toBe(0);
    expect(await db.settings.get('tooltip:firstGame')).toBeUndefined();
    expect((await db.settings.get('language'))?.value).toBe('hi');
    expect((await db.outbox.toArray()).map((i) => i.id)).toEqual(['a']);
    expect(navigate).toHaveBeenCalledWith('/thankyou', { replace: true });
    expect(uncaughtError.get()).toBeNull();
  });

  it('signing in as another user drops the outbox kept for the previous one', async () => {
    await db.outbox.bulkPut([outboxItem('mine', '7', 'pending'), outboxItem('theirs', '8', 'pending')]);
    await setSession(jwt('7'));
    expect((await db.outbox.toArray()).map((i) => i.id)).toEqual(['mine']);
  });

  it('other HTTP errors raise the 500 popup and return the error to the caller', async () => {
    mockApi(() => ({ status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } }));
    const res = await call(userWalletPath);
    expect(res).toMatchObject({ ok: false, data: undefined, error: { httpStatus: 500, code: 'INTERNAL', message: 'boom' } });
    expect(uncaughtError.get()).toMatchObject({ info: 'Error' });
    expect(authToken.get()).not.toBeNull();
  });

  it('a caller that handles errors gets them without the popup', async () => {
    mockApi(() => ({ status: 422, body: { status: 422, code: 'ROOM_FULL', message: 'full' } }));
    const res = await call(userWalletPath, { handleErrors: true });
    expect(res.error?.code).toBe('ROOM_FULL');
    expect(uncaughtError.get()).toBeNull();
  });

  it('no response: empty data with the error, no popup', async () => {
    mockApi(() => 'network-error');
    const res = await call(userWalletPath);
    expect(res).toMatchObject({ ok: false, data: undefined, error: { kind: 'network' } });
    expect(uncaughtError.get()).toBeNull();
  });

  it('counts calls as pending for the loading overlay, except silent ones', async () => {
    const waiting: Array<() => void> = [];
    mockApi(() => new Promise((resolve) => waiting.push(() => resolve(ok({})))));
    const wallet = call(userWalletPath);
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    expect(pendingCalls.get()).toBe(1);
    waiting[0]?.();
    await wallet;
    expect(pendingCalls.get()).toBe(0);

    const list = call(challengeListPath); // spec: no overlay for challenge lists
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    expect(pendingCalls.get()).toBe(0);
    waiting[1]?.();
    await list;
    expect(pendingCalls.get()).toBe(0);
  });
});

describe('device id', () => {
  it('is a v4 UUID even where crypto.randomUUID is missing (insecure context)', async () => {
    const { randomUuid } = await import('./session');
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('contract check in development', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('warns when a response breaks the RouteDef schema', async () => {
    const { userWalletRoute } = await import('../../core/api/wallet');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi(() => ok({ deposit_money: 'lots' }));
    const res = await call(userWalletRoute, { handleErrors: true });
    expect(res.ok).toBe(true);
    expect(warn).toHaveBeenCalledWith('contract mismatch: GET /api/f2p/v1/user/wallet', expect.anything());
  });
});

describe('session events', () => {
  afterEach(() => {
    localStorage.clear();
    authToken.set(null);
  });

  it('tell lazily started services about sign-in and logout', async () => {
    const { onSessionEvent, logout } = await import('./session');
    const events: string[] = [];
    const off = onSessionEvent((e) => events.push(e));
    await setSession(jwt('5'));
    await logout();
    off();
    await setSession(jwt('5'));
    expect(events).toEqual(['signedIn', 'loggedOut']);
  });
});
