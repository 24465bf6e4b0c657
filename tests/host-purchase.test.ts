import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buyPowerUpRoute, productsByCategoryRoute } from '../core/api/store';
import { ApiError } from '../core/errors';
import { isHostPlayer, purchaseWithHostWallet, storeReservationKey } from '../server/modules/host/purchase';
import { createPlayer, q } from './contests-support';
import { createHostWorld, hostBalancePaise, ledgerKinds, pickxiBalances, settleHostWork, signInHostPlayer, type HostWorld } from './host-support';
import { closeTestApps, testDrivers, useTestDatabase } from './support/app';

/**
 * The host-wallet store purchase (reserve → grant → confirm / release) that the store's platformBuyPowerUp
 * route calls for a launcher's player, run the way that route runs it: inside the request's transaction.
 */
describe.each(testDrivers())('host wallet purchase on %s', (driver) => {
  const database = useTestDatabase(driver);
  let world: HostWorld | null = null;
  afterEach(async () => {
    await closeTestApps();
    await world?.close();
    world = null;
  });

  const reservation = async (purchaseId: string) =>
    (await q<{ state: string }>(database().db, sql`select state from host_reservations where key = ${storeReservationKey(purchaseId)}`))[0];

  it('reserves, grants in the same transaction, then confirms: the host is charged once', async () => {
    const w = (world = await createHostWorld(database()));
    const deps = w.app.pickxi;
    const p = await signInHostPlayer(w, 'shopper', 100);
    expect(await isHostPlayer(deps, deps.db, p.userId)).toBe(true);
    const purchaseId = randomUUID();
    const granted: string[] = [];

    const result = await deps.db.transaction((tx) =>
      purchaseWithHostWallet(deps, tx, {
        userId: p.userId,
        purchaseId,
        pricePaise: 2500,
        description: 'Doubler x3',
        grant: async (sp) => {
          await sp.execute(sql`select 1`);
          granted.push('2x');
          return { product: 'doubler' };
        },
      }),
    );
    expect(result.granted).toEqual({ product: 'doubler' });
    expect(granted).toEqual(['2x']);
    expect(await reservation(purchaseId)).toEqual({ state: 'held' });
    await result.confirm();
    expect(await reservation(purchaseId)).toEqual({ state: 'confirmed' });
    expect(w.launcher.wallet.entries.get(storeReservationKey(purchaseId))).toMatchObject({ status: 'captured', amountPaise: 2500 });
    expect(await hostBalancePaise(w, 'shopper')).toBe(7500);
    expect(await ledgerKinds(deps.db, p.userId)).toEqual(['host_debit', 'store_purchase']);
    expect(await pickxiBalances(deps.db, p.userId)).toBe(0);
    expect(await w.app.host?.jobs.reconcile()).toEqual([]);
  });

  it('a held purchase whose confirm never ran is confirmed by the host job', async () => {
    const w = (world = await createHostWorld(database()));
    const deps = w.app.pickxi;
    const p = await signInHostPlayer(w, 'crashy', 100);
    const purchaseId = randomUUID();
    await deps.db.transaction((tx) => purchaseWithHostWallet(deps, tx, { userId: p.userId, purchaseId, pricePaise: 1000, description: 'No Negative', grant: async () => 'ok' }));
    await settleHostWork(w, 1);
    expect(await reservation(purchaseId)).toEqual({ state: 'confirmed' });
    expect(w.launcher.wallet.entries.get(storeReservationKey(purchaseId))?.status).toBe('captured');
  });

  it('a declined debit is INSUFFICIENT_FUNDS with the shortfall; nothing is granted or written', async () => {
    const w = (world = await createHostWorld(database()));
    const deps = w.app.pickxi;
    const p = await signInHostPlayer(w, 'poor', 10);
    const purchaseId = randomUUID();
    let granted = false;
    const attempt = deps.db.transaction((tx) =>
      purchaseWithHostWallet(deps, tx, {
        userId: p.userId,
        purchaseId,
        pricePaise: 2500,
        description: 'Doubler x3',
        grant: async () => {
          granted = true;
        },
      }),
    );
    await expect(attempt).rejects.toMatchObject({ httpStatus: 422, code: 'INSUFFICIENT_FUNDS', data: { shortfall: 15 } });
    expect(granted).toBe(false);
    expect(await reservation(purchaseId)).toBeUndefined();
    expect(await ledgerKinds(deps.db, p.userId)).toEqual([]);
    expect(await hostBalancePaise(w, 'poor')).toBe(1000);
  });

  it('a grant that fails releases the hold and rolls the money back', async () => {
    const w = (world = await createHostWorld(database()));
    const deps = w.app.pickxi;
    const p = await signInHostPlayer(w, 'unlucky', 100);
    const purchaseId = randomUUID();
    const attempt = deps.db.transaction((tx) =>
      purchaseWithHostWallet(deps, tx, {
        userId: p.userId,
        purchaseId,
        pricePaise: 2500,
        description: 'Audience Poll x3',
        grant: async () => {
          throw new ApiError(409, 'CONFLICT', 'Sold out');
        },
      }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(w.launcher.wallet.entries.get(storeReservationKey(purchaseId))?.status).toBe('released');
    expect(await hostBalancePaise(w, 'unlucky')).toBe(10_000);
    expect(await ledgerKinds(deps.db, p.userId)).toEqual([]);
    expect(await w.app.host?.jobs.reconcile()).toEqual([]);
  });

  it('a debit without an answer lets go of any hold and answers HOST_UNAVAILABLE', async () => {
    const w = (world = await createHostWorld(database(), { walletTimeoutMs: 200, launcherTimeoutMs: 500 }));
    const deps = w.app.pickxi;
    const p = await signInHostPlayer(w, 'offline', 100);
    w.launcher.failures.timeout = true;
    const purchaseId = randomUUID();
    const attempt = deps.db.transaction((tx) =>
      purchaseWithHostWallet(deps, tx, { userId: p.userId, purchaseId, pricePaise: 2500, description: 'Doubler x3', grant: async () => 'never' }),
    );
    await expect(attempt).rejects.toMatchObject({ httpStatus: 503, code: 'HOST_UNAVAILABLE' });
    // The host applied the debit and then the release (answers lost both times): the money is back.
    expect(w.launcher.wallet.entries.get(storeReservationKey(purchaseId))?.status).toBe('released');
    expect(await hostBalancePaise(w, 'offline')).toBe(10_000);
    expect(await ledgerKinds(deps.db, p.userId)).toEqual([]);
  });

  it('an ordinary PickXI player is not a host player', async () => {
    const w = (world = await createHostWorld(database()));
    const guest = await createPlayer(w.app, database().db);
    expect(await isHostPlayer(w.app.pickxi, database().db, guest.id)).toBe(false);
  });
  it('the store route itself: a launcher player buys from the launcher wallet, once per Idempotency-Key', async () => {
    const w = (world = await createHostWorld(database()));
    const p = await signInHostPlayer(w, 'store-shopper', 100);
    const products = (await w.app.inject({ method: 'GET', url: `${productsByCategoryRoute.path}?category=powerups`, headers: p.headers })).json().data.products;
    const product = products[0] as { product_id: number; price: number; powerups: Record<string, number> };
    const key = randomUUID();
    const buy = () => w.app.inject({ method: 'POST', url: buyPowerUpRoute.path, headers: { ...p.headers, 'idempotency-key': key }, payload: { product_id: product.product_id } });
    const first = await buy();
    expect(first.statusCode).toBe(200);
    const pricePaise = Math.round(product.price * 100);
    await expect.poll(() => hostBalancePaise(w, 'store-shopper')).toBe(10_000 - pricePaise);
    expect((await buy()).json()).toEqual(first.json());
    await settleHostWork(w, 1);
    expect(await hostBalancePaise(w, 'store-shopper')).toBe(10_000 - pricePaise);
    expect(await ledgerKinds(database().db, p.userId)).toEqual(['host_debit', 'store_purchase']);
    expect(await pickxiBalances(database().db, p.userId)).toBe(0);
    expect(first.json().data.powerups).toEqual(product.powerups);
  });
});
