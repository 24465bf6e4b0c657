import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteAuth } from '../../core/api/route';
import { ApiError } from '../../core/errors';
import { findSession } from '../modules/auth/repository';
import { createTokenVerifier, secretKey } from '../modules/auth/tokens';
import type { AppDeps } from './deps';

export interface AuthUser {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the 'user' auth hook */
    authUser: AuthUser | null;
  }
}

export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'Please log in again');

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || header.length < 8 || header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  return header.slice(7).trim() || null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** onRequest hooks per auth level; 'none' has none (keeps open routes free of work). */
export function authHooks(deps: AppDeps): Record<Exclude<RouteAuth, 'none'>, Hook> {
  const verifyToken = createTokenVerifier(secretKey(deps.config.jwtSecret));
  // Hash both sides so the comparison is constant-time whatever the lengths.
  const platformDigest = sha256(deps.config.platformBearer);

  return {
    async platform(request) {
      const token = bearerToken(request);
      if (token === null || !timingSafeEqual(sha256(token), platformDigest)) throw unauthorized();
    },
    async user(request) {
      const token = bearerToken(request);
      if (token === null) throw unauthorized();
      const now = deps.clock();
      const claims = await verifyToken(token, now);
      if (!claims) throw unauthorized();
      const nowMs = now.getTime();
      const cached = deps.sessionCache.get(claims.sessionId, nowMs);
      if (cached) {
        if (cached.userId !== claims.userId) throw unauthorized();
      } else {
        const session = await findSession(deps.db, claims.sessionId);
        if (
          !session ||
          session.userId !== claims.userId ||
          session.revokedAt !== null ||
          session.expiresAt.getTime() <= nowMs
        ) {
          throw unauthorized();
        }
        deps.sessionCache.set(claims.sessionId, { userId: session.userId, expiresAtMs: session.expiresAt.getTime() });
      }
      request.authUser = { id: claims.userId, sessionId: claims.sessionId };
    },
  };
}
