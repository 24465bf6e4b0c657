import { createHash } from 'node:crypto';
import { ApiError } from '../../core/errors';
import type { Db } from '../db/client';
import { claimKey, findKey, storeResponse } from './idempotency-repository';

/**
 * Idempotency-Key handling for state-changing routes (ARCHITECTURE.md §2).
 *
 * One transaction: claim (user, key) → run the handler in a savepoint → store the response.
 * - a replay returns the stored response unchanged (status and body);
 * - the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED;
 * - a business rejection (ApiError) is stored too, with the handler's writes rolled back;
 * - an unexpected error rolls back everything, including the claim, so a retry runs again.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseIdempotencyKey(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !UUID.test(value.trim())) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Idempotency-Key header must be a UUID', {
      issues: [{ path: 'headers.idempotency-key', message: 'must be a UUID' }],
    });
  }
  return value.trim().toLowerCase();
}

/** JSON with object keys sorted, so logically equal bodies hash equally. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function requestHash(route: string, query: unknown, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson({ query, body })).digest('hex');
}

export interface IdempotentOutcome {
  replayed: boolean;
  httpStatus: number;
  /** the full envelope */
  body: unknown;
}

export async function runIdempotent(
  db: Db,
  request: { userId: number; key: string; route: string; hash: string; now: Date },
  execute: (tx: Db) => Promise<unknown>,
): Promise<IdempotentOutcome> {
  const ref = { userId: request.userId, key: request.key };
  return db.transaction(async (tx) => {
    const claimed = await claimKey(tx, {
      ...ref,
      route: request.route,
      requestHash: request.hash,
      createdAt: request.now,
    });
    if (!claimed) {
      const existing = await findKey(tx, ref);
      if (!existing || existing.requestHash !== request.hash) {
        throw new ApiError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request',
        );
      }
      if (existing.httpStatus === null) {
        throw new ApiError(409, 'CONFLICT', 'A request with this Idempotency-Key is still being processed');
      }
      return { replayed: true, httpStatus: existing.httpStatus, body: envelopeOrder(existing.response) };
    }

    let outcome: IdempotentOutcome;
    try {
      const data = await tx.transaction((savepoint) => execute(savepoint));
      // Store what the client receives: a JSON round trip drops undefined fields.
      outcome = { replayed: false, httpStatus: 200, body: JSON.parse(JSON.stringify({ status: 200, data })) };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      outcome = { replayed: false, httpStatus: err.httpStatus, body: errorBody(err) };
    }
    await storeResponse(tx, ref, outcome.httpStatus, outcome.body);
    return outcome;
  });
}

/** jsonb does not keep key order; put the envelope's keys back in the order first sent. */
function envelopeOrder(stored: unknown): unknown {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return stored;
  const { status, message, code, data, ...rest } = stored as Record<string, unknown>;
  const out: Record<string, unknown> = { status };
  if (message !== undefined) out['message'] = message;
  if (code !== undefined) out['code'] = code;
  if (data !== undefined) out['data'] = data;
  return { ...out, ...rest };
}

export function errorBody(err: ApiError) {
  return err.data === undefined
    ? { status: err.httpStatus, message: err.message, code: err.code }
    : { status: err.httpStatus, message: err.message, code: err.code, data: err.data };
}
