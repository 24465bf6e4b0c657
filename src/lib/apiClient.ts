import ky, { isHTTPError, type KyInstance } from 'ky';

/**
 * The ky instance every PickXI request goes through (docs/decisions/009-ky-client.md), and the one
 * function that turns its outcome into a status + envelope. It has no page dependencies (no
 * session store, no UI state), so the service worker builds the same client for its outbox drain;
 * the page's wrapper with the UI rules (401 → logout, the 500 popup, the loading overlay) is
 * src/lib/http.ts.
 */

/** No response headers within this time → a network failure. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The API envelope `{status, code, message, data}` (a non-JSON body becomes its message). */
export interface Envelope {
  status?: number;
  message?: string;
  code?: string;
  data?: unknown;
}

/** What a request came back with: an HTTP status and its envelope, or no response at all. */
export type Exchange =
  | { kind: 'response'; status: number; statusText: string; envelope: Envelope | undefined; retryAfter: string | null }
  | { kind: 'network'; message: string };

export interface ClientOptions {
  /** the bearer sent when a request names none: the signed-in user's token (async in the worker: Dexie) */
  getToken: () => string | null | Promise<string | null>;
  /** where /api is resolved; default the current location (the page, or the worker's script URL) */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface ExchangeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** the API path as core/api and the outbox spell it, starting with /api/ */
  path: string;
  query?: unknown;
  /** sent as JSON */
  body?: unknown;
  /** sent as multipart/form-data instead of a JSON body (the browser sets the boundary) */
  form?: FormData;
  idempotencyKey?: string;
  /** an explicit bearer instead of the stored token */
  bearer?: string;
  signal?: AbortSignal;
  /**
   * Retry inside this call (network error, 408, 429, 502–504; never after a timeout). Default: only when the
   * call is safe to repeat, a GET or a request carrying an Idempotency-Key. The outbox passes false: it owns
   * its retries (backoff across reloads).
   */
  retry?: boolean;
}

/** Statuses worth one quick second try; 500 is a server bug a retry will not fix. */
const RETRY_STATUSES = [408, 429, 502, 503, 504];
const RETRY_LIMIT = 2;

export function createApiClient(options: ClientOptions): KyInstance {
  return ky.create({
    baseUrl: options.baseUrl ?? globalThis.location.href,
    prefix: '/api',
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          if (request.headers.has('authorization')) return;
          const token = await options.getToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

/** One request through `client`. Resolves for every HTTP status; `kind: 'network'` when no response arrived. */
export async function exchange(client: KyInstance, req: ExchangeRequest): Promise<Exchange> {
  if (!req.path.startsWith('/api/')) throw new Error(`API path must start with /api/: ${req.path}`);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.bearer) headers.authorization = `Bearer ${req.bearer}`;
  if (req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
  const retry = req.retry ?? (req.method === 'GET' || req.idempotencyKey !== undefined);
  try {
    const response = await client(req.path.slice('/api/'.length), {
      method: req.method,
      headers,
      searchParams: toSearchParams(req.query),
      ...(req.form ? { body: req.form } : { json: req.body }),
      signal: req.signal,
      retry: retry
        ? {
            limit: RETRY_LIMIT,
            methods: [req.method.toLowerCase()],
            statusCodes: RETRY_STATUSES,
            afterStatusCodes: [429, 503],
            maxRetryAfter: 5_000,
            backoffLimit: 3_000,
            jitter: true,
            // offline: fail at once so the caller can show its offline state
            shouldRetry: () => (globalThis.navigator?.onLine === false ? false : undefined),
          }
        : 0,
    });
    return { kind: 'response', status: response.status, statusText: response.statusText, envelope: asEnvelope(await readBody(response)), retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    if (isHTTPError(error)) {
      const { response } = error;
      return { kind: 'response', status: response.status, statusText: response.statusText, envelope: asEnvelope(error.data), retryAfter: response.headers.get('retry-after') };
    }
    // NetworkError, TimeoutError, the caller's abort: no response
    return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
  }
}

async function readBody(response: Response): Promise<unknown> {
  return response.text().catch(() => '');
}

/** ky hands an error body over parsed only when it was labelled JSON: parse any text the same way. */
function asEnvelope(body: unknown): Envelope | undefined {
  if (typeof body === 'string') {
    if (!body) return undefined;
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      return { message: body as string };
    }
  }
  return body && typeof body === 'object' ? (body as Envelope) : undefined;
}

/** Query values as search params; undefined and null are left out. */
function toSearchParams(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}
