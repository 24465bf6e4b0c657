import { ORDER_STATUS_CODE, type OrderStatusData } from '../../../core/api/wallet-ops';
import { checkAmount } from './signing';
import type { GatewayOrderStatus, HttpHeaders, OrderStatusResult, PaymentEvent, PaymentGateway, WebhookRejection } from './types';

/**
 * The add-money order row's state machine (docs/decisions/002-ledger-and-gateways.md), as pure
 * decisions the wallet service applies with ONE guarded UPDATE per decision:
 *
 *   created ─failed─► failed ─┐
 *   created ─dropped─► cancelled ─┼─paid (same amount)─► paid      (terminal; the only credit)
 *   created ─expired─► expired ─┘
 *   any non-terminal ─amount differs─► review                       (terminal; never credits)
 *
 * `decideOrderUpdate` says what to do; the SQL guard (`WHERE status IN (<from>)`) makes the
 * race between webhook, redirect poll and reconciliation credit once.
 */

export type OrderRowStatus = 'created' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'review';

export interface OrderRow {
  id: string;
  amountPaise: number;
  status: OrderRowStatus;
}

/** What a verified notification or a status call told us. */
export interface PaymentEvidence {
  orderId: string;
  status: GatewayOrderStatus;
  amountPaise: number;
  providerPaymentId: string | null;
}

/** States a paid report may move out of: everything but paid and review. */
export const CREDITABLE_FROM: readonly OrderRowStatus[] = ['created', 'failed', 'cancelled', 'expired'];

export type OrderDecision =
  /** UPDATE … SET status='paid' WHERE id=$1 AND status IN (CREDITABLE_FROM) AND amount_paise=$amount; one row → post add_money */
  | { action: 'credit'; from: readonly OrderRowStatus[]; amountPaise: number; providerPaymentId: string | null }
  /** UPDATE … SET status=$to WHERE id=$1 AND status IN ($from) */
  | { action: 'close'; from: readonly OrderRowStatus[]; to: 'failed' | 'cancelled' | 'expired' }
  /** UPDATE … SET status='review' WHERE id=$1 AND status IN (CREDITABLE_FROM); alert */
  | { action: 'review'; from: readonly OrderRowStatus[]; expectedPaise: number; reportedPaise: number }
  | { action: 'ignore'; why: 'already_final' | 'still_pending' | 'order_mismatch' };

export function decideOrderUpdate(row: OrderRow, evidence: PaymentEvidence): OrderDecision {
  if (evidence.orderId !== row.id) return { action: 'ignore', why: 'order_mismatch' };
  if (row.status === 'paid' || row.status === 'review') return { action: 'ignore', why: 'already_final' };
  switch (evidence.status) {
    case 'paid': {
      const amount = checkAmount(row.amountPaise, evidence.amountPaise);
      if (!amount.ok) {
        return { action: 'review', from: CREDITABLE_FROM, expectedPaise: row.amountPaise, reportedPaise: evidence.amountPaise };
      }
      return { action: 'credit', from: CREDITABLE_FROM, amountPaise: row.amountPaise, providerPaymentId: evidence.providerPaymentId };
    }
    case 'pending':
      return { action: 'ignore', why: 'still_pending' };
    case 'failed':
    case 'cancelled':
      // Only a fresh order is closed by a failed attempt; the player may still retry and pay.
      return row.status === 'created' ? { action: 'close', from: ['created'], to: evidence.status } : { action: 'ignore', why: 'already_final' };
    case 'expired':
      return row.status === 'expired' ? { action: 'ignore', why: 'already_final' } : { action: 'close', from: ['created', 'failed', 'cancelled'], to: 'expired' };
  }
}

/** Apply a decision to an in-memory row (what the guarded UPDATE does) — used by tests and the demo store. */
export function applyDecision(row: OrderRow, d: OrderDecision): { row: OrderRow; credited: boolean } {
  if (d.action === 'ignore' || !d.from.includes(row.status)) return { row, credited: false };
  if (d.action === 'credit') {
    if (row.amountPaise !== d.amountPaise) return { row, credited: false };
    return { row: { ...row, status: 'paid' }, credited: true };
  }
  return { row: { ...row, status: d.action === 'review' ? 'review' : d.to }, credited: false };
}

export type NotificationResult =
  | { ok: true; evidence: PaymentEvidence }
  | { ok: false; reason: WebhookRejection };

/**
 * Webhook / callback entry point: verify the signature (and timestamp window), then for
 * gateways that require it confirm with the provider's status API — the status answer, not the
 * notification, is the evidence. Rejections map to HTTP 400 and change nothing.
 */
export async function resolveNotification(
  gateway: PaymentGateway,
  rawBody: string | Uint8Array,
  headers: HttpHeaders,
  now: number,
): Promise<NotificationResult> {
  const verified = gateway.verifyWebhook(rawBody, headers, now);
  if (!verified.ok) return verified;
  const event: PaymentEvent = verified.event;
  if (!gateway.confirmWithStatusCall) {
    return { ok: true, evidence: { orderId: event.orderId, status: event.status, amountPaise: event.amountPaise, providerPaymentId: event.providerPaymentId } };
  }
  return { ok: true, evidence: evidenceOf(await gateway.fetchStatus(event.orderId)) };
}

/** A gateway's status answer as evidence about the order (webhook confirmation, poll and reconciliation). */
export function evidenceOf(status: OrderStatusResult): PaymentEvidence {
  return { orderId: status.orderId, status: status.status, amountPaise: status.amountPaise, providerPaymentId: status.providerPaymentId };
}

/** Rs. amount as the spec writes it: "Rs. 100" or "Rs. 100.50". */
function rs(amountPaise: number): string {
  const whole = Math.floor(amountPaise / 100);
  const frac = amountPaise % 100;
  return frac === 0 ? `Rs. ${whole}` : `Rs. ${whole}.${String(frac).padStart(2, '0')}`;
}

/** English messages of getOrderStatus; the PWA shows data.message when polling ends. */
export const ORDER_STATUS_MESSAGES = {
  created: (id: string, amountPaise: number) => `Awaiting confirmation for order ${id} for ${rs(amountPaise)}`,
  paid: (_id: string, amountPaise: number) => `${rs(amountPaise)} added to your wallet`,
  failed: () => 'Payment failed. If money was debited, your bank will return it.',
  cancelled: () => 'Payment cancelled',
  expired: () => 'Payment session expired. Please try again.',
  review: () => 'We are checking this payment. Your wallet will be updated once it is confirmed.',
} as const;

/** The getOrderStatus reply for a row. A row in review keeps the client polling (0) until it times out. */
export function orderStatusReply(row: OrderRow): OrderStatusData {
  const code =
    row.status === 'paid'
      ? ORDER_STATUS_CODE.paid
      : row.status === 'failed'
        ? ORDER_STATUS_CODE.failed
        : row.status === 'cancelled'
          ? ORDER_STATUS_CODE.cancelled
          : row.status === 'expired'
            ? ORDER_STATUS_CODE.expired
            : ORDER_STATUS_CODE.pending;
  const status = row.status === 'review' ? 'created' : row.status;
  return {
    status_code: code,
    data: {
      orderId: row.id,
      orderAmount: Math.round(row.amountPaise / 100),
      status,
      message: ORDER_STATUS_MESSAGES[row.status](row.id, row.amountPaise),
    },
  };
}
