import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { appState, resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { mockApi, ok, type Handler } from '../../../testing/mockApi';
import { challengeList, fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { resetChallengeMemory, challengeWritesSettled } from '../../challenges';
import { rewardPopup } from '../rewardPopup';

function server(popups: unknown[][]): Handler {
  return (req) => {
    if (req.path === '/api/f2p/v1/user/checkPopup') return ok(popups.shift() ?? []);
    if (req.path === '/api/v1/platform/challenges') return ok(challengeList());
    if (req.path === '/api/f2p/v1/user/wallet') return ok({ deposit_money: 0, promo_money: 0, winnings_money: 500, components: [] });
    if (req.path === '/api/v3/game/slides') return ok([]);
    // the daily reward popup (engagement) reads today's gift for its claim button
    if (req.path === '/api/v1/rewards/dailyGift') return ok({ day: '2026-11-21', due: true, claimed_today: false, amount: 1, next_at: 0 });
    return 'network-error';
  };
}

describe('reward popups on home (checkPopup)', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetAppState();
    rewardPopup.set(null);
    resetChallengeMemory();
    await challengeWritesSettled();
    authToken.set(null);
    localStorage.clear();
    await Promise.all([db.challengeCache.clear(), db.settings.clear()]);
  });

  it('won_cash opens the cash reward popup with the amount; Go to wallet closes it and opens the wallet', async () => {
    const seen = mockApi(server([[{ type: 'won_cash', amount: 500, detail: null }]]));
    const app = await renderApp('/new');
    const popup = await screen.findByTestId('won-cash-popup', {}, { timeout: 5000 });
    expect(popup.getAttribute('role')).toBe('dialog');
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    expect(screen.getByTestId('reward-amount').textContent).toBe('You won ₹500! It has been added to your winnings.');
    expect(appState.get().popups.cashReward).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to wallet' }));
    await waitFor(() => expect(app.location()).toBe('/wallet'), { timeout: 5000 });
    expect(appState.get().popups.cashReward).toBe(false);
    expect(seen.filter((r) => r.path === '/api/f2p/v1/user/checkPopup')).toHaveLength(1);
  });

  it('won_promo and daily_gift open their popups; nothing owed opens nothing', async () => {
    mockApi(server([[{ type: 'won_promo', amount: 25.5, detail: null }]]));
    const first = await renderApp('/new');
    expect((await screen.findByTestId('won-promo-popup', {}, { timeout: 5000 })).textContent).toContain('You got ₹25.50 bonus cash to use in paid contests.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('won-promo-popup')).toBeNull(), { timeout: 5000 });
    first.unmount();

    vi.unstubAllGlobals();
    mockApi(server([[{ type: 'daily_gift', amount: 1, detail: null }]]));
    const second = await renderApp('/new');
    expect((await screen.findByTestId('daily-gift-popup', {}, { timeout: 5000 })).textContent).toContain('Claim ₹1 bonus today.');
    expect(appState.get().popups.dailyReward).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    second.unmount();

    vi.unstubAllGlobals();
    const seen = mockApi(server([]));
    await renderApp('/new');
    await waitFor(() => expect(seen.some((r) => r.path === '/api/f2p/v1/user/checkPopup')).toBe(true), { timeout: 5000 });
    await screen.findByTestId('empty-message', {}, { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
