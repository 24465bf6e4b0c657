import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProductDto } from '../../../../core/api/store';
import { resetAppState } from '../../../lib/appState';
import { db } from '../../../lib/db';
import { resetMoneyMode } from '../../../lib/moneyMode';
import { authToken, setSession } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { mockApi, ok, type Handler, type SeenRequest } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { walletStore } from '../../wallet';

const counts = (x: number, y: number, z: number) => ({ '2x': x, no_negs: y, player_poll: z });
const products: StoreProductDto[] = [
  { product_id: 1, code: 'doubler_1', kind: 'single', name: 'Doubler', product_price: 10, price: 10, saving_percent: 0, powerups: counts(1, 0, 0) },
  { product_id: 4, code: 'starter_bundle', kind: 'bundle', name: 'Starter Bundle', product_price: 25, price: 20, saving_percent: 20, powerups: counts(1, 1, 1) },
];
const wallet = (deposit: number, promo: number, winnings: number) => ({
  deposit_money: deposit,
  promo_money: promo,
  winnings_money: winnings,
  components: [],
});

interface Options {
  deposit?: number;
  promo?: number;
  winnings?: number;
  store?: boolean;
  mode?: 'real' | 'social';
  buy?: Handler;
  extra?: Handler;
}

function server(o: Options = {}): SeenRequest[] {
  let bank = counts(2, 2, 2);
  return mockApi(async (req) => {
    if (req.path === '/api/v2/game/store/getProductsByCategory') return ok({ category: 'powerups', products });
    if (req.path === '/api/v2/game/store/powerups') return ok({ bank, in_challenges: counts(0, 0, 0), challenges: [] });
    if (req.path === '/api/health' && o.mode) return ok({ ok: true, db: 'pglite', moneyMode: o.mode });
    if (req.path === '/api/v1/setting/getSettingsBody') return ok({ features: { store: o.store ?? true } });
    if (req.path === '/api/f2p/v1/user/wallet') return ok(wallet(o.deposit ?? 100, o.promo ?? 0, o.winnings ?? 0));
    if (req.path === '/api/v1/game/mpl/platformBuyPowerUp') {
      if (o.buy) return o.buy(req);
      const p = products.find((x) => x.product_id === (req.body as { product_id: number }).product_id) as StoreProductDto;
      bank = { '2x': bank['2x'] + p.powerups['2x'], no_negs: bank.no_negs + p.powerups.no_negs, player_poll: bank.player_poll + p.powerups.player_poll };
      return ok({ purchase_id: 'store:1:k', product_id: p.product_id, price: p.price, paid: { deposit: p.price, winnings: 0 }, powerups: p.powerups, bank, wallet: wallet((o.deposit ?? 100) - p.price, 0, 0) });
    }
    if (o.extra) return o.extra(req);
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };
  });
}

async function openBundle() {
  const cards = await screen.findAllByTestId('store-product', {}, { timeout: 5000 });
  const bundle = cards.find((c) => c.dataset.productId === '4') as HTMLElement;
  fireEvent.click(within(bundle).getByTestId('store-buy'));
  return screen.findByTestId('buy-sheet');
}

describe('store /store', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('1'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    closeSnackbar();
    resetAppState();
    walletStore.set(null);
    resetMoneyMode();
    authToken.set(null);
    localStorage.clear();
    await db.settings.clear();
  });

  it('lists singles and bundles with prices in rupees; buying a bundle sends its key once and the bank grows', async () => {
    const seen = server();
    await renderApp('/store');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bundles' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bank-count-2x').dataset.count).toBe('2'));
    const bundle = (await screen.findAllByTestId('store-product', {}, { timeout: 5000 })).find((c) => c.dataset.productId === '4') as HTMLElement;
    expect(bundle.textContent).toContain('₹20');
    expect(bundle.textContent).toContain('₹25');
    expect(bundle.textContent).toContain('Save 20%');

    const sheet = await openBundle();
    await waitFor(() => expect(within(sheet).getByTestId('buy-available').textContent).toContain('₹100.00'));
    expect(within(sheet).getByTestId('buy-no-bonus').textContent).toBe('Bonus cannot be used in the store.');
    fireEvent.click(within(sheet).getByTestId('buy-confirm'));
    await waitFor(() => expect(screen.getByTestId('bank-count-2x').dataset.count).toBe('3'));
    expect(screen.getByTestId('bank-count-player_poll').dataset.count).toBe('3');
    expect(screen.queryByTestId('buy-sheet')).toBeNull();
    expect(snackbar.get()).toMatchObject({ kind: 'success', message: 'Starter Bundle added to your Powerup Bank' });
    const buys = seen.filter((r) => r.path === '/api/v1/game/mpl/platformBuyPowerUp');
    expect(buys).toHaveLength(1);
    expect(buys[0]?.body).toEqual({ product_id: 4, promo_limit: 0 });
    expect(buys[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('bonus only: the sheet says bonus cannot be used and sends the player to lowBalanceP with the shortfall', async () => {
    const seen = server({ deposit: 5, promo: 500 });
    const app = await renderApp('/store');
    const sheet = await openBundle();
    await waitFor(() => expect(within(sheet).getByTestId('buy-short').textContent).toContain('₹15.00'));
    fireEvent.click(within(sheet).getByTestId('buy-add-money'));
    await waitFor(() => expect(app.location()).toBe('/lowBalanceP?shortfall=1500&from=%2Fstore'));
    expect(seen.some((r) => r.path === '/api/v1/game/mpl/platformBuyPowerUp')).toBe(false);
  });

  it('a server refusal for low balance (stale wallet) also goes to lowBalanceP', async () => {
    server({
      buy: () => ({ status: 409, body: { status: 409, code: 'INSUFFICIENT_FUNDS', message: 'x', data: { shortfall: 12.5, bonus_not_usable: true } } }),
    });
    const app = await renderApp('/store');
    const sheet = await openBundle();
    fireEvent.click(within(sheet).getByTestId('buy-confirm'));
    await waitFor(() => expect(app.location()).toBe('/lowBalanceP?shortfall=1250&from=%2Fstore'));
  });

  it('a lost answer: the error shows and "try again" resends the same Idempotency-Key', async () => {
    let tries = 0;
    const seen = server({
      buy: () => {
        tries += 1;
        return tries <= 3 ? 'network-error' : ok({ purchase_id: 'p', product_id: 4, price: 20, paid: { deposit: 20, winnings: 0 }, powerups: counts(1, 1, 1), bank: counts(3, 3, 3), wallet: wallet(80, 0, 0) });
      },
    });
    await renderApp('/store');
    const sheet = await openBundle();
    fireEvent.click(within(sheet).getByTestId('buy-confirm'));
    expect((await within(sheet).findByTestId('buy-error', {}, { timeout: 15_000 })).textContent).toContain('You seem to be offline');
    fireEvent.click(within(sheet).getByTestId('buy-confirm'));
    await waitFor(() => expect(screen.getByTestId('bank-count-2x').dataset.count).toBe('3'), { timeout: 15_000 });
    const keys = new Set(seen.filter((r) => r.path === '/api/v1/game/mpl/platformBuyPowerUp').map((r) => r.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
  }, 40_000);

  it('social money mode: the store says so, shows no price and nothing can be bought', async () => {
    server({ store: false, mode: 'social' });
    await renderApp('/store');
    expect(await screen.findByTestId('store-disabled')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('store-product').length).toBeGreaterThan(0));
    expect(screen.queryAllByTestId('store-buy')).toHaveLength(0);
    expect(screen.getByTestId('store-screen').textContent).not.toMatch(/₹|Rs\./);
  });

  it('PowerupHistory, PowerupsV2 and howToUse are real screens', async () => {
    server({
      extra: (req) =>
        req.path === '/api/v2/game/store/getPowerupTransaction'
          ? ok({
              page: 1,
              pageSize: 20,
              hasMore: false,
              transactions: [
                { id: 2, kind: 'transfer', powerups: counts(1, 0, 0), product_id: null, product_code: null, price: null, challenge_id: 9, challenge_name: 'India vs Australia', created_at: Date.now() },
                { id: 1, kind: 'purchase', powerups: counts(1, 1, 1), product_id: 4, product_code: 'starter_bundle', price: 20, challenge_id: null, challenge_name: null, created_at: Date.now() - 1000 },
              ],
            })
          : { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } },
    });
    const history = await renderApp('/PowerupHistory');
    const events = await screen.findAllByTestId('powerup-event');
    expect(events.map((e) => e.textContent)).toEqual([expect.stringContaining('Moved to India vs Australia'), expect.stringContaining('Bought Starter Bundle')]);
    history.unmount();
    const v2 = await renderApp('/PowerupsV2');
    expect((await screen.findByTestId('powerups-v2-2x')).textContent).toBe('Doubler202');
    v2.unmount();
    await renderApp('/howToUse');
    expect(await screen.findByTestId('how-to-use-screen')).toBeTruthy();
    expect(screen.getByText(/doubles the points/)).toBeTruthy();
  });
});
