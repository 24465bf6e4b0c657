import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../../../core/errors';
import type { Db } from '../../db/client';
import type { HostGateway, HostGateways } from '../../gateways/host';
import type { AppDeps } from '../../http/deps';

/**
 * Host mode of one app: the configured partner hosts and which players belong to them. Built by
 * server/wiring.ts when PARTNER_HOSTS names at least one host; other features ask `hostModeOf(deps)` (undefined
 * = no host mode: nothing changes for anyone).
 */
export interface HostPlayer {
  hostId: string;
  hostPlayerId: string;
}

export class HostMode {
  /** user id → their host (null = an ordinary PickXI player). The mapping never changes once a user exists. */
  private readonly players = new LRUCache<number, HostPlayer | 'none'>({ max: 100_000 });

  constructor(readonly gateways: HostGateways) {}

  gateway(hostId: string): HostGateway {
    const g = this.gateways.get(hostId);
    if (!g) throw new ApiError(403, 'FORBIDDEN', 'This launcher is not known to PickXI');
    return g;
  }

  async playerOf(db: Db, userId: number): Promise<HostPlayer | null> {
    const hit = this.players.get(userId);
    if (hit !== undefined) return hit === 'none' ? null : hit;
    const [row] = (
      (await db.execute(sql`select host_id, host_player_id from host_players where user_id = ${userId}`)) as unknown as {
        rows: { host_id: string; host_player_id: string }[];
      }
    ).rows;
    const player = row ? { hostId: row.host_id, hostPlayerId: row.host_player_id } : null;
    this.players.set(userId, player ?? 'none');
    return player;
  }

  /** Known at once when the session created the mapping. */
  remember(userId: number, player: HostPlayer): void {
    this.players.set(userId, player);
  }
}

const modes = new WeakMap<AppDeps, HostMode>();

export function setHostMode(deps: AppDeps, mode: HostMode): void {
  modes.set(deps, mode);
}

export function hostModeOf(deps: AppDeps): HostMode | undefined {
  return modes.get(deps);
}

/** The host player behind this user, when host mode is on and the user came from a launcher. */
export async function hostPlayerOf(deps: AppDeps, db: Db, userId: number): Promise<(HostPlayer & { gateway: HostGateway }) | null> {
  const mode = modes.get(deps);
  if (!mode) return null;
  const player = await mode.playerOf(db, userId);
  if (!player) return null;
  const gateway = mode.gateways.get(player.hostId);
  // A host removed from PARTNER_HOSTS: its players' money is out of reach until it is configured again.
  if (!gateway) throw new ApiError(503, 'HOST_UNAVAILABLE', 'The launcher wallet is not reachable right now. Please try again.');
  return { ...player, gateway };
}
