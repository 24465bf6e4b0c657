import { describe, expect, it } from 'vitest';
import { uuidv7 } from './order-id';

describe('uuidv7 order ids', () => {
  it('are version 7 RFC 9562 UUIDs carrying the millisecond timestamp', () => {
    const id = uuidv7(Date.UTC(2026, 10, 21));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 21));
  });

  it('sort in creation order within one millisecond (the join queue is FIFO by id)', () => {
    const ids = Array.from({ length: 500 }, () => uuidv7(1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(500);
  });
});
