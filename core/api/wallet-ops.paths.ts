import type { ApiPath, PathOf } from './paths';
import type { healthRoute } from './ops';
import type {
  addBankBeneficiaryRoute,
  addMoneyRoute,
  dynamicWithdrawalRoute,
  getOrderStatusRoute,
  getUserTransactionsRoute,
  getUserWalletRoute,
  kycDocumentRoute,
  kycStatusRoute,
  kycUploadRoute,
  paymentInfoRoute,
  platformWalletRoute,
  withdrawRoute,
} from './wallet-ops';

/**
 * Zod-free twins of the wallet-operations route table (core/api/wallet-ops.ts) for the PWA,
 * plus the plain constants the wallet screens need. Same reason as core/api/paths.ts: the
 * route files import zod, which must stay out of the browser bundles. `import type` above is
 * erased at build time; wallet-ops.paths.test.ts keeps every entry and constant equal to the
 * contract, so the two cannot drift apart.
 */
export const getUserWalletPath: PathOf<typeof getUserWalletRoute> = { method: 'POST', path: '/api/v1/wallet/getUserWallet', auth: 'user' };
export const platformWalletPath: PathOf<typeof platformWalletRoute> = { method: 'GET', path: '/api/v1/platform/wallet', auth: 'user' };
export const getUserTransactionsPath: PathOf<typeof getUserTransactionsRoute> = {
  method: 'GET',
  path: '/api/v1/wallet/getUserTransactions',
  auth: 'user',
};
export const addMoneyPath: PathOf<typeof addMoneyRoute> = {
  method: 'POST',
  path: '/api/v1/wallet/addMoneyToWallet',
  auth: 'user',
  idempotent: true,
};
export const getOrderStatusPath: PathOf<typeof getOrderStatusRoute> = { method: 'GET', path: '/api/v1/wallet/getOrderStatus', auth: 'user' };
export const paymentInfoPath: PathOf<typeof paymentInfoRoute> = {
  method: 'PUT',
  path: '/api/v2/game/users/paymentInfo',
  auth: 'user',
  idempotent: true,
};
export const addBankBeneficiaryPath: PathOf<typeof addBankBeneficiaryRoute> = {
  method: 'POST',
  path: '/api/v3/game/cashfree/addBankBeneficiary',
  auth: 'user',
  idempotent: true,
};
export const withdrawPath: PathOf<typeof withdrawRoute> = { method: 'POST', path: '/api/v1/wallet/withdraw', auth: 'user', idempotent: true };
export const dynamicWithdrawalPath: PathOf<typeof dynamicWithdrawalRoute> = {
  method: 'GET',
  path: '/api/v4/wallet/dynamicWithdrawal',
  auth: 'user',
};
export const kycStatusPath: PathOf<typeof kycStatusRoute> = { method: 'GET', path: '/api/v3/game/kyc/status', auth: 'user' };
/** multipart/form-data: sent with fetch + FormData by src/features/wallet/api.ts, not through the JSON client */
export const kycUploadPath: PathOf<typeof kycUploadRoute> = { method: 'POST', path: '/api/v3/game/kyc/upload', auth: 'user', idempotent: true };
export const kycDocumentPath: PathOf<typeof kycDocumentRoute> = { method: 'GET', path: '/api/v3/game/kyc/document', auth: 'user' };
/** moneyMode (real | social) decides which wallet screens exist */
export const healthPath: PathOf<typeof healthRoute> = { method: 'GET', path: '/api/health', auth: 'none' };

// ---------------------------------------------------------------------------
// Constants of the contract, zod-free (checked equal in wallet-ops.paths.test.ts)
// ---------------------------------------------------------------------------

export const PAYMENT_TYPES = ['cashfree', 'paytm'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const ORDER_STATUS_CODE = { pending: 0, paid: 1, failed: 2, cancelled: 3, expired: 4 } as const;
export const WITHDRAW_CODE = { success: 1, failed: 0 } as const;
export const PAYMENT_DETAILS_UPDATED = 'Payment details updated!';
export const TRANSACTIONS_PAGE_SIZE = 20;
/** the same patterns as the contract's mobile / IFSC / bank account schemas */
export const MOBILE_REGEX = /^[6-9]\d{9}$/;
export const IFSC_REGEX = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_REGEX = /^\d{9,18}$/;

export type { ApiPath };
