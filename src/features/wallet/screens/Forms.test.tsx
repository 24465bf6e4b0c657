import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KYC_MAX_FILE_BYTES } from '../../../../core/rules/kyc';
import { ok } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { dynamicWithdrawal, resetWalletTest, walletApp } from './testSupport';

afterEach(resetWalletTest);

const info = { paytm: { mobile: '98XXXXXX10' }, cashfree: null, payment_mode: 'paytm' };
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('addPaytmDetails', () => {
  it('shows the length and mismatch flags and sends nothing', async () => {
    const seen = await walletApp(() => 'network-error');
    await renderApp('/addPaytmDetails');
    await screen.findByTestId('paytm-number');
    type('paytm-number', '98765');
    type('paytm-confirm', '98764');
    fireEvent.click(screen.getByTestId('paytm-save'));
    expect(screen.getByTestId('paytm-length-error').textContent).toBe('Enter a 10-digit mobile number.');
    expect(screen.getByTestId('paytm-mismatch-error').textContent).toBe('The two numbers do not match.');
    expect(seen.some((r) => r.path === '/api/v2/game/users/paymentInfo')).toBe(false);
  });

  it("saves only on the exact reply 'Payment details updated!', then goes back to addOrEditDetails", async () => {
    const seen = await walletApp((req) =>
      req.path === '/api/v2/game/users/paymentInfo' ? ok({ message: 'Payment details updated!', payment_info: info }) : 'network-error',
    );
    const app = await renderApp('/addPaytmDetails');
    await screen.findByTestId('paytm-number');
    type('paytm-number', '9876543210');
    type('paytm-confirm', '9876543210');
    fireEvent.click(screen.getByTestId('paytm-save'));
    await waitFor(() => expect(app.location()).toBe('/addOrEditDetails'));
    expect(seen.find((r) => r.path === '/api/v2/game/users/paymentInfo')!.body).toEqual({ payment_mode: 'paytm', mobile: '9876543210' });
    expect(screen.getByTestId('snackbar').textContent).toBe('Payment details updated!');
  });

  it('another 200 text is not a save: the player stays with a message', async () => {
    await walletApp((req) => (req.path === '/api/v2/game/users/paymentInfo' ? ok({ message: 'Saved', payment_info: info }) : 'network-error'));
    const app = await renderApp('/addPaytmDetails');
    await screen.findByTestId('paytm-number');
    type('paytm-number', '9876543210');
    type('paytm-confirm', '9876543210');
    fireEvent.click(screen.getByTestId('paytm-save'));
    expect(await screen.findByTestId('details-error')).toBeTruthy();
    expect(app.location()).toBe('/addPaytmDetails');
  });

  it('back goes to addOrEditDetails (docs/product.md §2)', async () => {
    await walletApp(() => 'network-error');
    const app = await renderApp('/addPaytmDetails');
    fireEvent.click(await screen.findByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/addOrEditDetails'));
  });
});

describe('addBankDetails', () => {
  const fill = () => {
    type('bank-bankAccount', '123456789012');
    type('bank-confirmAccount', '123456789012');
    type('bank-ifsc', 'sbin0001234');
    type('bank-name', 'Asha Rao');
    type('bank-address1', 'SBI Koramangala');
  };

  it('flags account, IFSC and name', async () => {
    await walletApp(() => 'network-error');
    await renderApp('/addBankDetails');
    await screen.findByTestId('bank-bankAccount');
    type('bank-bankAccount', '12');
    type('bank-ifsc', 'XX');
    type('bank-name', '7');
    fireEvent.click(screen.getByTestId('bank-save'));
    expect(screen.getByTestId('bank-account-error')).toBeTruthy();
    expect(screen.getByTestId('bank-ifsc-error')).toBeTruthy();
    expect(screen.getByTestId('bank-name-error')).toBeTruthy();
  });

  it("'Bank already exists' shows the server's message", async () => {
    const seen = await walletApp((req) =>
      req.path === '/api/v3/game/cashfree/addBankBeneficiary'
        ? { status: 409, body: { status: 409, code: 'BANK_ALREADY_EXISTS', message: 'Bank already exists' } }
        : 'network-error',
    );
    await renderApp('/addBankDetails');
    await screen.findByTestId('bank-bankAccount');
    fill();
    fireEvent.click(screen.getByTestId('bank-save'));
    expect((await screen.findByTestId('details-error')).textContent).toBe('Bank already exists');
    const post = seen.find((r) => r.path === '/api/v3/game/cashfree/addBankBeneficiary')!;
    expect(post.body).toEqual({ bankAccount: '123456789012', ifsc: 'SBIN0001234', name: 'Asha Rao', address1: 'SBI Koramangala' });
    expect(post.headers.get('idempotency-key')).toBeTruthy();
  });

  it('a 400 shows the returned message', async () => {
    await walletApp((req) =>
      req.path === '/api/v3/game/cashfree/addBankBeneficiary'
        ? { status: 400, body: { status: 400, code: 'VALIDATION_FAILED', message: 'The bank rejected this account' } }
        : 'network-error',
    );
    await renderApp('/addBankDetails');
    await screen.findByTestId('bank-bankAccount');
    fill();
    fireEvent.click(screen.getByTestId('bank-save'));
    expect((await screen.findByTestId('details-error')).textContent).toBe('The bank rejected this account');
  });
});

describe('updateKYC', () => {
  it('flags a too-large file as soon as it is chosen, and never uploads it', async () => {
    const seen = await walletApp((req) =>
      req.path === '/api/v3/game/kyc/status' ? ok({ status: 'not_submitted', panLast4: null, fullName: null, reason: null, submittedAt: null }) : 'network-error',
    );
    await renderApp('/updateKYC');
    const input = await screen.findByTestId('kyc-file');
    const big = new File([new Uint8Array(KYC_MAX_FILE_BYTES + 1)], 'pan.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByTestId('kyc-size-error').textContent).toBe('The file is too large. It must be at most 2 MB.');
    expect(screen.getByTestId('kyc-submit')).toHaveProperty('disabled', true);
    expect(seen.some((r) => r.path === '/api/v3/game/kyc/upload')).toBe(false);
  });

  it('uploads multipart with an empty panFile when none is chosen and shows the server answer; success goes to the wallet', async () => {
    await walletApp((req) =>
      req.path === '/api/v3/game/kyc/status' ? ok({ status: 'not_submitted', panLast4: null, fullName: null, reason: null, submittedAt: null }) : 'network-error',
    );
    const wrapped = globalThis.fetch;
    const uploads: FormData[] = [];
    let reply: Response = new Response(
      JSON.stringify({ status: 400, code: 'VALIDATION_FAILED', message: 'Choose a photo or PDF of your PAN card', data: { fields: { panFile: 'MISSING' } } }),
      { status: 400 },
    );
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.url.endsWith('/api/v3/game/kyc/upload')) {
        uploads.push(await request.formData());
        expect(request.headers.get('idempotency-key')).toBeTruthy();
        return reply;
      }
      return wrapped(input, init);
    });
    const app = await renderApp('/updateKYC');
    await screen.findByTestId('kyc-pan');
    type('kyc-pan', 'abcpe1234f');
    type('kyc-name', 'Asha Rao');
    type('kyc-dob', '1990-05-01');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect((await screen.findByTestId('kyc-error')).textContent).toBe('Choose a photo or PDF of your PAN card');
    expect(screen.getByTestId('kyc-file-missing')).toBeTruthy();
    expect(uploads[0]!.get('panFile')).toBe('');
    expect(uploads[0]!.get('panNumber')).toBe('ABCPE1234F');

    reply = new Response(JSON.stringify({ status: 200, data: { status: 'pending' } }), { status: 200 });
    fireEvent.change(screen.getByTestId('kyc-file'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 0])], 'pan.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(app.location()).toBe('/wallet'));
    // a File of the fetch realm (undici re-encodes jsdom's File): the part is there with its type
    expect(uploads[1]!.get('panFile')).toMatchObject({ type: 'image/jpeg' });
  });

  it("raises the size flag on the server's size error", async () => {
    await walletApp((req) =>
      req.path === '/api/v3/game/kyc/status' ? ok({ status: 'rejected', panLast4: null, fullName: null, reason: 'Blurred', submittedAt: 1 }) : 'network-error',
    );
    const wrapped = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      (input instanceof Request ? input.url : String(input)).endsWith('/api/v3/game/kyc/upload')
        ? new Response(JSON.stringify({ status: 400, code: 'VALIDATION_FAILED', message: 'The PAN document must be at most 2 MB', data: { fields: { panFile: 'TOO_LARGE' } } }), { status: 400 })
        : wrapped(input, init),
    );
    await renderApp('/updateKYC');
    await waitFor(() => expect(screen.getByTestId('kyc-status').textContent).toContain('Blurred'));
    type('kyc-pan', 'ABCPE1234F');
    type('kyc-name', 'Asha Rao');
    type('kyc-dob', '1990-05-01');
    fireEvent.change(screen.getByTestId('kyc-file'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pan.jpg')] } });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByTestId('kyc-size-error')).toBeTruthy();
  });
});

describe('withdrawMoney', () => {
  it('without KYC: a clear refusal with a way to update KYC, and nothing is sent', async () => {
    const seen = await walletApp((req) =>
      req.path === '/api/v4/wallet/dynamicWithdrawal' ? ok(dynamicWithdrawal({ kycStatus: 'not_submitted' })) : 'network-error',
    );
    const app = await renderApp('/withdrawMoney');
    expect((await screen.findByTestId('withdraw-kyc-note')).textContent).toContain('Complete your KYC');
    type('withdraw-amount', '500');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-fail-message')).textContent).toContain('your KYC is not verified');
    expect(seen.some((r) => r.path === '/api/v1/wallet/withdraw')).toBe(false);
    fireEvent.click(screen.getByTestId('withdraw-fail-kyc'));
    await waitFor(() => expect(app.location()).toBe('/updateKYC'));
  });

  it("the server's KYC_REQUIRED refusal opens withdrawFail with the same clear message", async () => {
    await walletApp((req) => {
      if (req.path === '/api/v4/wallet/dynamicWithdrawal') return ok(dynamicWithdrawal());
      if (req.path === '/api/v1/wallet/withdraw') return { status: 422, body: { status: 422, code: 'KYC_REQUIRED', message: 'KYC required' } };
      return 'network-error';
    });
    await renderApp('/withdrawMoney');
    await screen.findByTestId('withdraw-amount');
    type('withdraw-amount', '500');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-fail-message')).textContent).toContain('your KYC is not verified');
    expect(screen.getByTestId('withdraw-fail-kyc')).toBeTruthy();
  });

  it('shows the TDS preview from the FY data; code 1 opens the success modal with the payout and message', async () => {
    const seen = await walletApp((req) => {
      if (req.path === '/api/v4/wallet/dynamicWithdrawal') return ok(dynamicWithdrawal());
      if (req.path === '/api/v1/wallet/withdraw')
        return ok({
          code: 1,
          msg: 'Withdrawal requested',
          payout: { withdrawalId: 'w1', mode: 'paytm', amount: 3000, tds: 600, netAmount: 2400, destination: '98XXXXXX10', status: 'pending' },
        });
      return 'network-error';
    });
    await renderApp('/withdrawMoney');
    await screen.findByTestId('withdraw-amount');
    type('withdraw-amount', '3000');
    // deposited 1000 this FY: net winnings = 3000 − 1000 = 2000, TDS 30 % = 600
    expect(screen.getByTestId('tds-amount').textContent).toBe('₹600.00');
    expect(screen.getByTestId('tds-payout').textContent).toBe('₹2,400.00');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    const modal = await screen.findByTestId('withdraw-success');
    expect(modal.textContent).toContain('Withdrawal requested');
    expect(modal.textContent).toContain('₹2,400.00');
    expect(seen.find((r) => r.path === '/api/v1/wallet/withdraw')!.body).toEqual({ amount: 3000, payout: 'paytm' });
  });

  it('any other code opens withdrawFail with its message', async () => {
    await walletApp((req) => {
      if (req.path === '/api/v4/wallet/dynamicWithdrawal') return ok(dynamicWithdrawal());
      if (req.path === '/api/v1/wallet/withdraw') return ok({ code: 0, msg: 'Payout provider is down', payout: null });
      return 'network-error';
    });
    await renderApp('/withdrawMoney');
    await screen.findByTestId('withdraw-amount');
    type('withdraw-amount', '10');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-fail-message')).textContent).toBe('Payout provider is down');
  });

  it('more than the winnings is flagged before sending', async () => {
    const seen = await walletApp((req) => (req.path === '/api/v4/wallet/dynamicWithdrawal' ? ok(dynamicWithdrawal()) : 'network-error'));
    await renderApp('/withdrawMoney');
    await screen.findByTestId('withdraw-amount');
    type('withdraw-amount', '5001');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-error').textContent).toBe('You can withdraw up to your winnings: ₹5,000.00.');
    expect(seen.some((r) => r.path === '/api/v1/wallet/withdraw')).toBe(false);
  });

  it('withdrawDetails goes back to withdrawMoney (docs/product.md §2)', async () => {
    await walletApp((req) => (req.path === '/api/v4/wallet/dynamicWithdrawal' ? ok(dynamicWithdrawal()) : 'network-error'));
    const app = await renderApp('/withdrawDetails');
    expect(await screen.findByTestId('withdraw-details-rows')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Back'));
    await waitFor(() => expect(app.location()).toBe('/withdrawMoney'));
  });
});

describe('tranxHistory', () => {
  const tx = (id: string, amount: number) => ({
    id,
    type: amount > 0 ? 'add_money' : 'entry_fee',
    amount,
    buckets: { deposit: amount, promo: 0, winnings: 0 },
    status: 'completed',
    description: 'x',
    createdAt: 1_763_700_000_000,
  });

  it("loads page 1, then page 2 on 'Load more', until hasMore is false", async () => {
    const seen = await walletApp((req) => {
      if (req.path !== '/api/v1/wallet/getUserTransactions') return 'network-error';
      const page = Number(new URLSearchParams(req.search).get('page'));
      return ok(page === 1 ? { page: 1, pageSize: 20, hasMore: true, transactions: [tx('a', 250), tx('b', -49)] } : { page: 2, pageSize: 20, hasMore: false, transactions: [tx('c', 1000)] });
    });
    await renderApp('/tranxHistory');
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(2));
    expect(screen.getAllByTestId('history-item')[0]!.textContent).toContain('+₹250.00');
    expect(screen.getAllByTestId('history-item')[1]!.textContent).toContain('−₹49.00');
    fireEvent.click(screen.getByTestId('history-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(3));
    expect(screen.queryByTestId('history-load-more')).toBeNull();
    expect(seen.filter((r) => r.path === '/api/v1/wallet/getUserTransactions').map((r) => r.search)).toEqual(['?page=1', '?page=2']);
  });
});
