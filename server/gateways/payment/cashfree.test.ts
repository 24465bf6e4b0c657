import { describe, expect, it } from 'vitest';
import { createCashfreeGateway } from './cashfree';
import { timestampedSignature } from './signing';
import { fakeFetch } from './testing';
import { GatewayError } from './types';

const config = { appId: 'TEST_APP', secretKey: 'cf_test_secret', env: 'sandbox' as const };
const input = {
  orderId: 'PX01TEST0001',
  amountPaise: 10_050,
  customer: { id: 'u42', phone: '9876543210' },
  returnUrl: 'https://pickxi.test/addMoney/status?order_id=PX01TEST0001',
  notifyUrl: 'https://pickxi.test/api/v1/payments/webhook/cashfree',
};
const orderEntity = (status: string, extra: Record<string, unknown> = {}) => ({
  cf_order_id: '2149460581',
  order_id: 'PX01TEST0001',
  entity: 'order',
  order_currency: 'INR',
  order_amount: 100.5,
  order_status: status,
  ...extra,
});

describe('Cashfree createOrder', () => {
  it('POSTs the 2023-08-01 order shape and returns a Cashfree.js checkout redirect', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: orderEntity('ACTIVE', { payment_session_id: 'session_abc' }) }]);
    const order = await createCashfreeGateway(config, { fetch }).createOrder({ ...input, paymentModes: 'upi,cc' });
    const call = calls[0]!;
    expect(call.url).toBe('https://sandbox.cashfree.com/pg/orders');
    expect(call.method).toBe('POST');
    expect(call.headers).toMatchObject({
      'x-client-id': 'TEST_APP',
      'x-client-secret': 'cf_test_secret',
      'x-api-version': '2023-08-01',
      'x-idempotency-key': 'PX01TEST0001',
    });
    expect(JSON.parse(call.body!)).toEqual({
      order_id: 'PX01TEST0001',
      order_amount: 100.5,
      order_currency: 'INR',
      customer_details: { customer_id: 'u42', customer_phone: '9876543210' },
      order_meta: { return_url: input.returnUrl, notify_url: input.notifyUrl, payment_methods: 'upi,cc' },
    });
    expect(order).toEqual({
      gateway: 'cashfree',
      orderId: 'PX01TEST0001',
      amountPaise: 10_050,
      providerRef: 'session_abc',
      redirect: { url: 'https://sdk.cashfree.com/js/v3/cashfree.js', method: 'SDK', params: { paymentSessionId: 'session_abc', mode: 'sandbox' } },
    });
  });
  it('uses the production host in production', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: orderEntity('ACTIVE', { payment_session_id: 's' }) }]);
    await createCashfreeGateway({ ...config, env: 'production' }, { fetch }).createOrder(input);
    expect(calls[0]!.url).toBe('https://api.cashfree.com/pg/orders');
  });
  it('fails clearly: no phone, HTTP error, echoed amount differs, network down', async () => {
    const gw = (r: Parameters<typeof fakeFetch>[0]) => createCashfreeGateway(config, { fetch: fakeFetch(r).fetch });
    await expect(gw([]).createOrder({ ...input, customer: { id: 'u42' } })).rejects.toMatchObject({ code: 'CUSTOMER_PHONE_REQUIRED' });
    await expect(gw([{ status: 401, body: { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' } }]).createOrder(input)).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    await expect(gw([{ status: 200, body: orderEntity('ACTIVE', { order_amount: 1, payment_session_id: 's' }) }]).createOrder(input)).rejects.toMatchObject({ code: 'ORDER_MISMATCH' });
    await expect(gw([new Error('ECONNREFUSED')]).createOrder(input)).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('Cashfree fetchStatus', () => {
  it.each([
    ['PAID', 'paid'],
    ['ACTIVE', 'pending'],
    ['EXPIRED', 'expired'],
    ['TERMINATED', 'cancelled'],
  ])('maps %s to %s', async (cf, ours) => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: orderEntity(cf) }]);
    const s = await createCashfreeGateway(config, { fetch }).fetchStatus('PX01TEST0001');
    expect(calls[0]!.url).toBe('https://sandbox.cashfree.com/pg/orders/PX01TEST0001');
    expect(calls[0]!.method).toBe('GET');
    expect(s).toMatchObject({ orderId: 'PX01TEST0001', status: ours, amountPaise: 10_050 });
  });
  it('404 is UNKNOWN_ORDER', async () => {
    const { fetch } = fakeFetch([{ status: 404, body: { message: 'order not found', code: 'order_not_found' } }]);
    await expect(createCashfreeGateway(config, { fetch }).fetchStatus('PX01TEST0001')).rejects.toMatchObject({ code: 'UNKNOWN_ORDER' });
  });
});

describe('Cashfree webhook', () => {
  const now = 1_763_700_000_000;
  const body = JSON.stringify({
    data: {
      order: { order_id: 'PX01TEST0001', order_amount: 100.5, order_currency: 'INR', order_tags: null },
      payment: { cf_payment_id: 5114910434916, payment_status: 'SUCCESS', payment_amount: 100.5, payment_currency: 'INR', payment_message: 'Transaction Successful' },
      customer_details: { customer_id: 'u42', customer_phone: '9876543210' },
    },
    event_time: '2025-11-21T10:40:00+05:30',
    type: 'PAYMENT_SUCCESS_WEBHOOK',
  });
  const signed = (b: string, ts: number, secret = config.secretKey) => ({
    'x-webhook-timestamp': String(ts),
    'x-webhook-signature': timestampedSignature(secret, String(ts), b),
  });
  const gw = createCashfreeGateway(config, { fetch: fakeFetch([]).fetch });

  it('accepts a correctly signed, fresh notification', () => {
    const r = gw.verifyWebhook(body, signed(body, now - 2000), now);
    expect(r).toEqual({
      ok: true,
      event: expect.objectContaining({ gateway: 'cashfree', orderId: 'PX01TEST0001', status: 'paid', amountPaise: 10_050, providerPaymentId: '5114910434916' }),
    });
  });
  it('rejects a forged signature, a re-serialised body, a stale timestamp and missing headers', () => {
    expect(gw.verifyWebhook(body, signed(body, now, 'guessed'), now)).toEqual({ ok: false, reason: 'bad_signature' });
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expect(gw.verifyWebhook(reserialised, signed(body, now), now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(gw.verifyWebhook(body, signed(body, now - 6 * 60_000), now)).toEqual({ ok: false, reason: 'stale_timestamp' });
    expect(gw.verifyWebhook(body, signed(body, now + 6 * 60_000), now)).toEqual({ ok: false, reason: 'stale_timestamp' });
    expect(gw.verifyWebhook(body, {}, now)).toEqual({ ok: false, reason: 'missing_signature' });
  });
  it('a signed body that is not a payment event is malformed', () => {
    const junk = '{"type":"PAYMENT_SUCCESS_WEBHOOK","data":{}}';
    expect(gw.verifyWebhook(junk, signed(junk, now), now)).toEqual({ ok: false, reason: 'malformed_body' });
  });
  it('maps failed and dropped payments', () => {
    for (const [st, ours] of [['FAILED', 'failed'], ['USER_DROPPED', 'cancelled']] as const) {
      const b = body.replace('"SUCCESS"', `"${st}"`);
      const r = gw.verifyWebhook(b, signed(b, now), now);
      expect(r.ok && r.event.status).toBe(ours);
    }
  });
});
