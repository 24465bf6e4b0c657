import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import { canJoin } from './contests';
import { DEFAULT_BANNED_STATES } from './responsiblePlay';

/** canJoin's responsible-play input: paid contests only, after the time checks. */
describe('canJoin with paid play', () => {
  const NOW = Date.parse('2026-11-26T12:00:00Z');
  const policy = { bannedStates: DEFAULT_BANNED_STATES, declarationRequired: true };
  const banned = { state: 'TS' as const, dateOfBirth: '1990-01-01', coolOffUntilMs: null, excludedUntilMs: null };
  const wallet = { deposit: 10_000, promo: 0, winnings: 0 };
  const base = { matchStarted: false, setComplete: true, alreadyInRoomWithSet: false };

  it('refuses a paid join for a player who may not play for money', () => {
    const d = canJoin({ ...base, money: { fee: paise(1000), promoLimitPercent: 0, wallet }, paidPlay: { status: banned, policy, nowMs: NOW } });
    expect(d).toMatchObject({ ok: false, code: 'STATE_BANNED' });
  });
  it('leaves free contests alone', () => {
    expect(canJoin({ ...base, money: { fee: paise(0), promoLimitPercent: 0, wallet }, paidPlay: { status: banned, policy, nowMs: NOW } }).ok).toBe(true);
  });
  it('time comes first; then paid play before the set and the money', () => {
    const money = { fee: paise(1000), promoLimitPercent: 0, wallet: { deposit: 0, promo: 0, winnings: 0 } };
    const paidPlay = { status: banned, policy, nowMs: NOW };
    expect(canJoin({ ...base, matchStarted: true, money, paidPlay })).toMatchObject({ code: 'MATCH_LOCKED' });
    expect(canJoin({ ...base, setComplete: false, money, paidPlay })).toMatchObject({ code: 'STATE_BANNED' });
    const excluded = { ...banned, state: 'KA' as const, excludedUntilMs: NOW + 1000 };
    expect(canJoin({ ...base, money, paidPlay: { ...paidPlay, status: excluded } })).toEqual({ ok: false, code: 'SELF_EXCLUDED', message: expect.any(String), untilMs: NOW + 1000 });
  });
});
