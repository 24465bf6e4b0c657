import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { BADMINTON_PLAYS } from '../resolution/badminton';
import { fantasyPoints, pointTable } from '.';
import { badmintonFantasyPoints } from './badminton';
import { PX_BADMINTON } from './badmintonTable';
import { checkScorerProperties, lineup, linesOf, namesOf, play, totalOf } from './testing';

const point = (party: 1 | 2, rubber: number, period = 1) => play('point', { party, period, value: 5, detail: { rubber } });
const game = (party: 1 | 2, rubber: number, period: number) => play('game', { party, period, detail: { rubber, score: [21, 15] } });

/** A tie of two rubbers, shortened: A wins the singles 2–0, B the doubles 2–0. */
const TIE: FeedEvent[] = [
  lineup({ players: ['A S', 'A D1', 'A D2'], substitutes: ['A X'] }, { players: ['B S', 'B D1', 'B D2'] }),
  play('rubber', { minute: 0, detail: { rubber: 1, kind: 'singles', sides: [['A S'], ['B S']] } }),
  point(1, 1), point(1, 1), point(2, 1),
  game(1, 1, 1), game(1, 1, 2),
  play('rubber_end', { party: 1, minute: 40, detail: { rubber: 1, games: [2, 0] } }),
  play('rubber', { minute: 55, detail: { rubber: 2, kind: 'doubles', sides: [['A D1', 'A D2'], ['B D1', 'B D2']] } }),
  point(2, 2), point(2, 2), game(2, 2, 1), point(1, 2, 2), game(2, 2, 2),
  play('rubber_end', { party: 2, minute: 90, detail: { rubber: 2, games: [0, 2] } }),
];

describe('badminton fantasy points (PX-badminton-v1)', () => {
  const scored = badmintonFantasyPoints(TIE);

  it('is the registered badminton table and scorer', () => {
    expect(pointTable('badminton')).toBe(PX_BADMINTON);
    expect(fantasyPoints('badminton', TIE)).toEqual(scored);
    expect(scored.tag).toBe('PX-badminton-v1');
  });

  it('scores every player of the hand-made tie as worked out by hand', () => {
    // A S: played 4, won 20, two games 12, two rallies 2 → 38; B S: 4 + one rally → 5
    expect(linesOf(scored, 'A S')).toEqual({ 'PXBD.rubber_played': [1, 4], 'PXBD.rubber_won': [1, 20], 'PXBD.game_won': [2, 12], 'PXBD.rally_won': [2, 2] });
    expect(totalOf(scored, 'B S')).toBe(5);
    // the doubles count for both partners: B D1 and B D2 38 each, A D1 and A D2 4 + 1
    expect([totalOf(scored, 'B D1'), totalOf(scored, 'B D2'), totalOf(scored, 'A D1'), totalOf(scored, 'A D2')]).toEqual([38, 38, 5, 5]);
    expect(linesOf(scored, 'A X')).toEqual({});
  });

  it('a one-on-one match is a tie of one rubber, won by the result’s winner', () => {
    const single: FeedEvent[] = [
      lineup({ players: ['Priya'] }, { players: ['Mei'] }),
      play('point', { party: 1, period: 1, value: 3 }),
      play('point', { party: 1, period: 1, value: 9 }),
      play('game', { party: 1, period: 1, detail: { score: [21, 0] } }),
      { kind: 'result', payload: { type: 'win', winner: 1 } },
    ];
    expect(totalOf(badmintonFantasyPoints(single), 'Priya')).toBe(4 + 20 + 6 + 2);
    expect(linesOf(badmintonFantasyPoints(single), 'Mei')).toEqual({ 'PXBD.rubber_played': [1, 4] });
  });

  it('properties: totals are the breakdown, lines follow the table, corrections and line-up order behave', () => {
    const parties = [
      { position: 1 as const, name: 'A', players: ['a1', 'a2'], substitutes: ['a3'] },
      { position: 2 as const, name: 'B', players: ['b1', 'b2'], substitutes: ['b3'] },
    ];
    const sideArb = fc.array(fc.constantFrom(...namesOf(parties)), { maxLength: 2 });
    checkScorerProperties({
      table: PX_BADMINTON,
      score: badmintonFantasyPoints,
      parties,
      roles: {},
      types: [...BADMINTON_PLAYS, 'other'],
      periods: 3,
      detail: fc.record({ rubber: fc.integer({ min: 1, max: 3 }), sides: fc.tuple(sideArb, sideArb) }, { requiredKeys: [] }),
    });
  });
});
