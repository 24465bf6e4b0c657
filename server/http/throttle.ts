import { sql } from 'drizzle-orm';
import { ApiError, type ErrorCode } from '../../core/errors';
import type { Db } from '../db/client';

/**
 * Guessing throttles kept in the database (table `throttles`), so that every API process on one
 * PostgreSQL shares them and a restart forgets nothing. Generic over (scope, key): login uses
 * ('login.phone', phone) and ('login.ip', ip); code (OTP) guessing can use its own scopes.
 *
 * An attempt is counted BEFORE the secret is checked (`enter`), in one statement per key, so
 * fifty guesses sent at once are counted one by one and cannot all slip through before the
 * first failure is written. Afterwards the caller either keeps the count (a failure), resets
 * the key (a success that proves ownership: the phone's count) or refunds the attempt (a
 * success that proves nothing about the others behind the key: an IP shared by many players).
 *
 * The lock is short and grows: the first `freeFailures` attempts are free; the attempt that
 * reaches it locks the key for `baseLockMs`, each further one doubles it, up to `maxLockMs`.
 * After `forgetAfterMs` without attempts (and no lock) the count starts again.
 */

export interface ThrottlePolicy {
  freeFailures: number;
  baseLockMs: number;
  maxLockMs: number;
  forgetAfterMs: number;
}

export interface ThrottleKey {
  scope: string;
  key: string;
}

/** What a caller shows when a key is locked. */
export interface ThrottleRefusal {
  code: ErrorCode;
  message: (retryAfterSeconds: number) => string;
}

/** A 429 with the seconds to wait; the error handler turns `retryAfterSeconds` into Retry-After. */
export class ThrottledError extends ApiError {
  constructor(
    refusal: ThrottleRefusal,
    readonly retryAfterSeconds: number,
  ) {
    super(429, refusal.code, refusal.message(retryAfterSeconds), { retry_after_seconds: retryAfterSeconds });
  }
}

type Row = { scope: string; key: string; attempts: number; locked_until: string | Date | null };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const toMs = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

export function createThrottle(policies: Record<string, ThrottlePolicy>, refusal: ThrottleRefusal) {
  const policyOf = (scope: string) => {
    const policy = policies[scope];
    if (!policy) throw new Error(`no throttle policy for scope ${scope}`);
    return policy;
  };

  /** Count one attempt on `key` unless it is locked; returns the lock's end (ms) when it is. */
  async function count(db: Db, { scope, key }: ThrottleKey, now: Date): Promise<number | null> {
    const p = policyOf(scope);
    const nowIso = now.toISOString();
    const forgetBefore = new Date(now.getTime() - p.forgetAfterMs).toISOString();
    // attempts after this one: 1 when the key is new or was quiet long enough, else one more
    const next = sql`case when throttles.updated_at < ${forgetBefore}::timestamptz then 1 else throttles.attempts + 1 end`;
    const counted = rowsOf(
      await db.execute(sql`
        insert into throttles as throttles (scope, key, attempts, locked_until, updated_at)
        values (${scope}, ${key}, 1, ${lockUntil(p, sql`1`, nowIso)}, ${nowIso}::timestamptz)
        on conflict (scope, key) do update
          set attempts = ${next},
              locked_until = ${lockUntil(p, next, nowIso)},
              updated_at = ${nowIso}::timestamptz
          where throttles.locked_until is null or throttles.locked_until <= ${nowIso}::timestamptz
        returning scope, key, attempts, locked_until`),
    );
    if (counted.length > 0) return null;
    const locked = rowsOf(await db.execute(sql`select scope, key, attempts, locked_until from throttles where scope = ${scope} and key = ${key}`));
    return toMs(locked[0]?.locked_until ?? null) ?? now.getTime();
  }

  /** Take back one counted attempt; a lock stays only if the remaining count still earns one. */
  async function refund(db: Db, keys: ThrottleKey[]): Promise<void> {
    for (const { scope, key } of keys) {
      const p = policyOf(scope);
      await db.execute(sql`
        update throttles
           set attempts = greatest(attempts - 1, 0),
               locked_until = case when attempts - 1 >= ${p.freeFailures} then locked_until else null end
         where scope = ${scope} and key = ${key}`);
    }
  }

  return {
    refund,

    /**
     * Count an attempt on every key, or refuse with a ThrottledError (429) when any is locked;
     * then nothing stays counted. Call before checking the secret.
     */
    async enter(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
      const counted: ThrottleKey[] = [];
      let lockedUntil = 0;
      for (const k of keys) {
        const until = await count(db, k, now);
        if (until === null) counted.push(k);
        else lockedUntil = Math.max(lockedUntil, until);
      }
      if (lockedUntil === 0) return;
      await refund(db, counted);
      throw new ThrottledError(refusal, Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000)));
    },

    /** Forget the keys' counts and locks (a success that proves the guesser knew the secret). */
    async reset(db: Db, keys: ThrottleKey[]): Promise<void> {
      for (const { scope, key } of keys) await db.execute(sql`delete from throttles where scope = ${scope} and key = ${key}`);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** SQL: the lock end for a key whose count becomes `attempts` (null when still free). */
function lockUntil(p: ThrottlePolicy, attempts: ReturnType<typeof sql>, nowIso: string) {
  return sql`case when ${attempts} >= ${p.freeFailures}
    then ${nowIso}::timestamptz + least(${p.baseLockMs}::float8 * power(2, least(${attempts} - ${p.freeFailures}, 30)), ${p.maxLockMs}::float8) * interval '1 millisecond'
    else null end`;
}
