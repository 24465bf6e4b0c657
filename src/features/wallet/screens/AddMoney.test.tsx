import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UUID_V7_PATTERN } from '../../../lib/outbox/uuid';
import { playLimits } from '../../../testing/fixtures';
import { ok, type SeenRequest } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { lowBalancePath } from '../lowBalance';
import { savePendingOrder } from '../pendingOrder';
import { walletStore } from '../store';
import { resetWalletTest, wallet, walletApp } from './testSupport';

afterEach(resetWalletTest);

/** Lets promises and I/O run (setImmediate is not faked) without moving the fake clock. */
async function until(cond: () => boolean, maxTicks = 300): Promise<void> {
  for (let i = 0; i < maxTicks && !cond(); i++) {
    await act(() => new Promise<void>((r) => setImmediate(r)));
  }
  expect(cond()).toBe(true);
}
async function ticks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await act(() => new Promise<void>((r) => setImmediate(r)));
}

const orderStatus = (code: number, status: string, message: string) =>
  ok({ status_code: code, data: { orderId: 'ORD_abc123', orderAmount: 250, status, message } });

describe('addMoney/{amount}', () => {
  it('starts at 100 with no amount and no shortfall', async () => {
    await walletApp(() => 'network-error');
    await renderApp('/addMoney');
    expect(await screen.findByTestId('add-money-amount')).toHaveProperty('value', '100');
  });

  it('starts at the amount in the URL, or the shortfall rounded up', async () => {
    await walletApp(() => 'network-error');
    const first = await renderApp('/addMoney/250');
    expect(await screen.findByTestId('add-money-amount')).toHaveProperty('value', '250');
    first.unmount();
    await renderApp('/addMoney?shortfall=12301');
    expect(await screen.findByTestId('add-money-amount')).toHaveProperty('value', '124');
  });

  it('refuses a fractional amount with a clear error and goes on with a whole one', async () => {
    await walletApp(() => 'network-error');
    const app = await renderApp('/addMoney');
    const input = await screen.findByTestId('add-money-amount');
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(screen.getByTestId('add-money-error').textContent).toBe('Enter a whole number of rupees.');
    expect(screen.getByTestId('add-money-continue')).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('add-money-continue'));
    await waitFor(() => expect(app.location()).toBe('/paymentMode?amount=250'));
  });

  it('back goes to the wallet (docs/product.md §2)', async () => {
    await walletApp(() => 'network-error');
    const app = await renderApp('/addMoney/250');
    fireEvent.click(await screen.findByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/wallet'));
  });
});

describe('paymentMode', () => {
  it('POSTs addMoneyToWallet with a UUIDv7 Idempotency-Key and the integer amount, remembers the order, then leaves for the provider', async () => {
    const seen = await walletApp((req) =>
      req.path === '/api/v1/wallet/addMoneyToWallet'
        ? ok({ orderId: 'ORD_abc123', orderAmount: 250, gateway: 'sandbox', redirect: { url: '/api/v1/payments/sandbox/pay', method: 'GET', params: { token: 't.k' } } })
        : 'network-error',
    );
    await renderApp('/paymentMode?amount=250&from=%2Fcontests');
    fireEvent.click(await screen.findByTestId('payment-type-paytm'));
    fireEvent.click(screen.getByTestId('payment-pay'));
    await waitFor(() => expect(sessionStorage.getItem('pickxi.addMoney.pending')).not.toBeNull());
    const post = seen.find((r) => r.path === '/api/v1/wallet/addMoneyToWallet')!;
    expect(post.body).toEqual({ type: 'paytm', txn_amount: 250, platform: 'web' });
    expect(post.headers.get('idempotency-key')).toMatch(UUID_V7_PATTERN);
    expect(JSON.parse(sessionStorage.getItem('pickxi.addMoney.pending')!)).toEqual({ orderId: 'ORD_abc123', amount: 250, returnTo: '/contests' });
  });

  it('a retry after no response reuses the Idempotency-Key; a refusal shows the server message', async () => {
    let calls = 0;
    const seen = await walletApp((req) => {
      if (req.path !== '/api/v1/wallet/addMoneyToWallet') return 'network-error';
      calls += 1;
      // the client itself retries a keyed request twice (ADR 009): three attempts without a response
      if (calls <= 3) return 'network-error';
      return { status: 403, body: { status: 403, code: 'MONEY_MODE_DISABLED', message: 'This is not available in this version of the game.' } };
    });
    await renderApp('/paymentMode?amount=250');
    fireEvent.click(await screen.findByTestId('payment-pay'));
    expect((await screen.findByTestId('payment-error')).textContent).toContain('offline');
    fireEvent.click(screen.getByTestId('payment-pay'));
    await waitFor(() => expect(screen.getByTestId('payment-error').textContent).toBe('This is not available in this version of the game.'));
    const keys = seen.filter((r) => r.path === '/api/v1/wallet/addMoneyToWallet').map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('the state asked where the deposit needs it (responsible play)', () => {
  const ADD = '/api/v1/wallet/addMoneyToWallet';
  const DETAILS = '/api/v1/user/playDetails';
  const order = ok({ orderId: 'ORD_abc123', orderAmount: 250, gateway: 'sandbox', redirect: { url: '/api/v1/payments/sandbox/pay', method: 'GET', params: { token: 't.k' } } });
  const stateRequired = { status: 403, body: { status: 403, code: 'STATE_REQUIRED', message: 'Tell us the state you live in before playing for money (Profile → Responsible play).' } };
  const posts = (seen: SeenRequest[], path: string) => seen.filter((r) => r.path === path);

  /** The server of a player with no state: refuses the deposit until playDetails saved one, then makes the order. */
  function undeclared(saved: ReturnType<typeof playLimits>) {
    let declared = false;
    return walletApp((req) => {
      if (req.path === '/api/v1/user/playLimits') return ok(declared ? saved : playLimits());
      if (req.path === DETAILS) {
        declared = true;
        return ok(saved);
      }
      if (req.path === ADD) return declared && saved.state !== 'TS' ? order : stateRequired;
      return 'network-error';
    });
  }

  it('paymentMode: a refusal for want of a state opens the sheet; once saved the same deposit goes on by itself, once', async () => {
    const seen = await undeclared(playLimits({ state: 'KA', paid_play: { allowed: false, code: 'DOB_REQUIRED' } }));
    await renderApp('/paymentMode?amount=250');
    fireEvent.click(await screen.findByTestId('payment-type-paytm'));
    fireEvent.click(screen.getByTestId('payment-pay'));
    const sheet = await screen.findByTestId('play-details-sheet');
    expect(screen.queryByTestId('payment-error')).toBeNull();
    // a deposit asks for the state only (the date of birth is asked at the first paid join)
    expect(await screen.findByTestId('declare-state')).toBeTruthy();
    expect(screen.queryByTestId('declare-dob')).toBeNull();
    fireEvent.click(screen.getByTestId('declare-save'));
    expect((await screen.findByTestId('declare-error')).textContent).toBe('Choose the state you live in.');
    fireEvent.change(screen.getByTestId('declare-state'), { target: { value: 'KA' } });
    fireEvent.click(screen.getByTestId('declare-save'));

    await waitFor(() => expect(sessionStorage.getItem('pickxi.addMoney.pending')).not.toBeNull());
    expect(posts(seen, DETAILS).map((r) => r.body)).toEqual([{ state: 'KA' }]);
    const adds = posts(seen, ADD);
    expect(adds).toHaveLength(2);
    expect(adds[1]!.body).toEqual({ type: 'paytm', txn_amount: 250, platform: 'web' });
    expect(adds[1]!.body).toEqual(adds[0]!.body);
    // the server stored the refusal under the first key, so the deposit goes on under a new one
    expect(adds[1]!.headers.get('idempotency-key')).toMatch(UUID_V7_PATTERN);
    expect(adds[1]!.headers.get('idempotency-key')).not.toBe(adds[0]!.headers.get('idempotency-key'));
    expect(sheet.isConnected).toBe(false);
    expect(screen.queryByTestId('payment-error')).toBeNull();
  });

  it('a state where paid play is not allowed: the refusal is shown in the sheet and the deposit does not go on', async () => {
    const seen = await undeclared(playLimits({ state: 'TS', paid_play: { allowed: false, code: 'STATE_BANNED' } }));
    await renderApp('/paymentMode?amount=250');
    fireEvent.click(await screen.findByTestId('payment-pay'));
    fireEvent.change(await screen.findByTestId('declare-state'), { target: { value: 'TS' } });
    fireEvent.click(screen.getByTestId('declare-save'));
    expect((await screen.findByTestId('declare-refused')).textContent).toBe('Playing for money is not allowed in your state. You can still play free contests.');
    await ticks(10);
    expect(posts(seen, ADD)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('declare-ok'));
    await waitFor(() => expect(screen.queryByTestId('play-details-sheet')).toBeNull());
    expect(sessionStorage.getItem('pickxi.addMoney.pending')).toBeNull();
  });

  it('addMoney asks up front when the player has no state yet, then goes on to paymentMode with the amount', async () => {
    const seen = await undeclared(playLimits({ state: 'KA', paid_play: { allowed: false, code: 'DOB_REQUIRED' } }));
    const app = await renderApp('/addMoney/250?from=%2Fcontests');
    await waitFor(() => expect(seen.some((r) => r.path === '/api/v1/user/playLimits')).toBe(true));
    fireEvent.click(screen.getByTestId('add-money-continue'));
    fireEvent.change(await screen.findByTestId('declare-state'), { target: { value: 'KA' } });
    expect(app.location()).toBe('/addMoney/250?from=%2Fcontests');
    fireEvent.click(screen.getByTestId('declare-save'));
    await waitFor(() => expect(app.location()).toBe('/paymentMode?amount=250&from=%2Fcontests'));
    expect(posts(seen, DETAILS).map((r) => r.body)).toEqual([{ state: 'KA' }]);
    expect(posts(seen, ADD)).toHaveLength(0);
  });

  it('addMoney goes straight on for a player whose state is known', async () => {
    const seen = await walletApp((req) => (req.path === '/api/v1/user/playLimits' ? ok(playLimits({ state: 'KA', paid_play: { allowed: true } })) : 'network-error'));
    const app = await renderApp('/addMoney/250');
    await waitFor(() => expect(seen.some((r) => r.path === '/api/v1/user/playLimits')).toBe(true));
    fireEvent.click(screen.getByTestId('add-money-continue'));
    await waitFor(() => expect(app.location()).toBe('/paymentMode?amount=250'));
    expect(screen.queryByTestId('play-details-sheet')).toBeNull();
  });
});

describe('return from the payment page', () => {
  it("shows 'Awaiting confirmation…', polls 4 s apart while status_code is 0, then shows the paid message in green and refreshes the wallet", async () => {
    await import('./AddMoneyStatusScreen'); // loaded before the clock is faked
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let polls = 0;
    const seen = await walletApp((req) => {
      if (req.path === '/api/v1/wallet/getOrderStatus') {
        polls += 1;
        return polls < 3
          ? orderStatus(0, 'created', 'Awaiting confirmation for order ORD_abc123 for Rs. 250')
          : orderStatus(1, 'paid', 'Rs. 250 added to your wallet');
      }
      return 'network-error';
    });
    savePendingOrder({ orderId: 'ORD_abc123', amount: 250, returnTo: '/contests' });
    await renderApp('/addMoney/status?order_id=ORD_abc123');
    await until(() => polls === 1 && screen.queryByTestId('order-awaiting') !== null);
    expect(screen.getByTestId('order-awaiting').textContent).toContain('Awaiting confirmation for order ORD_abc123 for Rs. 250');
    await ticks(20); // the answer (0) arrives and the 4 s wait starts
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(polls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => polls === 2);
    await ticks(20);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await until(() => screen.queryByTestId('order-result') !== null);
    const result = screen.getByTestId('order-result');
    expect(result.textContent).toBe('Rs. 250 added to your wallet');
    expect(result.getAttribute('data-paid')).toBe('true');
    expect(result.className).toContain('wallet-message--success');
    expect(screen.queryByTestId('order-awaiting')).toBeNull();
    await until(() => seen.filter((r) => r.path === '/api/f2p/v1/user/wallet').length >= 2);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(polls).toBe(3);
    expect(screen.getByTestId('order-return')).toBeTruthy();
    expect(sessionStorage.getItem('pickxi.addMoney.pending')).toBeNull();
  });

  it('a failed payment ends polling at once with its message in red', async () => {
    await walletApp((req) =>
      req.path === '/api/v1/wallet/getOrderStatus' ? orderStatus(2, 'failed', 'Payment failed. If money was debited, your bank will return it.') : 'network-error',
    );
    await renderApp('/wallet?order_id=ORD_abc123&amount=250');
    const result = await screen.findByTestId('order-result');
    expect(result.textContent).toBe('Payment failed. If money was debited, your bank will return it.');
    expect(result.className).toContain('wallet-message--error');
  });

  it('without a usable order id it says so', async () => {
    await walletApp(() => 'network-error');
    await renderApp('/addMoney/status?order_id=%3Cscript%3E');
    expect(await screen.findByTestId('order-missing')).toBeTruthy();
  });
});

describe('LowBalance / lowBalanceP', () => {
  it('shows the shortfall; add money sets the amount rounded up and goes to paymentMode remembering the screen', async () => {
    await walletApp(() => 'network-error');
    const app = await renderApp(lowBalancePath({ shortfallPaise: 4550, from: '/contests?challenge_id=5' }));
    expect((await screen.findByTestId('low-balance-shortfall')).textContent).toBe('You need ₹45.50 more.');
    fireEvent.click(screen.getByTestId('low-balance-add'));
    await waitFor(() => expect(app.location()).toBe('/paymentMode?amount=46&from=%2Fcontests%3Fchallenge_id%3D5'));
  });

  it('closing LowBalance goes to contests; closing lowBalanceP goes to powerUpBank (docs/product.md §2)', async () => {
    await walletApp(() => 'network-error');
    const a = await renderApp(lowBalancePath({ shortfallPaise: 100 }));
    fireEvent.click(await screen.findByText('Not now'));
    await waitFor(() => expect(a.location()).toBe('/contests'));
    a.unmount();
    const b = await renderApp(lowBalancePath({ shortfallPaise: 100, powerup: true }));
    fireEvent.click(await screen.findByText('Not now'));
    await waitFor(() => expect(b.location()).toBe('/powerUpBank'));
  });

  it('social mode shows no add-money button', async () => {
    await walletApp(() => 'network-error', 'social');
    walletStore.set(wallet() as never);
    await renderApp(lowBalancePath({ shortfallPaise: 4550 }));
    expect(await screen.findByTestId('social-mode-note')).toBeTruthy();
    expect(screen.queryByTestId('low-balance-add')).toBeNull();
    expect(screen.getByTestId('low-balance-shortfall').textContent).toBe('You need 45.50 coins more.');
  });
});
