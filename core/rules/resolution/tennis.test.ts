import { describe, expect, it } from 'vitest';
import { answer, play, result } from './testing';

/** games of one set from a string of winners ('1'/'2'), serving alternately from `firstServer` */
function set(n: number, winners: string, firstServer: 1 | 2, minute: number) {
  const out = [...winners].map((w, i) =>
    play('game', { party: w === '1' ? 1 : 2, period: n, minute: minute + i * 4, detail: { server: i % 2 === 0 ? firstServer : firstServer === 1 ? 2 : 1 } }),
  );
  const a = [...winners].filter((w) => w === '1').length;
  const b = winners.length - a;
  return [...out, play('set', { party: a > b ? 1 : 2, period: n, minute: minute + winners.length * 4, detail: { games: [a, b] } })];
}

describe('tennis resolvers', () => {
  // A loses set 1 3–6 (broken once), wins set 2 6–0 and set 3 7–6 with a tie-break
  const s1 = set(1, '122121122', 1, 0); // 3–6: game 2 (B serving), 3 (A serving!), …
  const s2 = set(2, '111111', 2, 40);
  const tb = play('game', { party: 1, period: 3, minute: 140, detail: { server: 1, tiebreak: true } });
  const s3 = [...set(3, '121212121212', 1, 70).slice(0, -1), tb, play('set', { party: 1, period: 3, minute: 141, detail: { games: [7, 6] } })];
  const match = [
    ...s1,
    ...s2,
    ...s3,
    ...Array.from({ length: 8 }, () => play('ace', { party: 1 })),
    play('double_fault', { party: 1 }),
    play('match_point_saved', { party: 2 }),
    play('serve_stats', { party: 1, detail: { firstServesIn: 40, firstServes: 60 } }),
    play('serve_stats', { party: 1, detail: { firstServesIn: 49, firstServes: 80 } }),
    result({ type: 'win', winner: 1 }),
  ];

  it('the whole match', () => {
    expect(answer('tennis.win', match)).toBe('yes');
    expect(answer('tennis.first_set', match)).toBe('no');
    expect(answer('tennis.sets_played', match)).toBe('s3');
    expect(answer('tennis.aces', match, { line: 7.5 })).toBe('over');
    expect(answer('tennis.tiebreak', match)).toBe('yes');
    expect(answer('tennis.double_faults', match, { line: 3.5 })).toBe('under');
    expect(answer('tennis.broken_first_set', match)).toBe('yes'); // game 3 of set 1: A served, B won
    expect(answer('tennis.total_games', match, { line: 22.5 })).toBe('over'); // 9 + 6 + 13
    expect(answer('tennis.over_two_hours', match)).toBe('yes'); // last play at minute 141
    expect(answer('tennis.bagel', match)).toBe('yes');
    expect(answer('tennis.first_serve_pct', match, { line: 62.5 })).toBe('under'); // the last figure counts: 49/80 = 61.25%
    expect(answer('tennis.first_serve_pct', match, { line: 60.5 })).toBe('over');
    expect(answer('tennis.save_match_point', match)).toBe('no'); // B saved one, not A
    expect(answer('tennis.how_end', match)).toBe('win_three');
  });

  it('early: sets played at the split, first set at its end', () => {
    expect(answer('tennis.first_set', s1.slice(0, -1))).toBeNull();
    expect(answer('tennis.first_set', s1)).toBe('no');
    expect(answer('tennis.sets_played', [...s1, ...s2])).toBe('s3');
    expect(answer('tennis.broken_first_set', set(1, '121212121212', 1, 0))).toBe('no'); // no break, set over
  });

  it('straight-sets win and a loss', () => {
    const straight = [...set(1, '111111', 1, 0), ...set(2, '111111', 1, 30), result({ type: 'win', winner: 1 })];
    expect(answer('tennis.how_end', straight)).toBe('win_straight');
    expect(answer('tennis.sets_played', straight)).toBe('s2');
    expect(answer('tennis.how_end', [...set(1, '222222', 1, 0), result({ type: 'win', winner: 2 })])).toBe('lose');
  });
});
