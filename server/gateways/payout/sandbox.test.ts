import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timerScheduler } from './scheduler';
import { createSandboxPayoutGateway, SANDBOX_PAYOUT_DELAY_MS } from './sandbox';
import type { PayoutUpdate } from './types';

describe('sandbox payout gateway', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make() {
    const updates: PayoutUpdate[] = [];
    const gw = createSandboxPayoutGateway({ scheduler: timerScheduler, onUpdate: (u) => void updates.push(u) });
    return { gw, updates };
  }

  it('accepts as processing and completes after the delay', async () => {
    const { gw, updates } = make();
    const r = await gw.requestPayout({ withdrawalId: 'W1', amountPaise: 35_000, destination: { mode: 'paytm', mobile: '9876543210' } });
    expect(r.status).toBe('processing');
    await vi.advanceTimersByTimeAsync(SANDBOX_PAYOUT_DELAY_MS - 1);
    expect(updates).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(updates).toEqual([{ withdrawalId: 'W1', payoutRef: r.payoutRef, status: 'completed', reason: null }]);
    expect(await gw.getStatus('W1')).toEqual({ payoutRef: r.payoutRef, status: 'completed', reason: null });
  });

  it('an account ending in 0000 fails, for the demo', async () => {
    const { gw, updates } = make();
    await gw.requestPayout({ withdrawalId: 'W2', amountPaise: 100, destination: { mode: 'cashfree', bankAccount: '123456780000', ifsc: 'SBIN0001234', name: 'Ravi' } });
    await vi.advanceTimersByTimeAsync(SANDBOX_PAYOUT_DELAY_MS);
    expect(updates[0]).toMatchObject({ withdrawalId: 'W2', status: 'failed', reason: 'Beneficiary account is invalid' });
  });

  it('is idempotent per withdrawal id and rejects bad amounts', async () => {
    const { gw, updates } = make();
    const req = { withdrawalId: 'W3', amountPaise: 500, destination: { mode: 'paytm' as const, mobile: '9876543210' } };
    const a = await gw.requestPayout(req);
    const b = await gw.requestPayout(req);
    expect(b.payoutRef).toBe(a.payoutRef);
    await vi.advanceTimersByTimeAsync(SANDBOX_PAYOUT_DELAY_MS * 2);
    expect(updates).toHaveLength(1);
    await expect(gw.requestPayout({ ...req, withdrawalId: 'W4', amountPaise: 0 })).rejects.toThrow(RangeError);
    expect(await gw.getStatus('nope')).toBeNull();
  });
});
