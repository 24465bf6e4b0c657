import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../../core/api/profile';
import { i18next } from '../../../lib/i18n';
import { accountsApp, refusal, resetAccountsTest } from '../../../testing/accountsApp';
import { ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

afterEach(resetAccountsTest);

const HELP = '/api/v1/platform/help';
const profile: Profile = {
  user_id: 7,
  user_nick: 'SwiftAce101',
  user_photo: null,
  avatar: null,
  email: null,
  phone: null,
  mobile_verified: false,
  is_guest: false,
  has_password: false,
  stats: { count_contests_joined: 0, count_paid_contests_joined: 0, count_won: 0 },
};
const help = (host = false) =>
  ok({
    topics: [
      { key: 'howToPlay', target: 'howToPlay' },
      { key: 'contestTypes', target: 'contests' },
      { key: 'wallet', target: host ? 'hostWallet' : 'wallet' },
      { key: 'powerups', target: 'powerUpBank' },
      { key: 'somethingNew', target: 'nowhere' },
    ],
    contact: host ? { kind: 'host', name: 'MPL' } : { kind: 'pickxi', name: 'PickXI support' },
  });

describe('the Help tab (/profile) shows the help topics (GET /v1/platform/help)', () => {
  it('lists the topics it has words for, each opening its text and its screen, and who to contact', async () => {
    const seen = await accountsApp((req) => (req.path === '/api/v1/user/profile' ? ok(profile) : req.path === HELP ? help() : 'network-error'));
    const app = await renderApp('/profile');
    const list = await screen.findByTestId('help-topics', {}, { timeout: 5000 });
    await within(list).findByTestId('help-topic-howToPlay');
    expect(seen.filter((r) => r.path === HELP)).toHaveLength(1);
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['How to play', 'Contest types', 'Your wallet', 'Powerups']);
    expect(within(list).queryByTestId('help-topic-somethingNew')).toBeNull();
    expect(screen.getByTestId('help-contact').textContent).toBe('Need more help? Contact PickXI support.');

    const title = within(list).getByRole('button', { name: 'Powerups' });
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(within(list).queryByTestId('help-topic-body')).toBeNull();
    fireEvent.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getByTestId('help-topic-body').textContent).toContain('Buy them in the store');

    fireEvent.click(within(list).getByRole('button', { name: 'Contest types' }));
    expect(within(list).getAllByTestId('help-topic-body')).toHaveLength(1);
    expect(within(list).getByTestId('help-topic-body').textContent).toContain('what each rank wins');
    expect(within(within(list).getByTestId('help-topic-body')).queryByRole('link')).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'How to play' }));
    fireEvent.click(within(list).getByRole('link', { name: 'Read how to play' }));
    await waitFor(() => expect(app.location()).toBe('/howToPlay'), { timeout: 5000 });
  });

  it("a launcher's player reads that their money is in the launcher, and is sent to its support", async () => {
    await accountsApp((req) => (req.path === '/api/v1/user/profile' ? ok(profile) : req.path === HELP ? help(true) : 'network-error'));
    await renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Your wallet' }, { timeout: 5000 }));
    expect(screen.getByTestId('help-topic-body').textContent).toContain('You play with the money in your MPL wallet');
    expect(screen.getByTestId('help-contact').textContent).toBe('Need more help? Contact MPL support.');
  });

  it('in Hindi too', async () => {
    await accountsApp((req) => (req.path === '/api/v1/user/profile' ? ok(profile) : req.path === HELP ? help() : 'network-error'));
    await i18next.changeLanguage('hi');
    await renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'कैसे खेलें' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'मदद' })).toBeTruthy();
  });

  it('a failure is shown inline with Try again, which loads the topics', async () => {
    let fail = true;
    const seen = await accountsApp((req) => {
      if (req.path === '/api/v1/user/profile') return ok(profile);
      if (req.path === HELP) return fail ? refusal(500, 'INTERNAL', 'boom') : help();
      return 'network-error';
    });
    await renderApp('/profile');
    const error = await screen.findByTestId('help-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('Something went wrong!!!');
    expect(screen.queryByTestId('error-popup')).toBeNull();
    // the rest of the tab is still there
    expect(screen.getByTestId('profile-nick').textContent).toBe('SwiftAce101');
    fail = false;
    fireEvent.click(screen.getByTestId('help-error-retry'));
    expect(await screen.findByTestId('help-topic-howToPlay')).toBeTruthy();
    expect(screen.queryByTestId('help-error')).toBeNull();
    expect(seen.filter((r) => r.path === HELP)).toHaveLength(2);
  });

  it('offline: the no-connection text', async () => {
    await accountsApp((req) => (req.path === '/api/v1/user/profile' ? ok(profile) : 'network-error'));
    await renderApp('/profile');
    expect((await screen.findByTestId('help-error', {}, { timeout: 5000 })).textContent).toContain('You seem to be offline');
  });
});
