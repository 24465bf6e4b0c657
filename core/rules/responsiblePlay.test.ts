import { describe, expect, it } from 'vitest';
import {
  breakUntil,
  DEFAULT_BANNED_STATES,
  depositLimitRefusal,
  effectiveLimits,
  exclusionUntil,
  isDeclarationRefusal,
  isPlausibleDateOfBirth,
  istPeriodStarts,
  LIMIT_RAISE_DELAY_MS,
  limitsConsistent,
  missingDeclaration,
  paidPlayRefusal,
  planLimitChange,
  type PlayerPlayStatus,
} from './responsiblePlay';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const ok: PlayerPlayStatus = { state: 'MH', dateOfBirth: '1990-01-01', coolOffUntilMs: null, excludedUntilMs: null };
const policy = { bannedStates: DEFAULT_BANNED_STATES, declarationRequired: true };

describe('paidPlayRefusal', () => {
  it('lets a declared adult from an allowed state play', () => {
    expect(paidPlayRefusal(ok, policy, 'join', NOW)).toBeNull();
  });
  it('refuses in order: exclusion, break, state, age', () => {
    const all = { state: 'TS' as const, dateOfBirth: '2015-01-01', coolOffUntilMs: NOW + 1, excludedUntilMs: NOW + 2 };
    expect(paidPlayRefusal(all, policy, 'join', NOW)?.code).toBe('SELF_EXCLUDED');
    expect(paidPlayRefusal({ ...all, excludedUntilMs: null }, policy, 'join', NOW)?.code).toBe('COOL_OFF_ACTIVE');
    expect(paidPlayRefusal({ ...all, excludedUntilMs: null, coolOffUntilMs: null }, policy, 'join', NOW)?.code).toBe('STATE_BANNED');
    expect(paidPlayRefusal({ ...all, excludedUntilMs: null, coolOffUntilMs: null, state: 'KA' }, policy, 'join', NOW)?.code).toBe('UNDER_AGE');
  });
  it('an ended break or exclusion no longer counts', () => {
    expect(paidPlayRefusal({ ...ok, coolOffUntilMs: NOW, excludedUntilMs: NOW - 1 }, policy, 'join', NOW)).toBeNull();
  });
  it('asks for a state (deposit and join) and a date of birth (join only) when declaration is required', () => {
    expect(paidPlayRefusal({ ...ok, state: null }, policy, 'deposit', NOW)?.code).toBe('STATE_REQUIRED');
    expect(paidPlayRefusal({ ...ok, dateOfBirth: null }, policy, 'deposit', NOW)).toBeNull();
    expect(paidPlayRefusal({ ...ok, dateOfBirth: null }, policy, 'join', NOW)?.code).toBe('DOB_REQUIRED');
    const lax = { ...policy, declarationRequired: false };
    expect(paidPlayRefusal({ ...ok, state: null, dateOfBirth: null }, lax, 'join', NOW)).toBeNull();
    expect(paidPlayRefusal({ ...ok, state: 'SK' }, lax, 'join', NOW)?.code).toBe('STATE_BANNED');
  });
  it('refuses STATE_REQUIRED / DOB_REQUIRED exactly when missingDeclaration names the field', () => {
    for (const declarationRequired of [true, false]) {
      for (const purpose of ['deposit', 'join'] as const) {
        for (const state of [null, 'MH' as const]) {
          for (const dateOfBirth of [null, '1990-01-01']) {
            const missing = missingDeclaration({ state, dateOfBirth }, { declarationRequired }, purpose);
            const code = paidPlayRefusal({ ...ok, state, dateOfBirth }, { ...policy, declarationRequired }, purpose, NOW)?.code;
            expect(code).toBe(missing.state ? 'STATE_REQUIRED' : missing.dob ? 'DOB_REQUIRED' : undefined);
          }
        }
      }
    }
  });
  it('turns 18 on the birthday in India (IST), not a day early', () => {
    // 2026-11-26 12:00 UTC is 17:30 IST on the 26th
    expect(paidPlayRefusal({ ...ok, dateOfBirth: '2008-11-26' }, policy, 'join', NOW)).toBeNull();
    expect(paidPlayRefusal({ ...ok, dateOfBirth: '2008-11-27' }, policy, 'join', NOW)?.code).toBe('UNDER_AGE');
  });
  it('the default banned list is Andhra Pradesh, Assam, Nagaland, Odisha, Sikkim and Telangana', () => {
    expect([...DEFAULT_BANNED_STATES]).toEqual(['AP', 'AS', 'NL', 'OD', 'SK', 'TS']);
  });
});

describe('missingDeclaration', () => {
  const status = { state: null, dateOfBirth: null };
  it('a deposit needs the state, a paid join the state and the date of birth', () => {
    expect(missingDeclaration(status, policy, 'deposit')).toEqual({ state: true, dob: false });
    expect(missingDeclaration(status, policy, 'join')).toEqual({ state: true, dob: true });
    expect(missingDeclaration({ state: 'KA', dateOfBirth: null }, policy, 'join')).toEqual({ state: false, dob: true });
    expect(missingDeclaration(ok, policy, 'join')).toEqual({ state: false, dob: false });
  });
  it('nothing is missing when the policy does not ask for a declaration', () => {
    expect(missingDeclaration(status, { declarationRequired: false }, 'join')).toEqual({ state: false, dob: false });
  });
});

describe('deposit limits', () => {
  it('a lower limit applies now, a higher or removed one after 24 h; a new request replaces a waiting raise', () => {
    const inForce = { dailyPaise: 100_000, monthlyPaise: 500_000 };
    expect(planLimitChange(inForce, { dailyPaise: 50_000, monthlyPaise: 500_000 }, NOW)).toEqual({ current: { dailyPaise: 50_000, monthlyPaise: 500_000 }, pending: null });
    const raise = planLimitChange(inForce, { dailyPaise: 200_000, monthlyPaise: null }, NOW);
    expect(raise).toEqual({ current: inForce, pending: { dailyPaise: 200_000, monthlyPaise: null, effectiveAtMs: NOW + LIMIT_RAISE_DELAY_MS } });
    expect(effectiveLimits(raise.current, raise.pending, NOW + LIMIT_RAISE_DELAY_MS - 1)).toEqual(inForce);
    expect(effectiveLimits(raise.current, raise.pending, NOW + LIMIT_RAISE_DELAY_MS)).toEqual({ dailyPaise: 200_000, monthlyPaise: null });
    // mixed: daily down now, monthly up later
    expect(planLimitChange(inForce, { dailyPaise: 10_000, monthlyPaise: 900_000 }, NOW)).toEqual({
      current: { dailyPaise: 10_000, monthlyPaise: 500_000 },
      pending: { monthlyPaise: 900_000, effectiveAtMs: NOW + LIMIT_RAISE_DELAY_MS },
    });
    // setting a first limit (from none) is a lowering
    expect(planLimitChange({ dailyPaise: null, monthlyPaise: null }, { dailyPaise: 1, monthlyPaise: null }, NOW).pending).toBeNull();
  });
  it('refuses what goes over the tighter of the day and the month, naming it and what is left', () => {
    const limits = { dailyPaise: 50_000, monthlyPaise: 100_000 };
    expect(depositLimitRefusal({ amountPaise: 50_000, depositedTodayPaise: 0, depositedThisMonthPaise: 0, limits })).toBeNull();
    expect(depositLimitRefusal({ amountPaise: 30_000, depositedTodayPaise: 30_000, depositedThisMonthPaise: 30_000, limits })).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      period: 'daily',
      remainingPaise: 20_000,
      message: 'This is over your daily deposit limit. You can add up to ₹200.00 more.',
    });
    expect(depositLimitRefusal({ amountPaise: 30_000, depositedTodayPaise: 0, depositedThisMonthPaise: 90_000, limits })).toMatchObject({ period: 'monthly', remainingPaise: 10_000 });
    expect(depositLimitRefusal({ amountPaise: 10 ** 9, depositedTodayPaise: 0, depositedThisMonthPaise: 0, limits: { dailyPaise: null, monthlyPaise: null } })).toBeNull();
    expect(limitsConsistent({ dailyPaise: 2, monthlyPaise: 1 })).toBe(false);
    expect(limitsConsistent({ dailyPaise: 2, monthlyPaise: null })).toBe(true);
  });
  it('days and months are Indian (IST) calendar periods', () => {
    // 2026-11-30 20:00 UTC is 2026-12-01 01:30 IST: a new day and a new month in India
    const s = istPeriodStarts(Date.parse('2026-11-30T20:00:00Z'));
    expect(new Date(s.dayStartMs).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(new Date(s.monthStartMs).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    const t = istPeriodStarts(Date.parse('2026-11-30T12:00:00Z'));
    expect(new Date(t.dayStartMs).toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(new Date(t.monthStartMs).toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });
});

describe('breaks', () => {
  it('a break or an exclusion is never shortened', () => {
    expect(breakUntil(null, NOW, 1000)).toBe(NOW + 1000);
    expect(breakUntil(NOW + 5000, NOW, 1000)).toBe(NOW + 5000);
    expect(new Date(exclusionUntil(null, NOW, 6)).toISOString()).toBe('2027-05-26T12:00:00.000Z');
    expect(exclusionUntil(NOW + 10 ** 12, NOW, 6)).toBe(NOW + 10 ** 12);
  });
  it('a date of birth must be real, past and within 120 years', () => {
    expect(isPlausibleDateOfBirth('1990-05-05', NOW)).toBe(true);
    expect(isPlausibleDateOfBirth('2027-01-01', NOW)).toBe(false);
    expect(isPlausibleDateOfBirth('1899-01-01', NOW)).toBe(false);
    expect(isPlausibleDateOfBirth('1990-02-30', NOW)).toBe(false);
  });
});

describe('isDeclarationRefusal', () => {
  it('is true only for the refusals a declaration ends', () => {
    expect(['STATE_REQUIRED', 'DOB_REQUIRED'].map(isDeclarationRefusal)).toEqual([true, true]);
    expect(['STATE_BANNED', 'UNDER_AGE', 'SELF_EXCLUDED', 'INSUFFICIENT_FUNDS', undefined].map(isDeclarationRefusal)).toEqual([false, false, false, false, false]);
  });
});
