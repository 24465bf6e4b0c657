import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { answer, play, result } from './testing';

/** rallies of one game from a string of winners ('1'/'2'); rally length = 10 unless given */
function game(n: number, winners: string, minute: number, long: Record<number, number> = {}): FeedEvent[] {
  const pts = [...winners].map((w, i) => play('point', { party: w === '1' ? 1 : 2, period: n, value: long[i] ?? 10, minute }));
  const a = [...winners].filter((w) => w === '1').length;
  const b = winners.length - a;
  return [...pts, play('game', { party: a > b ? 1 : 2, period: n, minute, detail: { score: [a, b] } })];
}
const alternate = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? '2' : '1')).join('');

describe('badminton resolvers', () => {
  // game 1: A 21–19 after 19-all → no deuce; game 2: B 21–10; game 3: A 22–20 (20-all)
  const g1 = game(1, alternate(38) + '11', 10, { 5: 45 });
  const g2 = game(2, '1'.repeat(10) + '2'.repeat(21), 30);
  const g3 = game(3, alternate(40) + '11', 65);
  const match = [...g1, ...g2, ...g3, result({ type: 'win', winner: 1 })];

  it('the whole match', () => {
    expect(answer('badminton.winner', match)).toBe('A');
    expect(answer('badminton.first_game', match)).toBe('A');
    expect(answer('badminton.three_games', match)).toBe('yes');
    expect(answer('badminton.total_points', match, { line: 85.5 })).toBe('over'); // 40 + 31 + 42 = 113
    expect(answer('badminton.deuce', match)).toBe('yes'); // game 3 reached 20-all
    expect(answer('badminton.longest_rally', match, { line: 40.5 })).toBe('over'); // 45 shots
    expect(answer('badminton.a_first_game_points', match, { line: 17.5 })).toBe('over'); // 21
    expect(answer('badminton.blowout_game', match)).toBe('yes'); // 21–10
    expect(answer('badminton.first_to_11', match)).toBe('A'); // alternate rallies: A gets 11 first
    expect(answer('badminton.over_60_minutes', match)).toBe('yes');
    expect(answer('badminton.b_wins_a_game', match)).toBe('yes');
    expect(answer('badminton.run_of_6', match)).toBe('yes'); // game 2: 10 then 21 in a row
    expect(answer('badminton.last_game_margin', match, { line: 4.5 })).toBe('under'); // 22–20
  });

  it('early: game 1 alone decides first game, A points in it and no deuce yet', () => {
    expect(answer('badminton.first_game', g1)).toBe('A');
    expect(answer('badminton.deuce', g1)).toBeNull();
    expect(answer('badminton.a_first_game_points', g1, { line: 21.5 })).toBe('under');
    expect(answer('badminton.three_games', [...g1, ...game(2, '1'.repeat(21), 20)])).toBe('no');
  });

  it('a run of 6 must be inside one game: 3 at the end of game 1 + 3 at the start of game 2 is not one', () => {
    const point = (party: 1 | 2, period: number) => play('point', { party, period });
    const across = [point(1, 1), point(1, 1), point(1, 1), point(1, 2), point(1, 2), point(1, 2), result({ type: 'win', winner: 1 })];
    expect(answer('badminton.run_of_6', across)).toBe('no');
    const inside = Array.from({ length: 6 }, () => point(2, 2));
    expect(answer('badminton.run_of_6', inside.slice(0, 5))).toBeNull();
    expect(answer('badminton.run_of_6', inside)).toBe('yes');
  });
});
