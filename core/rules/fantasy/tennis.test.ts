import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { TENNIS_PLAYS } from '../resolution/tennis';
import { fantasyPoints, pointTable } from '.';
import { tennisFantasyPoints } from './tennis';
import { PX_TENNIS } from './tennisTable';
import { checkScorerProperties, lineup, linesOf, namesOf, play, totalOf } from './testing';

const r = (rubber: number, detail: Record<string, unknown> = {}) => ({ detail: { rubber, ...detail } });

/** A tie of two rubbers: A wins the singles in straight sets, B the doubles. */
const TIE: FeedEvent[] = [
  lineup({ players: ['A S1', 'A D1', 'A D2'], substitutes: ['A X'] }, { players: ['B S1', 'B D1', 'B D2'], substitutes: ['B X'] }),
  play('rubber', { minute: 0, ...r(1, { kind: 'singles', sides: [['A S1'], ['B S1']] }) }),
  play('game', { party: 1, period: 1, ...r(1, { server: 1, tiebreak: false }) }),
  play('game', { party: 2, period: 1, ...r(1, { server: 1, tiebreak: false }) }),
  play('game', { party: 1, period: 1, ...r(1, { server: 2, tiebreak: false }) }),
  play('ace', { party: 1, period: 1, ...r(1) }),
  play('double_fault', { party: 2, period: 1, ...r(1) }),
  play('set', { party: 1, period: 1, ...r(1, { games: [6, 4] }) }),
  play('set', { party: 1, period: 2, ...r(1, { games: [6, 3] }) }),
  play('rubber_end', { party: 1, ...r(1, { sets: [2, 0] }) }),
  play('rubber', { minute: 90, ...r(2, { kind: 'doubles', sides: [['A D1', 'A D2'], ['B D1', 'B D2']] }) }),
  play('game', { party: 2, period: 1, ...r(2, { server: 1, tiebreak: false }) }),
  play('game', { party: 2, period: 1, ...r(2, { server: 1, tiebreak: true }) }),
  play('ace', { party: 2, player: 'B D2', period: 1, ...r(2) }),
  play('ace', { party: 1, period: 1, ...r(2) }),
  play('double_fault', { party: 1, player: 'A D1', period: 1, ...r(2) }),
  play('set', { party: 2, period: 1, ...r(2, { games: [6, 7] }) }),
  play('set', { party: 2, period: 2, ...r(2, { games: [2, 6] }) }),
  play('rubber_end', { party: 2, ...r(2, { sets: [0, 2] }) }),
];

describe('tennis fantasy points (PX-tennis-v1)', () => {
  const scored = tennisFantasyPoints(TIE);

  it('is the registered tennis table and scorer', () => {
    expect(pointTable('tennis')).toBe(PX_TENNIS);
    expect(fantasyPoints('tennis', TIE)).toEqual(scored);
    expect(scored.tag).toBe('PX-tennis-v1');
  });

  it('scores every player of the hand-made tie as worked out by hand', () => {
    // A S1: played 4, won 20, two sets 12, two games 2, one break 2, an ace (singles: the server) 2 → 42
    expect(linesOf(scored, 'A S1')).toEqual({
      'PXTN.rubber_played': [1, 4], 'PXTN.rubber_won': [1, 20], 'PXTN.set_won': [2, 12], 'PXTN.game_won': [2, 2], 'PXTN.break_won': [1, 2], 'PXTN.ace': [1, 2],
    });
    expect(totalOf(scored, 'A S1')).toBe(42);
    // B S1: 4, one game 1 (a break) 2, double fault −1 → 6
    expect(totalOf(scored, 'B S1')).toBe(6);
    // the doubles: both B partners get the win, the sets, the two games and the break (the tie-break is no break);
    // B D2 his ace too; A's ace without a player counts for nobody, A D1's double fault for him alone
    expect(linesOf(scored, 'B D1')).toEqual({ 'PXTN.rubber_played': [1, 4], 'PXTN.rubber_won': [1, 20], 'PXTN.set_won': [2, 12], 'PXTN.game_won': [2, 2], 'PXTN.break_won': [1, 2] });
    expect([totalOf(scored, 'B D1'), totalOf(scored, 'B D2'), totalOf(scored, 'A D1'), totalOf(scored, 'A D2')]).toEqual([40, 42, 3, 4]);
    expect(linesOf(scored, 'A X')).toEqual({});
    expect(linesOf(scored, 'B X')).toEqual({});
  });

  it('a one-on-one match is a tie of one rubber, won by the result’s winner', () => {
    const single: FeedEvent[] = [
      lineup({ players: ['Rohan'] }, { players: ['Leo'] }),
      play('game', { party: 1, period: 1, detail: { server: 2, tiebreak: false } }),
      play('ace', { party: 1, period: 1 }),
      play('set', { party: 1, period: 1, detail: { games: [6, 0] } }),
    ];
    expect(totalOf(tennisFantasyPoints(single), 'Rohan')).toBe(4 + 6 + 1 + 2 + 2);
    const won = tennisFantasyPoints([...single, { kind: 'result', payload: { type: 'win', winner: 1 } }]);
    expect(totalOf(won, 'Rohan')).toBe(35);
    expect(linesOf(won, 'Leo')).toEqual({ 'PXTN.rubber_played': [1, 4] });
    expect(linesOf(tennisFantasyPoints([single[0]!]), 'Rohan')).toEqual({});
  });

  it('properties: totals are the breakdown, lines follow the table, corrections and line-up order behave', () => {
    const parties = [
      { position: 1 as const, name: 'A', players: ['a1', 'a2'], substitutes: ['a3'] },
      { position: 2 as const, name: 'B', players: ['b1', 'b2'], substitutes: ['b3'] },
    ];
    const names = namesOf(parties);
    const sideArb = fc.array(fc.constantFrom(...names), { maxLength: 2 });
    checkScorerProperties({
      table: PX_TENNIS,
      score: tennisFantasyPoints,
      parties,
      roles: {},
      types: [...TENNIS_PLAYS, 'other'],
      periods: 3,
      detail: fc.record(
        { rubber: fc.integer({ min: 1, max: 3 }), sides: fc.tuple(sideArb, sideArb), server: fc.constantFrom(1, 2), tiebreak: fc.boolean() },
        { requiredKeys: [] },
      ),
    });
  });
});
