import { vi } from 'vitest';

/** A recorded request the PWA sent. */
export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type Reply = { status: number; body?: unknown } | 'network-error';
export type Handler = (req: SeenRequest) => Reply | Promise<Reply>;

/**
 * Replace fetch for one test: every request goes to `handler`, and is
 * recorded in the returned list. 'network-error' rejects like an offline fetch.
 * GET /api/health, when the handler's answer names no money mode (a network error, a 404, a catch-all ok({})), says real money mode, as a server started
 * without MONEY_MODE does (amounts in rupees); a test of social mode answers it itself.
 */
export function mockApi(handler: Handler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const req: SeenRequest = {
        method: request.method,
        path: url.pathname,
        search: url.search,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      seen.push(req);
      let reply = await handler(req);
      if (req.path === '/api/health' && !namesMoneyMode(reply)) reply = ok({ ok: true, db: 'pglite', moneyMode: 'real' });
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return seen;
}

function namesMoneyMode(reply: Reply): boolean {
  if (reply === 'network-error') return false;
  const data = (reply.body as { data?: { moneyMode?: unknown } } | undefined)?.data;
  return data?.moneyMode === 'real' || data?.moneyMode === 'social';
}

/** The API envelope for a success. */
export const ok = (data: unknown) => ({ status: 200, body: { status: 200, data } });
