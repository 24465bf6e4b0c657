import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The accounts settings: SMS provider, social sandbox, banned states, declaration. */
describe('accounts configuration', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pickxi-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), MONEY_MODE: 'real', SANDBOX_PAYMENT_SECRET: 'y'.repeat(40) };

  it('defaults: sandbox SMS, the sandbox social provider outside production, the default banned states, declaration required', () => {
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.sms).toEqual({ provider: 'sandbox' });
    expect(c.socialSandbox).toBe(true);
    expect(c.responsiblePlay).toEqual({ bannedStates: ['AP', 'AS', 'NL', 'OD', 'SK', 'TS'], declarationRequired: true });
    expect(loadConfig({ DATA_DIR: dir, ...production }).socialSandbox).toBe(false);
  });

  it('MSG91 needs its key and template', () => {
    expect(() => loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'msg91' })).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key-12345678', MSG91_OTP_TEMPLATE_ID: 'tmpl-1' }).sms).toEqual({
      provider: 'msg91',
      authKey: 'key-12345678',
      templateId: 'tmpl-1',
      baseUrl: 'https://control.msg91.com',
    });
  });

  it('BANNED_STATES takes state codes or none, and names unknown codes', () => {
    expect(loadConfig({ DATA_DIR: dir, BANNED_STATES: 'TN, KA' }).responsiblePlay.bannedStates).toEqual(['TN', 'KA']);
    expect(loadConfig({ DATA_DIR: dir, BANNED_STATES: 'none' }).responsiblePlay.bannedStates).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dir, BANNED_STATES: 'TN,XX' })).toThrow(/BANNED_STATES: unknown state codes XX/);
    expect(() => loadConfig({ DATA_DIR: dir, BANNED_STATES: 'tamil nadu' })).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: dir, PLAY_DECLARATION_REQUIRED: 'false' }).responsiblePlay.declarationRequired).toBe(false);
  });
});
