import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { hostSessionRoute } from '../../../core/api/host';
import { ApiError } from '../../../core/errors';
import type { Db } from '../../db/client';
import type { HostTokenRefusal } from '../../gateways/host';
import type { AppDeps } from '../../http/deps';
import { insertSession } from '../auth/repository';
import { issueAccessToken, secretKey } from '../auth/tokens';
import type { HostMode } from './mode';

/**
 * Host sign-in: the launcher's token → one PickXI player per (host, host player id), created on the
 * first visit, and a PickXI session like any other (a session row + PickXI's own JWT). One transaction: the
 * token's jti is claimed first, so a replayed token creates nothing, and a refused token writes nothing at all.
 */

const REFUSAL_TEXT: Record<HostTokenRefusal, string> = {
  malformed: 'The launcher sent a token PickXI cannot read',
  forged: 'The launcher token is not signed by the launcher',
  expired: 'The launcher token has expired',
  wrong_issuer: 'The launcher token was issued by someone else',
  wrong_audience: 'The launcher token is not meant for PickXI',
  too_old: 'The launcher token lives too long',
  keys_unavailable: 'The launcher cannot be reached to check the token',
};

export const replayedText = 'The launcher token was already used';

type SessionData = z.output<typeof hostSessionRoute.data>;

class MappingRace extends Error {}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function startHostSession(deps: AppDeps, mode: HostMode, input: { host: string; mplToken: string }): Promise<SessionData> {
  const gateway = mode.gateway(input.host);
  const now = deps.clock();
  const verified = await gateway.verifyToken(input.mplToken, now);
  if (!verified.ok) {
    if (verified.reason === 'keys_unavailable') throw new ApiError(503, 'HOST_UNAVAILABLE', REFUSAL_TEXT.keys_unavailable);
    throw new ApiError(401, 'HOST_TOKEN_INVALID', REFUSAL_TEXT[verified.reason], { reason: verified.reason });
  }
  const claims = verified.claims;
  const host = gateway.config;
  const ttl = deps.config.accessTokenTtlSeconds;

  const attempt = () =>
    deps.db.transaction(async (tx: Db) => {
      const claimed = rows<{ jti: string }>(
        await tx.execute(sql`
          insert into host_token_uses (host_id, jti, expires_at) values (${host.id}, ${claims.jti}, ${claims.expiresAt.toISOString()}::timestamptz)
          on conflict do nothing returning jti`),
      );
      if (claimed.length === 0) throw new ApiError(401, 'HOST_TOKEN_INVALID', replayedText, { reason: 'replayed' });

      const [known] = rows<{ user_id: number }>(
        await tx.execute(sql`select user_id::int as user_id from host_players where host_id = ${host.id} and host_player_id = ${claims.playerId}`),
      );
      let userId: number;
      let isNewUser = false;
      if (known) {
        userId = Number(known.user_id);
        await tx.execute(sql`update users set is_new = false where id = ${userId} and is_new`);
      } else {
        const [created] = rows<{ id: number }>(
          await tx.execute(sql`insert into users (is_new, language, created_at) values (true, ${claims.language ?? 'en'}, ${now.toISOString()}::timestamptz) returning id::int as id`),
        );
        userId = Number(created?.id);
        const mapped = rows<{ user_id: number }>(
          await tx.execute(sql`
            insert into host_players (host_id, host_player_id, user_id, created_at)
            values (${host.id}, ${claims.playerId}, ${userId}, ${now.toISOString()}::timestamptz)
            on conflict do nothing returning user_id`),
        );
        // Two first visits at once: the other made the player; start again and find it.
        if (mapped.length === 0) throw new MappingRace();
        isNewUser = true;
      }
      const sessionId = randomUUID();
      await insertSession(tx, { id: sessionId, userId, createdAt: now, expiresAt: new Date(now.getTime() + ttl * 1000) });
      const token = await issueAccessToken(secretKey(deps.config.jwtSecret), { userId, sessionId }, now, ttl);
      return { token, isNewUser, userId };
    });

  let result: { token: string; isNewUser: boolean; userId: number };
  try {
    result = await attempt();
  } catch (err) {
    if (!(err instanceof MappingRace)) throw err;
    result = await attempt();
  }
  mode.remember(result.userId, { hostId: host.id, hostPlayerId: claims.playerId });
  return { token: result.token, isNewUser: result.isNewUser, host: { id: host.id, name: host.name, origin: host.origin } };
}

/** Accepted jtis are kept until their token expires; after that the token is refused as expired anyway. */
export async function purgeExpiredTokenUses(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from host_token_uses where expires_at < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`);
}
