import type { BuyPowerUpData, PowerupsV2Data, StoreProductDto } from '../../../core/api/store';
import { buyPowerUpPath, powerupsV2Path, powerupTransactionsPath, productsByCategoryPath, settingsBodyPath } from '../../../core/api/paths';
import { call, type ApiFailure, type ApiResult } from '../../lib/http';

/**
 * The store's calls (core/api/store.ts). Nothing here is cached on the device: prices and the bank are live.
 * Errors (docs/architecture.md, "Errors the player sees"): the lists show a failure inline with a retry; the store's
 * bank counts and its on/off setting are quiet; a purchase shows a refusal or no reply in its sheet, a 5xx is the popup.
 */

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
  /** a refusal or no reply, shown in the sheet; a 5xx raised the '500 Error' popup */
  | { kind: 'failed'; error: ApiFailure };

/**
 * platformBuyPowerUp with the purchase's Idempotency-Key. The caller makes the key once per purchase
 * (when the player opens the confirmation) and sends the same key again on retry, so a purchase whose
 * answer was lost is never charged twice.
 */
export async function buyProduct(productId: number, idempotencyKey: string): Promise<BuyOutcome> {
  const res = await call(buyPowerUpPath, { body: { product_id: productId, promo_limit: 0 }, idempotencyKey, handleErrors: 'refusals' });
  if (res.ok) return { kind: 'bought', data: res.data };
  const e = res.error;
  if (e.code === 'INSUFFICIENT_FUNDS') {
    const data = (e.data ?? {}) as { shortfall?: unknown; bonus_not_usable?: unknown };
    const rupees = typeof data.shortfall === 'number' ? data.shortfall : 0;
    return { kind: 'short', shortfallPaise: Math.round(rupees * 100), bonusNotUsable: data.bonus_not_usable === true };
  }
  return { kind: 'failed', error: e };
}
