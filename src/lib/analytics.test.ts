import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportPurchase, setAnalyticsSink } from './analytics';
import { hostLaunch } from './hostMode';

describe('analytics on the plain web', () => {
  afterEach(() => setAnalyticsSink(null));

  it('a confirmed join reports its purchase event in INR to the sink the operator installed', () => {
    expect(hostLaunch.get()).toBeNull();
    const event = vi.fn();
    setAnalyticsSink({ event });
    reportPurchase(49, 'order-7');
    expect(event).toHaveBeenCalledExactlyOnceWith('purchase', { currency: 'INR', value: 49, order_id: 'order-7' });
  });

  it('drops events without a sink, and a sink that throws does not break the join that reports', () => {
    expect(() => reportPurchase(10, 'order-1')).not.toThrow();
    setAnalyticsSink({
      event: () => {
        throw new Error('analytics down');
      },
    });
    expect(() => reportPurchase(10, 'order-2')).not.toThrow();
  });
});
