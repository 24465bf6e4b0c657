import { createHmac, randomBytes } from 'node:crypto';
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
import { constantTimeEqual, timestampedSignature, verifyTimestampedWebhook, WEBHOOK_WINDOW_MS } from './signing';
import { parseCashfreeWebhook } from './cashfree';
import { PAYMENT_PATHS } from './config';

/**
 * PickXI's own sandbox payment provider, so every add-money screen works without real keys.
 * It behaves like a provider, not like a shortcut: the player is sent to a payment page with
 * Pay / Fail / Cancel, the browser is redirected back, and a SIGNED webhook in Cashfree's
 * 2023-08-01 shape (x-webhook-signature over timestamp + raw body, keyed by the sandbox secret)
 * goes to the same webhook route real providers use. Nothing credits a wallet except that
 * verified webhook or a fetchStatus confirmation — exactly the real path.
 *
 * The "provider side" state (which orders exist and what happened to them) lives in a
 * SandboxStore; the in-memory one is enough for one process (demo, tests).
 */

export type SandboxAction = 'pay' | 'fail' | 'cancel';

export interface SandboxOrder {
  orderId: string;
  amountPaise: number;
  status: GatewayOrderStatus;
  returnUrl: string;
  notifyUrl: string;
  createdAt: number;
  paymentId: string | null;
}

export interface SandboxStore {
  get(orderId: string): SandboxOrder | undefined;
  put(order: SandboxOrder): void;
}

export function createMemorySandboxStore(): SandboxStore {
  const orders = new Map<string, SandboxOrder>();
  return {
    get: (id) => {
      const o = orders.get(id);
      return o && { ...o };
    },
    put: (o) => void orders.set(o.orderId, { ...o }),
  };
}

export interface SandboxDeps {
  secret: string;
  publicBaseUrl: string;
  store?: SandboxStore;
  now?: () => number;
  /** used by deliverWebhook; the server may instead hand the webhook to its own route in-process */
  fetch?: FetchLike;
  /** a pending order the player never finished becomes expired after this long */
  orderTtlMs?: number;
  webhookWindowMs?: number;
}

export interface SandboxWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export type SandboxPageResult = { ok: true; order: SandboxOrder } | { ok: false; reason: 'bad_token' | 'unknown_order' | 'expired' };

export type SandboxCompleteResult =
  | { ok: true; order: SandboxOrder; redirectUrl: string; webhook: SandboxWebhook }
  | { ok: false; reason: 'bad_token' | 'unknown_order' | 'expired' | 'already_completed' };

export interface SandboxGateway extends PaymentGateway {
  /** check the ?token= of the payment page and return the order to show */
  openPage(token: string): SandboxPageResult;
  /** the player pressed Pay, Fail or Cancel */
  complete(token: string, action: SandboxAction): SandboxCompleteResult;
  /** POST the signed webhook to its notify URL */
  deliverWebhook(webhook: SandboxWebhook): Promise<number>;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function createSandboxGateway(deps: SandboxDeps): SandboxGateway {
  if (deps.secret.length < 32) throw new RangeError('sandbox secret must be at least 32 characters');
  const store = deps.store ?? createMemorySandboxStore();
  const now = deps.now ?? Date.now;
  const ttl = deps.orderTtlMs ?? 30 * 60 * 1000;

  const tokenMac = (payload: string) => b64url(createHmac('sha256', `${deps.secret}:page`).update(payload).digest());

  function makeToken(orderId: string): string {
    const payload = b64url(JSON.stringify({ o: orderId }));
    return `${payload}.${tokenMac(payload)}`;
  }

  function readToken(token: string): string | null {
    const [payload, mac] = token.split('.');
    if (!payload || !mac || !constantTimeEqual(tokenMac(payload), mac)) return null;
    try {
      const { o } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { o?: unknown };
      return typeof o === 'string' ? o : null;
    } catch {
      return null;
    }
  }

  /** Reads an order, turning a pending one past its TTL into expired (as a provider would). */
  function load(orderId: string): SandboxOrder | undefined {
    const order = store.get(orderId);
    if (order && order.status === 'pending' && now() - order.createdAt > ttl) {
      order.status = 'expired';
      store.put(order);
    }
    return order;
  }

  function signedWebhook(order: SandboxOrder): SandboxWebhook {
    const type =
      order.status === 'paid'
        ? 'PAYMENT_SUCCESS_WEBHOOK'
        : order.status === 'failed'
          ? 'PAYMENT_FAILED_WEBHOOK'
          : 'PAYMENT_USER_DROPPED_WEBHOOK';
    const paymentStatus = order.status === 'paid' ? 'SUCCESS' : order.status === 'failed' ? 'FAILED' : 'USER_DROPPED';
    const rupees = order.amountPaise / 100;
    const body = JSON.stringify({
      type,
      event_time: new Date(now()).toISOString(),
      data: {
        order: { order_id: order.orderId, order_amount: rupees, order_currency: 'INR' },
        payment: {
          cf_payment_id: order.paymentId,
          payment_status: paymentStatus,
          payment_amount: rupees,
          payment_currency: 'INR',
          payment_message: order.status === 'paid' ? 'Sandbox payment successful' : 'Sandbox payment not completed',
        },
      },
    });
    const timestamp = String(now());
    return {
      url: order.notifyUrl,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': timestampedSignature(deps.secret, timestamp, body),
        'x-webhook-version': '2023-08-01',
      },
      body,
    };
  }

  return {
    name: 'sandbox',
    confirmWithStatusCall: false,

    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      if (store.get(input.orderId)) throw new GatewayError('sandbox', 'REJECTED', 'order with same id is already present');
      store.put({
        orderId: input.orderId,
        amountPaise: input.amountPaise,
        status: 'pending',
        returnUrl: input.returnUrl,
        notifyUrl: input.notifyUrl,
        createdAt: now(),
        paymentId: null,
      });
      const token = makeToken(input.orderId);
      return {
        gateway: 'sandbox',
        orderId: input.orderId,
        amountPaise: input.amountPaise,
        providerRef: token,
        redirect: { url: `${deps.publicBaseUrl}${PAYMENT_PATHS.sandboxPay}`, method: 'GET', params: { token } },
      };
    },

    openPage(token) {
      const orderId = readToken(token);
      if (!orderId) return { ok: false, reason: 'bad_token' };
      const order = load(orderId);
      if (!order) return { ok: false, reason: 'unknown_order' };
      if (order.status === 'expired') return { ok: false, reason: 'expired' };
      return { ok: true, order };
    },

    complete(token, action) {
      const orderId = readToken(token);
      if (!orderId) return { ok: false, reason: 'bad_token' };
      const order = load(orderId);
      if (!order) return { ok: false, reason: 'unknown_order' };
      if (order.status === 'expired') return { ok: false, reason: 'expired' };
      if (order.status !== 'pending') return { ok: false, reason: 'already_completed' };
      order.status = action === 'pay' ? 'paid' : action === 'fail' ? 'failed' : 'cancelled';
      order.paymentId = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
      store.put(order);
      return { ok: true, order, redirectUrl: order.returnUrl, webhook: signedWebhook(order) };
    },

    async deliverWebhook(webhook) {
      if (!deps.fetch) throw new GatewayError('sandbox', 'NETWORK', 'no fetch configured for webhook delivery');
      const res = await deps.fetch(webhook.url, { method: 'POST', headers: webhook.headers, body: webhook.body });
      return res.status;
    },

    verifyWebhook(rawBody: string | Uint8Array, headers: HttpHeaders, at: number): WebhookResult {
      const check = verifyTimestampedWebhook({
        secret: deps.secret,
        rawBody,
        headers,
        now: at,
        windowMs: deps.webhookWindowMs ?? WEBHOOK_WINDOW_MS,
      });
      if (!check.ok) return check;
      return parseCashfreeWebhook('sandbox', rawBody);
    },

    async fetchStatus(orderId: string): Promise<OrderStatusResult> {
      const order = load(orderId);
      if (!order) throw new GatewayError('sandbox', 'UNKNOWN_ORDER', 'sandbox does not know this order');
      return {
        orderId,
        status: order.status,
        amountPaise: order.amountPaise,
        providerPaymentId: order.paymentId,
        raw: order,
      };
    },
  };
}

export interface SandboxPageLabels {
  lang: string;
  title: string;
  amount: string;
  order: string;
  pay: string;
  fail: string;
  cancel: string;
  note: string;
}

/** English defaults; the route passes the player's language (keys: wallet.sandbox.*). */
export const SANDBOX_PAGE_LABELS_EN: SandboxPageLabels = {
  lang: 'en',
  title: 'PickXI test payment',
  amount: 'Amount',
  order: 'Order',
  pay: 'Pay',
  fail: 'Fail',
  cancel: 'Cancel',
  note: 'This is a test payment page. No real money moves.',
};

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The provider-like payment page. Forms POST back to the same path with the token and the action. */
export function renderSandboxPaymentPage(order: SandboxOrder, token: string, labels: SandboxPageLabels = SANDBOX_PAGE_LABELS_EN): string {
  const rupees = `₹${Math.floor(order.amountPaise / 100).toLocaleString('en-IN')}.${String(order.amountPaise % 100).padStart(2, '0')}`;
  const button = (action: SandboxAction, label: string, colour: string) =>
    `<form method="post" action="${PAYMENT_PATHS.sandboxPay}"><input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="action" value="${action}"><button style="width:100%;padding:14px;margin:6px 0;border:0;border-radius:8px;font-size:16px;color:#fff;background:${colour}" type="submit">${esc(label)}</button></form>`;
  return `<!doctype html><html lang="${esc(labels.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(labels.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px"><h1 style="font-size:20px">${esc(labels.title)}</h1><p>${esc(labels.amount)}: <strong data-testid="sandbox-amount">${esc(rupees)}</strong></p><p>${esc(labels.order)}: <code>${esc(order.orderId)}</code></p>${button('pay', labels.pay, '#47b3aa')}${button('fail', labels.fail, '#f9645f')}${button('cancel', labels.cancel, '#777')}<p style="color:#666;font-size:13px">${esc(labels.note)}</p></body></html>`;
}
