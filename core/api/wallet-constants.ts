/**
 * Plain values of the wallet contracts (core/api/wallet-ops.ts builds its zod schemas from them),
 * zod-free so the PWA's wallet screens can import them without loading zod.
 */
export const PAYMENT_TYPES = ['cashfree', 'paytm'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * status_code of getOrderStatus. 0 means "keep polling" (docs/product.md §4: poll while status_code is 0);
 * any other value ends the poll and `data.message` is shown to the player.
 */
export const ORDER_STATUS_CODE = { pending: 0, paid: 1, failed: 2, cancelled: 3, expired: 4 } as const;

/** code 1 opens the success modal, anything else withdrawFail (docs/product.md §4). */
export const WITHDRAW_CODE = { success: 1, failed: 0 } as const;

/** The reply text the PWA checks for (docs/product.md §5: success only if the reply text is exactly this). */
export const PAYMENT_DETAILS_UPDATED = 'Payment details updated!';

export const TRANSACTIONS_PAGE_SIZE = 20;

export const MOBILE_REGEX = /^[6-9]\d{9}$/;
export const IFSC_REGEX = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_REGEX = /^\d{9,18}$/;
