import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../../core/api/profile';
import { i18next } from '../../../lib/i18n';
import { accountsApp, resetAccountsTest } from '../../../testing/accountsApp';
import { ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

afterEach(resetAccountsTest);

const profile: Profile = {
  user_id: 7,
  user_nick: 'SwiftAce101',
  user_photo: '/avatars/avatar-02.svg',
  avatar: 'avatar-02',
  email: 'asha@example.com',
  phone: '98•••••210',
  mobile_verified: true,
  is_guest: false,
  has_password: true,
  stats: { count_contests_joined: 0, count_paid_contests_joined: 0, count_won: 0 },
};

const serve = () => accountsApp((req) => (req.path === '/api/v1/user/profile' ? ok(profile) : 'network-error'));

describe('profile (help) links to the screens nothing else reached (docs/product.md §2 howToPlayNew, activityCentre)', () => {
  it('"How to play, step by step" opens howToPlayNew', async () => {
    await serve();
    const app = await renderApp('/profile');
    fireEvent.click(await screen.findByRole('link', { name: 'How to play, step by step' }, { timeout: 5000 }));
    await waitFor(() => expect(app.location()).toBe('/howToPlayNew'), { timeout: 5000 });
  });

  it('"Activity centre" opens the activity centre', async () => {
    await serve();
    const app = await renderApp('/profile');
    fireEvent.click(await screen.findByRole('link', { name: 'Activity centre' }, { timeout: 5000 }));
    await waitFor(() => expect(app.location()).toBe('/activityCentre'), { timeout: 5000 });
  });

  it('both links are in Hindi too', async () => {
    await serve();
    await i18next.changeLanguage('hi');
    await renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'कैसे खेलें, कदम दर कदम' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'गतिविधि केंद्र' })).toBeTruthy();
  });
});
