import { describe, expect, it } from 'vitest';
import { orderIdSchema } from '../../../core/api/wallet-ops';
import { newOrderId } from './order-id';

describe('newOrderId', () => {
  it('is PX + a 26-character ULID that the contract accepts', () => {
    const id = newOrderId(1_763_700_000_000, new Uint8Array(10));
    expect(id).toMatch(/^PX[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(id.endsWith('0000000000000000')).toBe(true);
    expect(orderIdSchema.safeParse(id).success).toBe(true);
  });
  it('sorts by creation time and differs per call', () => {
    expect(newOrderId(1000) < newOrderId(2000)).toBe(true);
    expect(newOrderId(5) === newOrderId(5)).toBe(false);
  });
  it('encodes the time exactly', () => {
    // 0 → all zeros; 31 → last char Z
    expect(newOrderId(31, new Uint8Array(10)).slice(2, 12)).toBe('000000000Z');
  });
});
