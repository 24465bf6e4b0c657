import { v7 } from 'uuid';

/**
 * Every id the server makes comes from the uuid package's UUIDv7 (RFC 9562): a 48-bit millisecond
 * timestamp, then a counter that keeps ids of one process in creation order within a millisecond,
 * then random bits. Join orders sort by creation (the queue is FIFO by id after created_at) and the
 * primary-key indexes stay append-mostly. Real time, not the business clock: the timestamp only
 * orders and spreads ids; created_at columns carry the business time.
 */
export function newId(): string {
  return v7();
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Ids that payment, payout and KYC providers see: a two-letter kind (PX add-money order, WD
 * withdrawal, KY KYC submission) + the 128 bits of a UUIDv7 in Crockford base32 (26 characters: a
 * valid ULID, time first). 28 characters, letters and digits only: within Cashfree's 45 and Paytm's
 * 50, and what core/api/wallet-ops orderIdSchema accepts, as the ids issued before.
 */
export function newProviderId(kind: 'PX' | 'WD' | 'KY'): string {
  let bits = 0n;
  for (const byte of v7(undefined, new Uint8Array(16))) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 26; i++) {
    text = CROCKFORD[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return kind + text;
}
