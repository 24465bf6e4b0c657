import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from './nextTask';

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks and the timers already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued before'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'timer queued before', 'next task']);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle callback, at most the given time', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const fn = vi.fn();
    whenIdle(fn, 500);
    expect(fn).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    (requestIdleCallback.mock.calls[0]![0] as () => void)();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, runs in a new task', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const fn = vi.fn();
    whenIdle(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
