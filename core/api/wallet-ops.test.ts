import { describe, expect, it } from 'vitest';
import {
  addBankBeneficiaryBodySchema,
  addMoneyBodySchema,
  orderStatusQuerySchema,
  transactionsQuerySchema,
  kycUploadFieldsSchema,
  paymentInfoBodySchema,
  walletOpsRoutes,
  withdrawBodySchema,
} from './wallet-ops';

const ok = { type: 'cashfree', txn_amount: 100, platform: 'web' };

describe('addMoneyToWallet body', () => {
  it('accepts whole rupees in range', () => {
    expect(addMoneyBodySchema.safeParse(ok).success).toBe(true);
    expect(addMoneyBodySchema.safeParse({ ...ok, txn_amount: 1 }).success).toBe(true);
    expect(addMoneyBodySchema.safeParse({ ...ok, txn_amount: 100_000, type: 'paytm', paymentModes: 'upi,card' }).success).toBe(true);
  });
  it.each([
    ['negative', -100],
    ['zero', 0],
    ['fractional', 10.5],
    ['huge', 1e21],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a numeric string', '100'],
    ['above the max', 100_001],
    ['null', null],
  ])('rejects %s', (_label, txn_amount) => {
    expect(addMoneyBodySchema.safeParse({ ...ok, txn_amount }).success).toBe(false);
  });
  it('rejects unknown gateways, platforms and extra keys', () => {
    expect(addMoneyBodySchema.safeParse({ ...ok, type: 'stripe' }).success).toBe(false);
    expect(addMoneyBodySchema.safeParse({ ...ok, platform: 'android' }).success).toBe(false);
    expect(addMoneyBodySchema.safeParse({ ...ok, userId: 7 }).success).toBe(false);
  });
});

describe('withdraw body', () => {
  it('is whole rupees from 1, to paytm or cashfree', () => {
    expect(withdrawBodySchema.safeParse({ amount: 500, payout: 'paytm' }).success).toBe(true);
    for (const amount of [-1, 0, 0.5, 1e21, Number.NaN, '500']) {
      expect(withdrawBodySchema.safeParse({ amount, payout: 'paytm' }).success).toBe(false);
    }
    expect(withdrawBodySchema.safeParse({ amount: 500, payout: 'upi' }).success).toBe(false);
  });
});

describe('payout details', () => {
  it('paymentInfo needs a valid mobile for paytm', () => {
    expect(paymentInfoBodySchema.safeParse({ payment_mode: 'paytm', mobile: '9876543210' }).success).toBe(true);
    expect(paymentInfoBodySchema.safeParse({ payment_mode: 'paytm' }).success).toBe(false);
    expect(paymentInfoBodySchema.safeParse({ payment_mode: 'paytm', mobile: '12345' }).success).toBe(false);
    expect(paymentInfoBodySchema.safeParse({ payment_mode: 'cashfree' }).success).toBe(true);
  });
  it('bank beneficiary validates account, IFSC and name', () => {
    const bank = { bankAccount: '123456789012', ifsc: 'sbin0001234', address1: '12 MG Road, Pune', name: 'Ravi Kumar' };
    const parsed = addBankBeneficiaryBodySchema.safeParse(bank);
    expect(parsed.success && parsed.data.ifsc).toBe('SBIN0001234');
    expect(addBankBeneficiaryBodySchema.safeParse({ ...bank, bankAccount: '12AB' }).success).toBe(false);
    expect(addBankBeneficiaryBodySchema.safeParse({ ...bank, ifsc: 'SBIN1001234' }).success).toBe(false);
    expect(addBankBeneficiaryBodySchema.safeParse({ ...bank, name: '' }).success).toBe(false);
  });
});

describe('KYC upload fields', () => {
  it('normalises the PAN and checks its format', () => {
    const r = kycUploadFieldsSchema.safeParse({ panNumber: 'abcpe1234f', fullName: 'Ravi Kumar', dateOfBirth: '1990-01-31' });
    expect(r.success && r.data.panNumber).toBe('ABCPE1234F');
    expect(kycUploadFieldsSchema.safeParse({ panNumber: 'ABCXE1234F', fullName: 'Ravi Kumar', dateOfBirth: '1990-01-31' }).success).toBe(false);
  });
});

describe('queries', () => {
  it('page defaults to 1 and is coerced from the query string', () => {
    expect(transactionsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(transactionsQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(transactionsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
  it('order_id must look like one of ours', () => {
    expect(orderStatusQuerySchema.safeParse({ order_id: 'PX01JDZ8K4N6' }).success).toBe(true);
    expect(orderStatusQuerySchema.safeParse({ order_id: "x' OR 1=1" }).success).toBe(false);
  });
});

describe('route table', () => {
  it('marks every money-moving route idempotent and paths are unique', () => {
    const moneyMoving = ['/api/v1/wallet/addMoneyToWallet', '/api/v1/wallet/withdraw'];
    for (const r of walletOpsRoutes) {
      if (moneyMoving.includes(r.path)) expect(r.idempotent).toBe(true);
      expect(r.path.startsWith('/api/')).toBe(true);
    }
    const keys = walletOpsRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
