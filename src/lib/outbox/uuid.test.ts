import { describe, expect, it } from 'vitest';
import { uuidv7, uuidv7Time, UUID_V7_PATTERN } from './uuid';

describe('uuidv7 (the uuid package)', () => {
  it('has the RFC 9562 layout: version 7, variant 10, lowercase hex', () => {
    for (let i = 0; i < 200; i++) expect(uuidv7()).toMatch(UUID_V7_PATTERN);
  });

  it('encodes the Unix-epoch milliseconds in the first 48 bits', () => {
    const before = Date.now();
    const id = uuidv7();
    const after = Date.now();
    expect(uuidv7Time(id)).toBeGreaterThanOrEqual(before);
    expect(uuidv7Time(id)).toBeLessThanOrEqual(after + 1);
  });

  it('is strictly increasing, also for many ids within one millisecond (outbox send order)', () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7());
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });
});
