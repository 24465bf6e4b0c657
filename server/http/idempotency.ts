import { createHash } from 'node:crypto';
import { ApiError } from '../../core/errors';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { claimKey, findKey, storeResponse, type KeyWrite, type RowWrite } from './idempotency-repository';

/**
 * Idempotency-Key handling for state-changing routes (docs/architecture.md, API conventions).
 *
 * One transaction: claim (user, key) → run the handler in a savepoint → store the response.
 * - a replay returns the stored response unchanged (status and body);
 * - the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED;
 * - a business rejection (ApiError) is stored too, with the handler's writes rolled back;
 * - an unexpected error rolls back everything, including the claim, so a retry runs again.
 *
 * runPlanned is the same contract in one statement for hot routes (see there).
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

/**
 * Deeper than any contract nests (a few levels); far below the depth that overflows the stack
 * (about 10 000 levels), so a hostile body is a 400 rather than a RangeError (500).
 */
export const MAX_FINGERPRINT_DEPTH = 64;

/** JSON with object keys sorted, so logically equal bodies hash equally. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (depth >= MAX_FINGERPRINT_DEPTH) {
    throw new ApiError(400, 'VALIDATION_FAILED', `Request is nested more than ${MAX_FINGERPRINT_DEPTH} levels deep`);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, depth + 1)}`).join(',')}}`;
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

export interface KeyedRequest {
  userId: number;
  key: string;
  route: string;
  hash: string;
  now: Date;
}

/** The answer to a request whose key is already stored (by this route or another). */
async function replay(db: Db, request: KeyedRequest): Promise<IdempotentOutcome> {
  const existing = await findKey(db, { userId: request.userId, key: request.key });
  if (!existing || existing.requestHash !== request.hash) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
  }
  if (existing.httpStatus === null) {
    throw new ApiError(409, 'CONFLICT', 'A request with this Idempotency-Key is still being processed');
  }
  return { replayed: true, httpStatus: existing.httpStatus, body: envelopeOrder(existing.response) };
}

export async function runIdempotent(
  db: Db,
  request: KeyedRequest,
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
    if (!claimed) return replay(tx, request);

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

/** What a planned handler decided: the response data and the write that makes it true. */
export interface Planned<T> {
  data: T;
  /** the row inserted only if the key is claimed, in the statement that stores the key */
  write?: RowWrite;
}

/** A unique violation raised by a planned write means a concurrent request changed what the plan read. */
const PLAN_ATTEMPTS = 3;

/**
 * The Idempotency-Key contract in ONE statement, for the hottest writes (the join request):
 * `plan` decides from plain reads (no transaction, no lock), then `store` (a KeyWriteGroup: storeKeysWith, grouped
 * with the other requests of the moment) stores the key with the response and performs the plan's write only if it
 * claimed the key — atomic in one round trip shared by many requests, where runIdempotent spends six (BEGIN, claim,
 * SAVEPOINT, RELEASE, store, COMMIT) around the handler's.
 * - a replay (the key is stored) answers the stored response, whatever the plan decided now;
 * - a business rejection (ApiError from plan) is stored with no write;
 * - a write that hits a unique constraint (a concurrent request with another key got there first)
 *   rolls the whole statement back, key included, and the request is planned again on fresh reads;
 * - an unexpected error stores nothing, so a retry runs again.
 * Use it only when the plan's reads need no lock: anything decided under contention is decided later
 * (for joins, by the batch).
 */
export async function runPlanned<T>(
  db: Db,
  store: (item: KeyWrite) => Promise<boolean>,
  request: KeyedRequest,
  plan: () => Promise<Planned<T>>,
): Promise<IdempotentOutcome> {
  for (let attempt = 1; ; attempt++) {
    let outcome: IdempotentOutcome;
    let write: Planned<T>['write'];
    try {
      const planned = await plan();
      write = planned.write;
      outcome = { replayed: false, httpStatus: 200, body: JSON.parse(JSON.stringify({ status: 200, data: planned.data })) };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      outcome = { replayed: false, httpStatus: err.httpStatus, body: errorBody(err) };
    }
    try {
      const claimed = await store({
        row: { userId: request.userId, key: request.key, route: request.route, requestHash: request.hash, createdAt: request.now, httpStatus: outcome.httpStatus, response: outcome.body },
        write,
      });
      return claimed ? outcome : await replay(db, request);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= PLAN_ATTEMPTS) throw err;
    }
  }
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
