import type { ApiPath } from '../../core/api/paths';
import type { RouteDef, DataOf, QueryOf, BodyOf } from '../../core/api/route';
import { createApiClient, exchange, type Envelope, type Exchange } from './apiClient';
import { getToken, logout } from './session';
import { beginPending, raiseError } from './uiStatus';

/**
 * The PWA's calls, all through the one ky instance (src/lib/apiClient.ts, docs/decisions/009-ky-client.md).
 * Every call goes through `call(def, opts)` with a route from core/api/paths.ts (zod-free, so the home
 * bundle stays small) or a full RouteDef from core/api/*.ts (same typing).
 *
 * Behaviour (docs/product.md §4, §8):
 * - Authorization: the stored token ('user'/'none'), the platform bearer ('platform'), or opts.bearer.
 * - Idempotency-Key on state-changing calls (opts.idempotencyKey); such calls and GETs may be retried
 *   inside the call on a network error or 408/429/502–504, nothing else is.
 * - 401 → logout (clears state, goes to /thankyou).
 * - other HTTP errors → the generic '500 Error' popup, unless opts.handleErrors says the caller shows them (true: every
 *   HTTP error; 'refusals': a 4xx refusal only, a 5xx is still the popup); the error is returned either way. Which a
 *   call passes is the rule in docs/architecture.md, "Errors the player sees"; the text is src/lib/errorText.ts.
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
  /** a multipart body instead of the JSON one (KYC upload) */
  form?: FormData;
  /** sent as Idempotency-Key (state-changing requests; store it before sending) */
  idempotencyKey?: string;
  /** an explicit bearer instead of the stored token */
  bearer?: string;
  /**
   * The caller shows the failure itself (docs/architecture.md, "Errors the player sees"; 401 still logs out):
   * true → every HTTP error (no '500 Error' popup); 'refusals' → a 4xx refusal only, a 5xx is the popup.
   */
  handleErrors?: boolean | 'refusals';
  /** no loading overlay for this call */
  silent?: boolean;
  signal?: AbortSignal;
}

/** docs/product.md §4: no loading overlay for new and in-play challenge lists and user-get calls. */
const SILENT_PATHS = new Set([
  '/api/v1/platform/challenges',
  '/api/v3/game/challenges/inPlayv2',
  '/api/v1/game/users',
  '/api/v1/utility/getServerTime',
]);

export { REQUEST_TIMEOUT_MS } from './apiClient';

/** The page's client: the stored token unless a call names its bearer. */
export const api = createApiClient({ getToken });

type Any = ApiPath<unknown, unknown, unknown>;

export function call<T extends RouteDef>(
  def: T,
  opts?: CallOptions<QueryOf<T>, BodyOf<T>>,
): Promise<ApiResult<DataOf<T>>>;
export function call<Q, B, R>(def: ApiPath<Q, B, R>, opts?: CallOptions<Q, B>): Promise<ApiResult<R>>;
export async function call(def: Any, opts: CallOptions<unknown, unknown> = {}): Promise<ApiResult<unknown>> {
  const done = opts.silent || SILENT_PATHS.has(def.path) ? () => {} : beginPending();
  try {
    const reply = await exchange(api, {
      method: def.method,
      path: def.path,
      query: opts.query,
      body: opts.body,
      form: opts.form,
      idempotencyKey: opts.idempotencyKey,
      bearer: opts.bearer ?? (def.auth === 'platform' ? PLATFORM_BEARER : undefined),
      signal: opts.signal,
    });
    if (reply.kind === 'network') return { ok: false, data: undefined, error: { kind: 'network', message: reply.message } };

    const { envelope } = reply;
    if (reply.status >= 200 && reply.status < 300) {
      if (import.meta.env.DEV) checkContract(def, envelope?.data);
      return { ok: true, data: envelope?.data, message: envelope?.message };
    }

    const error = httpFailure(reply, envelope);
    if (reply.status === 401 && def.auth === 'user') {
      await logout();
    } else if (!(opts.handleErrors === true || (opts.handleErrors === 'refusals' && reply.status < 500))) {
      raiseError({ info: 'Error', detail: `${def.method} ${def.path}: ${reply.status} ${error.code ?? ''}`.trim() });
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

/** A non-2xx response as the failure callers see: the envelope's code and message, else the status text. */
function httpFailure(reply: Extract<Exchange, { kind: 'response' }>, envelope: Envelope | undefined): ApiFailure {
  return {
    kind: 'http',
    httpStatus: reply.status,
    code: envelope?.code,
    message: envelope?.message ?? reply.statusText,
    data: envelope?.data,
  };
}
