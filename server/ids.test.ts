import { describe, expect, it } from 'vitest';
import { orderIdSchema } from '../core/api/wallet-ops';
import { newId, newProviderId } from './ids';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ulidTimeMs = (id: string) => [...id.slice(2, 12)].reduce((t, c) => t * 32 + CROCKFORD.indexOf(c), 0);

describe('newId', () => {
  it('is a version 7 RFC 9562 UUID carrying the current millisecond', () => {
    const before = Date.now();
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now());
  });

  it('sorts in creation order, also within one millisecond (the join queue is FIFO by id)', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(2000);
  });
});

describe('newProviderId', () => {
  it('is the kind + a 26-character ULID that the contract accepts', () => {
    for (const kind of ['PX', 'WD', 'KY'] as const) {
      const id = newProviderId(kind);
      expect(id).toMatch(new RegExp(`^${kind}[0-7][0-9A-HJKMNP-TV-Z]{25}$`));
      expect(orderIdSchema.safeParse(id).success).toBe(true);
    }
  });

  it('carries the creation time first, so ids sort by creation and differ per call', () => {
    const before = Date.now();
    const ids = Array.from({ length: 500 }, () => newProviderId('PX'));
    expect(ulidTimeMs(ids[0] as string)).toBeGreaterThanOrEqual(before);
    expect(ulidTimeMs(ids[499] as string)).toBeLessThanOrEqual(Date.now());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(500);
  });
});
