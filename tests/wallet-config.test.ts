import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';

const dir = mkdtempSync(path.join(tmpdir(), 'pickxi-wallet-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('wallet configuration', () => {
  it('defaults: ₹50 sign-up bonus, 30 % TDS, sandbox gateway at localhost:PORT with a persisted secret', () => {
    const c = loadConfig({ DATA_DIR: dir, PORT: '4321' });
    expect(c.signupPromoPaise).toBe(5000);
    expect(c.tdsRateBp).toBe(3000);
    expect(c.payment.mode).toBe('sandbox');
    expect(c.payment.publicBaseUrl).toBe('http://localhost:4321');
    const secret = readFileSync(path.join(dir, 'sandbox-payment-secret'), 'utf8').trim();
    expect(c.payment.sandboxSecret).toBe(secret);
    expect(loadConfig({ DATA_DIR: dir }).payment.sandboxSecret).toBe(secret);
  });

  it('social mode has no TDS; bad values name the variable', () => {
    expect(loadConfig({ DATA_DIR: dir, MONEY_MODE: 'social' }).tdsRateBp).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir, TDS_RATE_BP: '10001' })).toThrow(/TDS_RATE_BP/);
    expect(() => loadConfig({ DATA_DIR: dir, SIGNUP_PROMO_PAISE: '-1' })).toThrow(/SIGNUP_PROMO_PAISE/);
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_GATEWAY: 'live' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_BASE_URL: 'not a url' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('production with real money on the sandbox gateway needs an explicit SANDBOX_PAYMENT_SECRET', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), MONEY_MODE: 'real' };
    expect(() => loadConfig(base)).toThrow(/SANDBOX_PAYMENT_SECRET/);
    const ok = loadConfig({ ...base, SANDBOX_PAYMENT_SECRET: 's'.repeat(32), PUBLIC_BASE_URL: 'https://pickxi.example/' });
    expect(ok.payment.sandboxSecret).toBe('s'.repeat(32));
    expect(ok.payment.publicBaseUrl).toBe('https://pickxi.example');
  });
});
