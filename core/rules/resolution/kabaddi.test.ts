import { describe, expect, it } from 'vitest';
import { answer, play, result } from './testing';

const raid = (party: 1 | 2, value: number, period = 1, detail: Record<string, unknown> = {}, player = `r${party}`) =>
  play('raid', { party, player, value, period, detail: { bonus: 0, doOrDie: false, ...detail } });
const tackle = (party: 1 | 2, value = 1, period = 1, player = `d${party}`) =>
  play('tackle', { party, player, value, period, detail: { superTackle: value === 2 } });

describe('kabaddi resolvers', () => {
  // first half: A 12 (raids 3+2+2 bonus 1, super raid 3, tackle 2 super), B 6; second half: B 10 more, A 3
  const match = [
    raid(1, 3, 1, { bonus: 1 }),
    raid(1, 2),
    raid(1, 2),
    raid(1, 3, 1, { doOrDie: true }),
    tackle(1, 2),
    raid(2, 2),
    tackle(2, 1),
    play('all_out', { party: 2, value: 2, period: 1 }),
    play('technical_point', { party: 2, value: 1, period: 1 }),
    play('half_time', { period: 1 }),
    raid(2, 4, 2, { bonus: 1 }),
    raid(2, 2, 2),
    play('all_out', { party: 2, value: 2, period: 2 }),
    tackle(2, 1, 2),
    tackle(2, 1, 2),
    raid(1, 3, 2),
    result({ type: 'win', winner: 2 }),
  ];

  it('the whole match', () => {
    // A: 3+2+2+3+2+3 = 15; B: 2+1+2+1 + 4+2+2+1+1 = 16
    expect(answer('kabaddi.winner', match)).toBe('B');
    expect(answer('kabaddi.total_points', match, { line: 30.5 })).toBe('over'); // 31
    expect(answer('kabaddi.all_out', match)).toBe('yes');
    expect(answer('kabaddi.half_time_lead', match)).toBe('A'); // 12 v 6
    expect(answer('kabaddi.super_10', match)).toBe('yes'); // r1: 3+2+2+3+3 = 13 raid points
    expect(answer('kabaddi.super_tackle', match)).toBe('yes');
    expect(answer('kabaddi.more_raid_points', match)).toBe('A'); // 13 v 8
    expect(answer('kabaddi.margin', match, { line: 6.5 })).toBe('under'); // 1
    expect(answer('kabaddi.high_5', match)).toBe('no'); // d2: 3
    expect(answer('kabaddi.tackle_points', match, { line: 4.5 })).toBe('over'); // 2+1+1+1 = 5
    expect(answer('kabaddi.do_or_die_first_half', match)).toBe('yes');
    expect(answer('kabaddi.more_bonus_points', match)).toBe('void'); // 1 each
    expect(answer('kabaddi.multiple_all_outs', match)).toBe('yes');
    expect(answer('kabaddi.big_raid', match)).toBe('yes');
  });

  it('early: half-time lead at the half-time whistle; do-or-die "no" once the first half is over', () => {
    const half = match.slice(0, 10);
    expect(answer('kabaddi.half_time_lead', half.slice(0, 9))).toBeNull();
    expect(answer('kabaddi.half_time_lead', half)).toBe('A');
    expect(answer('kabaddi.do_or_die_first_half', [raid(1, 0, 1, { doOrDie: true }), play('half_time', { period: 1 })])).toBe('no');
    expect(answer('kabaddi.super_10', match.slice(0, 3))).toBeNull(); // r1: 3+2+2 = 7
    expect(answer('kabaddi.super_10', match.slice(0, 4))).toBe('yes'); // the 4th raid makes it 10
  });

  it('a tie, level at half-time', () => {
    const tie = [raid(1, 1), raid(2, 1), play('half_time'), result({ type: 'tie' })];
    expect(answer('kabaddi.winner', tie)).toBe('tie');
    expect(answer('kabaddi.half_time_lead', tie)).toBe('level');
    expect(answer('kabaddi.margin', tie, { line: 6.5 })).toBe('under');
    expect(answer('kabaddi.more_raid_points', tie)).toBe('void');
  });

  it('the fantasy plays (substitutions, cards) score nothing for a side, whatever value they carry', () => {
    const withPlayerPlays = [
      ...match.slice(0, -1),
      play('substitution', { party: 1, player: 'a9', period: 2, value: 5, detail: { out: 'a1' } }),
      play('card', { party: 1, player: 'a2', period: 2, value: 3, detail: { color: 'green' } }),
      match.at(-1)!,
    ];
    expect(answer('kabaddi.winner', withPlayerPlays)).toBe('B');
    expect(answer('kabaddi.total_points', withPlayerPlays, { line: 30.5 })).toBe('over'); // still 31
    expect(answer('kabaddi.total_points', withPlayerPlays, { line: 31.5 })).toBe('under');
  });
});
