import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/client';
import { paymentOrders, users } from '../server/db/schema';
import type { PaymentGatewayConfig } from '../server/gateways/payment/config';
import { generatePaytmSignature } from '../server/gateways/payment/paytm-checksum';
import { fakeFetch } from '../server/gateways/payment/testing';
import { gatewaysOf, setPaymentFetchForTests } from '../server/modules/wallet/payments';
import { insertOrder } from '../server/modules/wallet/payment-orders';
import { closeTestApps, createTestApp, guestToken, newGaid, testDrivers, useTestDatabase } from './support/app';
import { createOrder, ledgerSnapshot, orderStatus, postWebhook, signedWebhook, testClock, wallet } from './wallet-helpers';

afterEach(closeTestApps);

async function player(app: FastifyInstance, database: Database) {
  const gaid = newGaid();
  const token = await guestToken(app, gaid);
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.gaid, gaid));
  if (!row) throw new Error('no user');
  await wallet(app, token); // sign-up bonus first, so later snapshots only see payments
  return { token, userId: row.id };
}

async function orderRow(database: Database, id: string) {
  const [row] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

describe.each(testDrivers())('payment notifications on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('every paid order delivered three times (and out of order) is credited exactly once', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock });
    const { token } = await player(app, database());
    const orders = await Promise.all([10, 20, 30].map((r) => createOrder(app, token, r)));
    const hooks = orders.flatMap((o) => [
      signedWebhook({ orderId: o.orderId, rupees: o.orderAmount, status: 'SUCCESS', timestampMs: clock.now() }),
      signedWebhook({ orderId: o.orderId, rupees: o.orderAmount, status: 'FAILED', timestampMs: clock.now() }),
    ]);
    // success, failure after success, success again — for all orders, interleaved backwards
    const sequence = [...hooks, ...hooks.filter((_, i) => i % 2 === 0)].reverse();
    for (const hook of sequence) {
      const res = await postWebhook(app, 'sandbox', hook);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 60 });
    for (const o of orders) {
      expect((await orderStatus(app, token, o.orderId)).json().data.status_code).toBe(1);
      expect((await orderRow(database(), o.orderId))?.ledgerOperationId).toBeGreaterThan(0);
    }
    expect((await ledgerSnapshot(database())).sum).toBe(0);
  });

  it('a success after a failed or dropped attempt still credits (the player retried), once', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock });
    const { token } = await player(app, database());
    const order = await createOrder(app, token, 40);
    const hook = (status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED') =>
      postWebhook(app, 'sandbox', signedWebhook({ orderId: order.orderId, rupees: 40, status, timestampMs: clock.now() }));
    await hook('USER_DROPPED');
    expect((await orderStatus(app, token, order.orderId)).json().data.status_code).toBe(3);
    await hook('FAILED');
    await hook('SUCCESS');
    await hook('SUCCESS');
    expect((await orderStatus(app, token, order.orderId)).json().data.status_code).toBe(1);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 40 });
  });

  it('webhooks racing the redirect poll credit once', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock });
    const { token } = await player(app, database());
    const sandbox = gatewaysOf(app.pickxi)?.sandbox;
    if (!sandbox) throw new Error('sandbox gateway missing');
    const orders = await Promise.all([11, 12, 13].map((r) => createOrder(app, token, r)));
    clock.advance(10_000); // old enough for getOrderStatus to ask the provider
    const completed = orders.map((o) => {
      const done = sandbox.complete(o.redirect.params.token, 'pay');
      if (!done.ok) throw new Error(done.reason);
      return done.webhook;
    });
    const racers = orders.flatMap((o, i) => {
      const webhook = completed[i];
      if (!webhook) throw new Error('no webhook');
      return [
        postWebhook(app, 'sandbox', webhook),
        orderStatus(app, token, o.orderId),
        postWebhook(app, 'sandbox', webhook),
        orderStatus(app, token, o.orderId),
      ];
    });
    const results = await Promise.all(racers);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 36 });
    for (const o of orders) expect((await orderStatus(app, token, o.orderId)).json().data.status_code).toBe(1);
  });

  it('the poll alone credits a paid order when the webhook never arrives', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock });
    const { token } = await player(app, database());
    const sandbox = gatewaysOf(app.pickxi)?.sandbox;
    if (!sandbox) throw new Error('sandbox gateway missing');
    const order = await createOrder(app, token, 99);
    const done = sandbox.complete(order.redirect.params.token, 'pay');
    expect(done.ok).toBe(true);
    // younger than 5 s: answered from the row, provider not asked
    expect((await orderStatus(app, token, order.orderId)).json().data.status_code).toBe(0);
    clock.advance(6_000);
    expect((await orderStatus(app, token, order.orderId)).json().data.status_code).toBe(1);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 99 });
    // the late webhook changes nothing
    if (done.ok) expect((await postWebhook(app, 'sandbox', done.webhook)).statusCode).toBe(200);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 99 });
  });

  it('forged, unsigned, tampered and stale webhooks are 400s and change nothing', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock });
    const { token } = await player(app, database());
    const order = await createOrder(app, token, 500);
    const before = await ledgerSnapshot(database());
    const good = signedWebhook({ orderId: order.orderId, rupees: 500, status: 'SUCCESS', timestampMs: clock.now() });
    const forged = signedWebhook({ orderId: order.orderId, rupees: 500, status: 'SUCCESS', timestampMs: clock.now(), secret: 'not-the-secret-not-the-secret-0000' });
    const unsigned = { body: good.body, headers: { 'content-type': 'application/json', 'x-webhook-timestamp': String(clock.now()) } };
    const tampered = { body: good.body.replace('"order_amount":500', '"order_amount":5000'), headers: good.headers };
    const stale = signedWebhook({ orderId: order.orderId, rupees: 500, status: 'SUCCESS', timestampMs: clock.now() - 6 * 60_000 });
    const future = signedWebhook({ orderId: order.orderId, rupees: 500, status: 'SUCCESS', timestampMs: clock.now() + 6 * 60_000 });
    const garbage = { body: 'not json', headers: signedWebhook({ orderId: 'x', rupees: 1, status: 'SUCCESS', timestampMs: clock.now() }).headers };
    for (const hook of [forged, unsigned, tampered, stale, future, garbage]) {
      const res = await postWebhook(app, 'sandbox', hook);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    // a sandbox-signed notification sent to a gateway that is not configured
    expect((await postWebhook(app, 'cashfree', good)).statusCode).toBe(404);
    expect((await postWebhook(app, 'stripe', good)).statusCode).toBe(404);
    expect(await ledgerSnapshot(database())).toEqual(before);
    expect((await orderRow(database(), order.orderId))?.status).toBe('created');
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 0 });
    // the genuine one still works afterwards
    expect((await postWebhook(app, 'sandbox', good)).statusCode).toBe(200);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 500 });
  });

  it('a signed notification with a different amount credits nothing and holds the order for review', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock });
    const { token } = await player(app, database());
    const order = await createOrder(app, token, 100);
    const before = await ledgerSnapshot(database());
    const wrong = signedWebhook({ orderId: order.orderId, rupees: 1000, status: 'SUCCESS', timestampMs: clock.now() });
    expect((await postWebhook(app, 'sandbox', wrong)).json().data).toMatchObject({ outcome: 'review' });
    const right = signedWebhook({ orderId: order.orderId, rupees: 100, status: 'SUCCESS', timestampMs: clock.now() });
    expect((await postWebhook(app, 'sandbox', right)).json().data).toMatchObject({ outcome: 'ignored' });
    expect(await ledgerSnapshot(database())).toEqual(before);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 0 });
    expect((await orderRow(database(), order.orderId))?.status).toBe('review');
    // the player keeps seeing "awaiting confirmation" (status_code 0) until their poll ends
    expect((await orderStatus(app, token, order.orderId)).json().data).toMatchObject({ status_code: 0 });
  });

  it('a verified notification about an unknown order changes nothing', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock });
    const before = await ledgerSnapshot(database());
    const res = await postWebhook(app, 'sandbox', signedWebhook({ orderId: 'PXUNKNOWN0001', rupees: 5, status: 'SUCCESS', timestampMs: clock.now() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'ignored' });
    expect(await ledgerSnapshot(database())).toEqual(before);
  });

  describe('live gateways', () => {
    const cashfreeSecret = 'cf-test-secret-key';
    const payment: PaymentGatewayConfig = {
      mode: 'live',
      publicBaseUrl: 'https://pickxi.example',
      sandboxSecret: undefined,
      cashfree: { appId: 'cf-app', secretKey: cashfreeSecret, env: 'sandbox' },
      paytm: { mid: 'PICKXI00000001', merchantKey: '0123456789abcdef', website: 'WEBSTAGING', env: 'staging' },
    };

    it('Cashfree: a webhook signed with the secret key credits a Cashfree order once; a sandbox-signed one is refused', async () => {
      const clock = testClock();
      const app = await createTestApp(database(), { clock: clock.clock, config: { payment } });
      const { token, userId } = await player(app, database());
      await insertOrder(database().db, { id: 'PXCASHFREE0001', userId, gateway: 'cashfree', amountPaise: 25_000, idempotencyKey: 'k-cf-1', createdAt: clock.clock() });
      const forged = signedWebhook({ orderId: 'PXCASHFREE0001', rupees: 250, status: 'SUCCESS', timestampMs: clock.now() });
      expect((await postWebhook(app, 'cashfree', forged)).statusCode).toBe(400);
      expect((await postWebhook(app, 'sandbox', forged)).statusCode).toBe(404);
      const hook = signedWebhook({ orderId: 'PXCASHFREE0001', rupees: 250, status: 'SUCCESS', timestampMs: clock.now(), secret: cashfreeSecret });
      for (let i = 0; i < 3; i += 1) expect((await postWebhook(app, 'cashfree', hook)).statusCode).toBe(200);
      expect(await wallet(app, token)).toMatchObject({ deposit_money: 250 });
    });

    it('Paytm: the browser callback is checksum-verified, confirmed with the status API, credited once and redirected', async () => {
      const clock = testClock();
      const paytmPayment = { ...payment };
      const status = (resultStatus: string, amount: string) => ({
        status: 200,
        body: { head: {}, body: { resultInfo: { resultStatus }, orderId: 'PXPAYTM0000001', txnId: 'T1', txnAmount: amount } },
      });
      // answers, in order: pending (callback 1), wrong amount (callback 2), success (callbacks 3 and 4)
      const fake = fakeFetch([status('PENDING', '75.00'), status('TXN_SUCCESS', '7.50'), status('TXN_SUCCESS', '75.00'), status('TXN_SUCCESS', '75.00')]);
      setPaymentFetchForTests(paytmPayment, fake.fetch);
      const app = await createTestApp(database(), { clock: clock.clock, config: { payment: paytmPayment } });
      const { token, userId } = await player(app, database());
      await insertOrder(database().db, { id: 'PXPAYTM0000001', userId, gateway: 'paytm', amountPaise: 7_500, idempotencyKey: 'k-pt-1', createdAt: clock.clock() });
      const params = { MID: 'PICKXI00000001', ORDERID: 'PXPAYTM0000001', TXNID: 'T1', TXNAMOUNT: '75.00', STATUS: 'TXN_SUCCESS', RESPCODE: '01' };
      const form = (p: Record<string, string>, key = '0123456789abcdef') =>
        new URLSearchParams({ ...p, CHECKSUMHASH: generatePaytmSignature(p, key) }).toString();
      const callback = (body: string) =>
        app.inject({ method: 'POST', url: '/api/v1/payments/paytm/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

      const before = await ledgerSnapshot(database());
      expect((await callback(form(params, 'fedcba9876543210'))).statusCode).toBe(400); // forged checksum
      expect((await callback(new URLSearchParams(params).toString())).statusCode).toBe(400); // no checksum
      expect(fake.calls).toHaveLength(0); // rejected before any provider call
      const first = await callback(form(params)); // status API still says pending
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe('https://pickxi.example/addMoney/status?order_id=PXPAYTM0000001');
      expect(await ledgerSnapshot(database())).toEqual(before);
      const mismatch = await callback(form(params)); // status API reports ₹7.50: review, no credit
      expect(mismatch.statusCode).toBe(303);
      expect(await wallet(app, token)).toMatchObject({ deposit_money: 0 });
      expect((await orderRow(database(), 'PXPAYTM0000001'))?.status).toBe('review');
    });

    it('Paytm: confirmed success credits exactly once however often the callback comes', async () => {
      const clock = testClock();
      const paytmPayment = { ...payment };
      const ok = { status: 200, body: { head: {}, body: { resultInfo: { resultStatus: 'TXN_SUCCESS' }, orderId: 'PXPAYTM0000002', txnId: 'T2', txnAmount: '75.00' } } };
      const fake = fakeFetch([ok, ok, ok]);
      setPaymentFetchForTests(paytmPayment, fake.fetch);
      const app = await createTestApp(database(), { clock: clock.clock, config: { payment: paytmPayment } });
      const { token, userId } = await player(app, database());
      await insertOrder(database().db, { id: 'PXPAYTM0000002', userId, gateway: 'paytm', amountPaise: 7_500, idempotencyKey: 'k-pt-2', createdAt: clock.clock() });
      const params = { MID: 'PICKXI00000001', ORDERID: 'PXPAYTM0000002', TXNID: 'T2', TXNAMOUNT: '75.00', STATUS: 'TXN_SUCCESS', RESPCODE: '01' };
      const body = new URLSearchParams({ ...params, CHECKSUMHASH: generatePaytmSignature(params, '0123456789abcdef') }).toString();
      for (let i = 0; i < 3; i += 1) {
        const res = await app.inject({ method: 'POST', url: '/api/v1/payments/paytm/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
        expect(res.statusCode).toBe(303);
      }
      expect(await wallet(app, token)).toMatchObject({ deposit_money: 75 });
      expect((await orderStatus(app, token, 'PXPAYTM0000002')).json().data.status_code).toBe(1);
    });
  });
});
