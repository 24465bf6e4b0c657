import type { z } from 'zod';
import type {
  addBankBeneficiaryBodySchema,
  addMoneyRoute,
  dynamicWithdrawalRoute,
  getUserTransactionsRoute,
  getUserWalletRoute,
  kycDocumentRoute,
  kycStatusRoute,
  OrderStatusData,
  paymentInfoRoute,
} from '../../../core/api/wallet-ops';
import { addBankBeneficiaryPath, addMoneyPath, dynamicWithdrawalPath, getOrderStatusPath, getUserTransactionsPath, getUserWalletPath, kycDocumentPath, kycStatusPath, kycUploadPath, paymentInfoPath, withdrawPath } from '../../../core/api/paths';
import type { PaymentType } from '../../../core/api/wallet-constants';
import { call, type ApiResult } from '../../lib/http';
import type { WithdrawReply, WithdrawRequest } from './machines/withdraw.machine';

/**
 * The wallet feature's calls (core/api/wallet-ops.ts contracts through the zod-free
 * route table, core/api/paths.ts). Every reply stays in memory: nothing here writes to Dexie, the app
 * state or any cache (docs/architecture.md, What stays off the device: no wallet, PAN or bank data on the device).
 *
 * Money-moving calls take the Idempotency-Key from the caller, who makes it once per attempt
 * and reuses it on a retry of the same request, so a double tap or a retry never pays twice.
 * Errors (docs/architecture.md, "Errors the player sees"): a load shows its failure inline with a retry (`load`); a
 * save or payment order shows a refusal (the server's message, docs/product.md §5) or no reply by its form, while a
 * 5xx is the '500 Error' popup (`action`); a withdrawal's refusal of any kind is the withdrawFail modal
 * (docs/product.md §8), so it handles every error.
 */

export type UserWalletWithInfo = z.infer<(typeof getUserWalletRoute)['data']>;
export type TransactionsPage = z.infer<(typeof getUserTransactionsRoute)['data']>;
export type AddMoneyReply = z.infer<(typeof addMoneyRoute)['data']>;
export type DynamicWithdrawal = z.infer<(typeof dynamicWithdrawalRoute)['data']>;
export type KycStatus = z.infer<(typeof kycStatusRoute)['data']>;
export type KycDocument = z.infer<(typeof kycDocumentRoute)['data']>;
export type PaymentDetailsReply = z.infer<(typeof paymentInfoRoute)['data']>;
export type BankDetails = z.input<typeof addBankBeneficiaryBodySchema>;

const load = { handleErrors: true } as const;
const action = { handleErrors: 'refusals' } as const;

export const fetchUserWallet = () => call(getUserWalletPath, load);

export const fetchTransactions = (page: number) => call(getUserTransactionsPath, { ...load, query: { page } });

export const createAddMoneyOrder = (input: { type: PaymentType; amount: number; paymentModes?: string }, idempotencyKey: string) =>
  call(addMoneyPath, {
    ...action,
    idempotencyKey,
    body: {
      type: input.type,
      txn_amount: input.amount,
      platform: 'web',
      ...(input.paymentModes ? { paymentModes: input.paymentModes } : {}),
    },
  });

/** A poll: silent (no loading overlay every 4 s); the status panel words every outcome (addMoneyStatus.machine.ts). */
export const fetchOrderStatus = (orderId: string) => call(getOrderStatusPath, { ...load, silent: true, query: { order_id: orderId } });

export const savePaytmDetails = (mobile: string, idempotencyKey: string) =>
  call(paymentInfoPath, { ...action, idempotencyKey, body: { payment_mode: 'paytm', mobile } });

export const choosePayoutMode = (mode: PaymentType, idempotencyKey: string) =>
  call(paymentInfoPath, { ...action, idempotencyKey, body: { payment_mode: mode } });

export const saveBankDetails = (details: BankDetails, idempotencyKey: string) =>
  call(addBankBeneficiaryPath, { ...action, idempotencyKey, body: details });

export const requestWithdrawal = (request: WithdrawRequest, idempotencyKey: string): Promise<ApiResult<WithdrawReply>> =>
  call(withdrawPath, { handleErrors: true, idempotencyKey, body: request });

export const fetchDynamicWithdrawal = () => call(dynamicWithdrawalPath, load);

export const fetchKycStatus = () => call(kycStatusPath, load);

/** The player's own uploaded PAN document (base64 in `data`), read only when they ask to see it; kept in memory only. */
export const fetchKycDocument = () => call(kycDocumentPath, load);

export type { OrderStatusData };

/**
 * KYC upload (docs/product.md §7 V3_GAME_UPLOAD): multipart/form-data with panFile, panNumber, fullName,
 * dateOfBirth, through the same client as every other call (the browser sets the boundary).
 */
export const uploadKyc = (form: FormData, idempotencyKey: string): Promise<ApiResult<{ status: KycStatus['status'] }>> =>
  call(kycUploadPath, { ...action, idempotencyKey, form });
