import { describe, expect, it } from 'vitest';
import { countdown, cutName, DAY_MS, timeLeft } from './text';

describe('cutName', () => {
  it('keeps names of 34 characters or fewer', () => {
    const name = 'x'.repeat(34);
    expect(cutName(name)).toBe(name);
    expect(cutName('India vs Australia')).toBe('India vs Australia');
  });

  it('cuts longer names to 34 characters plus two dots', () => {
    const name = 'Mumbai Indians vs Chennai Super Kings - Final';
    const cut = cutName(name);
    expect(cut).toBe(`${name.slice(0, 34)}..`);
    expect(cut).toHaveLength(36);
  });

  it('counts code points, not UTF-16 units', () => {
    const name = '🏏'.repeat(35);
    expect(cutName(name)).toBe(`${'🏏'.repeat(34)}..`);
  });
});

describe('countdown', () => {
  const now = 1_700_000_000_000;

  it('shows whole days when more than a day away', () => {
    expect(countdown(now + DAY_MS + 1000, now)).toEqual({ kind: 'days', days: 1 });
    expect(countdown(now + 3 * DAY_MS + 5 * 3600_000, now)).toEqual({ kind: 'days', days: 3 });
  });

  it('shows hh:mm:ss within a day', () => {
    expect(countdown(now + DAY_MS, now)).toEqual({ kind: 'clock', text: '24:00:00' });
    expect(countdown(now + (2 * 3600 + 5 * 60 + 9) * 1000, now)).toEqual({ kind: 'clock', text: '02:05:09' });
    expect(countdown(now + 999, now)).toEqual({ kind: 'clock', text: '00:00:00' });
  });

  it('is 00:00:00 at and after the start', () => {
    expect(countdown(now, now)).toEqual({ kind: 'started', text: '00:00:00' });
    expect(countdown(now - 5000, now)).toEqual({ kind: 'started', text: '00:00:00' });
  });
});

describe('timeLeft', () => {
  const now = 1_700_000_000_000;
  const min = 60_000;

  it('hours and minutes from an hour away, minutes only under an hour', () => {
    expect(timeLeft(now + 72 * min, now)).toEqual({ kind: 'hours', hours: 1, minutes: 12 });
    expect(timeLeft(now + 60 * min, now)).toEqual({ kind: 'hours', hours: 1, minutes: 0 });
    expect(timeLeft(now + 26 * 60 * min, now)).toEqual({ kind: 'hours', hours: 26, minutes: 0 });
    expect(timeLeft(now + 12 * min, now)).toEqual({ kind: 'minutes', minutes: 12 });
  });

  it('rounds up to whole minutes, so time left never reads 0 m', () => {
    expect(timeLeft(now + 1, now)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(timeLeft(now + 59 * min + 1, now)).toEqual({ kind: 'hours', hours: 1, minutes: 0 });
  });

  it('passed once the time is reached', () => {
    expect(timeLeft(now, now)).toEqual({ kind: 'passed' });
    expect(timeLeft(now - min, now)).toEqual({ kind: 'passed' });
  });
});
