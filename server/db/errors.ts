/** True when `err` (or an error it wraps, as drizzle does) is a unique violation (SQLSTATE 23505), optionally of one constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (o.code === '23505') return constraint === undefined || o.constraint === constraint;
    e = o.cause;
  }
  return false;
}
