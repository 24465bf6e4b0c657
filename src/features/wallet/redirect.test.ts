import { describe, expect, it, vi } from 'vitest';
import { followPaymentRedirect, redirectUrl } from './redirect';

const env = () => ({ assign: vi.fn(), submit: vi.fn(), loadScript: vi.fn(async () => undefined) });

describe('following the payment redirect', () => {
  it('GET: goes to the url with the params in the query', async () => {
    const e = env();
    await followPaymentRedirect({ url: '/api/v1/payments/sandbox/pay', method: 'GET', params: { token: 'a.b' } }, e);
    expect(e.assign).toHaveBeenCalledWith(`${location.origin}/api/v1/payments/sandbox/pay?token=a.b`);
    expect(redirectUrl({ url: 'https://pay.example/x?y=1', method: 'GET', params: { z: '2' } })).toBe('https://pay.example/x?y=1&z=2');
  });

  it('POST: submits a form with the params as hidden fields (Paytm)', async () => {
    const e = env();
    await followPaymentRedirect({ url: 'https://securegw-stage.paytm.in/show', method: 'POST', params: { mid: 'M1', orderId: 'O1', txnToken: 'T' } }, e);
    const form = e.submit.mock.calls[0]![0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://securegw-stage.paytm.in/show');
    expect(Object.fromEntries(new FormData(form))).toEqual({ mid: 'M1', orderId: 'O1', txnToken: 'T' });
  });

  it('SDK: loads Cashfree.js and opens checkout with the session id', async () => {
    const e = env();
    const checkout = vi.fn(async () => undefined);
    const cashfree = vi.fn(() => ({ checkout }));
    vi.stubGlobal('Cashfree', cashfree);
    await followPaymentRedirect({ url: 'https://sdk.cashfree.com/js/v3/cashfree.js', method: 'SDK', params: { paymentSessionId: 'S1', mode: 'sandbox' } }, e);
    expect(e.loadScript).toHaveBeenCalledWith('https://sdk.cashfree.com/js/v3/cashfree.js');
    expect(cashfree).toHaveBeenCalledWith({ mode: 'sandbox' });
    expect(checkout).toHaveBeenCalledWith({ paymentSessionId: 'S1', redirectTarget: '_self' });
    vi.unstubAllGlobals();
  });
});
