import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new add-money order id: "PX" + a ULID (48-bit ms time + 80 random bits, Crockford base32).
 * Sortable by creation time (handy in provider dashboards), unguessable, 28 characters — within
 * Cashfree's 45 and Paytm's 50, and matching core/api/wallet-ops orderIdSchema.
 */
export function newOrderId(now: number = Date.now(), random: Uint8Array = randomBytes(10)): string {
  if (!Number.isSafeInteger(now) || now < 0 || now >= 2 ** 48) throw new RangeError('time out of ULID range');
  if (random.length !== 10) throw new RangeError('need 10 random bytes');
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  let bits = 0n;
  for (const b of random) bits = (bits << 8n) | BigInt(b);
  let rand = '';
  for (let i = 0; i < 16; i++) {
    rand = CROCKFORD[Number(bits & 31n)] + rand;
    bits >>= 5n;
  }
  return `PX${time}${rand}`;
}
