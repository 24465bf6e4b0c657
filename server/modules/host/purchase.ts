import { sql } from 'drizzle-orm';
import { ApiError } from '../../../core/errors';
import { formatRupees, paiseToRupees } from '../../../core/money';
import type { Db } from '../../db/client';
import { HostWalletUnavailableError } from '../../gateways/host';
import type { AppDeps } from '../../http/deps';
import { receiveFromHost, storePurchase } from '../../ledger';
import { hostPlayerOf } from './mode';

/**
 * A store purchase paid from the host wallet (docs/product.md §7 POST /v1/game/mpl/platformBuyPowerUp):
 * reserve → grant → confirm, or release. For the store route to call when the session is a host player's
 * (`isHostPlayer`); it runs in the route's transaction `tx` (the Idempotency-Key's):
 *
 *   1. the reservation row (key pickxi-store-<purchaseId>) and POST /debit with that key
 *      - declined → 422 INSUFFICIENT_FUNDS with the shortfall, nothing written
 *      - no answer → the hold (if the host made one) is released at once (best effort; the host job and
 *        reconciliation release any hold left behind), then 503 HOST_UNAVAILABLE
 *   2. held → in `tx`: ledger host_debit (host_clearing → deposit) and store_purchase (deposit → powerup_revenue,
 *      ref = purchaseId), then `grant(tx)` (the powerups). If anything throws, the hold is released and the
 *      error goes on (the transaction rolls back: no money, no powerups).
 *   3. returns `confirm`: call it once the transaction has committed (e.g. on the reply's 'finish'); if it is
 *      never called, the host job confirms any held store reservation whose purchase is in the ledger.
 *
 * purchaseId must be the same for a retried request (derive it from the user and the Idempotency-Key), so a
 * request retried after a lost answer reuses the host's hold instead of making a second one.
 */

export interface HostPurchaseInput<T> {
  userId: number;
  purchaseId: string;
  pricePaise: number;
  /** shown in the ledger history and sent to the host */
  description: string;
  /** give the player what they bought, in the same transaction as the money (`operationId`: the store_purchase) */
  grant: (tx: Db, paid: { operationId: number; replayed: boolean }) => Promise<T>;
}

export interface HostPurchaseResult<T> {
  granted: T;
  /** tell the host to capture the money; after the transaction committed */
  confirm: () => Promise<void>;
}

export const storeReservationKey = (purchaseId: string) => `pickxi-store-${purchaseId}`;

/** Whether this user's money is at a partner host (then the store must use purchaseWithHostWallet). */
export async function isHostPlayer(deps: AppDeps, db: Db, userId: number): Promise<boolean> {
  return (await hostPlayerOf(deps, db, userId)) !== null;
}

export async function purchaseWithHostWallet<T>(deps: AppDeps, tx: Db, input: HostPurchaseInput<T>): Promise<HostPurchaseResult<T>> {
  if (!Number.isSafeInteger(input.pricePaise) || input.pricePaise <= 0) throw new Error(`bad price ${input.pricePaise}`);
  const player = await hostPlayerOf(deps, tx, input.userId);
  if (!player) throw new Error(`user ${input.userId} is not a host player`);
  const wallet = player.gateway.wallet;
  const key = storeReservationKey(input.purchaseId);
  const now = deps.clock();
  await tx.execute(sql`
    insert into host_reservations (key, host_id, host_player_id, user_id, purpose, ref, amount_paise, state, next_attempt_at, created_at, updated_at)
    values (${key}, ${player.hostId}, ${player.hostPlayerId}, ${input.userId}, 'store', ${input.purchaseId}, ${input.pricePaise}, 'pending',
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    on conflict do nothing`);

  let answer;
  try {
    answer = await wallet.debit({ key, playerId: player.hostPlayerId, amountPaise: input.pricePaise, description: input.description });
  } catch (err) {
    if (!(err instanceof HostWalletUnavailableError)) throw err;
    await wallet.release({ key }).catch(() => undefined);
    throw new ApiError(503, 'HOST_UNAVAILABLE', 'The launcher wallet is not reachable right now. Please try again.');
  }
  if (answer.status === 'declined') {
    const shortfall = answer.balancePaise !== null ? Math.max(1, input.pricePaise - answer.balancePaise) : input.pricePaise;
    throw new ApiError(422, 'INSUFFICIENT_FUNDS', 'Low balance', { shortfall: paiseToRupees(shortfall) });
  }

  let granted: T;
  try {
    granted = await tx.transaction(async (sp) => {
      const at = deps.clock();
      await sp.execute(sql`
        update host_reservations set state = 'held', funded = true, host_ref = ${answer.hostRef}, updated_at = ${at.toISOString()}::timestamptz
        where key = ${key} and state = 'pending'`);
      await receiveFromHost(sp, {
        reservationKey: key,
        userId: input.userId,
        amountPaise: input.pricePaise,
        at,
        description: `From your launcher wallet for ${input.description} ${formatRupees(input.pricePaise)}`,
      });
      const spent = await storePurchase(sp, { purchaseId: input.purchaseId, userId: input.userId, pricePaise: input.pricePaise, at, description: input.description });
      if (!spent.ok) throw new Error(`host purchase ${input.purchaseId}: the reserved money did not cover the price`);
      return input.grant(sp, { operationId: spent.operationId, replayed: spent.replayed });
    });
  } catch (err) {
    await wallet.release({ key }).catch(() => undefined);
    throw err;
  }

  return {
    granted,
    confirm: async () => {
      try {
        await wallet.confirm({ key });
      } catch (err) {
        if (!(err instanceof HostWalletUnavailableError)) throw err;
        return; // the host job confirms it later
      }
      await deps.db.execute(sql`
        update host_reservations set state = 'confirmed', updated_at = ${deps.clock().toISOString()}::timestamptz
        where key = ${key} and state = 'held'`);
    },
  };
}
