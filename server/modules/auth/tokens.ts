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
