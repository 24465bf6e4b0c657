import type { ApiPath } from '../../core/api/paths';
import type { RouteDef, DataOf, QueryOf, BodyOf } from '../../core/api/route';
import { getToken, logout } from './session';
import { beginPending, raiseError } from './uiStatus';

/**
 * The one HTTP client of the PWA (plain fetch; docs/decisions/004). Every call goes through `call(def, opts)`
 * with a route from core/api/paths.ts (zod-free, so the home bundle stays
 * small) or a full RouteDef from core/api/*.ts (same typing).
 *
 * Behaviour (spec §4, §8):
 * - Authorization: the stored token ('user'/'none'), the platform bearer ('platform'), or opts.bearer.
 * - 401 → logout (clears state, goes to /thankyou).
 * - other HTTP errors → the generic '500 Error' popup, unless opts.handleErrors; the error is returned.
 * - no response (offline, timeout) → { ok: false, data: undefined, error: { kind: 'network' } }.
 * - each call counts as pending for the loading overlay unless silent (challenge lists, user-get).
 */

/** A public client credential identifying the web app, not a secret. */
export const PLATFORM_BEARER: string = import.meta.env.VITE_PLATFORM_BEARER ?? 'pickxi-web-client';

export interface ApiFailure {
  kind: 'network' | 'http';
  httpStatus?: number;
  /** the envelope's stable code (core/errors.ts) */
  code?: string;
  /** the envelope's English message, or the network error text */
  message: string;
  /** the envelope's data, if any (e.g. a login status) */
  data?: unknown;
}

export type ApiResult<T> =
  | { ok: true; data: T; message?: string; error?: undefined }
  | { ok: false; data: undefined; error: ApiFailure };

export interface CallOptions<Q, B> {
  query?: Q;
  body?: B;
  /** sent as Idempotency-Key (state-changing requests; store it before sending) */
  idempotencyKey?: string;
  /** an explicit bearer instead of the stored token */
  bearer?: string;
  /** the caller shows its own message for HTTP errors: no 500 popup (401 still logs out) */
  handleErrors?: boolean;
  /** no loading overlay for this call */
  silent?: boolean;
  signal?: AbortSignal;
}

/** Spec §4: no loading overlay for new and in-play challenge lists and user-get calls. */
const SILENT_PATHS = new Set([
  '/api/v1/platform/challenges',
  '/api/v3/game/challenges/inPlayv2',
  '/api/v1/game/users',
  '/api/v1/utility/getServerTime',
]);

/** No response headers within this time → a network failure (as ky's `timeout` was). */
export const REQUEST_TIMEOUT_MS = 15_000;

type Any = ApiPath<unknown, unknown, unknown>;

export function call<T extends RouteDef>(
  def: T,
  opts?: CallOptions<QueryOf<T>, BodyOf<T>>,
): Promise<ApiResult<DataOf<T>>>;
export function call<Q, B, R>(def: ApiPath<Q, B, R>, opts?: CallOptions<Q, B>): Promise<ApiResult<R>>;
export async function call(def: Any, opts: CallOptions<unknown, unknown> = {}): Promise<ApiResult<unknown>> {
  const done = opts.silent || SILENT_PATHS.has(def.path) ? () => {} : beginPending();
  try {
    const headers: Record<string, string> = {};
    const bearer = opts.bearer ?? (def.auth === 'platform' ? PLATFORM_BEARER : getToken());
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;

    let response: Response;
    try {
      response = await send(def.method, def.path, headers, opts);
    } catch (e) {
      return { ok: false, data: undefined, error: { kind: 'network', message: e instanceof Error ? e.message : String(e) } };
    }

    const envelope = await readEnvelope(response);
    if (response.ok) {
      if (import.meta.env.DEV) checkContract(def, envelope?.data);
      return { ok: true, data: envelope?.data, message: envelope?.message };
    }

    const error = httpFailure(response, envelope);
    if (response.status === 401 && def.auth === 'user') {
      await logout();
    } else if (!opts.handleErrors) {
      raiseError({ info: 'Error', detail: `${def.method} ${def.path}: ${response.status} ${error.code ?? ''}`.trim() });
    }
    return { ok: false, data: undefined, error };
  } finally {
    done();
  }
}

/**
 * Development aid: when a caller passes a full RouteDef (with its zod schema),
 * warn if the response breaks the contract. Production never pays for zod here.
 */
function checkContract(def: Any, data: unknown): void {
  const schema = (def as { data?: { safeParse?: (v: unknown) => { success: boolean; error?: unknown } } }).data;
  const result = schema?.safeParse?.(data);
  if (result && !result.success) console.warn(`contract mismatch: ${def.method} ${def.path}`, result.error);
}

interface Envelope {
  status?: number;
  message?: string;
  code?: string;
  data?: unknown;
}

/** A non-2xx response as the failure callers see: the envelope's code and message, else the status text. */
export function httpFailure(response: Response, envelope: Envelope | undefined): ApiFailure {
  return {
    kind: 'http',
    httpStatus: response.status,
    code: envelope?.code,
    message: envelope?.message ?? response.statusText,
    data: envelope?.data,
  };
}

/** The response's JSON envelope (a non-JSON body becomes its message). */
export async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : undefined;
  } catch {
    return { message: text };
  }
}

/**
 * One fetch, as the ky instance used to send it (docs/decisions/004): the path
 * resolved against the origin, the query as search params, a JSON body with
 * its content type, no retries, and a timeout until the response headers
 * arrive. Rejects (→ kind 'network') on no response, the timeout or the
 * caller's abort; never on an HTTP status.
 */
async function send(method: string, path: string, headers: Record<string, string>, opts: CallOptions<unknown, unknown>): Promise<Response> {
  const url = new URL(path, location.origin);
  for (const [k, v] of Object.entries(toSearchParams(opts.query))) url.searchParams.append(k, v);
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }

  const controller = new AbortController();
  const caller = opts.signal;
  const abortWithCaller = () => controller.abort(caller?.reason);
  if (caller?.aborted) abortWithCaller();
  else caller?.addEventListener('abort', abortWithCaller, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`Request timed out: ${method} ${url.href}`));
    }, REQUEST_TIMEOUT_MS);
  });
  try {
    // fetch is read at call time, so tests (and anything else) can stub it
    return await Promise.race([fetch(url, { method, headers, body, signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', abortWithCaller);
  }
}

function toSearchParams(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}
