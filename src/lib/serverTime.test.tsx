import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../testing/mockApi';
import { getServerOffset, serverNow, setServerOffset, syncServerTime, tickerIsRunning, useServerNow } from './serverTime';

function Clock({ id }: { id: string }) {
  const now = useServerNow();
  return <span data-testid={id}>{now}</span>;
}

describe('server clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(1_000_000);
    setServerOffset(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ticks every second from the stored offset, with one shared interval', () => {
    setServerOffset(5000);
    const spy = vi.spyOn(globalThis, 'setInterval');
    render(
      <>
        <Clock id="a" />
        <Clock id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('1005000');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('a').textContent).toBe('1006000');
    expect(screen.getByTestId('b').textContent).toBe('1006000');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('b').textContent).toBe('1009000');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('stops the interval when no countdown is shown', () => {
    const { unmount } = render(<Clock id="a" />);
    expect(tickerIsRunning()).toBe(true);
    unmount();
    expect(tickerIsRunning()).toBe(false);
  });

  it('fetches the server time once and keeps the offset', async () => {
    const seen = mockApi(() => ok({ serverTime: 1_000_000 + 60_000 }));
    await syncServerTime();
    await syncServerTime();
    expect(seen).toHaveLength(1);
    expect(getServerOffset()).toBe(60_000);
    expect(serverNow()).toBe(1_060_000);
    vi.advanceTimersByTime(2000);
    expect(serverNow()).toBe(1_062_000);
  });
});
