import { v7 } from 'uuid';

/**
 * UUID version 7 (RFC 9562 §5.7) from the `uuid` package: 48-bit Unix-epoch milliseconds, then a counter
 * (RFC 9562 §6.2 method 1) and randomness. Ids from one page are strictly increasing as strings, so
 * outbox ids (the Idempotency-Keys) sort in the order they were queued.
 */
export const uuidv7 = (): string => v7();

/** Milliseconds encoded in a UUIDv7 (for tests and debugging). */
export function uuidv7Time(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

export const UUID_V7_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
