/** `err` and the errors it wraps (drizzle wraps the driver's error in `cause`), outermost first. */
function causes(err: unknown): { code?: unknown; constraint?: unknown; message?: unknown }[] {
  const out: { code?: unknown; constraint?: unknown; message?: unknown }[] = [];
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    out.push(e as { code?: unknown });
    e = (e as { cause?: unknown }).cause;
  }
  return out;
}

/** True when `err` (or an error it wraps, as drizzle does) is a unique violation (SQLSTATE 23505), optionally of one constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const found = causes(err).find((o) => o.code === '23505');
  return found !== undefined && (constraint === undefined || found.constraint === constraint);
}

/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server that cannot serve now: 57P01 admin_shutdown (a restart terminated the session), 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections; class 08
 * is the connection exceptions.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a lost connection and a connect timeout with these messages and no code. */
const DRIVER_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /connection error and is not queryable/, /^Client was closed/];

/**
 * True when `err` says the database cannot be reached right now, not that the request was wrong: the API answers
 * 503 with Retry-After (server/http/errors.ts) and the pool reconnects by itself once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return causes(err).some(({ code, message }) => {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08...$/.test(code))) return true;
    return typeof message === 'string' && DRIVER_MESSAGES.some((re) => re.test(message));
  });
}
