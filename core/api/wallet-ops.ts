import { z } from 'zod';
import { defineRoute, queryInt } from './route';
import { ROUTES } from './routes';
import { userWalletSchema } from './wallet';
import {
  ADD_MONEY_MAX_RUPEES,
  ADD_MONEY_MIN_RUPEES,
  WITHDRAW_MAX_RUPEES,
  WITHDRAW_MIN_RUPEES,
} from '../rules/wallet';
import { KYC_NAME_REGEX, PAN_REGEX } from '../rules/kyc';
import { BANK_ACCOUNT_REGEX, IFSC_REGEX, MOBILE_REGEX, PAYMENT_DETAILS_UPDATED, PAYMENT_TYPES } from './wallet-constants';

export * from './wallet-constants';

/**
 * Wallet operations: balances, history, add money, payout details, withdraw, KYC.
 *
 * Amounts at this edge are rupees. Amounts the player types (add money, withdraw) are whole
 * rupees and validated strictly: `z.number().int()` with bounds and no coercion on bodies, so
 * "100", 1.5, -1, 0, NaN and 1e21 are 400s before any service code runs. Balances in responses
 * are rupees with at most two decimals (paiseToRupees).
 */

export const paymentTypeSchema = z.enum(PAYMENT_TYPES);

/** The gateway that actually handles an order: the chosen type, or PickXI's sandbox in demo/test. */
export const GATEWAY_NAMES = ['cashfree', 'paytm', 'sandbox'] as const;
export const gatewayNameSchema = z.enum(GATEWAY_NAMES);
export type GatewayName = z.infer<typeof gatewayNameSchema>;

/** Rupees with at most 2 decimals, as the API returns balances. */
const rupees = z.number().finite();

/** Whole rupees typed by a player. Strict: no strings, no fractions, bounded. */
export const wholeRupees = (min: number, max: number) => z.number().int().min(min).max(max);

export const mobileSchema = z.string().regex(MOBILE_REGEX, 'A 10-digit Indian mobile number');
export const ifscSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(IFSC_REGEX, 'IFSC is 4 letters, 0, then 6 letters or digits');
export const bankAccountSchema = z.string().trim().regex(BANK_ACCOUNT_REGEX, 'Account number is 9 to 18 digits');
/** A merchant order id we generate (server/ids.ts newProviderId); fits Cashfree (≤45 chars) and Paytm (≤50). */
export const orderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,45}$/);

// ---------------------------------------------------------------------------
// Balances
// ---------------------------------------------------------------------------

/** payment_info (docs/product.md §3). The bank account is masked to its last 4 digits: never cached or stored on the device. */
export const paymentInfoSchema = z.object({
  paytm: z.object({ mobile: z.string() }).nullable(),
  cashfree: z
    .object({
      ifsc: z.string(),
      name: z.string(),
      address1: z.string(),
      /** masked, e.g. "XXXXXXXX1234" */
      bankAccount: z.string(),
    })
    .nullable(),
  /** the payout method used by default for withdrawals */
  payment_mode: paymentTypeSchema.nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const getUserWalletRoute = defineRoute({
  ...ROUTES.getUserWallet,
  summary: 'Wallet buckets plus the saved payout details (wallet screen)',
  data: userWalletSchema.extend({ payment_info: paymentInfoSchema }),
});

export const platformWalletRoute = defineRoute({
  ...ROUTES.platformWallet,
  summary: 'Wallet in the partner-host shape (rupees)',
  data: z.object({
    totalBalance: rupees,
    bonusBalance: rupees,
    depositBalance: rupees,
    withdrawableBalance: rupees,
  }),
});

// ---------------------------------------------------------------------------
// Transaction history
// ---------------------------------------------------------------------------

export const TRANSACTION_TYPES = [
  'add_money',
  'entry_fee',
  'refund',
  'prize',
  'promo_credit',
  'powerup_purchase',
  'withdrawal',
  'withdrawal_reversed',
  // host mode: money between the launcher wallet and PickXI
  'host_wallet',
] as const;

export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** signed rupees: + into the wallet, − out of it */
  amount: rupees,
  /** how the amount splits over the buckets (signed rupees) */
  buckets: z.object({ deposit: rupees, promo: rupees, winnings: rupees }),
  /** TDS withheld (withdrawals only), rupees */
  tds: rupees.optional(),
  status: z.enum(['pending', 'completed', 'failed']),
  description: z.string(),
  createdAt: z.number().int().nonnegative(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const transactionsQuerySchema = z.object({ page: queryInt(1, 10_000).default(1) });

export const getUserTransactionsRoute = defineRoute({
  ...ROUTES.getUserTransactions,
  summary: 'Paged wallet transaction history, newest first',
  query: transactionsQuerySchema,
  data: z.object({
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    hasMore: z.boolean(),
    transactions: z.array(walletTransactionSchema),
  }),
});

// ---------------------------------------------------------------------------
// Add money
// ---------------------------------------------------------------------------

export const addMoneyBodySchema = z.strictObject({
  type: paymentTypeSchema,
  txn_amount: wholeRupees(ADD_MONEY_MIN_RUPEES, ADD_MONEY_MAX_RUPEES),
  platform: z.literal('web'),
  /** the payment modes the player picked on paymentMode (e.g. "upi,card"); passed to the provider when it supports it */
  paymentModes: z.string().trim().max(64).regex(/^[a-z_,]*$/).optional(),
});

/**
 * Where the browser goes to pay.
 *  GET/POST: navigate (POST = auto-submitted form with `params` as fields), e.g. Paytm's
 *            showPaymentPage or PickXI's sandbox payment page.
 *  SDK:      load Cashfree.js from `url` and call checkout({paymentSessionId: params.paymentSessionId})
 *            with `mode: params.mode`; Cashfree has no plain redirect URL in API 2023-08-01.
 */
export const paymentRedirectSchema = z.object({
  url: z.string(),
  method: z.enum(['GET', 'POST', 'SDK']),
  params: z.record(z.string(), z.string()),
});
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

export const addMoneyRoute = defineRoute({
  ...ROUTES.addMoney,
  summary: 'Create a payment order with the gateway and return where to pay',
  body: addMoneyBodySchema,
  data: z.object({
    orderId: orderIdSchema,
    /** rupees */
    orderAmount: z.number().int().positive(),
    gateway: gatewayNameSchema,
    redirect: paymentRedirectSchema,
  }),
});

export const ORDER_STATES = ['created', 'paid', 'failed', 'cancelled', 'expired'] as const;

export const orderStatusDataSchema = z.object({
  status_code: z.number().int().min(0).max(4),
  data: z.object({
    orderId: orderIdSchema,
    /** rupees */
    orderAmount: z.number().int().positive(),
    status: z.enum(ORDER_STATES),
    /** English text shown when polling ends, e.g. "Rs. 100 added to your wallet" */
    message: z.string(),
  }),
});
export type OrderStatusData = z.infer<typeof orderStatusDataSchema>;

export const orderStatusQuerySchema = z.object({ order_id: orderIdSchema });

export const getOrderStatusRoute = defineRoute({
  ...ROUTES.getOrderStatus,
  summary: "Status of one of the player's add-money orders (asks the gateway when still pending)",
  query: orderStatusQuerySchema,
  data: orderStatusDataSchema,
});

// ---------------------------------------------------------------------------
// Payout details
// ---------------------------------------------------------------------------

const paymentDetailsReply = z.object({
  message: z.literal(PAYMENT_DETAILS_UPDATED),
  payment_info: paymentInfoSchema,
});

export const paymentInfoBodySchema = z
  .strictObject({
    payment_mode: paymentTypeSchema,
    /** the Paytm wallet number; required when payment_mode is paytm */
    mobile: mobileSchema.optional(),
  })
  .refine((b) => b.payment_mode !== 'paytm' || b.mobile !== undefined, {
    message: 'A Paytm number is required',
    path: ['mobile'],
  });

export const paymentInfoRoute = defineRoute({
  ...ROUTES.paymentInfo,
  summary: 'Save the Paytm payout number and/or choose the default payout method',
  body: paymentInfoBodySchema,
  data: paymentDetailsReply,
});

export const addBankBeneficiaryBodySchema = z.strictObject({
  bankAccount: bankAccountSchema,
  ifsc: ifscSchema,
  address1: z.string().trim().min(3).max(150),
  name: z.string().trim().regex(KYC_NAME_REGEX, 'Name as on the bank account'),
});

export const addBankBeneficiaryRoute = defineRoute({
  ...ROUTES.addBankBeneficiary,
  summary: 'Register the bank account for payouts (409 BANK_ALREADY_EXISTS when already added)',
  body: addBankBeneficiaryBodySchema,
  data: paymentDetailsReply,
});

// ---------------------------------------------------------------------------
// Withdraw
// ---------------------------------------------------------------------------

export const withdrawBodySchema = z.strictObject({
  amount: wholeRupees(WITHDRAW_MIN_RUPEES, WITHDRAW_MAX_RUPEES),
  payout: paymentTypeSchema,
});

export const withdrawRoute = defineRoute({
  ...ROUTES.withdraw,
  summary: 'Request a withdrawal of winnings (after KYC); TDS is withheld on net winnings',
  body: withdrawBodySchema,
  data: z.object({
    code: z.number().int(),
    msg: z.string(),
    payout: z
      .object({
        withdrawalId: z.string(),
        mode: paymentTypeSchema,
        /** rupees requested, TDS withheld, and what is paid out */
        amount: rupees,
        tds: rupees,
        netAmount: rupees,
        /** masked destination, e.g. "XXXXXXXX1234" or "98XXXXXX10" */
        destination: z.string(),
        status: z.enum(['pending', 'processing', 'completed', 'failed']),
      })
      .nullable(),
  }),
});

export const dynamicWithdrawalRoute = defineRoute({
  ...ROUTES.dynamicWithdrawal,
  summary: 'What the withdraw screen needs: limits, KYC state, payout methods and the year-to-date TDS inputs',
  data: z.object({
    withdrawableBalance: rupees,
    minAmount: z.number().int(),
    maxAmount: z.number().int(),
    kycStatus: z.enum(['not_submitted', 'pending', 'verified', 'rejected']),
    /** 0 in social mode; 3000 = 30 % */
    tdsRateBp: z.number().int().min(0).max(10_000),
    /** financial-year totals (rupees) so the screen shows TDS live with core/rules/wallet tdsOnWithdrawal */
    financialYear: z.object({
      label: z.string(),
      deposited: rupees,
      withdrawn: rupees,
      openingBalance: rupees,
      taxedNetWinnings: rupees,
    }),
    payoutModes: z.array(
      z.object({ payout: paymentTypeSchema, configured: z.boolean(), destination: z.string().nullable() }),
    ),
  }),
});

// ---------------------------------------------------------------------------
// KYC
// ---------------------------------------------------------------------------

export const KYC_STATUSES = ['not_submitted', 'pending', 'verified', 'rejected'] as const;

export const kycStatusRoute = defineRoute({
  ...ROUTES.kycStatus,
  summary: "The player's KYC state",
  data: z.object({
    status: z.enum(KYC_STATUSES),
    /** last 4 characters only */
    panLast4: z.string().nullable(),
    fullName: z.string().nullable(),
    /** why a document was rejected, English */
    reason: z.string().nullable(),
    submittedAt: z.number().int().nullable(),
  }),
});

/**
 * The text fields of the multipart KYC upload (docs/product.md §7 V3_GAME_UPLOAD: panFile, panNumber,
 * fullName, dateOfBirth). The route takes multipart/form-data, so these are validated from the
 * parsed parts and `panFile` is checked with core/rules/kyc checkKycFile (magic bytes, size).
 * An empty panFile (docs/product.md §5: "sends the PAN file as an empty value if none is chosen") is a 400.
 */
export const kycUploadFieldsSchema = z.strictObject({
  panNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(PAN_REGEX, 'PAN is 5 letters, 4 digits, 1 letter'),
  fullName: z.string().trim().regex(KYC_NAME_REGEX, 'Name as on the PAN card'),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
});

export const kycUploadRoute = defineRoute({
  ...ROUTES.kycUpload,
  summary: 'Submit PAN details and the PAN document (multipart/form-data: panFile, panNumber, fullName, dateOfBirth)',
  data: z.object({ status: z.enum(KYC_STATUSES) }),
});

/**
 * The uploaded document. Spec: "comes back as binary bytes" read at data.data.data; here
 * envelope.data.data is the file as base64 (a JSON byte array would be 4× the size).
 */
export const kycDocumentRoute = defineRoute({
  ...ROUTES.kycDocument,
  summary: "The player's own uploaded PAN document",
  data: z.object({
    contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
    data: z.string(),
  }),
});

export const walletOpsRoutes = [
  getUserWalletRoute,
  platformWalletRoute,
  getUserTransactionsRoute,
  addMoneyRoute,
  getOrderStatusRoute,
  paymentInfoRoute,
  addBankBeneficiaryRoute,
  withdrawRoute,
  dynamicWithdrawalRoute,
  kycStatusRoute,
  kycUploadRoute,
  kycDocumentRoute,
] as const;
