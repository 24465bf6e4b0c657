import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bonusUsable,
  checkWithdrawal,
  credit,
  debit,
  defaultAddMoneyRupees,
  fyTotalsFromRupees,
  indianFinancialYear,
  planEntryFeeSpend,
  planRefund,
  planStorePurchase,
  splitTotal,
  tdsOnWithdrawal,
  totalBalance,
  type WalletBalances,
} from './wallet';

const paiseArb = fc.integer({ min: 0, max: 10_000_000 });
const balancesArb: fc.Arbitrary<WalletBalances> = fc.record({ deposit: paiseArb, promo: paiseArb, winnings: paiseArb });
const percentArb = fc.integer({ min: 0, max: 100 });

describe('bonusUsable', () => {
  it('is min(floor(limit% × fee), fee, promo balance)', () => {
    expect(bonusUsable(4900, 10, 100_000)).toBe(490);
    // 33% of ₹0.99 = 32.67 paise → floor 32
    expect(bonusUsable(99, 33, 1000)).toBe(32);
    expect(bonusUsable(5000, 100, 1200)).toBe(1200);
    expect(bonusUsable(5000, 0, 1200)).toBe(0);
  });
  it('rejects a fractional or out-of-range percent and negative amounts', () => {
    expect(() => bonusUsable(100, 10.5, 0)).toThrow(RangeError);
    expect(() => bonusUsable(100, 101, 0)).toThrow(RangeError);
    expect(() => bonusUsable(-1, 10, 0)).toThrow(RangeError);
    expect(() => bonusUsable(1.5, 10, 0)).toThrow(RangeError);
  });
});

describe('planEntryFeeSpend', () => {
  it('takes promo first, then deposit, then winnings', () => {
    const plan = planEntryFeeSpend({ fee: 10_000, promoLimitPercent: 20, balances: { promo: 5000, deposit: 3000, winnings: 50_000 } });
    expect(plan).toEqual({ ok: true, split: { promo: 2000, deposit: 3000, winnings: 5000 } });
  });
  it('reports the shortfall when the buckets cannot cover the fee', () => {
    const plan = planEntryFeeSpend({ fee: 10_000, promoLimitPercent: 10, balances: { promo: 5000, deposit: 2000, winnings: 1000 } });
    // usable: 1000 promo + 2000 + 1000 = 4000 → short 6000
    expect(plan).toEqual({ ok: false, shortfall: 6000 });
  });
  it('a free contest is a zero split', () => {
    expect(planEntryFeeSpend({ fee: 0, promoLimitPercent: 50, balances: { promo: 1, deposit: 1, winnings: 1 } })).toEqual({
      ok: true,
      split: { promo: 0, deposit: 0, winnings: 0 },
    });
  });

  it('property: a successful split sums to the fee, never exceeds a bucket, bonus ≤ floor(limit% × fee)', () => {
    fc.assert(
      fc.property(paiseArb, percentArb, balancesArb, (fee, pct, balances) => {
        const plan = planEntryFeeSpend({ fee, promoLimitPercent: pct, balances });
        if (!plan.ok) {
          // short exactly by what the usable buckets cannot cover
          const usable = bonusUsable(fee, pct, balances.promo) + balances.deposit + balances.winnings;
          expect(plan.shortfall).toBe(fee - usable);
          expect(plan.shortfall).toBeGreaterThan(0);
          return;
        }
        const { split } = plan;
        expect(splitTotal(split)).toBe(fee);
        expect(split.promo).toBeLessThanOrEqual(balances.promo);
        expect(split.deposit).toBeLessThanOrEqual(balances.deposit);
        expect(split.winnings).toBeLessThanOrEqual(balances.winnings);
        expect(split.promo).toBeLessThanOrEqual(Math.floor((fee * pct) / 100));
        for (const v of Object.values(split)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        // winnings are touched only when promo cap and deposit are used up
        if (split.winnings > 0) expect(split.deposit).toBe(balances.deposit);
      }),
    );
  });

  it('property: refund restores every bucket exactly', () => {
    fc.assert(
      fc.property(paiseArb, percentArb, balancesArb, (fee, pct, balances) => {
        const plan = planEntryFeeSpend({ fee, promoLimitPercent: pct, balances });
        fc.pre(plan.ok);
        if (!plan.ok) return;
        const after = debit(balances, plan.split);
        expect(totalBalance(after)).toBe(totalBalance(balances) - fee);
        expect(credit(after, planRefund(plan.split))).toEqual(balances);
      }),
    );
  });
});

describe('planStorePurchase', () => {
  it('never uses promo', () => {
    expect(planStorePurchase({ price: 3000, balances: { promo: 100_000, deposit: 1000, winnings: 5000 } })).toEqual({
      ok: true,
      split: { promo: 0, deposit: 1000, winnings: 2000 },
    });
    expect(planStorePurchase({ price: 3000, balances: { promo: 100_000, deposit: 1000, winnings: 500 } })).toEqual({
      ok: false,
      shortfall: 1500,
    });
  });
  it('property: split sums to the price, promo is always 0, buckets respected', () => {
    fc.assert(
      fc.property(paiseArb, balancesArb, (price, balances) => {
        const plan = planStorePurchase({ price, balances });
        if (!plan.ok) {
          expect(plan.shortfall).toBe(price - balances.deposit - balances.winnings);
          return;
        }
        expect(plan.split.promo).toBe(0);
        expect(splitTotal(plan.split)).toBe(price);
        expect(plan.split.deposit).toBeLessThanOrEqual(balances.deposit);
        expect(plan.split.winnings).toBeLessThanOrEqual(balances.winnings);
      }),
    );
  });
});

describe('debit', () => {
  it('refuses to take more than a bucket holds', () => {
    expect(() => debit({ promo: 0, deposit: 10, winnings: 0 }, { promo: 0, deposit: 11, winnings: 0 })).toThrow(RangeError);
  });
});

describe('defaultAddMoneyRupees', () => {
  it('is 100 without a shortfall, else the shortfall rounded up to a rupee', () => {
    expect(defaultAddMoneyRupees(undefined)).toBe(100);
    expect(defaultAddMoneyRupees(0)).toBe(100);
    expect(defaultAddMoneyRupees(4501)).toBe(46);
    expect(defaultAddMoneyRupees(4500)).toBe(45);
  });
});

describe('checkWithdrawal', () => {
  it('needs KYC, and only winnings can be withdrawn', () => {
    expect(checkWithdrawal({ amount: 10_000, winnings: 50_000, kycVerified: false })).toEqual({ ok: false, reason: 'KYC_REQUIRED' });
    expect(checkWithdrawal({ amount: 60_000, winnings: 50_000, kycVerified: true })).toEqual({ ok: false, reason: 'INSUFFICIENT_WINNINGS' });
    expect(checkWithdrawal({ amount: 50_000, winnings: 50_000, kycVerified: true })).toEqual({ ok: true });
    expect(checkWithdrawal({ amount: 50, winnings: 50_000, kycVerified: true })).toEqual({ ok: false, reason: 'BELOW_MINIMUM' });
    expect(checkWithdrawal({ amount: 10_000_100, winnings: 20_000_000, kycVerified: true })).toEqual({ ok: false, reason: 'ABOVE_MAXIMUM' });
  });
});

describe('tdsOnWithdrawal', () => {
  const fy = { deposited: 0, withdrawn: 0, openingBalance: 0, taxedNetWinnings: 0 };
  it('taxes nothing while withdrawals stay within deposits', () => {
    expect(tdsOnWithdrawal({ amount: 50_000, fy: { ...fy, deposited: 100_000 } })).toEqual({ taxableNetWinnings: 0, tds: 0, payout: 50_000 });
  });
  it('taxes 30% of the part above deposits', () => {
    // deposited ₹1000, withdrawing ₹1500: ₹500 net winnings → ₹150 TDS
    expect(tdsOnWithdrawal({ amount: 150_000, fy: { ...fy, deposited: 100_000 } })).toEqual({ taxableNetWinnings: 50_000, tds: 15_000, payout: 135_000 });
  });
  it('does not tax the same winnings twice across withdrawals', () => {
    const first = tdsOnWithdrawal({ amount: 150_000, fy: { ...fy, deposited: 100_000 } });
    const second = tdsOnWithdrawal({
      amount: 20_000,
      fy: { deposited: 100_000, withdrawn: 150_000, openingBalance: 0, taxedNetWinnings: first.taxableNetWinnings },
    });
    expect(second.taxableNetWinnings).toBe(20_000);
    expect(second.tds).toBe(6000);
  });
  it('counts the opening balance like a deposit', () => {
    expect(tdsOnWithdrawal({ amount: 30_000, fy: { ...fy, openingBalance: 30_000 } }).tds).toBe(0);
  });
  it('rounds half up to the paisa', () => {
    // 30% of 5 paise = 1.5 → 2; of 1 paisa = 0.3 → 0
    expect(tdsOnWithdrawal({ amount: 5, fy }).tds).toBe(2);
    expect(tdsOnWithdrawal({ amount: 1, fy }).tds).toBe(0);
  });
  it('honours a configured rate', () => {
    expect(tdsOnWithdrawal({ amount: 10_000, fy, rateBp: 0 }).tds).toBe(0);
    expect(tdsOnWithdrawal({ amount: 10_000, fy, rateBp: 2000 }).tds).toBe(2000);
    expect(() => tdsOnWithdrawal({ amount: 10_000, fy, rateBp: 10_001 })).toThrow(RangeError);
  });
  it('property: 0 ≤ tds ≤ amount, payout + tds = amount, taxable ≤ amount', () => {
    fc.assert(
      fc.property(
        paiseArb,
        fc.record({ deposited: paiseArb, withdrawn: paiseArb, openingBalance: paiseArb, taxedNetWinnings: paiseArb }),
        (amount, totals) => {
          const r = tdsOnWithdrawal({ amount, fy: totals });
          expect(r.tds).toBeGreaterThanOrEqual(0);
          expect(r.taxableNetWinnings).toBeLessThanOrEqual(amount);
          expect(r.payout + r.tds).toBe(amount);
          expect(Math.abs(r.tds - r.taxableNetWinnings * 0.3)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('indianFinancialYear', () => {
  it('runs 1 April to 31 March in IST', () => {
    // 31 March 2026 20:00 UTC = 1 April 2026 01:30 IST → FY 2026-27
    const fy = indianFinancialYear(Date.UTC(2026, 2, 31, 20, 0));
    expect(fy.label).toBe('2026-27');
    expect(fy.start).toBe(Date.UTC(2026, 2, 31, 18, 30));
    // 31 March 2026 18:00 UTC = 23:30 IST → still FY 2025-26
    expect(indianFinancialYear(Date.UTC(2026, 2, 31, 18, 0)).label).toBe('2025-26');
    expect(indianFinancialYear(Date.UTC(2026, 10, 21)).end).toBe(Date.UTC(2027, 2, 31, 18, 30));
  });
});

describe('fyTotalsFromRupees', () => {
  it('converts the screen totals to paise without float noise', () => {
    expect(fyTotalsFromRupees({ deposited: 1000.1, withdrawn: 0.29, openingBalance: 0, taxedNetWinnings: 12.5 })).toEqual({
      deposited: 100_010,
      withdrawn: 29,
      openingBalance: 0,
      taxedNetWinnings: 1250,
    });
  });
});
