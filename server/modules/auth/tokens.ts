import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/**
 * Access tokens: HS256 JWTs with sub = user id and sid = session id. The session row is the
 * source of truth (logout revokes it); the JWT only saves a lookup for forged tokens.
 */
const ISSUER = 'pickxi';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function issueAccessToken(
  key: Uint8Array,
  claims: TokenClaims,
  issuedAt: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

/** Verified claims, or null for anything forged, malformed or expired. */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: now });
    const userId = Number(payload.sub);
    const sid = payload['sid'];
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sid !== 'string' || !UUID.test(sid)) return null;
    return { userId, sessionId: sid };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

/**
 * verifyAccessToken with a memo of tokens already verified: a player sends the same token
 * on every request, and the HMAC check through WebCrypto costs ~0.2 ms, more than the rest
 * of the auth hook. A token string that verified once stays valid until its `exp` (the
 * session row still decides revocation). Forged tokens are never cached. Bounded.
 */
export function createTokenVerifier(key: Uint8Array, maxEntries = 100_000) {
  const verified = new Map<string, { claims: TokenClaims; expMs: number }>();
  return async function verify(token: string, now: Date): Promise<TokenClaims | null> {
    const hit = verified.get(token);
    if (hit) {
      if (now.getTime() < hit.expMs) return hit.claims;
      verified.delete(token);
      return null;
    }
    const claims = await verifyAccessToken(key, token, now);
    if (!claims) return null;
    const exp = decodeExp(token);
    if (exp !== null) {
      if (verified.size >= maxEntries) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
      verified.set(token, { claims, expMs: exp * 1000 });
    }
    return claims;
  };
}

function decodeExp(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}
