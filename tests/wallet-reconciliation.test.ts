import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentOrders, users } from '../server/db/schema';
import { getBalances } from '../server/ledger';
import { reconcilePaymentOrders } from '../server/jobs/payment-reconciliation';
import { insertOrder } from '../server/modules/wallet/payment-orders';
import { gatewaysOf } from '../server/modules/wallet/payments';
import { closeTestApps, createTestApp, guestToken, newGaid, testDrivers, useTestDatabase } from './support/app';
import { createOrder, orderStatus, testClock, wallet } from './wallet-helpers';

afterEach(closeTestApps);

const quiet = { warn: () => undefined, error: () => undefined };

describe.each(testDrivers())('payment reconciliation on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('credits a paid order whose webhook never came, once, and expires abandoned ones', async () => {
    const clock = testClock();
    const app = await createTestApp(database(), { clock: clock.clock });
    const gaid = newGaid();
    const token = await guestToken(app, gaid);
    await wallet(app, token);
    const gateways = gatewaysOf(app.pickxi);
    const sandbox = gateways?.sandbox;
    if (!sandbox) throw new Error('no sandbox');
    const paid = await createOrder(app, token, 120);
    const abandoned = await createOrder(app, token, 30);
    expect(sandbox.complete(paid.redirect.params.token, 'pay').ok).toBe(true);

    // younger than 2 minutes: left to the webhook and the poll
    expect(await reconcilePaymentOrders(app.pickxi, gateways, quiet)).toMatchObject({ checked: 0, credited: 0 });
    clock.advance(3 * 60_000);
    expect(await reconcilePaymentOrders(app.pickxi, gateways, quiet)).toMatchObject({ checked: 2, credited: 1 });
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 120 });
    expect(await reconcilePaymentOrders(app.pickxi, gateways, quiet)).toMatchObject({ checked: 1, credited: 0 });
    expect(await wallet(app, token)).toMatchObject({ deposit_money: 120 });

    // the sandbox provider expires an unfinished payment after 30 minutes
    clock.advance(30 * 60_000);
    expect(await reconcilePaymentOrders(app.pickxi, gateways, quiet)).toMatchObject({ checked: 1, closed: 1 });
    expect((await orderStatus(app, token, abandoned.orderId)).json().data).toMatchObject({ status_code: 4, data: { status: 'expired' } });

    // an order the provider does not know (e.g. lost across a restart) expires after 24 h
    const [user] = await database().db.select({ id: users.id }).from(users).where(eq(users.gaid, gaid));
    await insertOrder(database().db, { id: 'PXLOST00000001', userId: user?.id ?? 0, gateway: 'sandbox', amountPaise: 100, idempotencyKey: 'k-lost', createdAt: clock.clock() });
    clock.advance(5 * 60_000);
    expect(await reconcilePaymentOrders(app.pickxi, gateways, quiet)).toMatchObject({ checked: 1, errors: 1 });
    clock.advance(24 * 60 * 60_000);
    expect(await reconcilePaymentOrders(app.pickxi, gateways, quiet)).toMatchObject({ expired: 1 });
    const [lost] = await database().db.select().from(paymentOrders).where(eq(paymentOrders.id, 'PXLOST00000001'));
    expect(lost?.status).toBe('expired');
    expect(await getBalances(database().db, user?.id ?? 0)).toMatchObject({ deposit: 12_000 });
  });
});
