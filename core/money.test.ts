import { describe, expect, it } from 'vitest';
import { formatAmount, formatPrize, formatRupees, paise, paiseToRupees, rupeeTextAsCoins, rupeesToPaise } from './money';

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

  it('speaks rupees in real mode and coins in social mode, never ₹ when the mode is not known', () => {
    expect(formatAmount(4_90_000_00, 'real')).toBe('₹4,90,000');
    expect(formatAmount(4900, 'real', 'en', true)).toBe('₹49.00');
    expect(formatAmount(4_90_000_00, 'social')).toBe('4,90,000 coins');
    expect(formatAmount(245, 'social')).toBe('2.45 coins');
    expect(formatAmount(4900, 'social', 'en', true)).toBe('49 coins');
    expect(formatAmount(100, 'social')).toBe('1 coin');
    expect(formatAmount(5000, 'social', 'hi')).toBe('50 सिक्के');
    expect(formatAmount(100, 'social', 'hi')).toBe('1 सिक्का');
    expect(formatAmount(123456, null)).toBe('1,234.56');
  });

  it('turns rupee amounts in stored text into coins', () => {
    expect(rupeeTextAsCoins('Entry fee ₹49.00 for Mega Contest')).toBe('Entry fee 49 coins for Mega Contest');
    expect(rupeeTextAsCoins('Daily gift ₹1,000.50 (2026-11-28) and Rs. 5')).toBe('Daily gift 1,000.50 coins (2026-11-28) and 5 coins');
    expect(rupeeTextAsCoins('No amount here')).toBe('No amount here');
  });
});
