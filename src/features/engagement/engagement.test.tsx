import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appState, resetAppState, setPopup } from '../../lib/appState';
import { db } from '../../lib/db';
import { authToken, setSession } from '../../lib/session';
import { closeSnackbar, snackbar } from '../../lib/snackbar';
import { mockApi, ok, type Handler, type SeenRequest } from '../../testing/mockApi';
import { challengeList, fakeJwt } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const notFound = { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };

function server(extra: Handler): SeenRequest[] {
  return mockApi(async (req) => {
    if (req.path === '/api/v1/platform/challenges') return ok(challengeList());
    if (req.path === '/api/v3/game/slides') return ok([]);
    if (req.path === '/api/f2p/v1/user/wallet') return ok({ deposit_money: 0, promo_money: 5, winnings_money: 0, components: [] });
    const reply = await extra(req);
    return reply ?? notFound;
  });
}

describe('engagement: daily reward popup, offers, activity centre', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('1'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    closeSnackbar();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await db.settings.clear();
  });

  it('the daily reward popup claims the gift with a key; the won_promo popup follows', async () => {
    let claimed = false;
    const seen = server((req) => {
      if (req.path === '/api/v1/rewards/dailyGift') return ok({ day: '2026-11-21', due: !claimed, claimed_today: claimed, amount: 5, next_at: Date.now() });
      if (req.path === '/api/v1/rewards/dailyGift/claim') {
        claimed = true;
        return ok({ day: '2026-11-21', amount: 5, next_at: Date.now(), wallet: { deposit_money: 0, promo_money: 5, winnings_money: 0 } });
      }
      if (req.path === '/api/f2p/v1/user/checkPopup') return ok(claimed ? [{ type: 'won_promo', amount: 5, detail: { reason: 'daily_gift' } }] : []);
      return notFound;
    });
    await renderApp('/offers');
    act(() => setPopup('dailyReward', true));
    const popup = await screen.findByTestId('daily-gift-popup', {}, { timeout: 5000 });
    expect(within(popup).getByTestId('reward-amount').textContent).toBe('Claim ₹5 bonus today. A new gift comes every day!');
    fireEvent.click(within(popup).getByTestId('daily-gift-claim'));
    await waitFor(() => expect(appState.get().popups.dailyReward).toBe(false));
    expect(await screen.findByTestId('won-promo-popup', {}, { timeout: 5000 })).toBeTruthy();
    const claims = seen.filter((r) => r.path === '/api/v1/rewards/dailyGift/claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('no popup when the gift is not due (claimed elsewhere)', async () => {
    server((req) => (req.path === '/api/v1/rewards/dailyGift' ? ok({ day: 'd', due: false, claimed_today: true, amount: 5, next_at: 0 }) : notFound));
    await renderApp('/activityCentre');
    act(() => setPopup('dailyReward', true));
    await waitFor(() => expect(appState.get().popups.dailyReward).toBe(false));
    expect(screen.queryByTestId('daily-gift-popup')).toBeNull();
  });

  it('offers the server cannot list: the error text in place with a retry, no popup (docs/architecture.md, Errors the player sees)', async () => {
    let down = true;
    server((req) => {
      if (req.path === '/api/v1/rewards/offers') return down ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'db down' } } : ok({ offers: [] });
      return notFound;
    });
    await renderApp('/offers');
    const error = await screen.findByTestId('offers-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('Something went wrong!!!');
    expect(screen.queryByTestId('error-popup')).toBeNull();
    down = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No offers right now.')).toBeTruthy();
    expect(screen.queryByTestId('offers-error')).toBeNull();
  });

  it("a claim the server fails (5xx) is the '500 Error' popup and no snackbar; no reply is said by a snackbar", async () => {
    let reply: 'down' | 'network' = 'down';
    server((req) => {
      if (req.path === '/api/v1/rewards/offers')
        return ok({ offers: [{ id: 'daily_gift:d', kind: 'daily_gift', amount: 5, claimable: true, received: false, product: null, target: null }] });
      if (req.path === '/api/v1/rewards/dailyGift/claim') return reply === 'down' ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } } : 'network-error';
      if (req.path === '/api/f2p/v1/user/checkPopup') return ok([]);
      return notFound;
    });
    await renderApp('/offers');
    fireEvent.click(await screen.findByTestId('offer-claim', {}, { timeout: 5000 }));
    expect(await screen.findByTestId('error-popup')).toBeTruthy();
    expect(snackbar.get()).toBeNull();
    fireEvent.click(within(screen.getByTestId('error-popup')).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId('error-popup')).toBeNull());

    reply = 'network';
    await renderApp('/offers');
    fireEvent.click((await screen.findAllByTestId('offer-claim', {}, { timeout: 5000 })).at(-1)!);
    await waitFor(() => expect(snackbar.get()).toMatchObject({ kind: 'error', message: 'You seem to be offline. Please check your connection.' }), { timeout: 15_000 });
    expect(screen.queryByTestId('error-popup')).toBeNull();
  });

  it('offers: sign-up bonus, a claimable daily gift, bundles linking to the store; "already claimed" is said', async () => {
    server((req) => {
      if (req.path === '/api/v1/rewards/offers')
        return ok({
          offers: [
            { id: 'signup_bonus', kind: 'signup_bonus', amount: 50, claimable: false, received: true, product: null, target: 'wallet' },
            { id: 'daily_gift:d', kind: 'daily_gift', amount: 5, claimable: true, received: false, product: null, target: null },
            {
              id: 'bundle:6',
              kind: 'bundle',
              amount: null,
              claimable: false,
              received: false,
              product: { product_id: 6, code: 'pro_bundle', kind: 'bundle', name: 'Pro Bundle', product_price: 75, price: 50, saving_percent: 33, powerups: { '2x': 3, no_negs: 3, player_poll: 3 } },
              target: 'store',
            },
          ],
        });
      if (req.path === '/api/v1/rewards/dailyGift/claim') return { status: 409, body: { status: 409, code: 'DAILY_GIFT_CLAIMED', message: 'x', data: { next_at: 0 } } };
      if (req.path === '/api/f2p/v1/user/checkPopup') return ok([]);
      return notFound;
    });
    await renderApp('/offers');
    const offers = await screen.findAllByTestId('offer', {}, { timeout: 5000 });
    expect(offers.map((o) => o.dataset.kind)).toEqual(['signup_bonus', 'daily_gift', 'bundle']);
    expect(offers[2]?.textContent).toContain('Pro Bundle');
    expect(offers[2]?.textContent).toContain('Save 33%: ₹50 instead of ₹75.');
    expect(within(offers[2] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/store');
    fireEvent.click(within(offers[1] as HTMLElement).getByTestId('offer-claim'));
    await waitFor(() => expect(snackbar.get()).toMatchObject({ kind: 'error', message: "You have already claimed today's gift. Come back tomorrow!" }));
  });

  it('the activity centre lists what happened, newest first, with load more', async () => {
    const item = (id: string, kind: string, extra: object = {}) => ({
      id,
      kind,
      amount: null,
      description: '',
      challenge_id: null,
      challenge_name: null,
      contest_name: null,
      rank: null,
      points: null,
      created_at: Date.now(),
      ...extra,
    });
    server((req) => {
      if (req.path !== '/api/v1/user/activityCentre') return notFound;
      const page = new URLSearchParams(req.search).get('page');
      return page === '1'
        ? ok({ page: 1, pageSize: 20, hasMore: true, items: [item('result:a', 'result', { amount: 25, rank: 1, points: 30, contest_name: 'Mega', challenge_name: 'IND v AUS' }), item('join:a', 'join', { amount: 10, contest_name: 'Mega' })] })
        : ok({ page: 2, pageSize: 20, hasMore: false, items: [item('op:1', 'deposit', { amount: 100 })] });
    });
    await renderApp('/activityCentre');
    const first = await screen.findAllByTestId('activity-item', {}, { timeout: 5000 });
    expect(first.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/Rank 1 in Mega.*IND v AUS.*30 points · Won ₹25/),
      expect.stringMatching(/Joined Mega.*Entry ₹10/),
    ]);
    fireEvent.click(screen.getByTestId('activity-more'));
    await waitFor(() => expect(screen.getAllByTestId('activity-item')).toHaveLength(3));
    expect(screen.queryByTestId('activity-more')).toBeNull();
  });
});
