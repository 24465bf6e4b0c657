import { describe, expect, it } from 'vitest';
import { dailyGiftRef, dailyGiftState, istDay, nextIstMidnight } from './engagement';

describe('daily gift days (IST, UTC+05:30)', () => {
  it('an IST day starts at 18:30 UTC the evening before', () => {
    expect(istDay(Date.parse('2026-11-21T18:29:59.999Z'))).toBe('2026-11-21');
    expect(istDay(Date.parse('2026-11-21T18:30:00.000Z'))).toBe('2026-11-22');
    expect(istDay(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('the next gift comes at the next IST midnight', () => {
    expect(new Date(nextIstMidnight(Date.parse('2026-11-21T10:00:00Z'))).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(new Date(nextIstMidnight(Date.parse('2026-11-21T18:30:00Z'))).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(new Date(nextIstMidnight(Date.parse('2026-11-21T18:29:59Z'))).toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });

  it('is due until claimed, never when switched off; the ref is per player per day', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(dailyGiftState(now, false, 500)).toEqual({ day: '2026-11-21', due: true, nextAt: now });
    expect(dailyGiftState(now, true, 500)).toEqual({ day: '2026-11-21', due: false, nextAt: Date.parse('2026-11-21T18:30:00Z') });
    expect(dailyGiftState(now, false, 0).due).toBe(false);
    expect(dailyGiftRef(7, '2026-11-21')).toBe('daily-gift:7:2026-11-21');
    expect(dailyGiftRef(7, '2026-11-21')).not.toBe(dailyGiftRef(8, '2026-11-21'));
  });
});
