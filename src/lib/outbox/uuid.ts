/**
 * UUID version 7 (RFC 9562 §5.7): 48-bit Unix-epoch milliseconds, version
 * nibble 7, 12 bits rand_a, variant 0b10, 62 bits rand_b.
 *
 * Ids from one generator are strictly increasing as strings: inside the same
 * millisecond (or if the clock steps back) rand_a is used as a counter
 * (RFC 9562 §6.2 method 1), so outbox ids sort in the order they were queued.
 */

export interface UuidV7Deps {
  now?: () => number;
  /** fills the array with random bytes */
  randomBytes?: (bytes: Uint8Array) => Uint8Array;
}

const defaultRandomBytes = (bytes: Uint8Array): Uint8Array => crypto.getRandomValues(bytes);

export function createUuidV7(deps: UuidV7Deps = {}): () => string {
  const now = deps.now ?? Date.now;
  const randomBytes = deps.randomBytes ?? defaultRandomBytes;
  let lastMs = -1;
  let lastCounter = 0;

  return function uuidv7(): string {
    const rand = randomBytes(new Uint8Array(10));
    let ms = Math.max(0, Math.floor(now()));
    // rand_a: 12 bits; start new milliseconds in the lower half so the counter has room.
    let counter = ((rand[0]! << 8) | rand[1]!) & 0x7ff;
    if (ms <= lastMs) {
      ms = lastMs;
      counter = lastCounter + 1;
      if (counter > 0xfff) {
        // counter exhausted: borrow the next millisecond (stays monotonic)
        ms = lastMs + 1;
        counter = ((rand[0]! << 8) | rand[1]!) & 0x7ff;
      }
    }
    lastMs = ms;
    lastCounter = counter;

    const b = new Uint8Array(16);
    // 48-bit big-endian timestamp (Number is exact up to 2^53)
    let t = ms;
    for (let i = 5; i >= 0; i--) {
      b[i] = t % 256;
      t = Math.floor(t / 256);
    }
    b[6] = 0x70 | (counter >> 8); // version 7 + high 4 bits of rand_a
    b[7] = counter & 0xff;
    b[8] = 0x80 | (rand[2]! & 0x3f); // variant 10
    for (let i = 9; i < 16; i++) b[i] = rand[i - 6]!;

    const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

/** The app-wide generator. */
export const uuidv7 = createUuidV7();

/** Milliseconds encoded in a UUIDv7 (for tests and debugging). */
export function uuidv7Time(id: string): number {
  return parseInt(id.replace(/-/g, '').slice(0, 12), 16);
}

export const UUID_V7_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
