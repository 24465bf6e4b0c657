import { z } from 'zod';

/**
 * Payment gateway configuration from the environment.
 *
 *   PAYMENT_GATEWAY   sandbox (default) — every add-money order is paid on PickXI's own sandbox
 *                     payment page, whatever type the player chose; live — type cashfree goes to
 *                     Cashfree, type paytm to Paytm, each needing its keys below.
 *   CASHFREE_APP_ID, CASHFREE_SECRET_KEY, CASHFREE_ENV (sandbox|production)
 *   PAYTM_MID, PAYTM_MERCHANT_KEY (16 chars: AES-128 key), PAYTM_WEBSITE, PAYTM_ENV (staging|production)
 *   SANDBOX_PAYMENT_SECRET  HMAC key of the sandbox gateway's webhooks and page tokens (≥ 32 chars)
 *   PUBLIC_BASE_URL   the origin players and providers reach us at, for return/notify URLs
 */
export const paymentGatewayConfigSchema = z
  .object({
    PAYMENT_GATEWAY: z.enum(['sandbox', 'live']).default('sandbox'),
    PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
    SANDBOX_PAYMENT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    CASHFREE_APP_ID: z.string().min(1).optional(),
    CASHFREE_SECRET_KEY: z.string().min(1).optional(),
    CASHFREE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
    PAYTM_MID: z.string().regex(/^[A-Za-z0-9]{1,40}$/).optional(),
    PAYTM_MERCHANT_KEY: z.string().length(16, 'Paytm merchant keys are 16 characters').optional(),
    PAYTM_WEBSITE: z.string().min(1).optional(),
    PAYTM_ENV: z.enum(['staging', 'production']).default('staging'),
  })
  .superRefine((env, ctx) => {
    const pairs: Array<[string, string | undefined, string, string | undefined]> = [
      ['CASHFREE_APP_ID', env.CASHFREE_APP_ID, 'CASHFREE_SECRET_KEY', env.CASHFREE_SECRET_KEY],
      ['PAYTM_MID', env.PAYTM_MID, 'PAYTM_MERCHANT_KEY', env.PAYTM_MERCHANT_KEY],
    ];
    for (const [a, av, b, bv] of pairs) {
      if ((av === undefined) !== (bv === undefined)) {
        ctx.addIssue({ code: 'custom', path: [av === undefined ? a : b], message: `${a} and ${b} are set together` });
      }
    }
    if (env.PAYMENT_GATEWAY === 'live' && !env.CASHFREE_APP_ID && !env.PAYTM_MID) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message: 'live needs CASHFREE_APP_ID/CASHFREE_SECRET_KEY and/or PAYTM_MID/PAYTM_MERCHANT_KEY',
      });
    }
  });

export interface CashfreeConfig {
  appId: string;
  secretKey: string;
  env: 'sandbox' | 'production';
}
export interface PaytmConfig {
  mid: string;
  merchantKey: string;
  website: string;
  env: 'staging' | 'production';
}

export interface PaymentGatewayConfig {
  mode: 'sandbox' | 'live';
  publicBaseUrl: string;
  sandboxSecret: string | undefined;
  cashfree: CashfreeConfig | null;
  paytm: PaytmConfig | null;
}

/** Parse the env; throws a ZodError naming the bad variable. */
export function loadPaymentGatewayConfig(env: Record<string, string | undefined>): PaymentGatewayConfig {
  const e = paymentGatewayConfigSchema.parse(env);
  return {
    mode: e.PAYMENT_GATEWAY,
    publicBaseUrl: e.PUBLIC_BASE_URL.replace(/\/+$/, ''),
    sandboxSecret: e.SANDBOX_PAYMENT_SECRET,
    cashfree:
      e.CASHFREE_APP_ID && e.CASHFREE_SECRET_KEY
        ? { appId: e.CASHFREE_APP_ID, secretKey: e.CASHFREE_SECRET_KEY, env: e.CASHFREE_ENV }
        : null,
    paytm:
      e.PAYTM_MID && e.PAYTM_MERCHANT_KEY
        ? {
            mid: e.PAYTM_MID,
            merchantKey: e.PAYTM_MERCHANT_KEY,
            // Paytm's staging site is WEBSTAGING; production merchants get DEFAULT unless told otherwise.
            website: e.PAYTM_WEBSITE ?? (e.PAYTM_ENV === 'staging' ? 'WEBSTAGING' : 'DEFAULT'),
            env: e.PAYTM_ENV,
          }
        : null,
  };
}

/**
 * The URLs the server must serve for the gateways (register them in the wallet module):
 *   POST {webhook}/{gateway}          raw body; adapter.verifyWebhook, then credit once
 *   POST /api/v1/payments/paytm/callback   Paytm's browser form post (CHECKSUMHASH)
 *   GET  /api/v1/payments/sandbox/pay      the sandbox payment page (?token=)
 *   POST /api/v1/payments/sandbox/pay      the sandbox page's Pay / Fail / Cancel
 */
export const PAYMENT_PATHS = {
  webhook: (gateway: 'cashfree' | 'paytm' | 'sandbox') => `/api/v1/payments/webhook/${gateway}`,
  paytmCallback: '/api/v1/payments/paytm/callback',
  sandboxPay: '/api/v1/payments/sandbox/pay',
  /** the PWA route that shows 'Awaiting confirmation…' and polls getOrderStatus */
  returnPage: (orderId: string) => `/addMoney/status?order_id=${encodeURIComponent(orderId)}`,
} as const;
