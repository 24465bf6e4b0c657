import { describe, expect, it } from 'vitest';
import { createPaytmGateway } from './paytm';
import { generatePaytmSignature, verifyPaytmSignature } from './paytm-checksum';
import { fakeFetch } from './testing';

const config = { mid: 'PICKXI00000000000001', merchantKey: 'Zx9!kQ2#mN4$pL7&', website: 'WEBSTAGING', env: 'staging' as const };
const input = {
  orderId: 'PX01TEST0002',
  amountPaise: 25_000,
  customer: { id: 'u42', phone: '9876543210' },
  returnUrl: 'https://pickxi.test/api/v1/payments/paytm/callback',
  notifyUrl: 'https://pickxi.test/api/v1/payments/webhook/paytm',
};

describe('Paytm createOrder (initiateTransaction)', () => {
  it('signs the exact body text and returns a showPaymentPage form post', async () => {
    const { fetch, calls } = fakeFetch([
      { status: 200, body: { head: { responseTimestamp: '1', version: 'v1', signature: 'x' }, body: { resultInfo: { resultStatus: 'S', resultCode: '0000', resultMsg: 'Success' }, txnToken: 'tok123', isPromoCodeValid: false, authenticated: false } } },
    ]);
    const order = await createPaytmGateway(config, { fetch }).createOrder(input);
    const call = calls[0]!;
    expect(call.url).toBe('https://securegw-stage.paytm.in/theia/api/v1/initiateTransaction?mid=PICKXI00000000000001&orderId=PX01TEST0002');
    const sent = JSON.parse(call.body!) as { body: Record<string, unknown>; head: { signature: string } };
    expect(sent.body).toEqual({
      requestType: 'Payment',
      mid: 'PICKXI00000000000001',
      websiteName: 'WEBSTAGING',
      orderId: 'PX01TEST0002',
      callbackUrl: input.returnUrl,
      txnAmount: { value: '250.00', currency: 'INR' },
      userInfo: { custId: 'u42', mobile: '9876543210' },
    });
    expect(verifyPaytmSignature(JSON.stringify(sent.body), config.merchantKey, sent.head.signature)).toBe(true);
    expect(order.redirect).toEqual({
      url: 'https://securegw-stage.paytm.in/theia/api/v1/showPaymentPage?mid=PICKXI00000000000001&orderId=PX01TEST0002',
      method: 'POST',
      params: { mid: 'PICKXI00000000000001', orderId: 'PX01TEST0002', txnToken: 'tok123' },
    });
  });
  it('a failed resultInfo is REJECTED', async () => {
    const { fetch } = fakeFetch([{ status: 200, body: { body: { resultInfo: { resultStatus: 'F', resultCode: '501', resultMsg: 'System Error' } } } }]);
    await expect(createPaytmGateway(config, { fetch }).createOrder(input)).rejects.toMatchObject({ code: 'REJECTED' });
  });
});

describe('Paytm callback verification', () => {
  const gw = createPaytmGateway(config, { fetch: fakeFetch([]).fetch });
  const fields = {
    BANKNAME: 'WALLET',
    BANKTXNID: '1395841115',
    CURRENCY: 'INR',
    GATEWAYNAME: 'WALLET',
    MID: config.mid,
    ORDERID: 'PX01TEST0002',
    PAYMENTMODE: 'PPI',
    RESPCODE: '01',
    RESPMSG: 'Txn Success',
    STATUS: 'TXN_SUCCESS',
    TXNAMOUNT: '250.00',
    TXNDATE: '2025-11-21 10:40:00.0',
    TXNID: '20251121111212800110168',
  };
  const form = (f: Record<string, string>, key = config.merchantKey) =>
    new URLSearchParams({ ...f, CHECKSUMHASH: generatePaytmSignature(f, key) }).toString();

  it('accepts a correctly signed callback', () => {
    const r = gw.verifyWebhook(form(fields), {}, 0);
    expect(r).toEqual({ ok: true, event: expect.objectContaining({ gateway: 'paytm', orderId: 'PX01TEST0002', status: 'paid', amountPaise: 25_000, providerPaymentId: '20251121111212800110168' }) });
  });
  it('rejects a forged checksum, an edited amount, another merchant, a missing checksum', () => {
    expect(gw.verifyWebhook(form(fields, 'AAAAAAAAAAAAAAAA'), {}, 0)).toEqual({ ok: false, reason: 'bad_signature' });
    const edited = form(fields).replace('TXNAMOUNT=250.00', 'TXNAMOUNT=2500.00');
    expect(gw.verifyWebhook(edited, {}, 0)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(gw.verifyWebhook(form({ ...fields, MID: 'OTHERMID' }), {}, 0)).toEqual({ ok: false, reason: 'wrong_merchant' });
    expect(gw.verifyWebhook(new URLSearchParams(fields).toString(), {}, 0)).toEqual({ ok: false, reason: 'missing_signature' });
  });
  it('requires a status call before crediting', () => {
    expect(gw.confirmWithStatusCall).toBe(true);
  });
});

describe('Paytm fetchStatus (v3/order/status)', () => {
  it.each([
    ['TXN_SUCCESS', 'paid'],
    ['TXN_FAILURE', 'failed'],
    ['PENDING', 'pending'],
  ])('%s → %s, signed request', async (st, ours) => {
    const { fetch, calls } = fakeFetch([
      { status: 200, body: { head: { signature: 'x' }, body: { resultInfo: { resultStatus: st, resultCode: '01', resultMsg: 'Txn Success' }, txnId: 'T1', orderId: 'PX01TEST0002', txnAmount: '250.00' } } },
    ]);
    const s = await createPaytmGateway(config, { fetch }).fetchStatus('PX01TEST0002');
    expect(calls[0]!.url).toBe('https://securegw-stage.paytm.in/v3/order/status');
    const sent = JSON.parse(calls[0]!.body!) as { body: unknown; head: { signature: string } };
    expect(sent.body).toEqual({ mid: config.mid, orderId: 'PX01TEST0002' });
    expect(verifyPaytmSignature(JSON.stringify(sent.body), config.merchantKey, sent.head.signature)).toBe(true);
    expect(s).toMatchObject({ status: ours, amountPaise: 25_000, providerPaymentId: 'T1' });
  });
  it('a status for another order is refused', async () => {
    const { fetch } = fakeFetch([{ status: 200, body: { body: { resultInfo: { resultStatus: 'TXN_SUCCESS' }, orderId: 'OTHER', txnAmount: '1.00' } } }]);
    await expect(createPaytmGateway(config, { fetch }).fetchStatus('PX01TEST0002')).rejects.toMatchObject({ code: 'ORDER_MISMATCH' });
  });
});
