import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { ledgerOperations, paymentOrders } from '../server/db/schema';
import { expect } from 'vitest';
import type { Database } from '../server/db/client';
import { timestampedSignature } from '../server/gateways/payment/signing';
import { sumAllPostings } from '../server/ledger';
import { bearer } from './support/app';

/** Test helpers for the wallet suites (tests/wallet-*.test.ts). */

export const SANDBOX_SECRET = 'test-sandbox-payment-secret-0123456789abcdef';

export interface Wallet {
  deposit_money: number;
  promo_money: number;
  winnings_money: number;
}

export async function wallet(app: FastifyInstance, token: string): Promise<Wallet> {
  const res = await app.inject({ method: 'GET', url: '/api/f2p/v1/user/wallet', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Wallet }).data;
}

export async function addMoney(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/wallet/addMoneyToWallet',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}

export interface CreatedOrder {
  orderId: string;
  orderAmount: number;
  gateway: string;
  redirect: { url: string; method: string; params: { token: string } & Record<string, string> };
}

export async function createOrder(app: FastifyInstance, token: string, rupees: number): Promise<CreatedOrder> {
  const res = await addMoney(app, token, { type: 'cashfree', txn_amount: rupees, platform: 'web' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CreatedOrder }).data;
}

export async function orderStatus(app: FastifyInstance, token: string, orderId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/wallet/getOrderStatus?order_id=${encodeURIComponent(orderId)}`,
    headers: bearer(token),
  });
}

/** A webhook in the sandbox's (Cashfree 2023-08-01) shape, signed with `secret` at `timestampMs`. */
export function signedWebhook(opts: {
  orderId: string;
  rupees: number;
  status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
  timestampMs: number;
  secret?: string;
  paymentId?: string;
}) {
  const type =
    opts.status === 'SUCCESS' ? 'PAYMENT_SUCCESS_WEBHOOK' : opts.status === 'FAILED' ? 'PAYMENT_FAILED_WEBHOOK' : 'PAYMENT_USER_DROPPED_WEBHOOK';
  const body = JSON.stringify({
    type,
    event_time: new Date(opts.timestampMs).toISOString(),
    data: {
      order: { order_id: opts.orderId, order_amount: opts.rupees, order_currency: 'INR' },
      payment: {
        cf_payment_id: opts.paymentId ?? `P${opts.orderId}`,
        payment_status: opts.status,
        payment_amount: opts.rupees,
        payment_currency: 'INR',
        payment_message: 'test',
      },
    },
  });
  const timestamp = String(opts.timestampMs);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': timestampedSignature(opts.secret ?? SANDBOX_SECRET, timestamp, body),
      'x-webhook-version': '2023-08-01',
    },
  };
}

export async function postWebhook(app: FastifyInstance, gateway: string, hook: { body: string; headers: Record<string, string> }) {
  return app.inject({ method: 'POST', url: `/api/v1/payments/webhook/${gateway}`, headers: hook.headers, payload: hook.body });
}

/** What must not move when a request is rejected: Σ postings, the number of operations and orders. */
export async function ledgerSnapshot(database: Database) {
  const [ops] = await database.db.select({ n: count() }).from(ledgerOperations);
  const [orders] = await database.db.select({ n: count() }).from(paymentOrders);
  return {
    sum: await sumAllPostings(database.db),
    operations: ops?.n ?? 0,
    orders: orders?.n ?? 0,
  };
}

/** A mutable clock for createTestApp({ clock }). */
export function testClock(start = Date.parse('2026-11-21T06:00:00Z')) {
  let now = start;
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    now: () => now,
  };
}
