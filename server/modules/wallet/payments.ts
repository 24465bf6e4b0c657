import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addMoneyRoute, OrderStatusData } from '../../../core/api/wallet-ops';
import { ApiError } from '../../../core/errors';
import type { Db } from '../../db/client';
import { newProviderId } from '../../ids';
import { users } from '../../db/schema';
import type { PaymentGatewayConfig } from '../../gateways/payment/config';
import {
  createPaymentGateways,
  evidenceOf,
  GatewayError,
  orderStatusReply,
  PAYMENT_PATHS,
  resolveNotification,
  type FetchLike,
  type GatewayName,
  type HttpHeaders,
  type PaymentGateways,
} from '../../gateways/payment';
import type { AppDeps } from '../../http/deps';
import { requireRealMoney } from './money-mode';
import { assertDepositAllowed } from '../profile/play';
import { applyEvidence, claimStatusCheck, findOwnOrder, insertOrder, setProviderRef, type ApplyOutcome } from './payment-orders';

export interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** getOrderStatus asks the provider about a still-created order only after this age, at most once per gap. */
export const STATUS_CHECK_MIN_AGE_MS = 5_000;
export const STATUS_CHECK_MIN_GAP_MS = 3_000;

const fetchOverrides = new WeakMap<PaymentGatewayConfig, FetchLike>();

/** Tests: the provider HTTP calls of apps built with this payment config go to `fetch`. */
export function setPaymentFetchForTests(config: PaymentGatewayConfig, fetch: FetchLike): void {
  fetchOverrides.set(config, fetch);
}

const networkFetch: FetchLike = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });

/**
 * The configured adapters for one app. Null when none can exist (production social mode without
 * a sandbox secret): add money then answers 403 (social) or 503.
 */
export function createGatewaysFor(deps: AppDeps): PaymentGateways | null {
  const config = deps.config.payment;
  const gateways =
    config.mode === 'sandbox' && !config.sandboxSecret
      ? null
      : createPaymentGateways(config, { fetch: fetchOverrides.get(config) ?? networkFetch, now: () => deps.clock().getTime() });
  gatewaysByDeps.set(deps, gateways);
  return gateways;
}

const gatewaysByDeps = new WeakMap<AppDeps, PaymentGateways | null>();

/** The adapters an app uses (tests drive the sandbox provider side with it: app.pickxi). */
export function gatewaysOf(deps: AppDeps): PaymentGateways | null {
  return gatewaysByDeps.get(deps) ?? null;
}

type AddMoneyBody = z.output<NonNullable<typeof addMoneyRoute.body>>;
type AddMoneyData = z.output<typeof addMoneyRoute.data>;

/**
 * POST addMoneyToWallet, inside the Idempotency-Key transaction `tx`: the order row `created`
 * and the provider order. A provider failure throws (the savepoint drops the row) and the
 * player gets 502; a replay of the key returns the first answer (same order, same redirect).
 */
export async function createAddMoneyOrder(
  tx: Db,
  deps: AppDeps,
  gateways: PaymentGateways | null,
  input: { userId: number; idempotencyKey: string; body: AddMoneyBody },
  log: Logger,
): Promise<AddMoneyData> {
  requireRealMoney(deps);
  const gateway = gateways?.forType(input.body.type) ?? null;
  if (!gateway) throw new ApiError(400, 'VALIDATION_FAILED', `Payment method ${input.body.type} is not available right now.`);
  const now = deps.clock();
  const orderId = newProviderId('PX');
  const amountPaise = input.body.txn_amount * 100;
  // Responsible play: exclusion, break, state, age and deposit limits, before any order exists.
  await assertDepositAllowed(tx, deps, input.userId, amountPaise);
  await insertOrder(tx, {
    id: orderId,
    userId: input.userId,
    gateway: gateway.name,
    amountPaise,
    idempotencyKey: input.idempotencyKey,
    createdAt: now,
  });
  const [user] = await tx.select({ phone: users.phone, nick: users.nick }).from(users).where(eq(users.id, input.userId));
  const base = deps.config.payment.publicBaseUrl;
  try {
    const created = await gateway.createOrder({
      orderId,
      amountPaise,
      customer: { id: `u${input.userId}`, phone: user?.phone ?? undefined, name: user?.nick ?? undefined },
      // Paytm posts the browser (with CHECKSUMHASH) to this URL: our callback verifies, then 303s to the PWA.
      returnUrl: gateway.name === 'paytm' ? `${base}${PAYMENT_PATHS.paytmCallback}` : `${base}${PAYMENT_PATHS.returnPage(orderId)}`,
      notifyUrl: `${base}${PAYMENT_PATHS.webhook(gateway.name)}`,
      paymentModes: input.body.paymentModes,
    });
    await setProviderRef(tx, orderId, created.providerRef);
    return { orderId, orderAmount: input.body.txn_amount, gateway: gateway.name, redirect: created.redirect };
  } catch (err) {
    if (err instanceof GatewayError && err.code === 'CUSTOMER_PHONE_REQUIRED') {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Sign in with your mobile number to pay with this method.');
    }
    log.error({ err, orderId, gateway: gateway.name }, 'payment provider could not create the order');
    throw new ApiError(502, 'INTERNAL', 'The payment provider could not be reached. Please try again.');
  }
}

/**
 * GET getOrderStatus: the player's own order (else 404). A still-created order older than
 * STATUS_CHECK_MIN_AGE_MS asks the provider (rate-limited per order) and a paid answer credits
 * through the same guarded path as the webhook.
 */
export async function orderStatus(
  deps: AppDeps,
  gateways: PaymentGateways | null,
  userId: number,
  orderId: string,
  log: Logger,
): Promise<OrderStatusData> {
  let row = await findOwnOrder(deps.db, orderId, userId);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such order');
  const now = deps.clock();
  const gateway = gateways?.byName(row.gateway) ?? null;
  if (
    row.status === 'created' &&
    gateway &&
    now.getTime() - row.createdAt.getTime() >= STATUS_CHECK_MIN_AGE_MS &&
    (await claimStatusCheck(deps.db, row.id, now, STATUS_CHECK_MIN_GAP_MS))
  ) {
    try {
      const applied = await applyEvidence(deps.db, evidenceOf(await gateway.fetchStatus(row.id)), deps.clock(), log);
      row = applied.row ?? row;
    } catch (err) {
      // The provider being down must not break polling: answer from the row, try again next poll.
      log.warn({ err, orderId: row.id }, 'order status check failed');
      row = (await findOwnOrder(deps.db, orderId, userId)) ?? row;
    }
  }
  return orderStatusReply({ id: row.id, amountPaise: row.amountPaise, status: row.status });
}

export type NotificationOutcome =
  | { ok: true; orderId: string; outcome: ApplyOutcome }
  | { ok: false; status: 400 | 404; message: string };

const REJECTION_TEXT: Record<string, string> = {
  missing_signature: 'Missing signature',
  bad_signature: 'Invalid signature',
  stale_timestamp: 'Stale or invalid timestamp',
  malformed_body: 'Malformed notification',
  wrong_merchant: 'Notification for another merchant',
};

/**
 * A provider notification (webhook, Paytm callback, the sandbox's signed webhook): verify the raw
 * bytes, confirm with the status API where the gateway requires it, then apply. A rejection
 * changes nothing. A verified notification about an order of another gateway is ignored.
 */
export async function handleNotification(
  deps: AppDeps,
  gateways: PaymentGateways | null,
  gatewayName: GatewayName,
  rawBody: Buffer,
  headers: HttpHeaders,
  log: Logger,
): Promise<NotificationOutcome> {
  const gateway = gateways?.byName(gatewayName) ?? null;
  if (!gateway) return { ok: false, status: 404, message: `Gateway ${gatewayName} is not configured` };
  let resolved;
  try {
    resolved = await resolveNotification(gateway, rawBody, headers, deps.clock().getTime());
  } catch (err) {
    log.warn({ err, gateway: gatewayName }, 'notification could not be confirmed with the provider');
    return { ok: false, status: 400, message: 'Notification could not be confirmed' };
  }
  if (!resolved.ok) {
    log.warn({ gateway: gatewayName, reason: resolved.reason }, 'payment notification rejected');
    return { ok: false, status: 400, message: REJECTION_TEXT[resolved.reason] ?? 'Rejected' };
  }
  const { evidence } = resolved;
  const owner = await deps.db.query.paymentOrders.findFirst({
    columns: { gateway: true },
    where: (o, { eq: equals }) => equals(o.id, evidence.orderId),
  });
  if (!owner || owner.gateway !== gatewayName) {
    log.warn({ gateway: gatewayName, orderId: evidence.orderId }, 'verified notification for an unknown order or another gateway');
    return { ok: true, orderId: evidence.orderId, outcome: 'ignored' };
  }
  const applied = await applyEvidence(deps.db, evidence, deps.clock(), log);
  return { ok: true, orderId: evidence.orderId, outcome: applied.outcome };
}
