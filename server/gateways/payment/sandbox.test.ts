import { describe, expect, it } from 'vitest';
import { createSandboxGateway, renderSandboxPaymentPage } from './sandbox';
import { checkAmount } from './signing';
import { fakeFetch } from './testing';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
const input = {
  orderId: 'PX01TEST0003',
  amountPaise: 10_000,
  customer: { id: 'u42' },
  returnUrl: 'http://localhost:3000/addMoney/status?order_id=PX01TEST0003',
  notifyUrl: 'http://localhost:3000/api/v1/payments/webhook/sandbox',
};

function setup(start = 1_763_700_000_000) {
  let t = start;
  const { fetch, calls } = fakeFetch([{ status: 200, body: { status: 200 } }]);
  const gw = createSandboxGateway({ secret: SECRET, publicBaseUrl: 'http://localhost:3000', now: () => t, fetch });
  return { gw, calls, advance: (ms: number) => (t += ms), now: () => t };
}

describe('sandbox gateway', () => {
  it('pay: page → redirect back → signed webhook the real webhook path accepts', async () => {
    const { gw, calls, now } = setup();
    const order = await gw.createOrder(input);
    expect(order.redirect).toEqual({ url: 'http://localhost:3000/api/v1/payments/sandbox/pay', method: 'GET', params: { token: order.providerRef } });
    const token = order.redirect.params.token!;
    expect(gw.openPage(token)).toMatchObject({ ok: true, order: { orderId: 'PX01TEST0003', amountPaise: 10_000, status: 'pending' } });
    expect((await gw.fetchStatus('PX01TEST0003')).status).toBe('pending');

    const done = gw.complete(token, 'pay');
    if (!done.ok) throw new Error(done.reason);
    expect(done.redirectUrl).toBe(input.returnUrl);
    const verified = gw.verifyWebhook(done.webhook.body, done.webhook.headers, now());
    expect(verified).toEqual({ ok: true, event: expect.objectContaining({ gateway: 'sandbox', orderId: 'PX01TEST0003', status: 'paid', amountPaise: 10_000 }) });
    if (verified.ok) expect(checkAmount(10_000, verified.event.amountPaise)).toEqual({ ok: true });
    expect((await gw.fetchStatus('PX01TEST0003')).status).toBe('paid');

    expect(await gw.deliverWebhook(done.webhook)).toBe(200);
    expect(calls[0]).toMatchObject({ url: input.notifyUrl, method: 'POST', body: done.webhook.body });
  });

  it('fail and cancel send the matching events; a completed order cannot be completed again', async () => {
    const { gw, now } = setup();
    const a = await gw.createOrder(input);
    const b = await gw.createOrder({ ...input, orderId: 'PX01TEST0004' });
    const failed = gw.complete(a.providerRef, 'fail');
    const cancelled = gw.complete(b.providerRef, 'cancel');
    if (!failed.ok || !cancelled.ok) throw new Error('not completed');
    const ev = (w: typeof failed.webhook) => gw.verifyWebhook(w.body, w.headers, now());
    expect(ev(failed.webhook)).toMatchObject({ ok: true, event: { status: 'failed' } });
    expect(ev(cancelled.webhook)).toMatchObject({ ok: true, event: { status: 'cancelled' } });
    expect(gw.complete(a.providerRef, 'pay')).toEqual({ ok: false, reason: 'already_completed' });
  });

  it('rejects forged tokens, forged webhooks, replays outside the window and duplicate order ids', async () => {
    const { gw, advance, now } = setup();
    const order = await gw.createOrder(input);
    const [payload] = order.providerRef.split('.');
    expect(gw.openPage(`${payload}.AAAA`)).toEqual({ ok: false, reason: 'bad_token' });
    const forgedPayload = Buffer.from(JSON.stringify({ o: 'PX01OTHER' })).toString('base64url');
    expect(gw.complete(`${forgedPayload}.${order.providerRef.split('.')[1]}`, 'pay')).toEqual({ ok: false, reason: 'bad_token' });

    const done = gw.complete(order.providerRef, 'pay');
    if (!done.ok) throw new Error(done.reason);
    const inflated = done.webhook.body.replace(/100(?=[,}])/g, '100000');
    expect(inflated).not.toBe(done.webhook.body);
    expect(gw.verifyWebhook(inflated, done.webhook.headers, now())).toEqual({ ok: false, reason: 'bad_signature' });
    advance(5 * 60_000 + 1);
    expect(gw.verifyWebhook(done.webhook.body, done.webhook.headers, now())).toEqual({ ok: false, reason: 'stale_timestamp' });
    await expect(gw.createOrder(input)).rejects.toMatchObject({ code: 'REJECTED' });
  });

  it('an unfinished order expires after its TTL', async () => {
    const { gw, advance } = setup();
    const order = await gw.createOrder(input);
    advance(30 * 60_000 + 1);
    expect(gw.openPage(order.providerRef)).toEqual({ ok: false, reason: 'expired' });
    expect((await gw.fetchStatus(input.orderId)).status).toBe('expired');
    await expect(gw.fetchStatus('PX01NOPE')).rejects.toMatchObject({ code: 'UNKNOWN_ORDER' });
  });

  it('renders a page with Pay / Fail / Cancel and escapes what it prints', async () => {
    const { gw } = setup();
    const order = await gw.createOrder({ ...input, amountPaise: 12_345_67 });
    const page = gw.openPage(order.providerRef);
    if (!page.ok) throw new Error(page.reason);
    const html = renderSandboxPaymentPage(page.order, '"><script>', undefined);
    expect(html).toContain('₹12,345.67');
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="fail"');
    expect(html).toContain('value="cancel"');
    expect(html).not.toContain('"><script>');
  });

  it('refuses a short secret', () => {
    expect(() => createSandboxGateway({ secret: 'short', publicBaseUrl: 'http://x' })).toThrow(RangeError);
  });
});
