import { randomBytes } from 'node:crypto';

/**
 * UUIDv7 (RFC 9562): 48-bit Unix ms timestamp, version 7, random rest. Orders sort by creation,
 * which keeps the join_orders primary-key index append-mostly under a join storm.
 */
let lastMs = -1;
let sequence = 0;

export function uuidv7(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  // rand_a (12 bits) is a per-millisecond counter (RFC 9562 method 1): ids made by this process
  // in the same millisecond still sort in creation order, which is the queue's FIFO order.
  if (now === lastMs && sequence < 0xfff) {
    sequence += 1;
  } else {
    lastMs = now;
    sequence = ((bytes[6] ?? 0) & 0x07) << 8;
  }
  bytes[6] = sequence >> 8;
  bytes[7] = sequence & 0xff;
  let ts = BigInt(now);
  for (let i = 5; i >= 0; i--) {
    bytes[i] = Number(ts & 0xffn);
    ts >>= 8n;
  }
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
