import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeListPath, setLanguagePath, authTokenPath, userWalletPath } from '../../core/api/paths';
import { mockApi, ok } from '../testing/mockApi';
import { appState, resetAppState, updateAppState } from './appState';
import { db, setSetting, type PickDraft } from './db';
import { call, PLATFORM_BEARER, REQUEST_TIMEOUT_MS } from './http';
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
    await db.mySetsCache.put({ challengeId: 1, userId: '7', sets: [], fetchedAt: 1 });
    const draft = (id: string, state: PickDraft['state']): PickDraft => ({
      id, userId: '7', challengeId: 1, draftNum: null, answers: {}, powerups: { '2x': 3, no_negs: 3, player_poll: 3 },
      revealedPolls: [], polls: {}, room_id: null, state, outboxId: null, announced: false, created: null, error: null, updatedAt: 1,
    });
    await db.pickDrafts.bulkPut([draft('waiting', 'waiting'), draft('synced', 'synced')]);
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
    expect(await db.mySetsCache.count()).toBe(0);
    expect((await db.pickDrafts.toArray()).map((d) => d.id)).toEqual(['waiting']);
    expect(navigate).toHaveBeenCalledWith('/thankyou', { replace: true });
    expect(uncaughtError.get()).toBeNull();
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

  it("'refusals': a 4xx comes back to the caller without the popup, a 5xx still raises it (docs/architecture.md, Errors the player sees)", async () => {
    mockApi(() => ({ status: 409, body: { status: 409, code: 'NICK_TAKEN', message: 'taken' } }));
    expect((await call(userWalletPath, { handleErrors: 'refusals' })).error?.code).toBe('NICK_TAKEN');
    expect(uncaughtError.get()).toBeNull();

    mockApi(() => ({ status: 503, body: { status: 503, code: 'INTERNAL', message: 'down' } }));
    const res = await call(userWalletPath, { handleErrors: 'refusals' });
    expect(res.error).toMatchObject({ httpStatus: 503, code: 'INTERNAL' });
    expect(uncaughtError.get()).toMatchObject({ info: 'Error' });
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

describe('the ky client underneath call (docs/decisions/009)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearError();
    resetLoading();
  });

  it('sends JSON with its content type, GETs without a body, and drops empty query values', async () => {
    const seen = mockApi(() => ok({}));
    await call(setLanguagePath, { body: { language: 'en' }, handleErrors: true });
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(seen[0]?.body).toEqual({ language: 'en' });

    await call(challengeListPath, { query: { sports_id: undefined, page: null, q: 'a b' } as never });
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/api/v1/platform/challenges', search: '?q=a+b', body: undefined });
    expect(seen[1]?.headers.has('content-type')).toBe(false);
    const [request] = vi.mocked(fetch).mock.calls[1]! as unknown as [Request];
    expect(request.url).toBe(`${location.origin}/api/v1/platform/challenges?q=a+b`);
  });

  it('sends a FormData body as multipart with the token and Idempotency-Key (the KYC upload)', async () => {
    const requests: Array<{ headers: Headers; text: string }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (r: Request) => {
        requests.push({ headers: r.headers, text: await r.text() });
        return new Response(JSON.stringify({ status: 200, data: { status: 'PENDING' } }));
      }),
    );
    const form = new FormData();
    form.set('panNumber', 'ABCDE1234F');
    const { kycUploadPath } = await import('../../core/api/paths');
    const res = await call(kycUploadPath, { form, idempotencyKey: 'kyc-1', handleErrors: true });
    expect(res).toMatchObject({ ok: true, data: { status: 'PENDING' } });
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.headers.get('idempotency-key')).toBe('kyc-1');
    expect(requests[0]?.text).toContain('ABCDE1234F');
  });

  it('retries a GET once the gateway recovers, but never a POST without an Idempotency-Key', async () => {
    let n = 0;
    const seen = mockApi(() => (++n === 1 ? { status: 503, body: { status: 503, message: 'busy' } } : ok(5)));
    expect(await call(userWalletPath)).toMatchObject({ ok: true, data: 5 });
    expect(seen).toHaveLength(2);

    n = 0;
    const posts = mockApi(() => (++n === 1 ? { status: 503, body: { status: 503, message: 'busy' } } : ok(5)));
    expect(await call(setLanguagePath, { body: { language: 'en' }, handleErrors: true })).toMatchObject({ ok: false, error: { httpStatus: 503 } });
    expect(posts).toHaveLength(1);

    n = 0;
    const keyed = mockApi(() => (++n === 1 ? 'network-error' : ok(6)));
    expect(await call(setLanguagePath, { body: { language: 'en' }, idempotencyKey: 'k', handleErrors: true })).toMatchObject({ ok: true, data: 6 });
    expect(keyed.map((r) => r.headers.get('idempotency-key'))).toEqual(['k', 'k']);
  });

  it('does not retry a 500 (a server bug) or while the device is offline', async () => {
    const seen = mockApi(() => ({ status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } }));
    await call(userWalletPath, { handleErrors: true });
    expect(seen).toHaveLength(1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const offline = mockApi(() => 'network-error');
      expect(await call(userWalletPath)).toMatchObject({ ok: false, error: { kind: 'network' } });
      expect(offline).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('no response headers within 15 s is a network failure, and the request is aborted', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        signal = request.signal;
        return new Promise<Response>(() => {});
      }),
    );
    const result = call(userWalletPath);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await result;
    expect(res).toMatchObject({ ok: false, data: undefined, error: { kind: 'network' } });
    expect(res.error?.message).toMatch(/timed out/i);
    expect(signal?.aborted).toBe(true);
    expect(uncaughtError.get()).toBeNull();
    expect(pendingCalls.get()).toBe(0);
  });

  it('a slow answer inside the timeout is returned, and the timer is cleared', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response(JSON.stringify({ status: 200, data: 5 }))), 14_000))),
    );
    const result = call(userWalletPath);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(await result).toMatchObject({ ok: true, data: 5 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("the caller's abort signal cancels the request (network failure, no popup)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise<Response>((_, reject) => {
            // jsdom does not deliver 'abort' events across AbortSignal.any to undici's Request: poll the flag
            const poll = setInterval(() => {
              if (!request.signal.aborted) return;
              clearInterval(poll);
              reject(new DOMException('aborted', 'AbortError'));
            }, 5);
          }),
      ),
    );
    const controller = new AbortController();
    const result = call(userWalletPath, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    expect(await result).toMatchObject({ ok: false, error: { kind: 'network' } });

    const already = new AbortController();
    already.abort();
    expect(await call(userWalletPath, { signal: already.signal })).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(uncaughtError.get()).toBeNull();
  });

  it('a non-JSON error body becomes the message; an empty body falls back to the status text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad Gateway from proxy', { status: 502 })));
    const res = await call(setLanguagePath, { body: { language: 'en' }, handleErrors: true });
    expect(res.error).toMatchObject({ kind: 'http', httpStatus: 502, message: 'Bad Gateway from proxy' });

    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 503, statusText: 'Service Unavailable' })));
    expect((await call(setLanguagePath, { body: { language: 'en' }, handleErrors: true })).error).toMatchObject({ httpStatus: 503, message: 'Service Unavailable' });
  });
});
