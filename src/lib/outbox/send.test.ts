import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { createApiClient } from '../apiClient';
import type { OutboxItem } from '../db';
import { createApiSend } from './send';

const item: OutboxItem = {
  id: '019a0000-0000-7000-8000-000000000001',
  userId: 'u1',
  kind: 'teams.save',
  method: 'POST',
  path: '/api/v1/teams',
  body: { team: [1, 2] },
  createdAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
  state: 'inflight',
  error: null,
};

describe('createApiSend (the outbox through the ky client)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the item id as Idempotency-Key with the bearer token and JSON body', async () => {
    const seen = mockApi(() => ({ status: 200, body: { status: 200, data: { team_id: 5 } } }));
    const send = createApiSend(createApiClient({ getToken: () => 'tok' }));
    expect(await send(item)).toEqual({ httpStatus: 200, body: { status: 200, data: { team_id: 5 } }, retryAfter: null });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/teams', body: { team: [1, 2] } });
    expect(seen[0]?.headers.get('idempotency-key')).toBe(item.id);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('reads the token when it sends (the worker reads it from Dexie, asynchronously)', async () => {
    const seen = mockApi(() => ({ status: 200, body: { status: 200, data: null } }));
    let token = 'first';
    const send = createApiSend(createApiClient({ getToken: () => Promise.resolve(token) }));
    await send(item);
    token = 'second';
    await send(item);
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });

  it('resolves error statuses with the envelope and Retry-After, once (no retry inside the call); no auth when signed out', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 429, code: 'RATE_LIMITED', message: 'Slow down' }), {
          status: 429,
          headers: { 'Retry-After': '12', 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const send = createApiSend(createApiClient({ getToken: () => null }));
    expect(await send({ ...item, body: null })).toEqual({
      httpStatus: 429,
      body: { status: 429, code: 'RATE_LIMITED', message: 'Slow down' },
      retryAfter: '12',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = (fetchMock.mock.calls[0] as unknown as [Request])[0];
    expect(request.headers.has('authorization')).toBe(false);
    expect(await request.text()).toBe('');
  });

  it('keeps a non-JSON body as the message and rejects on network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad Gateway', { status: 502 })));
    const send = createApiSend(createApiClient({ getToken: () => 't' }));
    expect(await send(item)).toMatchObject({ httpStatus: 502, body: { message: 'Bad Gateway' } });
    mockApi(() => 'network-error');
    await expect(send(item)).rejects.toThrow();
  });

  it('a request that hangs past the timeout rejects (a failure the drainer retries)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    const send = createApiSend(createApiClient({ getToken: () => 't', timeoutMs: 5000 }));
    const sent = send(item);
    const assertion = expect(sent).rejects.toThrow(/timed out/i);
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
  });
});
