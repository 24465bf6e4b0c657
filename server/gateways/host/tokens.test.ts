import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HostConfig } from './config';
import { createHostCallbackVerifier, createHostTokenVerifier, hostKeySet } from './tokens';

const NOW = new Date('2026-05-01T10:00:00Z');
const iat = Math.floor(NOW.getTime() / 1000);

describe('host tokens', () => {
  let key: CryptoKey;
  let host: HostConfig;
  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };
    host = {
      id: 'acme',
      name: 'Acme',
      origin: 'https://acme.test',
      issuer: 'https://acme.test',
      audience: 'pickxi',
      keys: { jwks: { keys: [jwk] } },
      walletUrl: 'https://acme.test/wallet',
      walletKey: 'x'.repeat(20),
      walletTimeoutMs: 1000,
      maxTokenAgeS: 600,
    };
  });

  const token = (claims: Record<string, unknown> = {}, o: { iss?: string; aud?: string; exp?: number; iat?: number; sub?: string | null } = {}) => {
    const jwt = new SignJWT({ jti: 'j-1', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(o.iss ?? 'https://acme.test')
      .setAudience(o.aud ?? 'pickxi')
      .setIssuedAt(o.iat ?? iat)
      .setExpirationTime(o.exp ?? iat + 120);
    if (o.sub !== null) jwt.setSubject(o.sub ?? 'player-7');
    return jwt.sign(key);
  };

  it('accepts a token of the host for PickXI and reads the player', async () => {
    const verify = createHostTokenVerifier(host);
    expect(await verify(await token({ name: 'Asha', lang: 'hi' }), NOW)).toEqual({
      ok: true,
      claims: { playerId: 'player-7', jti: 'j-1', expiresAt: new Date((iat + 120) * 1000), name: 'Asha', language: 'hi' },
    });
  });

  it('refuses each way a token can be wrong', async () => {
    const verify = createHostTokenVerifier(host);
    const hs = await new SignJWT({ jti: 'j' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('https://acme.test').setAudience('pickxi').setSubject('p').setIssuedAt(iat).setExpirationTime(iat + 60).sign(new TextEncoder().encode('x'.repeat(32)));
    const other = await generateKeyPair('ES256');
    const strange = await new SignJWT({ jti: 'j' }).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setIssuer('https://acme.test').setAudience('pickxi').setSubject('p').setIssuedAt(iat).setExpirationTime(iat + 60).sign(other.privateKey);
    const cases: [string, string, string][] = [
      ['HS256 (a shared secret)', hs, 'forged'],
      ['signed by an unpublished key', strange, 'forged'],
      ['expired', await token({}, { iat: iat - 600, exp: iat - 120 }), 'expired'],
      ['another audience', await token({}, { aud: 'other-game' }), 'wrong_audience'],
      ['another issuer', await token({}, { iss: 'https://evil.test' }), 'wrong_issuer'],
      ['a day long', await token({}, { exp: iat + 86_400 }), 'too_old'],
      ['no subject', await token({}, { sub: null }), 'malformed'],
      ['not a JWT', 'abc', 'malformed'],
    ];
    for (const [name, t, reason] of cases) expect(await verify(t, NOW), name).toEqual({ ok: false, reason });
  });

  it('reads signed credit acknowledgements and nothing else', async () => {
    const verify = createHostCallbackVerifier(host, hostKeySet(host));
    const ack = await token({ event: 'credit.acknowledged', idempotency_key: 'pickxi-credit-1-2' }, { sub: null });
    expect(await verify(ack, NOW)).toEqual({ key: 'pickxi-credit-1-2', status: 'credited' });
    expect(await verify(await token({ idempotency_key: 'pickxi-credit-1-2' }, { sub: null }), NOW)).toBeNull();
    expect(await verify(await token({ event: 'credit.acknowledged', idempotency_key: 'k' }, { aud: 'x' }), NOW)).toBeNull();
  });
});
