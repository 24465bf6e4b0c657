import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { HostConfig } from './config';

/**
 * Host tokens (docs/product.md §3 user.mplToken): short-lived JWTs the partner launcher signs with its own key pair and
 * publishes as a JWKS. Verified with jose: an asymmetric signature by a published key, the host's issuer, PickXI's
 * audience, not expired (30 s of clock skew), at most the host's maxTokenAgeS old, with `sub` (the host's player
 * id) and `jti`. Replay (the same jti twice) is refused by the caller, which stores every accepted jti until it
 * expires (server/modules/host/session.ts).
 */

/** Asymmetric only: a host never shares a secret with PickXI, and `none`/HS* can never pass. */
export const HOST_TOKEN_ALGORITHMS = ['ES256', 'ES384', 'RS256', 'PS256', 'EdDSA'];
const CLOCK_TOLERANCE_S = 30;
const ID = /^[\w.:@-]{1,128}$/;

export interface HostTokenClaims {
  /** the host's id of the player */
  playerId: string;
  jti: string;
  expiresAt: Date;
  /** the nickname the host knows the player by, if it sends one */
  name: string | null;
  language: 'en' | 'hi' | null;
}

export type HostTokenRefusal = 'malformed' | 'forged' | 'expired' | 'wrong_issuer' | 'wrong_audience' | 'too_old' | 'keys_unavailable';

export type HostTokenResult = { ok: true; claims: HostTokenClaims } | { ok: false; reason: HostTokenRefusal };

export type HostTokenVerifier = (token: string, now: Date) => Promise<HostTokenResult>;

export function hostKeySet(host: HostConfig, fetchTimeoutMs = 3000): JWTVerifyGetKey {
  return 'jwksUrl' in host.keys
    ? // Keys are cached for 10 minutes; an unknown kid refetches at most every 30 s (key rotation).
      createRemoteJWKSet(new URL(host.keys.jwksUrl), { timeoutDuration: fetchTimeoutMs, cooldownDuration: 30_000, cacheMaxAge: 600_000 })
    : createLocalJWKSet(host.keys.jwks as unknown as Parameters<typeof createLocalJWKSet>[0]);
}

export function createHostTokenVerifier(host: HostConfig, keys: JWTVerifyGetKey = hostKeySet(host)): HostTokenVerifier {
  return async (token, now) => {
    if (typeof token !== 'string' || token.length > 8192 || token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: HOST_TOKEN_ALGORITHMS,
        issuer: host.issuer,
        audience: host.audience,
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE_S,
        maxTokenAge: host.maxTokenAgeS,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      }));
    } catch (err) {
      return { ok: false, reason: refusalOf(err) };
    }
    const { sub, jti, exp, iat } = payload;
    if (typeof sub !== 'string' || !ID.test(sub) || typeof jti !== 'string' || !ID.test(jti) || typeof exp !== 'number' || typeof iat !== 'number') {
      return { ok: false, reason: 'malformed' };
    }
    // maxTokenAge bounds the age at use; this bounds the lifetime the host gave the token.
    if (exp - iat > host.maxTokenAgeS) return { ok: false, reason: 'too_old' };
    const name = typeof payload['name'] === 'string' ? payload['name'].slice(0, 40) : null;
    const lang = payload['lang'];
    return { ok: true, claims: { playerId: sub, jti, expiresAt: new Date(exp * 1000), name, language: lang === 'en' || lang === 'hi' ? lang : null } };
  };
}

function refusalOf(err: unknown): HostTokenRefusal {
  if (err instanceof joseErrors.JWTExpired) return 'expired';
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') return 'wrong_audience';
    if (err.claim === 'iss') return 'wrong_issuer';
    if (err.claim === 'iat') return 'too_old';
    return 'malformed';
  }
  if (err instanceof joseErrors.JWKSTimeout) return 'keys_unavailable';
  if (err instanceof joseErrors.JWSSignatureVerificationFailed || err instanceof joseErrors.JWKSNoMatchingKey || err instanceof joseErrors.JOSEAlgNotAllowed) {
    return 'forged';
  }
  if (err instanceof joseErrors.JOSEError) return 'malformed';
  // fetch failed (host down, DNS): not the player's fault
  return 'keys_unavailable';
}

/** A host's signed acknowledgement of a credit (POST /api/v1/host/callback). */
export interface HostCallback {
  key: string;
  status: 'credited';
}

export type HostCallbackVerifier = (token: string, now: Date) => Promise<HostCallback | null>;

/**
 * Callbacks are JWTs signed with the same published keys as the host's tokens: iss = the host, aud = PickXI's
 * audience, `event` = 'credit.acknowledged', `idempotency_key` = the credit's key. No jti: acknowledging twice is
 * harmless, and hosts deliver callbacks more than once.
 */
export function createHostCallbackVerifier(host: HostConfig, keys: JWTVerifyGetKey): HostCallbackVerifier {
  return async (token, now) => {
    if (typeof token !== 'string' || token.length > 8192) return null;
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: HOST_TOKEN_ALGORITHMS,
        issuer: host.issuer,
        audience: host.audience,
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['exp'],
      });
      const key = payload['idempotency_key'];
      if (payload['event'] !== 'credit.acknowledged' || typeof key !== 'string' || key.length > 200) return null;
      return { key, status: 'credited' };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  };
}
