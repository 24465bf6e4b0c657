import { describe, expect, it } from 'vitest';
import { KYC_MAX_FILE_BYTES } from '../../../../core/rules/kyc';
import { checkKycForm, fileTooLarge, isServerSizeError, kycFormData } from './kyc';

const fileOf = (size: number, name = 'pan.jpg') => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const fields = { panNumber: 'abcpe1234f', fullName: 'Asha Rao', dateOfBirth: '1990-05-01' };

describe('KYC form (docs/product.md §5: image-size error flag; empty panFile when none chosen)', () => {
  it('flags a file over KYC_MAX_FILE_BYTES before upload, not one at the limit', () => {
    expect(fileTooLarge(fileOf(KYC_MAX_FILE_BYTES))).toBe(false);
    expect(fileTooLarge(fileOf(KYC_MAX_FILE_BYTES + 1))).toBe(true);
    expect(checkKycForm({ file: fileOf(KYC_MAX_FILE_BYTES + 1), ...fields }, '2026-11-21').imageSize).toBe(true);
  });

  it('flags bad PAN, name, date and age', () => {
    expect(checkKycForm({ file: null, panNumber: 'ABC', fullName: '1', dateOfBirth: 'x' }, '2026-11-21')).toEqual({
      imageSize: false,
      pan: true,
      name: true,
      dob: true,
      underAge: false,
    });
    expect(checkKycForm({ file: null, ...fields, dateOfBirth: '2010-01-01' }, '2026-11-21').underAge).toBe(true);
  });

  it('sends the four fields, PAN upper-cased, and the file', () => {
    const form = kycFormData({ file: fileOf(10), ...fields });
    expect(form.get('panNumber')).toBe('ABCPE1234F');
    expect(form.get('fullName')).toBe('Asha Rao');
    expect(form.get('dateOfBirth')).toBe('1990-05-01');
    expect(form.get('panFile')).toBeInstanceOf(File);
  });

  it('sends panFile as an empty value when no file is chosen', () => {
    expect(kycFormData({ file: null, ...fields }).get('panFile')).toBe('');
  });

  it("recognises the server's size error", () => {
    expect(isServerSizeError({ kind: 'http', httpStatus: 400, message: 'x', data: { fields: { panFile: 'TOO_LARGE' } } })).toBe(true);
    expect(isServerSizeError({ kind: 'http', httpStatus: 413, message: 'x' })).toBe(true);
    expect(isServerSizeError({ kind: 'http', httpStatus: 400, message: 'x', data: { fields: { panFile: 'MISSING' } } })).toBe(false);
  });
});
