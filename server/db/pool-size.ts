/**
 * How many PostgreSQL connections one API process may pool. The server's `max_connections` is 100 (PostgreSQL's
 * default); PickXI's processes share 90 of them and leave 10 for psql, `npm run staff`, `npm run verify-settlement`
 * and the superuser reserve. Each process also holds 2 connections outside its pool (the session-revocation and the
 * live change-log listeners), so N processes use N × (pool + 2) ≤ 90. More than 10 pooled connections per process
 * buys nothing on a few cores (they queue on the CPU instead of in the pool), so the share is capped there.
 */
export const SHARED_CONNECTIONS = 90;
export const LISTENER_CONNECTIONS = 2;
const MAX_POOL = 10;

export function poolSizeFor(workers: number): number {
  return Math.max(1, Math.min(MAX_POOL, Math.floor(SHARED_CONNECTIONS / workers) - LISTENER_CONNECTIONS));
}
