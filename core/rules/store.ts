import { POWERUP_TYPES, sumCounts, type PowerupCounts } from './powerups';
import { planStorePurchase, type SpendPlan, type WalletBalances } from './wallet';

/**
 * Store rules (docs/product.md §1 "a powerup store with products and bundles", §3 store product and purchase,
 * docs/product.md §5 "Buying a powerup or bundle requires the price to be covered by deposit plus withdrawable
 * balance; bonus cannot be used"). Pure: the server runs them in the purchase transaction, the PWA
 * runs the same ones to show what a product costs and whether the wallet covers it.
 * Every amount is integer paise.
 */

/** The one category the spec names (GET getProductsByCategory?category=powerups). */
export const STORE_CATEGORIES = ['powerups'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

/** A single powerup type, or a bundle of several. */
export const PRODUCT_KINDS = ['single', 'bundle'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export interface StoreProduct {
  productId: number;
  /** stable slug: the PWA's text key (store:products.<code>) */
  code: string;
  kind: ProductKind;
  /** English name (the spec's `name`); the PWA shows the localized one */
  name: string;
  /** what the purchase puts in the bank */
  contents: PowerupCounts;
  /** what the player pays */
  pricePaise: number;
  /** the price before the bundle discount (= pricePaise for a single powerup) */
  listPricePaise: number;
}

/** Whole percent saved against the list price, rounded down (0 when there is no discount). */
export function savingPercent(p: Pick<StoreProduct, 'pricePaise' | 'listPricePaise'>): number {
  if (p.listPricePaise <= 0 || p.pricePaise >= p.listPricePaise) return 0;
  return Math.floor(((p.listPricePaise - p.pricePaise) * 100) / p.listPricePaise);
}

/** The price of a product is whole, positive paise and it puts at least one powerup in the bank. */
export function isSellable(p: Pick<StoreProduct, 'pricePaise' | 'listPricePaise' | 'contents'>): boolean {
  return (
    Number.isSafeInteger(p.pricePaise) &&
    p.pricePaise > 0 &&
    Number.isSafeInteger(p.listPricePaise) &&
    p.listPricePaise >= p.pricePaise &&
    POWERUP_TYPES.every((t) => Number.isInteger(p.contents[t]) && p.contents[t] >= 0) &&
    sumCounts(p.contents) > 0
  );
}

/**
 * How a purchase is paid: deposit first, then winnings, never bonus (core/rules/wallet
 * planStorePurchase). Short → the shortfall the low-balance modal (lowBalanceP) asks to add.
 */
export function planPurchase(product: Pick<StoreProduct, 'pricePaise'>, balances: WalletBalances): SpendPlan {
  return planStorePurchase({ price: product.pricePaise, balances });
}

/** What the store can spend: deposit plus winnings (bonus is shown apart, as not usable here). */
export function storeSpendable(balances: WalletBalances): number {
  return balances.deposit + balances.winnings;
}

/**
 * True when the refusal is only because bonus cannot be used: the player's bonus alone would have
 * covered the shortfall. The PWA says so rather than a bare "low balance".
 */
export function blockedOnlyByBonus(product: Pick<StoreProduct, 'pricePaise'>, balances: WalletBalances): boolean {
  const plan = planPurchase(product, balances);
  return !plan.ok && balances.promo >= plan.shortfall;
}

/** The bank after a purchase: each type grows by what the product holds. */
export function addToBank(bank: PowerupCounts, contents: PowerupCounts): PowerupCounts {
  return { '2x': bank['2x'] + contents['2x'], no_negs: bank.no_negs + contents.no_negs, player_poll: bank.player_poll + contents.player_poll };
}

/** Powerup history page size (GET getPowerupTransaction?page=n). */
export const POWERUP_HISTORY_PAGE_SIZE = 20;
