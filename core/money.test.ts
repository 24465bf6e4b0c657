import { describe, expect, it } from 'vitest';
import { formatPrize, formatRupees, paise, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('formats wallet amounts with two decimals and Indian grouping', () => {
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('formats in Hindi with Latin digits and Indian grouping', () => {
    expect(formatRupees(12345650, 'hi')).toBe('₹1,23,456.50');
  });

  it('formats prizes with thousands separators and no decimals when whole', () => {
    expect(formatPrize(1000000)).toBe('₹10,00,000');
    expect(formatPrize(2500.5)).toBe('₹2,500.50');
  });

  it('converts rupees to paise exactly', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(250)).toBe(25000);
    expect(paiseToRupees(25050)).toBe(250.5);
  });

  it('refuses non-integer or unsafe paise', () => {
    expect(() => paise(1.5)).toThrow(RangeError);
    expect(() => paise(2 ** 53)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });
});
