import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterHomeShown, announceHomeShown, resetHomeShown } from './homeShown';

describe('afterHomeShown', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetHomeShown();
  });

  it('runs once when home shows its list, not again on the fallback', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    afterHomeShown(fn, 4000);
    expect(fn).not.toHaveBeenCalled();
    announceHomeShown();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    announceHomeShown();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback time when no home is shown (landing page, other routes)', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    afterHomeShown(fn, 4000);
    vi.advanceTimersByTime(3999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    announceHomeShown();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs at once when home was already shown', () => {
    announceHomeShown();
    const fn = vi.fn();
    afterHomeShown(fn, 4000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
