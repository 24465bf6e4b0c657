import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { FORMULA_ONE_PLAYS } from '../resolution/formulaOne';
import { fantasyPoints, pointTable } from '.';
import { formulaOneFantasyPoints } from './formulaOne';
import { PX_FORMULA_ONE } from './formulaOneTable';
import { checkScorerProperties, lineup, linesOf, namesOf, play, totalOf } from './testing';

const TEAM: Record<string, string> = { VER: 'Red Bull', PER: 'Red Bull', LEC: 'Ferrari', SAI: 'Ferrari', NOR: 'McLaren', PIA: 'McLaren' };
const at = (type: string, player: string, value: number) => play(type, { player, value, detail: { team: TEAM[player] } });

/** Qualifying VER LEC NOR SAI … PER 11th, PIA 12th; SAI starts 8th (a grid penalty), PIA from the pit lane. */
const RACE: FeedEvent[] = [
  lineup({ players: ['VER', 'PER', 'LEC', 'SAI', 'NOR', 'PIA'] }),
  at('qualifying', 'VER', 1), at('qualifying', 'LEC', 2), at('qualifying', 'NOR', 3), at('qualifying', 'SAI', 4), at('qualifying', 'PER', 11), at('qualifying', 'PIA', 12),
  at('grid', 'VER', 1), at('grid', 'LEC', 2), at('grid', 'NOR', 3), at('grid', 'SAI', 8), at('grid', 'PER', 11),
  play('overtake', { player: 'PER', period: 3, detail: { passed: 'SAI' } }),
  play('overtake', { player: 'PER', period: 9 }),
  play('overtake', { player: 'PER', period: 20 }),
  play('overtake', { player: 'SAI', period: 12 }),
  play('overtake', { player: 'SAI', period: 14 }),
  play('overtake', { player: 'LEC', period: 5 }),
  play('fastest_lap', { player: 'VER', value: 81_000, period: 10 }),
  play('retirement', { player: 'LEC', period: 30 }),
  play('fastest_lap', { player: 'PER', value: 80_900, period: 40 }),
  at('classification', 'PER', 1), at('classification', 'VER', 2), at('classification', 'SAI', 3), at('classification', 'NOR', 4), at('classification', 'PIA', 5),
  { kind: 'result', payload: { type: 'win', winner: 1 } },
];

describe('formula one fantasy points (PX-formula-one-v1)', () => {
  const scored = formulaOneFantasyPoints(RACE);

  it('is the registered formula one table and scorer', () => {
    expect(pointTable('formula-one')).toBe(PX_FORMULA_ONE);
    expect(fantasyPoints('formula-one', RACE)).toEqual(scored);
    expect(scored.tag).toBe('PX-formula-one-v1');
  });

  it('scores every driver of the hand-made race as worked out by hand', () => {
    // VER: pole 10, ahead of PER in qualifying 2, P2 18, one place lost −1 → 29 (the fastest lap went to PER)
    expect(linesOf(scored, 'VER')).toEqual({
      'PXF1.quali_p1': [1, 10], 'PXF1.beat_teammate_quali': [1, 2], 'PXF1.race_p2': [1, 18], 'PXF1.position_lost': [1, -1],
    });
    // PER: Q11 nothing, wins 25, 11th → 1st +10, three overtakes 3, fastest lap 10, ahead of VER 3 → 51
    expect(linesOf(scored, 'PER')).toEqual({
      'PXF1.race_p1': [1, 25], 'PXF1.position_gained': [10, 10], 'PXF1.overtake': [3, 3], 'PXF1.fastest_lap': [1, 10], 'PXF1.beat_teammate_race': [1, 3],
    });
    expect(totalOf(scored, 'PER')).toBe(51);
    // LEC: Q2 9, ahead of SAI in qualifying 2, an overtake 1, retired −20 → −8
    expect(linesOf(scored, 'LEC')).toEqual({ 'PXF1.quali_p2': [1, 9], 'PXF1.beat_teammate_quali': [1, 2], 'PXF1.overtake': [1, 1], 'PXF1.dnf': [1, -20] });
    // SAI: Q4 7, P3 15, 8th → 3rd +5, two overtakes 2, classified while LEC is not 3 → 32
    expect(totalOf(scored, 'SAI')).toBe(32);
    // NOR: Q3 8, ahead of PIA 2, P4 12, 3rd → 4th −1, ahead of PIA 3 → 24
    expect(totalOf(scored, 'NOR')).toBe(24);
    // PIA: Q12 nothing, P5 10, a pit-lane start gains and loses nothing → 10
    expect(linesOf(scored, 'PIA')).toEqual({ 'PXF1.race_p5': [1, 10] });
  });

  it('live: a retirement costs −20 at once; the fastest lap moves with the plays', () => {
    const lap35 = RACE.slice(0, RACE.findIndex((e) => e.kind === 'play' && e.payload.type === 'fastest_lap' && e.payload.player === 'PER'));
    const live = formulaOneFantasyPoints(lap35);
    expect(linesOf(live, 'LEC')['PXF1.dnf']).toEqual([1, -20]);
    expect(linesOf(live, 'VER')['PXF1.fastest_lap']).toEqual([1, 10]);
    expect(linesOf(live, 'VER')['PXF1.race_p2']).toBeUndefined();
  });

  it('properties: totals are the breakdown, lines follow the table, corrections and line-up order behave', () => {
    const parties = [{ position: 1 as const, name: 'Grand Prix', players: ['d1', 'd2', 'd3', 'd4', 'd5'] }];
    checkScorerProperties({
      table: PX_FORMULA_ONE,
      score: formulaOneFantasyPoints,
      parties,
      roles: {},
      types: [...FORMULA_ONE_PLAYS, 'other'],
      periods: 57,
      detail: fc.record({ team: fc.constantFrom('X', 'Y', 'Z'), passed: fc.constantFrom(...namesOf(parties)) }, { requiredKeys: [] }),
    });
  });
});
