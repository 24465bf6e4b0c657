import { ApiError } from '../../../core/errors';
import type { WalletBalances } from '../../../core/rules/wallet';
import type { Db } from '../../db/client';
import { HostWalletUnavailableError } from '../../gateways/host';
import type { AppDeps } from '../../http/deps';
import { hostPlayerOf } from './mode';

/**
 * The balance a launcher's player sees: their host wallet's, read from the host each time (never
 * cached: the host may change it at any moment). Shown as the deposit bucket, since it pays for contests and
 * powerups and PickXI cannot withdraw it. Null for an ordinary PickXI player.
 */
export async function hostWalletBalances(deps: AppDeps, db: Db, userId: number): Promise<WalletBalances | null> {
  const player = await hostPlayerOf(deps, db, userId);
  if (!player) return null;
  try {
    const balance = await player.gateway.wallet.balance(player.hostPlayerId);
    return { deposit: balance, promo: 0, winnings: 0 };
  } catch (err) {
    if (!(err instanceof HostWalletUnavailableError)) throw err;
    throw new ApiError(503, 'HOST_UNAVAILABLE', 'The launcher wallet is not reachable right now. Please try again.');
  }
}
