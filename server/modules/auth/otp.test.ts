import { describe, expect, it } from 'vitest';
import { hashOtp, newOtpCode, otpKey, otpMatches } from './otp';

describe('one-time codes', () => {
  const key = otpKey('x'.repeat(40));
  it('are 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newOtpCode()).toMatch(/^\d{6}$/);
  });
  it('match only the same code, account and number, under the same server secret', () => {
    const stored = hashOtp(key, 7, '9876543210', '012345');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('012345');
    expect(otpMatches(key, 7, '9876543210', '012345', stored)).toBe(true);
    expect(otpMatches(key, 7, '9876543210', '012346', stored)).toBe(false);
    expect(otpMatches(key, 8, '9876543210', '012345', stored)).toBe(false);
    expect(otpMatches(key, 7, '9876543211', '012345', stored)).toBe(false);
    expect(otpMatches(otpKey('y'.repeat(40)), 7, '9876543210', '012345', stored)).toBe(false);
    expect(otpMatches(key, 7, '9876543210', '012345', 'not-hex')).toBe(false);
  });
});
