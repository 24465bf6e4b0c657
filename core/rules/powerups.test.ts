import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FREE_POWERUPS_PER_GAME,
  POWERUP_TYPES,
  applyTransfer,
  bankCards,
  canStage,
  isBalanceExhausted,
  isTransferEnabled,
  sumCounts,
  transferCap,
  validateTransfer,
  zeroCounts,
  type PowerupCounts,
  type PowerupTransferStats,
} from './powerups';

const counts = (x: number, n: number, p: number): PowerupCounts => ({ '2x': x, no_negs: n, player_poll: p });

const stats: PowerupTransferStats = {
  maxTransferLimit: counts(5, 5, 2),
  alreadyTransferred: counts(3, 0, 0),
  userBalance: counts(10, 1, 0),
};

describe('caps', () => {
  it('9 free powerups, 3 of each', () => {
    expect(FREE_POWERUPS_PER_GAME).toEqual(counts(3, 3, 3));
    expect(sumCounts(FREE_POWERUPS_PER_GAME)).toBe(9);
  });
  it('cap = min(maxTransferLimit − alreadyTransferred, userBalance)', () => {
    expect(transferCap(stats, '2x')).toBe(2); // limit left binds
    expect(transferCap(stats, 'no_negs')).toBe(1); // balance binds
    expect(transferCap(stats, 'player_poll')).toBe(0);
  });
  it('never negative when more was transferred than the current limit', () => {
    expect(transferCap({ ...stats, alreadyTransferred: counts(9, 0, 0) }, '2x')).toBe(0);
  });
  it('cards show the remaining counter, then Max Added', () => {
    const cards = bankCards(stats, counts(1, 1, 0));
    expect(cards.map((c) => [c.type, c.balance, c.remaining, c.maxAdded])).toEqual([
      ['2x', 10, 1, false],
      ['no_negs', 1, 0, true],
      ['player_poll', 0, 0, true],
    ]);
    expect(canStage(stats, counts(1, 1, 0), '2x')).toBe(true);
    expect(canStage(stats, counts(2, 1, 0), '2x')).toBe(false);
  });
  it('enabled when any limit is nonzero; exhausted when every balance is 0', () => {
    expect(isTransferEnabled(stats)).toBe(true);
    expect(isTransferEnabled({ ...stats, maxTransferLimit: zeroCounts() })).toBe(false);
    expect(isBalanceExhausted(stats)).toBe(false);
    expect(isBalanceExhausted({ ...stats, userBalance: zeroCounts() })).toBe(true);
  });
});

describe('validateTransfer', () => {
  it('accepts a transfer within every cap', () => {
    expect(validateTransfer(stats, counts(2, 1, 0))).toEqual({ ok: true });
  });
  it('refuses when maxTransferLimit is 0', () => {
    const r = validateTransfer({ ...stats, maxTransferLimit: zeroCounts() }, counts(1, 0, 0));
    expect(!r.ok && r.error.code).toBe('TRANSFER_DISABLED');
  });
  it('refuses when nothing is staged, or a count is negative or fractional', () => {
    for (const add of [zeroCounts(), counts(-1, 2, 0), counts(0.5, 0, 0)]) {
      const r = validateTransfer(stats, add);
      expect(!r.ok && r.error.code).toBe('TRANSFER_NOTHING_STAGED');
    }
  });
  it('refuses above the limit left', () => {
    const r = validateTransfer(stats, counts(3, 0, 0));
    expect(!r.ok && r.error).toMatchObject({ code: 'TRANSFER_LIMIT_EXCEEDED', type: '2x', limit: 2 });
  });
  it('refuses above the balance', () => {
    const r = validateTransfer(stats, counts(0, 2, 0));
    expect(!r.ok && r.error).toMatchObject({ code: 'TRANSFER_BALANCE_EXCEEDED', type: 'no_negs', limit: 1 });
  });
  it('applyTransfer moves counts from the bank to the challenge and refuses invalid input', () => {
    expect(applyTransfer(stats, counts(2, 1, 0))).toEqual({
      maxTransferLimit: counts(5, 5, 2),
      alreadyTransferred: counts(5, 1, 0),
      userBalance: counts(8, 0, 0),
    });
    expect(() => applyTransfer(stats, counts(3, 0, 0))).toThrow(/TRANSFER_LIMIT_EXCEEDED/);
  });
  it('property: valid exactly when every staged count is within its cap and one is positive', () => {
    const c = fc.record({ '2x': fc.integer({ min: 0, max: 6 }), no_negs: fc.integer({ min: 0, max: 6 }), player_poll: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(c, c, c, c, (limit, already, balance, add) => {
        const s = { maxTransferLimit: limit, alreadyTransferred: already, userBalance: balance };
        const expected = isTransferEnabled(s) && sumCounts(add) > 0 && POWERUP_TYPES.every((t) => add[t] <= transferCap(s, t));
        const r = validateTransfer(s, add);
        expect(r.ok).toBe(expected);
        if (r.ok) {
          const after = applyTransfer(s, add);
          for (const t of POWERUP_TYPES) {
            expect(after.userBalance[t]).toBeGreaterThanOrEqual(0);
            expect(after.alreadyTransferred[t]).toBeLessThanOrEqual(Math.max(limit[t], already[t]));
          }
        }
      }),
    );
  });
});
