import { describe, expect, it } from 'vitest';
import { checkAddMoneyAmount, initialAddMoneyAmount, parseShortfallPaise, parseWholeRupees } from './amount';

describe('add-money amount (docs/product.md §5: parsed as an integer; §9: default 100 or the shortfall rounded up)', () => {
  it('parses whole rupees, ignoring spaces and Indian grouping commas', () => {
    expect(parseWholeRupees('250')).toBe(250);
    expect(parseWholeRupees(' 1,00,000 ')).toBe(100000);
    expect(parseWholeRupees('007')).toBe(7);
  });

  it('refuses anything that is not a plain whole number rather than cutting it', () => {
    for (const bad of ['', '12.5', '-5', '1e3', '12abc', 'abc', '+10', '0x10']) expect(parseWholeRupees(bad)).toBeNull();
  });

  it('checks the bounds', () => {
    expect(checkAddMoneyAmount('0')).toEqual({ ok: false, error: 'min' });
    expect(checkAddMoneyAmount('100001')).toEqual({ ok: false, error: 'max' });
    expect(checkAddMoneyAmount('12.50')).toEqual({ ok: false, error: 'invalid' });
    expect(checkAddMoneyAmount('250')).toEqual({ ok: true, amount: 250 });
  });

  it('starts at 100 without a shortfall', () => {
    expect(initialAddMoneyAmount(undefined)).toBe(100);
    expect(initialAddMoneyAmount(undefined, 0)).toBe(100);
  });

  it('starts at the shortfall rounded up to a whole rupee', () => {
    expect(initialAddMoneyAmount(undefined, 12_301)).toBe(124);
    expect(initialAddMoneyAmount(undefined, 12_300)).toBe(123);
    expect(initialAddMoneyAmount(undefined, 1)).toBe(1);
  });

  it('takes a valid amount from the URL (addMoney/{amount}) over the default', () => {
    expect(initialAddMoneyAmount('250')).toBe(250);
    expect(initialAddMoneyAmount('250', 50_000)).toBe(250);
    expect(initialAddMoneyAmount('abc')).toBe(100);
    expect(initialAddMoneyAmount('12.5', 1_050)).toBe(11);
  });

  it('reads the shortfall from the query as paise', () => {
    expect(parseShortfallPaise('12345')).toBe(12345);
    expect(parseShortfallPaise('0')).toBeUndefined();
    expect(parseShortfallPaise('-5')).toBeUndefined();
    expect(parseShortfallPaise(null)).toBeUndefined();
  });
});
