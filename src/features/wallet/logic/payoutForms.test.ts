import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../lib/http';
import type { PaymentDetailsReply } from '../api';
import type { TFunction } from 'i18next';
import { bankBody, checkBankDetails, checkPaytmNumber, detailsSaveOutcome, detailsSaveText, hasError } from './payoutForms';

/** keys as texts: enough to see which text was chosen */
const fakeT = ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction;

const info = { paytm: { mobile: '98XXXXXX10' }, cashfree: null, payment_mode: 'paytm' as const };

describe('Paytm number flags (docs/product.md §5: length and mismatch)', () => {
  it('a 10-digit number entered twice has no error', () => {
    expect(checkPaytmNumber('9876543210', '98765 43210')).toEqual({ length: false, mismatch: false });
  });
  it('flags a wrong length', () => {
    expect(checkPaytmNumber('987654321', '987654321')).toEqual({ length: true, mismatch: false });
    expect(checkPaytmNumber('5876543210', '5876543210').length).toBe(true);
  });
  it('flags two different entries', () => {
    expect(checkPaytmNumber('9876543210', '9876543211')).toEqual({ length: false, mismatch: true });
  });
});

describe('bank details flags (docs/product.md §5: account, IFSC, name)', () => {
  const good = { bankAccount: '123456789012', confirmAccount: '123456789012', ifsc: 'sbin0001234', name: 'Asha Rao', address1: 'SBI Koramangala' };
  it('good details have no flag and are normalised for the server', () => {
    expect(hasError(checkBankDetails(good))).toBe(false);
    expect(bankBody(good)).toEqual({ bankAccount: '123456789012', ifsc: 'SBIN0001234', name: 'Asha Rao', address1: 'SBI Koramangala' });
  });
  it('flags each bad field on its own', () => {
    expect(checkBankDetails({ ...good, bankAccount: '1234', confirmAccount: '1234' })).toMatchObject({ account: true, ifsc: false, name: false });
    expect(checkBankDetails({ ...good, confirmAccount: '123456789013' })).toMatchObject({ account: false, accountMismatch: true });
    expect(checkBankDetails({ ...good, ifsc: 'SBIN1001234' })).toMatchObject({ account: false, ifsc: true, name: false });
    expect(checkBankDetails({ ...good, name: '1' })).toMatchObject({ account: false, ifsc: false, name: true });
    expect(checkBankDetails({ ...good, address1: ' x ' })).toMatchObject({ address: true });
  });
});

describe("details save: success only on the exact reply 'Payment details updated!' (docs/product.md §5)", () => {
  const ok = (message: string): ApiResult<PaymentDetailsReply> => ({ ok: true, data: { message, payment_info: info } as PaymentDetailsReply });
  it('the exact text is a save', () => {
    expect(detailsSaveOutcome(ok('Payment details updated!')).kind).toBe('saved');
  });
  it('any other 200 text is not', () => {
    expect(detailsSaveOutcome(ok('Payment details updated')).kind).toBe('unexpected');
    expect(detailsSaveOutcome(ok('payment details updated!')).kind).toBe('unexpected');
  });
  it('a 400 shows the returned message', () => {
    const res: ApiResult<PaymentDetailsReply> = { ok: false, data: undefined, error: { kind: 'http', httpStatus: 400, code: 'VALIDATION_FAILED', message: 'IFSC is invalid' } };
    expect(detailsSaveOutcome(res)).toEqual({ kind: 'failed', error: res.error });
    expect(detailsSaveText(fakeT, { kind: 'failed', error: res.error! })).toBe('IFSC is invalid');
  });
  it("'Bank already exists' shows the server's message", () => {
    const res: ApiResult<PaymentDetailsReply> = { ok: false, data: undefined, error: { kind: 'http', httpStatus: 409, code: 'BANK_ALREADY_EXISTS', message: 'Bank already exists' } };
    expect(detailsSaveOutcome(res)).toEqual({ kind: 'failed', error: res.error });
    expect(detailsSaveText(fakeT, { kind: 'failed', error: res.error! })).toBe('Bank already exists');
  });
  it('no response: the offline text; a 5xx: nothing here (the popup showed it)', () => {
    const network = detailsSaveOutcome({ ok: false, data: undefined, error: { kind: 'network', message: 'Failed to fetch' } });
    expect(network.kind === 'failed' && detailsSaveText(fakeT, network)).toBe('errors:NETWORK');
    const down = detailsSaveOutcome({ ok: false, data: undefined, error: { kind: 'http', httpStatus: 503, code: 'INTERNAL', message: 'down' } });
    expect(down.kind === 'failed' && detailsSaveText(fakeT, down)).toBeNull();
  });
});
