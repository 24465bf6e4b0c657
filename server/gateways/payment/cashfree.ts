import { z } from 'zod';
import {
  GatewayError,
  type CreateOrderInput,
  type CreatedOrder,
  type FetchLike,
  type GatewayOrderStatus,
  type HttpHeaders,
  type OrderStatusResult,
  type PaymentGateway,
  type WebhookResult,
} from './types';
import { providerRupeesToPaise, verifyTimestampedWebhook, WEBHOOK_WINDOW_MS } from './signing';
import type { CashfreeConfig } from './config';

/**
 * Cashfree Payment Gateway, API version 2023-08-01.
 *   POST {base}/orders          → payment_session_id (checkout runs in Cashfree.js)
 *   GET  {base}/orders/{id}     → order_status ACTIVE | PAID | EXPIRED | TERMINATED | TERMINATION_REQUESTED
 *   webhook: x-webhook-signature = base64(HMAC-SHA256(x-webhook-timestamp + rawBody, client secret))
 * Docs: cashfree.com/docs/api-reference/payments/previous/v2023-08-01/orders/create,
 *       cashfree.com/docs/payments/online/webhooks/signature-verification
 */

export const CASHFREE_API_VERSION = '2023-08-01';
export const CASHFREE_BASE_URL = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;
export const CASHFREE_JS_URL = 'https://sdk.cashfree.com/js/v3/cashfree.js';

const orderEntitySchema = z.object({
  order_id: z.string(),
  order_amount: z.number(),
  order_currency: z.string(),
  order_status: z.string(),
  payment_session_id: z.string().optional(),
  cf_order_id: z.union([z.string(), z.number()]).optional(),
});

/** PAYMENT_SUCCESS_WEBHOOK / PAYMENT_FAILED_WEBHOOK / PAYMENT_USER_DROPPED_WEBHOOK (2023-08-01 shape). */
export const cashfreeWebhookSchema = z.object({
  type: z.string(),
  event_time: z.string().optional(),
  data: z.object({
    order: z.object({ order_id: z.string(), order_amount: z.number(), order_currency: z.string().optional() }),
    payment: z
      .object({
        cf_payment_id: z.union([z.string(), z.number()]).nullish(),
        payment_status: z.string(),
        payment_amount: z.number().nullish(),
        payment_currency: z.string().nullish(),
        payment_message: z.string().nullish(),
      })
      .optional(),
  }),
});

function orderStatusOf(status: string): GatewayOrderStatus {
  switch (status) {
    case 'PAID':
      return 'paid';
    case 'EXPIRED':
      return 'expired';
    case 'TERMINATED':
    case 'TERMINATION_REQUESTED':
      return 'cancelled';
    default:
      return 'pending'; // ACTIVE: created, not paid yet
  }
}

function paymentStatusOf(status: string): GatewayOrderStatus {
  switch (status) {
    case 'SUCCESS':
      return 'paid';
    case 'FAILED':
      return 'failed';
    case 'USER_DROPPED':
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'pending'; // PENDING, NOT_ATTEMPTED, FLAGGED (under risk review)
  }
}

export interface CashfreeDeps {
  fetch: FetchLike;
  webhookWindowMs?: number;
}

export function createCashfreeGateway(config: CashfreeConfig, deps: CashfreeDeps): PaymentGateway {
  const base = CASHFREE_BASE_URL[config.env];
  const headers = (): Record<string, string> => ({
    'content-type': 'application/json',
    accept: 'application/json',
    'x-client-id': config.appId,
    'x-client-secret': config.secretKey,
    'x-api-version': CASHFREE_API_VERSION,
  });

  async function call(method: 'GET' | 'POST', url: string, body?: unknown, extra: Record<string, string> = {}) {
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await deps.fetch(url, {
        method,
        headers: { ...headers(), ...extra },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (err) {
      throw new GatewayError('cashfree', 'NETWORK', `Cashfree unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GatewayError('cashfree', 'BAD_RESPONSE', `Cashfree answered ${res.status} with non-JSON`);
    }
    if (res.status === 404) throw new GatewayError('cashfree', 'UNKNOWN_ORDER', 'Cashfree does not know this order', json);
    if (!res.ok) throw new GatewayError('cashfree', 'HTTP_STATUS', `Cashfree answered ${res.status}`, json);
    const parsed = orderEntitySchema.safeParse(json);
    if (!parsed.success) throw new GatewayError('cashfree', 'BAD_RESPONSE', 'Cashfree order has an unexpected shape', json);
    return parsed.data;
  }

  return {
    name: 'cashfree',
    confirmWithStatusCall: false,

    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      if (!input.customer.phone) {
        throw new GatewayError('cashfree', 'CUSTOMER_PHONE_REQUIRED', 'Cashfree requires customer_details.customer_phone');
      }
      const body = {
        order_id: input.orderId,
        // Cashfree takes rupees as a JSON number; paise/100 is exact to 2 decimals for safe integers.
        order_amount: input.amountPaise / 100,
        order_currency: 'INR',
        customer_details: {
          customer_id: input.customer.id,
          customer_phone: input.customer.phone,
          ...(input.customer.name ? { customer_name: input.customer.name } : {}),
          ...(input.customer.email ? { customer_email: input.customer.email } : {}),
        },
        order_meta: {
          return_url: input.returnUrl,
          notify_url: input.notifyUrl,
          ...(input.paymentModes ? { payment_methods: input.paymentModes } : {}),
        },
      };
      // x-idempotency-key: a retried create (timeout) returns the same order instead of a duplicate error.
      const order = await call('POST', `${base}/orders`, body, { 'x-idempotency-key': input.orderId });
      if (order.order_id !== input.orderId || providerRupeesToPaise(order.order_amount) !== input.amountPaise) {
        throw new GatewayError('cashfree', 'ORDER_MISMATCH', 'Cashfree echoed a different order id or amount', order);
      }
      if (!order.payment_session_id) {
        throw new GatewayError('cashfree', 'BAD_RESPONSE', 'Cashfree order has no payment_session_id', order);
      }
      return {
        gateway: 'cashfree',
        orderId: input.orderId,
        amountPaise: input.amountPaise,
        providerRef: order.payment_session_id,
        redirect: {
          url: CASHFREE_JS_URL,
          method: 'SDK',
          params: { paymentSessionId: order.payment_session_id, mode: config.env },
        },
      };
    },

    verifyWebhook(rawBody: string | Uint8Array, hdrs: HttpHeaders, now: number): WebhookResult {
      const check = verifyTimestampedWebhook({
        secret: config.secretKey,
        rawBody,
        headers: hdrs,
        now,
        windowMs: deps.webhookWindowMs ?? WEBHOOK_WINDOW_MS,
      });
      if (!check.ok) return check;
      return parseCashfreeWebhook('cashfree', rawBody);
    },

    async fetchStatus(orderId: string): Promise<OrderStatusResult> {
      const order = await call('GET', `${base}/orders/${encodeURIComponent(orderId)}`);
      const amountPaise = providerRupeesToPaise(order.order_amount);
      if (order.order_id !== orderId || amountPaise === null) {
        throw new GatewayError('cashfree', 'ORDER_MISMATCH', 'Cashfree returned a different order', order);
      }
      return { orderId, status: orderStatusOf(order.order_status), amountPaise, providerPaymentId: null, raw: order };
    },
  };
}

/** Parse a signature-checked Cashfree-shaped webhook body (shared with the sandbox gateway). */
export function parseCashfreeWebhook(gateway: 'cashfree' | 'sandbox', rawBody: string | Uint8Array): WebhookResult {
  let json: unknown;
  try {
    json = JSON.parse(typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed_body' };
  }
  const parsed = cashfreeWebhookSchema.safeParse(json);
  if (!parsed.success || !parsed.data.data.payment) return { ok: false, reason: 'malformed_body' };
  const { order, payment } = parsed.data.data;
  // The amount that counts is what was paid; fall back to the order amount only when absent.
  const amountPaise = providerRupeesToPaise(payment.payment_amount ?? order.order_amount);
  if (amountPaise === null) return { ok: false, reason: 'malformed_body' };
  return {
    ok: true,
    event: {
      gateway,
      orderId: order.order_id,
      status: paymentStatusOf(payment.payment_status),
      amountPaise,
      providerPaymentId: payment.cf_payment_id == null ? null : String(payment.cf_payment_id),
      raw: parsed.data,
    },
  };
}
