import { describe, expect, it } from 'vitest';
import { avatarHue, displayName, emailProblem, guestHandle, isAvatarId, nickProblem, photoProblem, PHOTO_MAX_BYTES, sniffPhotoType } from './profile';
import { maskPhone, passwordProblem } from './auth';
import { isReferralCode, normalizeReferralCode, referralDecision, referralLink } from './referral';

describe('profile rules', () => {
  it('nicknames: empty, invalid or fine', () => {
    expect(nickProblem('')).toBe('NICK_EMPTY');
    expect(nickProblem('   ')).toBe('NICK_EMPTY');
    expect(nickProblem('ab')).toBe('NICK_INVALID');
    expect(nickProblem('has space')).toBe('NICK_INVALID');
    expect(nickProblem('x'.repeat(21))).toBe('NICK_INVALID');
    expect(nickProblem(' SwiftStriker482 ')).toBeNull();
  });
  it('emails', () => {
    expect(emailProblem(' ')).toBe('EMAIL_EMPTY');
    expect(emailProblem('a@b')).toBe('EMAIL_INVALID');
    expect(emailProblem('a@b.in')).toBeNull();
  });
  it('photos are judged by their bytes', () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe('image/webp');
    expect(sniffPhotoType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20]))).toBeNull();
    expect(photoProblem(new TextEncoder().encode('<svg/>'))).toBe('PHOTO_INVALID');
    expect(photoProblem(new Uint8Array(PHOTO_MAX_BYTES + 1))).toBe('PHOTO_TOO_LARGE');
    expect(isAvatarId('avatar-08')).toBe(true);
    expect(isAvatarId('../etc')).toBe(false);
  });
  it('passwords and phone masking', () => {
    expect(passwordProblem('abc12345')).toBeNull();
    expect(passwordProblem('abc1234')).toBe('TOO_SHORT');
    expect(passwordProblem('12345678')).toBe('NEEDS_LETTER_AND_DIGIT');
    expect(maskPhone('9876543210')).toBe('98•••••210');
  });
});

describe('referral rule', () => {
  const base = { referrerUserId: 1, refereeUserId: 2, refereePhone: '9000000002', refereePaidEntries: 1, refereePan: null, referrerPan: null, phoneAlreadyRewarded: false, panAlreadyRewarded: false };
  it('rewards a verified referee with a paid entry, waits otherwise', () => {
    expect(referralDecision(base)).toEqual({ kind: 'reward' });
    expect(referralDecision({ ...base, refereePhone: null })).toEqual({ kind: 'wait' });
    expect(referralDecision({ ...base, refereePaidEntries: 0 })).toEqual({ kind: 'wait' });
  });
  it('never pays oneself, twice per phone, or twice per PAN', () => {
    expect(referralDecision({ ...base, refereeUserId: 1 })).toEqual({ kind: 'void', reason: 'SELF_REFERRAL' });
    expect(referralDecision({ ...base, refereePan: 'ABCPE1234F', referrerPan: 'ABCPE1234F' })).toEqual({ kind: 'void', reason: 'SELF_REFERRAL' });
    expect(referralDecision({ ...base, phoneAlreadyRewarded: true })).toEqual({ kind: 'void', reason: 'PHONE_ALREADY_REWARDED' });
    expect(referralDecision({ ...base, panAlreadyRewarded: true })).toEqual({ kind: 'void', reason: 'PAN_ALREADY_REWARDED' });
  });
  it('codes and links', () => {
    expect(isReferralCode(' abcd2345 ')).toBe(true);
    expect(isReferralCode('ABCD0345')).toBe(false);
    expect(normalizeReferralCode(' abcd2345 ')).toBe('ABCD2345');
    expect(referralLink('https://pickxi.in/', 'ABCD2345')).toBe('https://pickxi.in/?ref=ABCD2345');
  });
});

describe('display names', () => {
  it('a player with a nickname is shown by it', () => {
    expect(displayName(7, 'SwiftAce101')).toBe('SwiftAce101');
    expect(displayName(7, ' SwiftAce101 ')).toBe('SwiftAce101');
  });

  it('a player without one (a guest) gets a stable handle from the id, the same every time', () => {
    expect(displayName(1, null)).toBe('Player 9281');
    expect(displayName(2, '')).toBe('Player 5844');
    expect(displayName(3, '  ')).toBe('Player 2407');
    expect(displayName(4, undefined)).toBe('Player 7970');
    expect(displayName(4821, null)).toBe(displayName(4821, null));
    // never a valid nickname, so a guest's name cannot be mistaken for someone's chosen one
    expect(nickProblem(displayName(1, null))).toBe('NICK_INVALID');
  });

  it('distinct ids get distinct handles: 4 digits for the first 9,000 ids, then 5 digits, and so on', () => {
    const seen = new Set<number>();
    for (let id = 0; id < 99_000; id++) seen.add(guestHandle(id));
    expect(seen.size).toBe(99_000);
    expect(String(guestHandle(1))).toHaveLength(4);
    expect(String(guestHandle(8_999))).toHaveLength(4);
    expect(String(guestHandle(9_000))).toHaveLength(5);
    expect(String(guestHandle(98_999))).toHaveLength(5);
    expect(String(guestHandle(99_000))).toHaveLength(6);
    expect(Number.isSafeInteger(guestHandle(2 ** 40))).toBe(true);
  });

  it('the initial disc of a player without a picture has a stable hue from the id', () => {
    expect(avatarHue(5)).toBe(avatarHue(5));
    for (const id of [0, 1, 2, 99, 123_456]) expect(avatarHue(id)).toBeGreaterThanOrEqual(0);
    for (const id of [0, 1, 2, 99, 123_456]) expect(avatarHue(id)).toBeLessThan(360);
    expect(new Set([1, 2, 3, 4, 5].map(avatarHue)).size).toBe(5);
  });
});
