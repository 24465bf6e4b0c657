import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSnackbar, showSnackbar, snackbar, SNACKBAR_MS } from './snackbar';

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    closeSnackbar();
    vi.useRealTimers();
  });

  it('auto-closes after 4 seconds', () => {
    showSnackbar('Saved', 'success');
    expect(snackbar.get()).toMatchObject({ message: 'Saved', kind: 'success' });
    vi.advanceTimersByTime(SNACKBAR_MS - 1);
    expect(snackbar.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(snackbar.get()).toBeNull();
    expect(SNACKBAR_MS).toBe(4000);
  });

  it('shows one at a time: a new message replaces the old and gets its own 4 s', () => {
    showSnackbar('first', 'success');
    vi.advanceTimersByTime(3000);
    showSnackbar('second', 'error');
    expect(snackbar.get()).toMatchObject({ message: 'second', kind: 'error' });
    vi.advanceTimersByTime(1500);
    expect(snackbar.get()?.message).toBe('second');
    vi.advanceTimersByTime(2500);
    expect(snackbar.get()).toBeNull();
  });
});
