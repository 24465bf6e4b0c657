import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayLimits, Profile } from '../../../../core/api/profile';
import { i18next } from '../../../lib/i18n';
import { authToken } from '../../../lib/session';
import { accountsApp, refusal, resetAccountsTest } from '../../../testing/accountsApp';
import { ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { saveNickSuggestions } from '../../auth/index';

afterEach(resetAccountsTest);

const profile = (over: Partial<Profile> = {}): Profile => ({
  user_id: 7,
  user_nick: 'SwiftAce101',
  user_photo: '/avatars/avatar-02.svg',
  avatar: 'avatar-02',
  email: 'asha@example.com',
  phone: '98•••••210',
  mobile_verified: true,
  is_guest: false,
  has_password: true,
  stats: { count_contests_joined: 5, count_paid_contests_joined: 2, count_won: 1 },
  ...over,
});
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const serve = (p: Profile) => (path: string) => (path === '/api/v1/user/profile' ? ok(p) : null);

describe('profile', () => {
  it('shows the nickname, picture, stats and every link; logout signs out', async () => {
    const seen = await accountsApp((req) => serve(profile())(req.path) ?? (req.path === '/api/v1/user/logout' ? ok({ loggedOut: true }) : 'network-error'));
    const app = await renderApp('/profile');
    expect((await screen.findByTestId('profile-nick')).textContent).toBe('SwiftAce101');
    const stats = within(screen.getByTestId('profile-stats'));
    expect(stats.getByText('5')).toBeTruthy();
    expect(stats.getByText('Paid contests')).toBeTruthy();
    for (const label of ['Edit account', 'Wallet', 'Powerup bank', 'Store', 'Refer and earn', 'App language', 'How to play']) expect(screen.getByText(label)).toBeTruthy();
    expect(await screen.findByText('Responsible play')).toBeTruthy();
    expect(screen.queryByTestId('profile-create-account')).toBeNull();
    expect(screen.getByTestId('bottom-bar')).toBeTruthy();
    fireEvent.click(screen.getByTestId('profile-logout'));
    await waitFor(() => expect(app.location()).toBe('/thankyou'));
    expect(authToken.get()).toBeNull();
    expect(seen.some((r) => r.path === '/api/v1/user/logout')).toBe(true);
  });

  it('a guest sees the name others see them by (their stable handle) and is offered to create an account', async () => {
    await accountsApp((req) => serve(profile({ user_nick: null, user_photo: null, phone: null, is_guest: true, mobile_verified: false, has_password: false }))(req.path) ?? 'network-error');
    const app = await renderApp('/profile');
    // core's displayName for user 7, as on every leaderboard
    expect((await screen.findByTestId('profile-nick')).textContent).toBe('Player 6659');
    expect(screen.getByTestId('profile-guest-hint').textContent).toBe('Guest: other players see you by this name until you choose a nickname.');
    fireEvent.click(screen.getByTestId('profile-create-account'));
    await waitFor(() => expect(app.location()).toBe('/createAccount'));
  });

  it('is shown in Hindi', async () => {
    await accountsApp((req) => serve(profile())(req.path) ?? 'network-error');
    await i18next.changeLanguage('hi');
    await renderApp('/profile');
    await screen.findByTestId('profile-nick');
    expect(await screen.findByText('जुड़ी प्रतियोगिताएँ')).toBeTruthy();
    expect(screen.getByText('लॉग आउट')).toBeTruthy();
  });
});

describe('Createprofile', () => {
  it("offers the auth call's nickname suggestions; 41 goes to the profile with a snackbar", async () => {
    saveNickSuggestions(['SwiftAce101', 'BoldTiger202']);
    const seen = await accountsApp((req) =>
      req.path === '/api/v4/utils/updateProfile' ? ok({ status: 41, user_nick: 'BoldTiger202', user_photo: null }) : (serve(profile({ user_nick: 'BoldTiger202' }))(req.path) ?? 'network-error'),
    );
    const app = await renderApp('/Createprofile');
    expect(await screen.findByTestId('nick-input')).toHaveProperty('value', 'SwiftAce101');
    fireEvent.click(screen.getByText('BoldTiger202'));
    fireEvent.click(screen.getByTestId('nick-save'));
    await waitFor(() => expect(app.location()).toBe('/profile'));
    expect(seen.find((r) => r.path === '/api/v4/utils/updateProfile')!.body).toEqual({ user_nick: 'BoldTiger202' });
    expect(screen.getByTestId('snackbar').textContent).toBe('Profile updated');
    expect((await screen.findByTestId('profile-nick')).textContent).toBe('BoldTiger202');
  });

  it("'Nick cannot be empty!' without asking the server", async () => {
    const seen = await accountsApp(() => 'network-error');
    await renderApp('/Createprofile');
    type('nick-input', '   ');
    fireEvent.click(screen.getByTestId('nick-save'));
    expect((await screen.findByTestId('nick-error')).textContent).toBe('Nick cannot be empty!');
    expect(seen.some((r) => r.path === '/api/v4/utils/updateProfile')).toBe(false);
  });
});

describe('editProfile', () => {
  it("42 'Nick already exists!' keeps the player here; an avatar from the popup is sent with the nickname", async () => {
    let calls = 0;
    const seen = await accountsApp((req) => {
      if (req.path === '/api/v4/utils/updateProfile') {
        calls += 1;
        return calls === 1 ? refusal(422, 'NICK_TAKEN', 'Nick already exists!', { status: 42 }) : ok({ status: 41, user_nick: 'NewName_1', user_photo: '/avatars/avatar-05.svg' });
      }
      return serve(profile())(req.path) ?? 'network-error';
    });
    const app = await renderApp('/editProfile');
    await waitFor(() => expect(screen.getByTestId('nick-input')).toHaveProperty('value', 'SwiftAce101'));
    type('nick-input', 'Taken_1');
    fireEvent.click(screen.getByTestId('nick-save'));
    expect((await screen.findByTestId('nick-error')).textContent).toBe('Nick already exists!');
    expect(app.location()).toBe('/editProfile');

    fireEvent.click(screen.getByTestId('change-picture'));
    const popup = await screen.findByTestId('choose-avatar-popup');
    expect(within(popup).getAllByRole('button', { pressed: true })).toHaveLength(1);
    fireEvent.click(within(popup).getByTestId('avatar-avatar-05'));
    expect(screen.queryByTestId('choose-avatar-popup')).toBeNull();
    type('nick-input', 'NewName_1');
    fireEvent.click(screen.getByTestId('nick-save'));
    await waitFor(() => expect(app.location()).toBe('/profile'));
    expect(seen.filter((r) => r.path === '/api/v4/utils/updateProfile').map((r) => r.body)).toEqual([
      { user_nick: 'Taken_1' },
      { user_nick: 'NewName_1', user_photo: 'avatar-05' },
    ]);
  });

  it('a file that is not a picture is refused before any upload', async () => {
    const seen = await accountsApp((req) => serve(profile())(req.path) ?? 'network-error');
    await renderApp('/editProfile');
    fireEvent.click(await screen.findByTestId('change-picture'));
    const input = await screen.findByTestId('photo-file');
    fireEvent.change(input, { target: { files: [new File(['hello, not a picture'], 'me.png', { type: 'image/png' })] } });
    expect((await screen.findByTestId('photo-error')).textContent).toBe('Please choose a JPEG, PNG or WebP picture.');
    expect(seen.some((r) => r.path === '/api/v1/user/profile/photo')).toBe(false);
  });

  it('back goes to editAccount, and editAccount back to the profile (docs/product.md §2)', async () => {
    await accountsApp((req) => serve(profile())(req.path) ?? 'network-error');
    const app = await renderApp('/editProfile');
    fireEvent.click(await screen.findByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/editAccount'));
    await screen.findByTestId('screen-editAccount');
    fireEvent.click(screen.getByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });
});

describe('errors the player sees (docs/architecture.md)', () => {
  it('a profile that cannot be read: the error text in place with a retry, no popup (in Hindi too)', async () => {
    let down = true;
    await accountsApp((req) => {
      if (req.path !== '/api/v1/user/profile') return 'network-error';
      return down ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'db down' } } : ok(profile());
    });
    const app = await renderApp('/profile');
    const error = await screen.findByTestId('profile-error');
    expect(error.textContent).toContain('Something went wrong!!!');
    expect(error.textContent).not.toContain('db down');
    expect(screen.queryByTestId('error-popup')).toBeNull();
    down = false;
    fireEvent.click(screen.getByTestId('profile-error-retry'));
    expect((await screen.findByTestId('profile-nick')).textContent).toBe('SwiftAce101');
    app.unmount();
    down = true;

    await i18next.changeLanguage('hi');
    await renderApp('/profile');
    const hindi = await screen.findByTestId('profile-error');
    expect(hindi.textContent).toContain('कुछ गलत हो गया!!!');
    expect(within(hindi).getByRole('button').textContent).toBe('फिर से कोशिश करें');
  });

  it("a save the server fails (5xx) is the '500 Error' popup, not a line by the field; a refusal stays by the field", async () => {
    let failing = true;
    await accountsApp((req) => {
      if (req.path === '/api/v1/user/profile/email') {
        return failing ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } } : refusal(409, 'EMAIL_TAKEN', 'Email is already registered!');
      }
      return serve(profile())(req.path) ?? 'network-error';
    });
    await renderApp('/editAccount');
    await waitFor(() => expect(screen.getByTestId('account-email')).toHaveProperty('value', 'asha@example.com'));
    type('account-email', 'new@example.com');
    fireEvent.click(screen.getByTestId('email-save'));
    expect(await screen.findByTestId('error-popup')).toBeTruthy();
    expect(screen.queryByTestId('email-error')).toBeNull();
    fireEvent.click(within(screen.getByTestId('error-popup')).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId('error-popup')).toBeNull());

    failing = false;
    await renderApp('/editAccount');
    await waitFor(() => expect(screen.getAllByTestId('account-email').at(-1)).toHaveProperty('value', 'asha@example.com'));
    fireEvent.change(screen.getAllByTestId('account-email').at(-1)!, { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getAllByTestId('email-save').at(-1)!);
    expect((await screen.findByTestId('email-error')).textContent).toBe('Email is already registered!');
    expect(screen.queryByTestId('error-popup')).toBeNull();
  });
});

describe('editAccount', () => {
  it("email: 'Email cannot be empty!' locally, 'Email is already registered!' from the server", async () => {
    const seen = await accountsApp((req) =>
      req.path === '/api/v1/user/profile/email' ? refusal(409, 'EMAIL_TAKEN', 'Email is already registered!') : (serve(profile())(req.path) ?? 'network-error'),
    );
    await renderApp('/editAccount');
    await waitFor(() => expect(screen.getByTestId('account-email')).toHaveProperty('value', 'asha@example.com'));
    type('account-email', '');
    fireEvent.click(screen.getByTestId('email-save'));
    expect((await screen.findByTestId('email-error')).textContent).toBe('Email cannot be empty!');
    expect(seen.some((r) => r.path === '/api/v1/user/profile/email')).toBe(false);
    type('account-email', 'taken@example.com');
    fireEvent.click(screen.getByTestId('email-save'));
    await waitFor(() => expect(screen.getByTestId('email-error').textContent).toBe('Email is already registered!'));
  });

  it('password: mismatch locally; a wrong current password with the server text', async () => {
    const seen = await accountsApp((req) =>
      req.path === '/api/v1/user/profile/password'
        ? refusal(422, 'WRONG_OLD_PASSWORD', 'Your current password is not correct.')
        : (serve(profile())(req.path) ?? 'network-error'),
    );
    await renderApp('/editAccount');
    await screen.findByTestId('old-password');
    type('old-password', 'secret123');
    type('new-password', 'newpass99');
    type('confirm-password', 'newpass98');
    fireEvent.click(screen.getByTestId('password-save'));
    expect((await screen.findByTestId('password-error')).textContent).toBe('The new password and its confirmation do not match.');
    expect(seen.some((r) => r.path === '/api/v1/user/profile/password')).toBe(false);
    type('confirm-password', 'newpass99');
    fireEvent.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(screen.getByTestId('password-error').textContent).toBe('Your current password is not correct.'));
    expect(seen.find((r) => r.path === '/api/v1/user/profile/password')!.body).toEqual({ old_password: 'secret123', new_password: 'newpass99', confirm_password: 'newpass99' });
  });

  it("password: each refusal (wrong old, invalid new, mismatch) shows the server's message as it came", async () => {
    const replies = [
      refusal(422, 'WRONG_OLD_PASSWORD', 'Server: the current password you typed is wrong.'),
      refusal(422, 'INVALID_NEW_PASSWORD', 'Server: that new password is on our list of common passwords.'),
      refusal(422, 'PASSWORD_MISMATCH', 'Server: confirmation differs from the new password.'),
    ];
    let next = 0;
    const seen = await accountsApp((req) => (req.path === '/api/v1/user/profile/password' ? replies[next++]! : (serve(profile())(req.path) ?? 'network-error')));
    await renderApp('/editAccount');
    await screen.findByTestId('old-password');
    type('old-password', 'secret123');
    type('new-password', 'newpass99');
    type('confirm-password', 'newpass99');
    for (const reply of replies) {
      fireEvent.click(screen.getByTestId('password-save'));
      await waitFor(() => expect(screen.getByTestId('password-error').textContent).toBe(reply.body.message));
    }
    expect(seen.filter((r) => r.path === '/api/v1/user/profile/password')).toHaveLength(3);
  });
});

describe('responsible play', () => {
  const limits = (over: Partial<PlayLimits> = {}): PlayLimits => ({
    money_mode: 'real',
    state: 'TS',
    date_of_birth: '1990-01-01',
    declaration_required: true,
    banned_states: ['AP', 'AS', 'NL', 'OD', 'SK', 'TS'],
    daily_limit: 500,
    monthly_limit: null,
    pending: null,
    deposited_today: 100,
    deposited_this_month: 100,
    cool_off_until: null,
    excluded_until: null,
    paid_play: { allowed: false, code: 'STATE_BANNED', message: 'x' },
    ...over,
  });

  it('explains why paid play is refused and saves limits (rupees, empty = none)', async () => {
    const seen = await accountsApp((req) => {
      if (req.path === '/api/v1/user/playLimits') return ok(limits());
      if (req.path === '/api/v1/user/playLimits/deposit') return ok(limits({ daily_limit: 200 }));
      return 'network-error';
    });
    await renderApp('/responsiblePlay');
    expect((await screen.findByTestId('paid-play-status')).textContent).toContain('Playing for money is not allowed in your state.');
    expect(screen.getByTestId('limit-daily')).toHaveProperty('value', '500');
    type('limit-daily', '200');
    fireEvent.click(screen.getByTestId('limits-save'));
    await waitFor(() => expect(seen.some((r) => r.path === '/api/v1/user/playLimits/deposit')).toBe(true));
    expect(seen.find((r) => r.path === '/api/v1/user/playLimits/deposit')!.body).toEqual({ daily_limit: 200, monthly_limit: null });
  });

  it('a break is taken only after the player confirms', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const seen = await accountsApp((req) => {
      if (req.path === '/api/v1/user/playLimits') return ok(limits());
      if (req.path === '/api/v1/user/playLimits/coolOff') return ok(limits({ cool_off_until: Date.now() + 86_400_000, paid_play: { allowed: false, code: 'COOL_OFF_ACTIVE' } }));
      return 'network-error';
    });
    await renderApp('/responsiblePlay');
    fireEvent.click(await screen.findByTestId('cool-off-24h'));
    expect(seen.some((r) => r.path === '/api/v1/user/playLimits/coolOff')).toBe(false);
    fireEvent.click(screen.getByTestId('cool-off-24h'));
    await waitFor(() => expect(screen.getByTestId('paid-play-status').textContent).toContain('You are taking a break from paid play.'));
    expect(seen.find((r) => r.path === '/api/v1/user/playLimits/coolOff')!.body).toEqual({ period: '24h' });
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
