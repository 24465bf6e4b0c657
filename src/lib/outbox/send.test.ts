import { describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../db';
import { createFetchSend } from './send';

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

describe('createFetchSend', () => {
  it('sends the item id as Idempotency-Key with the bearer token and JSON body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 200, data: { team_id: 5 } }), { status: 200 }));
    const send = createFetchSend({ getToken: () => 'tok', fetch: fetchMock });
    const result = await send(item);
    expect(result).toEqual({ httpStatus: 200, body: { status: 200, data: { team_id: 5 } }, retryAfter: null });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/teams');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': item.id, Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"team":[1,2]}');
  });

  it('resolves error statuses with the envelope and the Retry-After header; omits auth when signed out', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 429, code: 'RATE_LIMITED', message: 'Slow down' }), {
          status: 429,
          headers: { 'Retry-After': '12' },
        }),
    );
    const send = createFetchSend({ getToken: () => null, fetch: fetchMock });
    expect(await send({ ...item, body: null })).toEqual({
      httpStatus: 429,
      body: { status: 429, code: 'RATE_LIMITED', message: 'Slow down' },
      retryAfter: '12',
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.body).toBeUndefined();
  });

  it('keeps a non-JSON body as text and rejects on network failure', async () => {
    const text = createFetchSend({ getToken: () => 't', fetch: async () => new Response('Bad Gateway', { status: 502 }) });
    expect(await text(item)).toMatchObject({ httpStatus: 502, body: 'Bad Gateway' });
    const offline = createFetchSend({
      getToken: () => 't',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline(item)).rejects.toThrow('Failed to fetch');
  });

  it('aborts a request that hangs past the timeout (a rejection the drainer retries)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const hanging = createFetchSend({
        getToken: () => 't',
        timeoutMs: 5000,
        fetch: (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      });
      const p = hanging(item);
      const assertion = expect(p).rejects.toThrow('aborted');
      await vi.advanceTimersByTimeAsync(5000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
