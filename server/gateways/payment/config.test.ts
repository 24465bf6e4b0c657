import { describe, expect, it } from 'vitest';
import { createPaymentGateways, loadPaymentGatewayConfig, paymentGatewayConfigSchema } from './index';
import { fakeFetch } from './testing';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';

describe('payment gateway config', () => {
  it('defaults to the sandbox', () => {
    const c = loadPaymentGatewayConfig({ SANDBOX_PAYMENT_SECRET: SECRET });
    expect(c).toMatchObject({ mode: 'sandbox', publicBaseUrl: 'http://localhost:3000', cashfree: null, paytm: null });
    const gws = createPaymentGateways(c, { fetch: fakeFetch([]).fetch });
    expect(gws.forType('cashfree')?.name).toBe('sandbox');
    expect(gws.forType('paytm')?.name).toBe('sandbox');
  });
  it('live mode routes each type to its provider', () => {
    const c = loadPaymentGatewayConfig({
      PAYMENT_GATEWAY: 'live',
      CASHFREE_APP_ID: 'app',
      CASHFREE_SECRET_KEY: 'sec',
      CASHFREE_ENV: 'production',
      PAYTM_MID: 'MID123',
      PAYTM_MERCHANT_KEY: '0123456789abcdef',
      PAYTM_ENV: 'production',
      PUBLIC_BASE_URL: 'https://pickxi.example/',
    });
    expect(c.publicBaseUrl).toBe('https://pickxi.example');
    expect(c.paytm).toEqual({ mid: 'MID123', merchantKey: '0123456789abcdef', website: 'DEFAULT', env: 'production' });
    const gws = createPaymentGateways(c, { fetch: fakeFetch([]).fetch });
    expect(gws.forType('cashfree')?.name).toBe('cashfree');
    expect(gws.forType('paytm')?.name).toBe('paytm');
    expect(gws.sandbox).toBeNull();
  });
  it('rejects half-configured providers, live without any provider, bad keys', () => {
    expect(paymentGatewayConfigSchema.safeParse({ CASHFREE_APP_ID: 'app' }).success).toBe(false);
    expect(paymentGatewayConfigSchema.safeParse({ PAYMENT_GATEWAY: 'live' }).success).toBe(false);
    expect(paymentGatewayConfigSchema.safeParse({ PAYTM_MID: 'M', PAYTM_MERCHANT_KEY: 'short' }).success).toBe(false);
    expect(paymentGatewayConfigSchema.safeParse({ PAYMENT_GATEWAY: 'stripe' }).success).toBe(false);
    expect(() => createPaymentGateways(loadPaymentGatewayConfig({}), { fetch: fakeFetch([]).fetch })).toThrow(/SANDBOX_PAYMENT_SECRET/);
  });
});
