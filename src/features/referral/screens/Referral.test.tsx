import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsApp, resetAccountsTest } from '../../../testing/accountsApp';
import { ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

afterEach(resetAccountsTest);

const data = {
  referral_code: 'ABCD2345',
  referral_link: 'https://pickxi.example/?ref=ABCD2345',
  reward_per_referral: 50,
  joined_count: 3,
  rewarded_count: 1,
  earned: 50,
};
const screenApi = (req: { path: string }) => (req.path === '/api/v2/game/getReferralScreen' ? ok(data) : ('network-error' as const));

describe('referral', () => {
  it('shows the code, the link, who joined and what it earned', async () => {
    await accountsApp(screenApi);
    await renderApp('/referral');
    expect((await screen.findByTestId('referral-code')).textContent).toBe('ABCD2345');
    expect(screen.getByTestId('referral-link').textContent).toBe('https://pickxi.example/?ref=ABCD2345');
    const stats = within(screen.getByTestId('referral-stats'));
    expect(stats.getByText('3')).toBeTruthy();
    expect(stats.getByText('₹50')).toBeTruthy();
  });

  it('shares with the Web Share API when the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share, canShare: () => true }));
    await accountsApp(screenApi);
    await renderApp('/referral');
    fireEvent.click(await screen.findByTestId('referral-share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: data.referral_link, text: expect.stringContaining('ABCD2345') }));
  });

  it('copies the link when the browser cannot share', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: undefined, clipboard: { writeText } }));
    await accountsApp(screenApi);
    await renderApp('/referral');
    fireEvent.click(await screen.findByTestId('referral-share'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(data.referral_link));
    expect((await screen.findByTestId('snackbar')).textContent).toBe('Link copied');
  });

  it('back goes to the powerup bank (docs/product.md §2)', async () => {
    await accountsApp(screenApi);
    const app = await renderApp('/referral');
    await screen.findByTestId('referral-code');
    fireEvent.click(screen.getByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/powerUpBank'));
  });
});

describe('referralTransactions', () => {
  it('lists the friends who joined, with each reward; back goes to referral', async () => {
    await accountsApp((req) =>
      req.path === '/api/v2/game/referralTransactions'
        ? ok({
            page: 1,
            has_more: false,
            referrals: [
              { user_nick: 'BoldTiger202', joined_at: Date.parse('2026-11-20T10:00:00Z'), status: 'rewarded', amount: 50, rewarded_at: Date.parse('2026-11-21T10:00:00Z') },
              { user_nick: null, joined_at: Date.parse('2026-11-19T10:00:00Z'), status: 'pending', amount: 0, rewarded_at: null },
            ],
          })
        : 'network-error',
    );
    const app = await renderApp('/referralTransactions');
    const list = await screen.findByTestId('referral-list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('BoldTiger202')).toBeTruthy();
    expect(within(list).getByText('Rewarded · ₹50')).toBeTruthy();
    expect(within(list).getByText('Waiting for their first paid contest')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/referral'));
  });
});
