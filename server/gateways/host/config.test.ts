import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { parsePartnerHosts, SANDBOX_LAUNCHER_WALLET_KEY } from './config';

describe('PARTNER_HOSTS', () => {
  it('is off by default', () => {
    expect(parsePartnerHosts(undefined, false)).toEqual({ ok: true, hosts: [] });
  });

  it('reads the sandbox shorthand with the launcher conventions, outside production only', () => {
    const parsed = parsePartnerHosts('sandbox=http://localhost:4355', false);
    expect(parsed).toEqual({
      ok: true,
      hosts: [
        {
          id: 'sandbox',
          name: 'Sandbox launcher',
          origin: 'http://localhost:4355',
          issuer: 'http://localhost:4355',
          audience: 'pickxi',
          keys: { jwksUrl: 'http://localhost:4355/.well-known/jwks.json' },
          walletUrl: 'http://localhost:4355/wallet-api',
          walletKey: SANDBOX_LAUNCHER_WALLET_KEY,
          walletTimeoutMs: 3000,
          maxTokenAgeS: 600,
        },
      ],
    });
    expect(parsePartnerHosts('sandbox=http://localhost:4355', true)).toMatchObject({ ok: false });
  });

  it('reads the JSON form and names what is wrong', () => {
    const host = { id: 'acme', origin: 'https://games.acme.in', jwksUrl: 'https://games.acme.in/jwks.json', walletUrl: 'https://wallet.acme.in/api/', walletKey: 'k'.repeat(32) };
    const ok = parsePartnerHosts(JSON.stringify([host]), true);
    expect(ok).toMatchObject({ ok: true, hosts: [{ id: 'acme', issuer: 'https://games.acme.in', walletUrl: 'https://wallet.acme.in/api' }] });
    expect(parsePartnerHosts(JSON.stringify([{ ...host, walletKey: 'short' }]), true)).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^PARTNER_HOSTS\.0\.walletKey: /)],
    });
    expect(parsePartnerHosts(JSON.stringify([{ ...host, origin: 'https://games.acme.in/play' }]), true)).toMatchObject({ ok: false });
    expect(parsePartnerHosts(JSON.stringify([{ ...host, jwksUrl: undefined }]), true)).toMatchObject({ ok: false });
    expect(parsePartnerHosts(JSON.stringify([host, host]), true)).toEqual({ ok: false, errors: ['PARTNER_HOSTS: host id "acme" appears twice'] });
    expect(parsePartnerHosts('[nope', true)).toEqual({ ok: false, errors: ['PARTNER_HOSTS: not valid JSON'] });
  });
});

describe('loadConfig with partner hosts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pickxi-host-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('frames PickXI for the hosts’ origins too', () => {
    const config = loadConfig({ DATA_DIR: dir, PARTNER_HOSTS: 'sandbox=http://localhost:4355' });
    expect(config.hosts.map((h) => h.id)).toEqual(['sandbox']);
    expect(config.frameAncestors).toEqual(["'self'", 'http://localhost:4355']);
  });

  it('stops on a bad value, naming it', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PARTNER_HOSTS: 'sandbox' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, PARTNER_HOSTS: 'sandbox' })).toThrow(/PARTNER_HOSTS/);
  });
});
