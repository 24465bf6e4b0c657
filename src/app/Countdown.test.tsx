import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { setServerOffset } from '../lib/serverTime';
import { Countdown } from './Countdown';

const HOUR_MS = 3_600_000;
const NOW = Date.parse('2026-11-28T10:00:00Z');

/** The countdown and how many times React rendered it. */
function renderCounted(startMs: number) {
  const onRender = vi.fn();
  render(
    <Profiler id="countdown" onRender={onRender}>
      <Countdown startMs={startMs} />
    </Profiler>,
  );
  return onRender;
}

describe('Countdown', () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    setServerOffset(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows hh:mm:ss under a day away and renders again on every tick', () => {
    const renders = renderCounted(NOW + 2 * HOUR_MS);
    expect(screen.getByTestId('countdown').textContent).toBe('02:00:00');
    const mounted = renders.mock.calls.length;
    for (let s = 0; s < 3; s++) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown').textContent).toBe('01:59:57');
    expect(renders.mock.calls.length).toBe(mounted + 3);
  });

  it('days away: renders once, not on every tick, and again when the day count changes', () => {
    const renders = renderCounted(NOW + 3 * 24 * HOUR_MS + 5000);
    expect(screen.getByTestId('countdown').textContent).toBe('3 days');
    const mounted = renders.mock.calls.length;
    for (let s = 0; s < 3; s++) act(() => vi.advanceTimersByTime(1000));
    expect(renders.mock.calls.length).toBe(mounted);
    for (let s = 0; s < 3; s++) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown').textContent).toBe('2 days');
    expect(renders.mock.calls.length).toBe(mounted + 1);
  });
});
