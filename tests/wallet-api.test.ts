import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, closeTestApps, createTestApp, guestToken, testDrivers, useTestDatabase } from './support/app';
import { addMoney, createOrder, type CreatedOrder, ledgerSnapshot, orderStatus, testClock, wallet } from './wallet-helpers';

afterEach(closeTestApps);

/** the production default: ₹50 sign-up bonus (testConfig starts players at 0) */
const bonus = { signupPromoPaise: 5000 };

describe.each(testDrivers())('wallet API on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('a new player gets the ₹50 sign-up bonus once, in every wallet shape, with no-store', async () => {
    const app = await createTestApp(database(), { config: bonus });
    const token = await guestToken(app);
    const first = await app.inject({ method: 'GET', url: '/api/f2p/v1/user/wallet', headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().data).toMatchObject({ deposit_money: 0, promo_money: 50, winnings_money: 0 });
    expect(await wallet(app, token)).toMatchObject({ promo_money: 50 });

    const full = await app.inject({ method: 'POST', url: '/api/v1/wallet/getUserWallet', headers: bearer(token) });
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('no-store');
    expect(full.json().data).toMatchObject({
      promo_money: 50,
      payment_info: { paytm: null, cashfree: null, payment_mode: null },
    });
    const platform = await app.inject({ method: 'GET', url: '/api/v1/platform/wallet', headers: bearer(token) });
    expect(platform.json().data).toEqual({ totalBalance: 50, bonusBalance: 50, depositBalance: 0, withdrawableBalance: 0 });

    // a second app (another process) does not credit it again
    const again = await createTestApp(database(), { config: bonus });
    expect(await wallet(again, token)).toMatchObject({ promo_money: 50 });
    const tx = await app.inject({ method: 'GET', url: '/api/v1/wallet/getUserTransactions', headers: bearer(token) });
    expect(tx.json().data).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
    expect(tx.json().data.transactions).toEqual([
      expect.objectContaining({ type: 'promo_credit', amount: 50, buckets: { deposit: 0, promo: 50, winnings: 0 }, status: 'completed', description: 'Sign-up bonus ₹50.00' }),
    ]);
  });

  it('SIGNUP_PROMO_PAISE=0 grants nothing', async () => {
    const app = await createTestApp(database(), { config: { signupPromoPaise: 0 } });
    const token = await guestToken(app);
    expect(await wallet(app, token)).toMatchObject({ promo_money: 0 });
  });

  it('add money through the sandbox page: order, page, Pay, redirect back, credited once', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock, config: bonus });
    const token = await guestToken(app);
    await wallet(app, token); // the sign-up bonus is credited at the first wallet read
    const key = randomUUID();
    const res = await addMoney(app, token, { type: 'cashfree', txn_amount: 100, platform: 'web' }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const order = res.json().data as CreatedOrder;
    expect(order).toMatchObject({ orderAmount: 100, gateway: 'sandbox', redirect: { method: 'GET', url: 'http://localhost:3000/api/v1/payments/sandbox/pay' } });
    expect(order.orderId).toMatch(/^PX[0-9A-Z]+$/);
    // the same Idempotency-Key replays the same order
    const replay = await addMoney(app, token, { type: 'cashfree', txn_amount: 100, platform: 'web' }, key);
    expect(replay.json().data).toEqual(order);

    const pending = await orderStatus(app, token, order.orderId);
    expect(pending.json().data).toMatchObject({ status_code: 0, data: { status: 'created', message: `Awaiting confirmation for order ${order.orderId} for Rs. 100` } });

    const page = await app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/pay?token=${encodeURIComponent(order.redirect.params.token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('₹100.00');

    const paid = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: order.redirect.params.token, action: 'pay' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/addMoney/status?order_id=${order.orderId}`);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 100, promo_money: 50 });
    const done = await orderStatus(app, token, order.orderId);
    expect(done.json().data).toMatchObject({ status_code: 1, data: { status: 'paid', orderAmount: 100, message: 'Rs. 100 added to your wallet' } });

    // pressing Pay again (back button) changes nothing
    const twice = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: order.redirect.params.token, action: 'pay' }).toString(),
    });
    expect(twice.statusCode).toBe(409);
    clock.advance(60_000);
    await orderStatus(app, token, order.orderId);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 100 });
    const history = (await app.inject({ method: 'GET', url: '/api/v1/wallet/getUserTransactions?page=1', headers: bearer(token) })).json().data;
    expect(history.transactions[0]).toMatchObject({ type: 'add_money', amount: 100, buckets: { deposit: 100 }, status: 'completed' });
    expect(history.transactions[0].description).toContain(order.orderId);
  });

  it.each([
    ['fail', 2, 'failed'],
    ['cancel', 3, 'cancelled'],
  ] as const)('the sandbox page %s ends the order with status_code %i and credits nothing', async (action, code, status) => {
    const app = await createTestApp(database(), { config: bonus });
    const token = await guestToken(app);
    const order = await createOrder(app, token, 250);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: order.redirect.params.token, action }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect((await orderStatus(app, token, order.orderId)).json().data).toMatchObject({ status_code: code, data: { status } });
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 0 });
  });

  it('the sandbox page rejects forged tokens and bad actions', async () => {
    const app = await createTestApp(database(), { config: bonus });
    const token = await guestToken(app);
    const order = await createOrder(app, token, 10);
    const forged = order.redirect.params.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/pay?token=${forged}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/payments/sandbox/pay' })).statusCode).toBe(400);
    const form = (t: string, action: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: t, action }).toString(),
      });
    expect((await form(forged, 'pay')).statusCode).toBe(400);
    expect((await form(order.redirect.params.token, 'steal')).statusCode).toBe(400);
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 0 });
  });

  const bad: Array<[string, string]> = [
    ['negative', JSON.stringify({ type: 'cashfree', txn_amount: -100, platform: 'web' })],
    ['zero', JSON.stringify({ type: 'cashfree', txn_amount: 0, platform: 'web' })],
    ['fractional', JSON.stringify({ type: 'cashfree', txn_amount: 10.5, platform: 'web' })],
    ['1e21', '{"type":"cashfree","txn_amount":1e21,"platform":"web"}'],
    ['above the maximum', JSON.stringify({ type: 'cashfree', txn_amount: 100_001, platform: 'web' })],
    ['NaN', '{"type":"cashfree","txn_amount":NaN,"platform":"web"}'],
    ['a string', JSON.stringify({ type: 'cashfree', txn_amount: '100', platform: 'web' })],
    ['an unknown type', JSON.stringify({ type: 'bitcoin', txn_amount: 100, platform: 'web' })],
    ['an extra field', JSON.stringify({ type: 'cashfree', txn_amount: 100, platform: 'web', userId: 1 })],
    ['no body', ''],
  ];
  it.each(bad)('add money with %s is a 400 envelope and changes nothing', async (_name, payload) => {
    const app = await createTestApp(database(), { config: bonus });
    const token = await guestToken(app);
    await wallet(app, token);
    const before = await ledgerSnapshot(database());
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/wallet/addMoneyToWallet',
      headers: { ...bearer(token), 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await ledgerSnapshot(database())).toEqual(before);
  });

  it('a 1 MB body is a 413 envelope and changes nothing', async () => {
    const app = await createTestApp(database(), { config: bonus });
    const token = await guestToken(app);
    const before = await ledgerSnapshot(database());
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/wallet/addMoneyToWallet',
      headers: { ...bearer(token), 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'cashfree', txn_amount: 100, platform: 'web', pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const hook = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(1024 * 1024),
    });
    expect(hook.statusCode).toBe(413);
    expect(await ledgerSnapshot(database())).toEqual(before);
  });

  it('bad order ids and pages are 400s; unauthenticated calls are 401s', async () => {
    const app = await createTestApp(database(), { config: bonus });
    const token = await guestToken(app);
    expect((await orderStatus(app, token, 'x')).statusCode).toBe(400);
    expect((await orderStatus(app, token, "PX1' or 1=1 --")).statusCode).toBe(400);
    for (const page of ['0', '-1', '1.5', 'abc', '10001']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/wallet/getUserTransactions?page=${page}`, headers: bearer(token) });
      expect(res.statusCode, page).toBe(400);
    }
    for (const [method, url] of [
      ['GET', '/api/f2p/v1/user/wallet'],
      ['POST', '/api/v1/wallet/getUserWallet'],
      ['GET', '/api/v1/platform/wallet'],
      ['GET', '/api/v1/wallet/getUserTransactions'],
      ['GET', '/api/v1/wallet/getOrderStatus?order_id=PX0000000000'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("player B cannot see player A's order or history", async () => {
    const app = await createTestApp(database(), { config: bonus });
    const a = await guestToken(app);
    const b = await guestToken(app);
    const order = await createOrder(app, a, 75);
    const res = await orderStatus(app, b, order.orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await orderStatus(app, a, order.orderId)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: order.redirect.params.token, action: 'pay' }).toString(),
    });
    const historyB = (await app.inject({ method: 'GET', url: '/api/v1/wallet/getUserTransactions', headers: bearer(b) })).json().data;
    expect(historyB.transactions.map((t: { type: string }) => t.type)).toEqual(['promo_credit']);
    expect(await wallet(app, b)).toMatchObject({ deposit_money: 0 });
    expect(await wallet(app, a)).toMatchObject({ deposit_money: 75 });
  });

  it('history pages newest first, 20 a page', async () => {
    const app = await createTestApp(database(), { config: bonus });
    const token = await guestToken(app);
    await wallet(app, token);
    for (let i = 0; i < 21; i += 1) {
      const order = await createOrder(app, token, i + 1);
      await app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: order.redirect.params.token, action: 'pay' }).toString(),
      });
    }
    const p1 = (await app.inject({ method: 'GET', url: '/api/v1/wallet/getUserTransactions?page=1', headers: bearer(token) })).json().data;
    const p2 = (await app.inject({ method: 'GET', url: '/api/v1/wallet/getUserTransactions?page=2', headers: bearer(token) })).json().data;
    expect(p1.transactions).toHaveLength(20);
    expect(p1.hasMore).toBe(true);
    expect(p1.transactions[0]).toMatchObject({ amount: 21 });
    expect(p2.transactions.map((t: { amount: number }) => t.amount)).toEqual([1, 50]);
    expect(p2.hasMore).toBe(false);
  });

  it('MONEY_MODE=social: add money is 403 MONEY_MODE_DISABLED and creates nothing', async () => {
    const app = await createTestApp(database(), { config: { moneyMode: 'social' } });
    const token = await guestToken(app);
    await wallet(app, token);
    const before = await ledgerSnapshot(database());
    const res = await addMoney(app, token, { type: 'cashfree', txn_amount: 100, platform: 'web' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, code: 'MONEY_MODE_DISABLED' });
    expect(await ledgerSnapshot(database())).toEqual(before);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.body).toContain('social');
  });
});
