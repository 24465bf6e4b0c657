import { describe, expect, it } from 'vitest';
import { hasStarted } from './challenges';

describe('hasStarted', () => {
  const start = new Date('2026-11-25T10:00:00Z');

  it('is false before the start time and true from it on', () => {
    expect(hasStarted(start, new Date(start.getTime() - 1))).toBe(false);
    expect(hasStarted(start, start)).toBe(true);
    expect(hasStarted(start, new Date(start.getTime() + 1))).toBe(true);
  });

  it('takes epoch milliseconds as well as dates', () => {
    expect(hasStarted(start.getTime(), start.getTime() - 1)).toBe(false);
    expect(hasStarted(start.getTime(), start)).toBe(true);
  });
});
