import { describe, expect, it } from 'vitest';
import { createTokenVerifier, issueAccessToken, secretKey, verifyAccessToken } from './tokens';

const key = secretKey('k'.repeat(40));
const sessionId = '0377c5e2-c178-4a39-8abc-056383252bbf';
const t0 = new Date('2026-01-01T00:00:00Z');

describe('access tokens', () => {
  it('round-trips user and session ids and expires after the TTL', async () => {
    const token = await issueAccessToken(key, { userId: 7, sessionId }, t0, 60);
    expect(await verifyAccessToken(key, token, new Date(t0.getTime() + 59_000))).toEqual({ userId: 7, sessionId });
    expect(await verifyAccessToken(key, token, new Date(t0.getTime() + 60_000))).toBeNull();
    expect(await verifyAccessToken(secretKey('x'.repeat(40)), token, t0)).toBeNull();
  });

  it('the memoising verifier still honours expiry and never accepts a forged token', async () => {
    const verify = createTokenVerifier(key);
    const token = await issueAccessToken(key, { userId: 7, sessionId }, t0, 60);
    expect(await verify(token, t0)).toEqual({ userId: 7, sessionId });
    expect(await verify(token, new Date(t0.getTime() + 30_000))).toEqual({ userId: 7, sessionId });
    expect(await verify(token, new Date(t0.getTime() + 60_000))).toBeNull();
    const forged = await issueAccessToken(secretKey('x'.repeat(40)), { userId: 7, sessionId }, t0, 60);
    expect(await verify(forged, t0)).toBeNull();
    expect(await verify(forged, t0)).toBeNull();
    // A token whose signature was altered is a different string: verified afresh, rejected.
    expect(await verify(token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'), t0)).toBeNull();
  });
});
