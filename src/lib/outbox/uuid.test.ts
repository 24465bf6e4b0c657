import { describe, expect, it } from 'vitest';
import { createUuidV7, uuidv7, uuidv7Time, UUID_V7_PATTERN } from './uuid';

const zeros = (b: Uint8Array) => b.fill(0);
const ones = (b: Uint8Array) => b.fill(0xff);

describe('uuidv7', () => {
  it('has the RFC 9562 layout: version 7, variant 10, lowercase hex', () => {
    for (let i = 0; i < 200; i++) expect(uuidv7()).toMatch(UUID_V7_PATTERN);
    // even with all-ones randomness the version and variant bits are forced
    expect(createUuidV7({ now: () => 0, randomBytes: ones })()).toMatch(UUID_V7_PATTERN);
    expect(createUuidV7({ now: () => 0, randomBytes: zeros })()).toBe('00000000-0000-7000-8000-000000000000');
  });

  it('encodes the Unix-epoch milliseconds in the first 48 bits', () => {
    const ms = Date.UTC(2026, 10, 21, 5, 0, 0, 123);
    const id = createUuidV7({ now: () => ms })();
    expect(uuidv7Time(id)).toBe(ms);
    expect(id.slice(0, 13)).toBe(`${ms.toString(16).padStart(12, '0').slice(0, 8)}-${ms.toString(16).padStart(12, '0').slice(8)}`);
    // the maximum 48-bit time still fits
    expect(uuidv7Time(createUuidV7({ now: () => 2 ** 48 - 1 })())).toBe(2 ** 48 - 1);
  });

  it('is strictly increasing within one millisecond and when the clock steps back', () => {
    let t = 1_700_000_000_000;
    const next = createUuidV7({ now: () => t });
    const ids: string[] = [];
    for (let i = 0; i < 5000; i++) ids.push(next()); // > 4096: forces counter overflow
    t -= 10_000; // clock stepped back
    for (let i = 0; i < 10; i++) ids.push(next());
    const sorted = [...ids].sort();
    expect(ids).toEqual(sorted);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7_PATTERN);
  });

  it('is unique across many ids of the default generator', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => uuidv7()));
    expect(ids.size).toBe(10_000);
  });
});
