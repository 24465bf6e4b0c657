import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { KABADDI_PLAYS } from '../resolution/kabaddi';
import { fantasyPoints, pointTable } from '.';
import { kabaddiFantasyPoints } from './kabaddi';
import { PX_KABADDI } from './kabaddiTable';
import { checkScorerProperties, lineup, linesOf, namesOf, play, totalOf } from './testing';

const raid = (party: 1 | 2, player: string, value: number, bonus: number, touched: string[], period = 1) =>
  play('raid', { party, player, value, period, detail: { bonus, doOrDie: false, out: false, touched } });
const caught = (party: 1 | 2, raider: string, tackler: string, value: 1 | 2, period = 1): FeedEvent[] => [
  play('raid', { party, player: raider, value: 0, period, detail: { bonus: 0, doOrDie: false, out: true, touched: [] } }),
  play('tackle', { party: party === 1 ? 2 : 1, player: tackler, value, period, detail: { superTackle: value === 2 } }),
];

const MATCH: FeedEvent[] = [
  lineup({ players: ['A R1', 'A R2', 'A AR', 'A D1', 'A D2'], substitutes: ['A S'] }, { players: ['B R', 'B D1', 'B D2', 'B D3'], substitutes: ['B S', 'B X'] }),
  raid(1, 'A R1', 3, 1, ['B D1', 'B D2']),
  ...caught(2, 'B R', 'A D1', 2),
  raid(1, 'A R1', 4, 0, ['B D1', 'B D2', 'B D3', 'B R']),
  play('all_out', { party: 1, value: 2, period: 1 }),
  play('card', { party: 2, player: 'B D1', period: 1, detail: { color: 'yellow' } }),
  play('half_time', { period: 1 }),
  play('substitution', { party: 2, player: 'B S', period: 2, detail: { out: 'B D3' } }),
  raid(1, 'A R1', 3, 0, ['B D1', 'B D2', 'B S'], 2),
  ...caught(2, 'B R', 'A D1', 1, 2),
  ...caught(2, 'B S', 'A D2', 2, 2),
  ...caught(2, 'B R', 'A D1', 2, 2),
  play('all_out', { party: 1, value: 2, period: 2 }),
  play('card', { party: 1, player: 'A AR', period: 2, detail: { color: 'green' } }),
  play('technical_point', { party: 2, value: 1, period: 2 }),
  { kind: 'result', payload: { type: 'win', winner: 1 } },
];

describe('kabaddi fantasy points (PX-kabaddi-v1)', () => {
  const scored = kabaddiFantasyPoints(MATCH);

  it('is the registered kabaddi table and scorer', () => {
    expect(pointTable('kabaddi')).toBe(PX_KABADDI);
    expect(fantasyPoints('kabaddi', MATCH)).toEqual(scored);
    expect(scored.tag).toBe('PX-kabaddi-v1');
  });

  it('scores every player of the hand-made match as worked out by hand', () => {
    // A R1: seven 4, touch points 2 + 4 + 3 = 9, bonus 1, Super 10 (3 + 4 + 3 raid points) 5, two all outs 4 → 23
    expect(linesOf(scored, 'A R1')).toEqual({
      'PXKB.starting': [1, 4], 'PXKB.raid_touch': [9, 9], 'PXKB.raid_bonus': [1, 1], 'PXKB.super_10': [1, 5], 'PXKB.all_out_inflicted': [2, 4],
    });
    expect(totalOf(scored, 'A R1')).toBe(23);
    // A D1: seven 4, three tackles 6, two super tackles 4, High 5 (2 + 1 + 2 tackle points) 5, all outs 4 → 23
    expect(linesOf(scored, 'A D1')).toEqual({
      'PXKB.starting': [1, 4], 'PXKB.tackle': [3, 6], 'PXKB.super_tackle': [2, 4], 'PXKB.high_5': [1, 5], 'PXKB.all_out_inflicted': [2, 4],
    });
    expect(totalOf(scored, 'A D1')).toBe(23);
    // A D2: 4 + tackle 2 + super tackle 2 + all outs 4 → 12 (2 tackle points: no High 5); A R2 4 + 4; A AR 4 + 4 − 1 (green)
    expect([totalOf(scored, 'A D2'), totalOf(scored, 'A R2'), totalOf(scored, 'A AR')]).toEqual([12, 8, 7]);
    expect(linesOf(scored, 'A S')).toEqual({});
    // B R: 4, out four times (tackled thrice, touched once) −4, all out twice −4 → −4
    expect(linesOf(scored, 'B R')).toEqual({ 'PXKB.starting': [1, 4], 'PXKB.all_out_suffered': [2, -4], 'PXKB.out': [4, -4] });
    // B D1: 4, touched out three times −3, all outs −4, yellow −2 → −5; B D2: 4 − 3 − 4 → −3
    expect([totalOf(scored, 'B D1'), totalOf(scored, 'B D2')]).toEqual([-5, -3]);
    // B D3 went off before the second all out: 4 − 1 (touched) − 2 → 1
    expect(linesOf(scored, 'B D3')).toEqual({ 'PXKB.starting': [1, 4], 'PXKB.all_out_suffered': [1, -2], 'PXKB.out': [1, -1] });
    // B S: on 2, touched once and tackled once −2, the second all out −2 → −2; B X never came on
    expect(linesOf(scored, 'B S')).toEqual({ 'PXKB.substitute': [1, 2], 'PXKB.all_out_suffered': [1, -2], 'PXKB.out': [2, -2] });
    expect(linesOf(scored, 'B X')).toEqual({});
  });

  it('live: Super 10 arrives with the raid that makes 10 raid points; a correction takes a raid back', () => {
    const beforeLastRaid = MATCH.slice(0, MATCH.findIndex((e) => e.kind === 'play' && e.payload.type === 'substitution'));
    expect(linesOf(kabaddiFantasyPoints(beforeLastRaid), 'A R1')['PXKB.super_10']).toBeUndefined();
    const seqd = MATCH.map((e, seq) => ({ ...e, seq }));
    const third = seqd.filter((e) => e.kind === 'play' && e.payload.type === 'raid' && e.payload.player === 'A R1')[2]!;
    const corrected = kabaddiFantasyPoints([...seqd, { kind: 'correction', payload: { seq: third.seq, event: raid(1, 'A R1', 0, 0, [], 2) }, seq: seqd.length }]);
    // 3 touch points and the Super 10 go: 23 − 3 − 5
    expect(totalOf(corrected, 'A R1')).toBe(15);
    expect(totalOf(corrected, 'B S')).toBe(-1);
  });

  it('properties: totals are the breakdown, lines follow the table, corrections and line-up order behave', () => {
    const parties = [
      { position: 1 as const, name: 'A', players: ['a1', 'a2', 'a3'], substitutes: ['a4'] },
      { position: 2 as const, name: 'B', players: ['b1', 'b2', 'b3'], substitutes: ['b4', 'b5'] },
    ];
    const names = namesOf(parties);
    checkScorerProperties({
      table: PX_KABADDI,
      score: kabaddiFantasyPoints,
      parties,
      roles: {},
      types: [...KABADDI_PLAYS, 'other'],
      periods: 2,
      detail: fc.record(
        {
          bonus: fc.nat(3),
          out: fc.boolean(),
          touched: fc.array(fc.constantFrom(...names), { maxLength: 4 }),
          superTackle: fc.boolean(),
          color: fc.constantFrom('green', 'yellow', 'red'),
        },
        { requiredKeys: [] },
      ),
    });
  });
});
