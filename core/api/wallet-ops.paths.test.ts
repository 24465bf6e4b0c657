import { describe, expect, it } from 'vitest';
import * as paths from './wallet-ops.paths';
import * as routes from './wallet-ops';
import { healthRoute } from './ops';
import type { RouteDef } from './route';

const pairs: Array<[string, paths.ApiPath, RouteDef]> = [
  ['getUserWallet', paths.getUserWalletPath, routes.getUserWalletRoute],
  ['platformWallet', paths.platformWalletPath, routes.platformWalletRoute],
  ['getUserTransactions', paths.getUserTransactionsPath, routes.getUserTransactionsRoute],
  ['addMoney', paths.addMoneyPath, routes.addMoneyRoute],
  ['getOrderStatus', paths.getOrderStatusPath, routes.getOrderStatusRoute],
  ['paymentInfo', paths.paymentInfoPath, routes.paymentInfoRoute],
  ['addBankBeneficiary', paths.addBankBeneficiaryPath, routes.addBankBeneficiaryRoute],
  ['withdraw', paths.withdrawPath, routes.withdrawRoute],
  ['dynamicWithdrawal', paths.dynamicWithdrawalPath, routes.dynamicWithdrawalRoute],
  ['kycStatus', paths.kycStatusPath, routes.kycStatusRoute],
  ['kycUpload', paths.kycUploadPath, routes.kycUploadRoute],
  ['kycDocument', paths.kycDocumentPath, routes.kycDocumentRoute],
  ['health', paths.healthPath, healthRoute],
];

describe('zod-free wallet-ops paths', () => {
  it.each(pairs)('%s matches its route definition', (_name, path, route) => {
    expect({ method: path.method, path: path.path, auth: path.auth, idempotent: path.idempotent ?? false }).toEqual({
      method: route.method,
      path: route.path,
      auth: route.auth,
      idempotent: route.idempotent ?? false,
    });
  });

  it('covers every exported path constant and every wallet-ops route', () => {
    expect(Object.keys(paths).filter((k) => k.endsWith('Path'))).toHaveLength(pairs.length);
    expect(routes.walletOpsRoutes.length + 1).toBe(pairs.length);
  });

  it('copies the contract constants exactly', () => {
    expect(paths.PAYMENT_TYPES).toEqual(routes.PAYMENT_TYPES);
    expect(paths.ORDER_STATUS_CODE).toEqual(routes.ORDER_STATUS_CODE);
    expect(paths.WITHDRAW_CODE).toEqual(routes.WITHDRAW_CODE);
    expect(paths.PAYMENT_DETAILS_UPDATED).toBe(routes.PAYMENT_DETAILS_UPDATED);
    expect(paths.TRANSACTIONS_PAGE_SIZE).toBe(routes.TRANSACTIONS_PAGE_SIZE);
  });

  it('uses the same field patterns as the contract schemas', () => {
    for (const mobile of ['9876543210', '5876543210', '987654321', '98765432100', 'abcdefghij']) {
      expect(paths.MOBILE_REGEX.test(mobile)).toBe(routes.mobileSchema.safeParse(mobile).success);
    }
    for (const ifsc of ['SBIN0001234', 'SBIN1001234', 'SBI00001234', 'HDFC0ABC123', 'HDFC0ABC12']) {
      expect(paths.IFSC_REGEX.test(ifsc)).toBe(routes.ifscSchema.safeParse(ifsc).success);
    }
    for (const acc of ['123456789', '12345678', '123456789012345678', '1234567890123456789', '12345678a']) {
      expect(paths.BANK_ACCOUNT_REGEX.test(acc)).toBe(routes.bankAccountSchema.safeParse(acc).success);
    }
  });
});
