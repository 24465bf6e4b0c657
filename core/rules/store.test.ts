import { describe, expect, it } from 'vitest';
import { addToBank, blockedOnlyByBonus, isSellable, planPurchase, savingPercent, storeSpendable } from './store';

const bundle = { pricePaise: 2000, listPricePaise: 2500, contents: { '2x': 1, no_negs: 1, player_poll: 1 } };

describe('store rules', () => {
  it('pays from deposit then winnings, never bonus (docs/product.md §5)', () => {
    expect(planPurchase(bundle, { deposit: 1500, promo: 10_000, winnings: 1000 })).toEqual({ ok: true, split: { promo: 0, deposit: 1500, winnings: 500 } });
    expect(planPurchase(bundle, { deposit: 0, promo: 10_000, winnings: 0 })).toEqual({ ok: false, shortfall: 2000 });
    expect(planPurchase(bundle, { deposit: 1200, promo: 0, winnings: 0 })).toEqual({ ok: false, shortfall: 800 });
    expect(storeSpendable({ deposit: 1, promo: 100, winnings: 2 })).toBe(3);
  });

  it('says when only the bonus rule stands in the way', () => {
    expect(blockedOnlyByBonus(bundle, { deposit: 1000, promo: 1000, winnings: 0 })).toBe(true);
    expect(blockedOnlyByBonus(bundle, { deposit: 1000, promo: 999, winnings: 0 })).toBe(false);
    expect(blockedOnlyByBonus(bundle, { deposit: 5000, promo: 0, winnings: 0 })).toBe(false);
  });

  it('saving percent rounds down; a product must cost whole positive paise and hold a powerup', () => {
    expect(savingPercent(bundle)).toBe(20);
    expect(savingPercent({ pricePaise: 5000, listPricePaise: 7500 })).toBe(33);
    expect(savingPercent({ pricePaise: 1000, listPricePaise: 1000 })).toBe(0);
    expect(isSellable(bundle)).toBe(true);
    expect(isSellable({ ...bundle, pricePaise: 0 })).toBe(false);
    expect(isSellable({ ...bundle, pricePaise: 10.5 })).toBe(false);
    expect(isSellable({ ...bundle, listPricePaise: 100 })).toBe(false);
    expect(isSellable({ ...bundle, contents: { '2x': 0, no_negs: 0, player_poll: 0 } })).toBe(false);
  });

  it('adds a product to the bank per type', () => {
    expect(addToBank({ '2x': 2, no_negs: 0, player_poll: 1 }, { '2x': 3, no_negs: 3, player_poll: 3 })).toEqual({ '2x': 5, no_negs: 3, player_poll: 4 });
  });
});
