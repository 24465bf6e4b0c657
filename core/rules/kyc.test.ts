import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkKycFields,
  checkKycFile,
  isAdultOn,
  isIndividualPan,
  istDate,
  isValidPan,
  KYC_MAX_FILE_BYTES,
  parseIsoDate,
  sniffKycFileType,
} from './kyc';

describe('PAN', () => {
  it('accepts AAAAA9999A with a valid entity type in 4th place', () => {
    expect(isValidPan('ABCPE1234F')).toBe(true);
    expect(isValidPan(' abcpe1234f ')).toBe(true);
    expect(isValidPan('ABCCE1234F')).toBe(true);
  });
  it('rejects a wrong entity type, wrong shape or length', () => {
    expect(isValidPan('ABCXE1234F')).toBe(false); // X is not an entity type
    expect(isValidPan('ABCP1234F')).toBe(false);
    expect(isValidPan('ABCPE12345')).toBe(false);
    expect(isValidPan('ABCPE1234FF')).toBe(false);
    expect(isValidPan('1BCPE1234F')).toBe(false);
    expect(isValidPan('')).toBe(false);
  });
  it('tells a personal PAN from a company PAN', () => {
    expect(isIndividualPan('ABCPE1234F')).toBe(true);
    expect(isIndividualPan('ABCCE1234F')).toBe(false);
  });
});

describe('age', () => {
  it('turns 18 on the birthday, not the day before', () => {
    expect(isAdultOn('2008-11-21', '2026-11-21')).toBe(true);
    expect(isAdultOn('2008-11-22', '2026-11-21')).toBe(false);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
  });
  it('a 29 February birthday counts from 1 March in a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });
  it('rejects impossible dates', () => {
    expect(parseIsoDate('2001-02-30')).toBeNull();
    expect(parseIsoDate('2001-2-3')).toBeNull();
    expect(isAdultOn('not-a-date', '2026-01-01')).toBe(false);
  });
  it('uses the Indian calendar date for "today"', () => {
    expect(istDate(Date.UTC(2026, 10, 20, 19, 0))).toBe('2026-11-21');
  });
});

describe('file sniffing', () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const pdf = new TextEncoder().encode('%PDF-1.7\n');
  it('recognises JPEG, PNG and PDF by their magic bytes', () => {
    expect(sniffKycFileType(jpeg)).toBe('image/jpeg');
    expect(sniffKycFileType(png)).toBe('image/png');
    expect(sniffKycFileType(pdf)).toBe('application/pdf');
  });
  it('rejects other types and truncated headers', () => {
    expect(sniffKycFileType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffKycFileType(new TextEncoder().encode('<svg>'))).toBeNull();
    expect(sniffKycFileType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(checkKycFile(new TextEncoder().encode('MZ\x90\x00'))).toEqual({ ok: false, reason: 'UNSUPPORTED_TYPE' });
  });
  it('enforces the size limit and rejects empty files', () => {
    const big = new Uint8Array(KYC_MAX_FILE_BYTES + 1);
    big.set(jpeg);
    expect(checkKycFile(big)).toEqual({ ok: false, reason: 'TOO_LARGE' });
    const max = new Uint8Array(KYC_MAX_FILE_BYTES);
    max.set(jpeg);
    expect(checkKycFile(max)).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkKycFile(new Uint8Array())).toEqual({ ok: false, reason: 'EMPTY' });
  });
});

describe('checkKycFields', () => {
  it('lists every bad field', () => {
    expect(checkKycFields({ panNumber: 'ABCPE1234F', fullName: 'Ravi Kumar', dateOfBirth: '1990-05-01', today: '2026-11-21' })).toEqual([]);
    expect(checkKycFields({ panNumber: 'BAD', fullName: '1', dateOfBirth: '2010-01-01', today: '2026-11-21' })).toEqual([
      'PAN_INVALID',
      'NAME_INVALID',
      'UNDER_AGE',
    ]);
    expect(checkKycFields({ panNumber: 'ABCPE1234F', fullName: 'R. K. Singh', dateOfBirth: '1990-13-01', today: '2026-11-21' })).toEqual([
      'DOB_INVALID',
    ]);
  });
});
