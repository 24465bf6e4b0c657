import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/session';
import { accountsApp, refusal, resetAccountsTest } from '../../../testing/accountsApp';
import { ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { fakeJwt } from '../../../testing/fixtures';
import { savePendingCode } from '../accountFlow';

afterEach(resetAccountsTest);

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const sent = { phone: '98•••••210', sent: true, expires_in_seconds: 300, resend_after_seconds: 30 };

describe('createAccount', () => {
  it('checks the number, the password and the state before sending anything', async () => {
    const seen = await accountsApp(() => 'network-error');
    await renderApp('/createAccount');
    await screen.findByTestId('account-state');
    type('account-phone', '12345');
    type('account-password', 'short');
    fireEvent.click(screen.getByTestId('account-submit'));
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeTruthy();
    expect(screen.getAllByText('Use 8 to 64 characters with at least one letter and one number.').length).toBeGreaterThan(1);
    expect(screen.getByText('Choose the state you live in.')).toBeTruthy();
    expect(seen.some((r) => r.path === '/api/v1/user/createAccount')).toBe(false);
  });

  it('sends the account details with the referral code of a shared link, then asks for the code', async () => {
    localStorage.setItem('pickxi.referralCode', JSON.stringify('ABCD2345'));
    const seen = await accountsApp((req) => (req.path === '/api/v1/user/createAccount' ? ok(sent) : 'network-error'));
    const app = await renderApp('/createAccount');
    await screen.findByTestId('account-state');
    expect(screen.getByTestId('account-referral')).toHaveProperty('value', 'ABCD2345');
    type('account-phone', '9876543210');
    type('account-password', 'secret123');
    type('account-state', 'MH');
    type('account-dob', '1995-04-01');
    fireEvent.click(screen.getByTestId('account-submit'));
    await waitFor(() => expect(app.location()).toBe('/verifyAccount'));
    expect(seen.find((r) => r.path === '/api/v1/user/createAccount')!.body).toEqual({
      phone: '9876543210',
      password: 'secret123',
      state: 'MH',
      date_of_birth: '1995-04-01',
      referral_code: 'ABCD2345',
    });
    expect(await screen.findByTestId('otp-sent-to')).toHaveProperty('textContent', 'We sent a 6-digit code by SMS to 98•••••210.');
  });

  it("shows the server's refusal in the player's language", async () => {
    await accountsApp((req) =>
      req.path === '/api/v1/user/createAccount' ? refusal(409, 'PHONE_ALREADY_REGISTERED', 'This phone number is already registered. Log in with it instead.') : 'network-error',
    );
    await renderApp('/createAccount');
    await screen.findByTestId('account-state');
    type('account-phone', '9876543210');
    type('account-password', 'secret123');
    type('account-state', 'MH');
    fireEvent.click(screen.getByTestId('account-submit'));
    expect((await screen.findByTestId('account-error')).textContent).toBe('This phone number is already registered. Log in with it instead.');
  });

  it('social (coins) mode does not ask for the state', async () => {
    await accountsApp(() => 'network-error', { mode: 'social' });
    await renderApp('/createAccount');
    await screen.findByTestId('account-phone');
    await waitFor(() => expect(screen.queryByTestId('account-state')).toBeNull());
  });

  it('going back from createAccount logs out (docs/product.md §2)', async () => {
    const seen = await accountsApp((req) => (req.path === '/api/v1/user/logout' ? ok({ loggedOut: true }) : 'network-error'));
    const app = await renderApp('/createAccount');
    fireEvent.click(await screen.findByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/thankyou'));
    expect(authToken.get()).toBeNull();
    expect(seen.some((r) => r.path === '/api/v1/user/logout')).toBe(true);
  });
});

describe('verifyAccount', () => {
  it('a wrong code says so; a lock says how long to wait; the right code goes on to Createprofile', async () => {
    savePendingCode(sent);
    let attempt = 0;
    const seen = await accountsApp((req) => {
      if (req.path !== '/api/v1/user/verifyAccount') return 'network-error';
      attempt += 1;
      if (attempt === 1) return refusal(422, 'OTP_INVALID', 'That code is not correct.');
      if (attempt === 2) return refusal(429, 'OTP_LOCKED', 'Too many wrong codes. Please try again in 30 seconds.', { retry_after_seconds: 30 });
      return ok({ user_id: 7, mobile_verified: true, user_nick: null, nickSuggestions: ['SwiftAce101', 'BoldTiger202'] });
    });
    const app = await renderApp('/verifyAccount');
    const input = await screen.findByTestId('otp-input');
    expect(screen.getByText(/^The code expires in [45]:\d\d\.$/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '12a3456' } });
    expect(input).toHaveProperty('value', '123456');
    fireEvent.click(screen.getByTestId('otp-submit'));
    expect((await screen.findByTestId('otp-error')).textContent).toBe('That code is not correct.');
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(screen.getByTestId('otp-error').textContent).toBe('Too many wrong codes. Please try again in 30 seconds.'));
    fireEvent.change(input, { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(app.location()).toBe('/Createprofile'));
    expect(seen.filter((r) => r.path === '/api/v1/user/verifyAccount').map((r) => r.body)).toEqual([{ otp: '123456' }, { otp: '123456' }, { otp: '654321' }]);
    expect(await screen.findAllByTestId('nick-suggestion')).toHaveLength(2);
  });

  it('a new code can be asked for only after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    savePendingCode(sent);
    const seen = await accountsApp((req) => (req.path === '/api/v1/user/resendOtp' ? ok({ ...sent, resend_after_seconds: 30 }) : 'network-error'));
    await renderApp('/verifyAccount');
    const resend = await screen.findByTestId('otp-resend');
    expect(resend).toHaveProperty('disabled', true);
    expect(resend.textContent).toBe('New code in 30 s');
    act(() => vi.advanceTimersByTime(30_000));
    expect(resend).toHaveProperty('disabled', false);
    fireEvent.click(resend);
    await waitFor(() => expect(seen.some((r) => r.path === '/api/v1/user/resendOtp')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('otp-resend')).toHaveProperty('disabled', true));
  });

  it('back goes to createAccount (docs/product.md §2)', async () => {
    savePendingCode(sent);
    await accountsApp(() => 'network-error');
    const app = await renderApp('/verifyAccount');
    fireEvent.click(await screen.findByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/createAccount'));
  });
});

describe('social sign-in (VerifySocialAccount)', () => {
  it('an unverified social player goes on to createAccount after 2 s', async () => {
    const seen = await accountsApp(
      (req) => {
        if (req.path === '/api/v3/user/socialProviders') return ok({ providers: ['sandbox'] });
        if (req.path === '/api/v3/user/login')
          return ok({ login_token: fakeJwt('9'), new_user: true, user: { user_id: 9 }, info: { otp_verified: false }, nickSuggestions: ['AceOne111'] });
        return 'network-error';
      },
      { signedIn: false },
    );
    const app = await renderApp('/VerifySocialAccount');
    await screen.findByTestId('social-email');
    type('social-email', 'asha@example.com');
    fireEvent.click(screen.getByTestId('social-continue'));
    await waitFor(() => expect(authToken.get()).toBe(fakeJwt('9')));
    const body = seen.find((r) => r.path === '/api/v3/user/login')!.body as { provider: string; id_token: string };
    expect(body.provider).toBe('sandbox');
    expect(JSON.parse(atob(body.id_token.slice('sandbox.'.length).replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({ sub: 'asha@example.com', email: 'asha@example.com' });
    await waitFor(() => expect(app.location()).toBe('/createAccount'), { timeout: 4000 });
  });
});
