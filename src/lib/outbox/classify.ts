/**
 * What the outbox does with one HTTP outcome.
 *
 * - 2xx                      → done (final)
 * - network error, 408, 429, 5xx and anything unexpected (1xx/3xx) → retry later
 * - 401                      → hold: the item is NOT rejected; it stays pending for
 *                              the same user while the session is re-established
 *                              (see docs/decisions/001-outbox-drain.md)
 * - other 4xx (400, 403, 404, 409, 422, …) → rejected (final, never retried):
 *                              the server understood and refused, a resend with the
 *                              same Idempotency-Key cannot succeed
 */
export type Outcome = 'done' | 'retry' | 'hold' | 'reject';

export function classifyStatus(httpStatus: number): Outcome {
  if (httpStatus >= 200 && httpStatus < 300) return 'done';
  if (httpStatus === 401) return 'hold';
  if (httpStatus === 408 || httpStatus === 429) return 'retry';
  if (httpStatus >= 400 && httpStatus < 500) return 'reject';
  return 'retry';
}

export interface OutboxError {
  code: string;
  message: string;
  httpStatus?: number;
}

/** Reads the API envelope `{status, message, code}` of an error response. */
export function errorFromEnvelope(httpStatus: number, body: unknown): OutboxError {
  const env = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof env.code === 'string' && env.code !== '' ? env.code : `HTTP_${httpStatus}`,
    message: typeof env.message === 'string' ? env.message : typeof body === 'string' ? body.slice(0, 500) : '',
    httpStatus,
  };
}
