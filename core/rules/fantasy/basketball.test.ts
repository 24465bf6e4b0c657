import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { BASKETBALL_PLAYS } from '../resolution/basketball';
import { fantasyPoints, pointTable } from '.';
import { basketballFantasyPoints } from './basketball';
import { PX_BASKETBALL } from './basketballTable';
import { checkScorerProperties, lineup, linesOf, namesOf, play, totalOf } from './testing';

const MATCH: FeedEvent[] = [
  lineup({ players: ['A1', 'A2'], substitutes: ['A3', 'A4'] }, { players: ['B1', 'B2'], substitutes: ['B3'] }),
  play('basket', { party: 1, player: 'A1', period: 1, minute: 1, value: 3, detail: { assist: 'A2' } }),
  play('block', { party: 2, player: 'B2', period: 1, minute: 2 }),
  play('rebound', { party: 1, player: 'A2', period: 1, minute: 2, detail: { offensive: true } }),
  play('basket', { party: 1, player: 'A2', period: 1, minute: 2, value: 2 }),
  play('steal', { party: 2, player: 'B1', period: 1, minute: 3 }),
  play('turnover', { party: 1, player: 'A1', period: 1, minute: 3 }),
  play('basket', { party: 2, player: 'B1', period: 1, minute: 3, value: 2, detail: { assist: 'B2' } }),
  play('quarter_end', { period: 1 }),
  play('substitution', { party: 1, player: 'A3', period: 2, minute: 11, detail: { out: 'A1' } }),
  play('basket', { party: 1, player: 'A3', period: 2, minute: 12, value: 1 }),
  play('basket', { party: 1, player: 'A3', period: 2, minute: 12, value: 1 }),
  play('rebound', { party: 2, player: 'B2', period: 2, minute: 13, detail: { offensive: false } }),
  play('quarter_end', { period: 4 }),
  // overtime counts
  play('basket', { party: 2, player: 'B2', period: 5, minute: 42, value: 3, detail: { assist: 'B1' } }),
  { kind: 'result', payload: { type: 'win', winner: 2 } },
];

describe('basketball fantasy points (PX-basketball-v1)', () => {
  const scored = basketballFantasyPoints(MATCH);

  it('is the registered basketball table and scorer', () => {
    expect(pointTable('basketball')).toBe(PX_BASKETBALL);
    expect(fantasyPoints('basketball', MATCH)).toEqual(scored);
    expect(scored.tag).toBe('PX-basketball-v1');
  });

  it('scores every player of the hand-made match as worked out by hand', () => {
    // A1: five 4, a three 3, turnover −1 → 6
    expect(linesOf(scored, 'A1')).toEqual({ 'PXBB.starting': [1, 4], 'PXBB.point': [3, 3], 'PXBB.turnover': [1, -1] });
    // A2: 4, two points 2, assist 2, rebound 1 → 9
    expect(linesOf(scored, 'A2')).toEqual({ 'PXBB.starting': [1, 4], 'PXBB.point': [2, 2], 'PXBB.assist': [1, 2], 'PXBB.rebound': [1, 1] });
    // A3: on from the bench 2, two free throws 2 → 4; A4 never came on
    expect(linesOf(scored, 'A3')).toEqual({ 'PXBB.substitute': [1, 2], 'PXBB.point': [2, 2] });
    expect(linesOf(scored, 'A4')).toEqual({});
    // B1: 4, 2 points, assist 2, steal 3 → 11; B2: 4, overtime three 3, assist 2, rebound 1, block 3 → 13
    expect(totalOf(scored, 'B1')).toBe(11);
    expect(linesOf(scored, 'B2')).toEqual({ 'PXBB.starting': [1, 4], 'PXBB.point': [3, 3], 'PXBB.assist': [1, 2], 'PXBB.rebound': [1, 1], 'PXBB.block': [1, 3] });
    expect(linesOf(scored, 'B3')).toEqual({});
  });

  it('applies corrections: a three corrected into a two', () => {
    const seqd = MATCH.map((e, seq) => ({ ...e, seq }));
    const fixed = play('basket', { party: 1, player: 'A1', period: 1, minute: 1, value: 2, detail: { assist: 'A2' } });
    const corrected = basketballFantasyPoints([...seqd, { kind: 'correction', payload: { seq: 1, event: fixed }, seq: seqd.length }]);
    expect(totalOf(corrected, 'A1')).toBe(5);
    expect(totalOf(corrected, 'A2')).toBe(9);
  });

  it('properties: totals are the breakdown, lines follow the table, corrections and line-up order behave', () => {
    const parties = [
      { position: 1 as const, name: 'A', players: ['a1', 'a2', 'a3'], substitutes: ['a4'] },
      { position: 2 as const, name: 'B', players: ['b1', 'b2'], substitutes: ['b3', 'b4'] },
    ];
    const names = namesOf(parties);
    checkScorerProperties({
      table: PX_BASKETBALL,
      score: basketballFantasyPoints,
      parties,
      roles: {},
      types: [...BASKETBALL_PLAYS, 'constructor', 'other'],
      periods: 6,
      detail: fc.record({ assist: fc.constantFrom(...names), out: fc.constantFrom(...names), offensive: fc.boolean() }, { requiredKeys: [] }),
    });
  });
});
