import type { GatewayName, PaymentRedirect } from '../../../core/api/wallet-ops';

/**
 * The adapter every payment provider implements. The server's add-money service talks only to
 * this interface; which provider sits behind it is configuration (PAYMENT_GATEWAY).
 * Amounts are integer paise on this side of the adapter; each adapter converts to the
 * provider's representation (Cashfree: rupee number, Paytm: "100.00" string).
 */

export type { GatewayName, PaymentRedirect };

/** Provider-neutral order state. Only 'paid' ever credits a wallet. */
export type GatewayOrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface CreateOrderInput {
  /** our order id (the orders row key), reused as the provider's merchant order id */
  orderId: string;
  amountPaise: number;
  customer: { id: string; phone?: string | undefined; name?: string | undefined; email?: string | undefined };
  /** where the browser lands after paying (the PWA's addMoney status screen) */
  returnUrl: string;
  /** where the provider posts its server-to-server notification */
  notifyUrl: string;
  /** the player's chosen modes (e.g. "upi,card"), passed on when the provider supports it */
  paymentModes?: string | undefined;
}

export interface CreatedOrder {
  gateway: GatewayName;
  orderId: string;
  amountPaise: number;
  /** the provider's own id or session (cf payment_session_id, Paytm txnToken) */
  providerRef: string;
  redirect: PaymentRedirect;
}

/** A verified payment notification. Never trusted for money until checked against our order row. */
export interface PaymentEvent {
  gateway: GatewayName;
  orderId: string;
  status: GatewayOrderStatus;
  amountPaise: number;
  providerPaymentId: string | null;
  raw: unknown;
}

export type WebhookRejection =
  | 'missing_signature'
  | 'bad_signature'
  | 'stale_timestamp'
  | 'malformed_body'
  | 'wrong_merchant';

export type WebhookResult = { ok: true; event: PaymentEvent } | { ok: false; reason: WebhookRejection };

export interface OrderStatusResult {
  orderId: string;
  status: GatewayOrderStatus;
  amountPaise: number;
  providerPaymentId: string | null;
  raw: unknown;
}

export type HttpHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  readonly name: GatewayName;
  /**
   * true when a notification alone is not enough to credit and the service must confirm with
   * fetchStatus first (Paytm documents this; we also do it for every redirect-return).
   */
  readonly confirmWithStatusCall: boolean;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** rawBody exactly as received (signatures cover bytes, not parsed JSON); now = epoch ms */
  verifyWebhook(rawBody: string | Uint8Array, headers: HttpHeaders, now: number): WebhookResult;
  fetchStatus(orderId: string): Promise<OrderStatusResult>;
}

/** A provider call failed or answered something we cannot use. The message is for logs, not players. */
export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    readonly code:
      | 'NETWORK'
      | 'HTTP_STATUS'
      | 'BAD_RESPONSE'
      | 'REJECTED'
      | 'CUSTOMER_PHONE_REQUIRED'
      | 'UNKNOWN_ORDER'
      | 'ORDER_MISMATCH',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The subset of fetch the adapters use, injected so tests never touch the network. */
export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  ok: boolean;
  text(): Promise<string>;
}>;
