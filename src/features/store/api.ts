import type { BuyPowerUpData, PowerupsV2Data, StoreProductDto } from '../../../core/api/store';
import { buyPowerUpPath, powerupsV2Path, powerupTransactionsPath, productsByCategoryPath, settingsBodyPath } from '../../../core/api/paths';
import { call, type ApiFailure, type ApiResult } from '../../lib/http';

/** The store's calls (core/api/store.ts). Nothing here is cached on the device: prices and the bank are live. */

export const fetchProducts = (): Promise<ApiResult<{ category: 'powerups'; products: StoreProductDto[] }>> =>
  call(productsByCategoryPath, { query: { category: 'powerups' }, handleErrors: true });

export const fetchPowerups = (): Promise<ApiResult<PowerupsV2Data>> => call(powerupsV2Path, { handleErrors: true, silent: true });

export const fetchPowerupHistory = (page: number) => call(powerupTransactionsPath, { query: { page }, handleErrors: true });

/** Whether this server sells powerups (getSettingsBody features.store; false in social money mode). */
export async function fetchStoreEnabled(): Promise<boolean | null> {
  const res = await call(settingsBodyPath, { handleErrors: true, silent: true });
  return res.ok ? res.data.features.store : null;
}

export type BuyOutcome =
  | { kind: 'bought'; data: BuyPowerUpData }
  /** deposit + winnings do not cover the price: the shortfall in paise (lowBalanceP), and whether bonus alone would have */
  | { kind: 'short'; shortfallPaise: number; bonusNotUsable: boolean }
  | { kind: 'failed'; reason: 'network' | 'notAvailable' | 'disabled' | 'generic'; error?: ApiFailure };

/**
 * platformBuyPowerUp with the purchase's Idempotency-Key. The caller makes the key once per purchase
 * (when the player opens the confirmation) and sends the same key again on retry, so a purchase whose
 * answer was lost is never charged twice.
 */
export async function buyProduct(productId: number, idempotencyKey: string): Promise<BuyOutcome> {
  const res = await call(buyPowerUpPath, { body: { product_id: productId, promo_limit: 0 }, idempotencyKey, handleErrors: true });
  if (res.ok) return { kind: 'bought', data: res.data };
  const e = res.error;
  if (e.kind === 'network') return { kind: 'failed', reason: 'network', error: e };
  if (e.code === 'INSUFFICIENT_FUNDS') {
    const data = (e.data ?? {}) as { shortfall?: unknown; bonus_not_usable?: unknown };
    const rupees = typeof data.shortfall === 'number' ? data.shortfall : 0;
    return { kind: 'short', shortfallPaise: Math.round(rupees * 100), bonusNotUsable: data.bonus_not_usable === true };
  }
  if (e.code === 'NOT_FOUND') return { kind: 'failed', reason: 'notAvailable', error: e };
  if (e.code === 'MONEY_MODE_DISABLED') return { kind: 'failed', reason: 'disabled', error: e };
  return { kind: 'failed', reason: 'generic', error: e };
}
