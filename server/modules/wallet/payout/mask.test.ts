import { describe, expect, it } from 'vitest';
import { maskBankAccount, maskMobile } from './mask';

describe('payout masks', () => {
  it('keeps only the last 4 digits of an account, whatever its length', () => {
    expect(maskBankAccount('123456789')).toBe('XXXXXXXX6789');
    expect(maskBankAccount('123456789012345678')).toBe('XXXXXXXX5678');
  });
  it('keeps the first and last 2 digits of a mobile number', () => {
    expect(maskMobile('9876543210')).toBe('98XXXXXX10');
    expect(maskMobile('123')).toBe('XXXXXXXXXX');
  });
});
