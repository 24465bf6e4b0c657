import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/deps';
import { insertSession } from './repository';
import { issueAccessToken, secretKey } from './tokens';

const keys = new WeakMap<AppDeps, Uint8Array>();

/** A session row plus the JWT that names it (guest, phone and social sign-in all start one here). */
export async function startUserSession(deps: AppDeps, db: Db, userId: number): Promise<string> {
  let key = keys.get(deps);
  if (!key) {
    key = secretKey(deps.config.jwtSecret);
    keys.set(deps, key);
  }
  const ttl = deps.config.accessTokenTtlSeconds;
  const now = deps.clock();
  const sessionId = randomUUID();
  await insertSession(db, { id: sessionId, userId, createdAt: now, expiresAt: new Date(now.getTime() + ttl * 1000) });
  return issueAccessToken(key, { userId, sessionId }, now, ttl);
}
