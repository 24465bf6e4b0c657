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
import { paiseToRupeeString, providerRupeesToPaise } from './signing';
import { generatePaytmSignature, verifyPaytmSignature, type PaytmParams } from './paytm-checksum';
import type { PaytmConfig } from './config';

/**
 * Paytm Payment Gateway (JS Checkout / redirect flow).
 *   POST {host}/theia/api/v1/initiateTransaction?mid=&orderId=   {body, head:{signature}} → body.txnToken
 *   browser: POST form to {host}/theia/api/v1/showPaymentPage?mid=&orderId= with mid, orderId, txnToken
 *   callback: form POST to our callbackUrl with ORDERID, MID, TXNID, TXNAMOUNT, STATUS, RESPCODE, ..., CHECKSUMHASH
 *   POST {host}/v3/order/status   {body:{mid, orderId}, head:{signature}} → body.resultInfo.resultStatus
 * Paytm asks merchants to confirm with the status API before treating a payment as done, so
 * confirmWithStatusCall is true: the callback alone never credits.
 */

export const PAYTM_HOST = {
  staging: 'https://securegw-stage.paytm.in',
  production: 'https://securegw.paytm.in',
} as const;

const resultInfoSchema = z.object({
  resultStatus: z.string(),
  resultCode: z.string().optional(),
  resultMsg: z.string().optional(),
});

const initiateResponseSchema = z.object({
  head: z.object({ signature: z.string().optional() }).passthrough().optional(),
  body: z.object({ resultInfo: resultInfoSchema, txnToken: z.string().optional() }).passthrough(),
});

const statusResponseSchema = z.object({
  head: z.object({ signature: z.string().optional() }).passthrough().optional(),
  body: z
    .object({
      resultInfo: resultInfoSchema,
      orderId: z.string().optional(),
      txnId: z.string().optional(),
      txnAmount: z.string().optional(),
    })
    .passthrough(),
});

function txnStatusOf(status: string | undefined): GatewayOrderStatus {
  switch (status) {
    case 'TXN_SUCCESS':
      return 'paid';
    case 'TXN_FAILURE':
      return 'failed';
    default:
      return 'pending'; // PENDING, NO_RECORD_FOUND (not yet attempted)
  }
}

export interface PaytmDeps {
  fetch: FetchLike;
}

export function createPaytmGateway(config: PaytmConfig, deps: PaytmDeps): PaymentGateway {
  const host = PAYTM_HOST[config.env];

  async function post(url: string, body: Record<string, unknown>): Promise<unknown> {
    // The signature covers the exact JSON text of `body`, so serialise once and embed that text.
    const bodyText = JSON.stringify(body);
    const signature = generatePaytmSignature(bodyText, config.merchantKey);
    const payload = `{"body":${bodyText},"head":${JSON.stringify({ signature })}}`;
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await deps.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    } catch (err) {
      throw new GatewayError('paytm', 'NETWORK', `Paytm unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new GatewayError('paytm', 'HTTP_STATUS', `Paytm answered ${res.status}`, text);
    try {
      return JSON.parse(text);
    } catch {
      throw new GatewayError('paytm', 'BAD_RESPONSE', 'Paytm answered non-JSON');
    }
  }

  const q = (orderId: string) => `mid=${encodeURIComponent(config.mid)}&orderId=${encodeURIComponent(orderId)}`;

  return {
    name: 'paytm',
    confirmWithStatusCall: true,

    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      const body = {
        requestType: 'Payment',
        mid: config.mid,
        websiteName: config.website,
        orderId: input.orderId,
        callbackUrl: input.returnUrl,
        txnAmount: { value: paiseToRupeeString(input.amountPaise), currency: 'INR' },
        userInfo: { custId: input.customer.id, ...(input.customer.phone ? { mobile: input.customer.phone } : {}) },
      };
      const json = await post(`${host}/theia/api/v1/initiateTransaction?${q(input.orderId)}`, body);
      const parsed = initiateResponseSchema.safeParse(json);
      if (!parsed.success) throw new GatewayError('paytm', 'BAD_RESPONSE', 'initiateTransaction: unexpected shape', json);
      const { resultInfo, txnToken } = parsed.data.body;
      if (resultInfo.resultStatus !== 'S' || !txnToken) {
        throw new GatewayError('paytm', 'REJECTED', `initiateTransaction: ${resultInfo.resultCode ?? ''} ${resultInfo.resultMsg ?? ''}`.trim(), json);
      }
      return {
        gateway: 'paytm',
        orderId: input.orderId,
        amountPaise: input.amountPaise,
        providerRef: txnToken,
        redirect: {
          url: `${host}/theia/api/v1/showPaymentPage?${q(input.orderId)}`,
          method: 'POST',
          params: { mid: config.mid, orderId: input.orderId, txnToken },
        },
      };
    },

    /**
     * The browser callback / S2S notification: an application/x-www-form-urlencoded body signed
     * with CHECKSUMHASH. Paytm puts no timestamp in it, so replays are handled by the order row
     * (a paid order cannot be credited twice) and by confirmWithStatusCall.
     */
    verifyWebhook(rawBody: string | Uint8Array, _headers: HttpHeaders, _now: number): WebhookResult {
      const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
      const form = new URLSearchParams(text);
      const checksum = form.get('CHECKSUMHASH');
      if (!checksum) return { ok: false, reason: 'missing_signature' };
      const params: PaytmParams = {};
      for (const [k, v] of form) if (k !== 'CHECKSUMHASH') params[k] = v;
      if (!verifyPaytmSignature(params, config.merchantKey, checksum)) return { ok: false, reason: 'bad_signature' };
      if (params.MID !== config.mid) return { ok: false, reason: 'wrong_merchant' };
      const orderId = params.ORDERID;
      const amountPaise = providerRupeesToPaise(params.TXNAMOUNT);
      if (!orderId || amountPaise === null) return { ok: false, reason: 'malformed_body' };
      return {
        ok: true,
        event: {
          gateway: 'paytm',
          orderId,
          status: txnStatusOf(params.STATUS ?? undefined),
          amountPaise,
          providerPaymentId: params.TXNID || null,
          raw: params,
        },
      };
    },

    async fetchStatus(orderId: string): Promise<OrderStatusResult> {
      const json = await post(`${host}/v3/order/status`, { mid: config.mid, orderId });
      const parsed = statusResponseSchema.safeParse(json);
      if (!parsed.success) throw new GatewayError('paytm', 'BAD_RESPONSE', 'order status: unexpected shape', json);
      const b = parsed.data.body;
      const status = txnStatusOf(b.resultInfo.resultStatus);
      if (b.orderId !== undefined && b.orderId !== orderId) {
        throw new GatewayError('paytm', 'ORDER_MISMATCH', 'order status for a different order', json);
      }
      const amountPaise = b.txnAmount === undefined ? null : providerRupeesToPaise(b.txnAmount);
      if (status === 'paid' && amountPaise === null) {
        throw new GatewayError('paytm', 'BAD_RESPONSE', 'TXN_SUCCESS without a txnAmount', json);
      }
      return { orderId, status, amountPaise: amountPaise ?? 0, providerPaymentId: b.txnId || null, raw: json };
    },
  };
}
