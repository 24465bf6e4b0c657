import { describe, expect, it } from 'vitest';
import type { PartyPosition } from '../../feeds/events';
import { answer, play, result, WIN_A } from './testing';

const basket = (party: PartyPosition, value: number, period: number, player = `p${party}`) =>
  play('basket', { party, player, value, period, minute: (period - 1) * 10 + 5 });
const qEnd = (period: number) => play('quarter_end', { period });
const rebound = (party: PartyPosition, period: number) => play('rebound', { party, player: `r${party}`, period, detail: { offensive: false } });
const steal = (party: PartyPosition, period: number) => play('steal', { party, player: `s${party}`, period });


describe('basketball resolvers', () => {
  // running score after each basket in the comments (A–B); quarters 8, 8, 6, 10 points
  const match = [
    basket(1, 3, 1, 'a1'), // 0: 3–0
    rebound(2, 1),
    basket(2, 2, 1), // 2: 3–2
    steal(1, 1),
    basket(1, 2, 1, 'a1'), // 4: 5–2
    basket(2, 1, 1), // 5: 5–3
    qEnd(1), // 6
    basket(2, 3, 2), // 7: 5–6
    basket(2, 3, 2), // 8: 5–9 (B leads by 4)
    rebound(1, 2),
    basket(1, 2, 2), // 10: 7–9
    qEnd(2), // 11
    basket(1, 3, 3, 'a1'), // 12: 10–9
    basket(1, 2, 3, 'a1'), // 13: 12–9
    basket(1, 1, 3, 'a1'), // 14: 13–9
    steal(1, 3),
    qEnd(3), // 16
    basket(2, 2, 4), // 17: 13–11
    basket(1, 3, 4, 'a1'), // 18: 16–11 (A leads by 5; a1 has 14)
    rebound(1, 4),
    basket(2, 2, 4), // 20: 16–13
    basket(1, 1, 4), // 21: 17–13
    basket(2, 2, 4), // 22: 17–15
    qEnd(4), // 23
    result({ type: 'win', winner: 1 }), // 24
  ];

  it('the whole match', () => {
    expect(answer('basketball.winner', match)).toBe('A'); // 17–15
    expect(answer('basketball.total_points', match, { line: 30.5 })).toBe('over'); // 32
    expect(answer('basketball.side_points', match, { side: 'A', line: 17.5 })).toBe('under');
    expect(answer('basketball.side_points', match, { side: 'B', line: 14.5 })).toBe('over');
    expect(answer('basketball.margin', match)).toBe('m1_5'); // 2
    expect(answer('basketball.first_quarter', match)).toBe('A'); // 5–3
    expect(answer('basketball.top_quarter', match)).toBe('q4'); // 8, 8, 6, 10
    expect(answer('basketball.overtime', match)).toBe('no');
    expect(answer('basketball.threes', match, { line: 5.5 })).toBe('under'); // 5
    expect(answer('basketball.free_throws', match, { line: 2.5 })).toBe('over'); // 3
    expect(answer('basketball.race_to', match, { points: 10 })).toBe('A'); // 10–9 at the first basket of Q3
    expect(answer('basketball.race_to', match, { points: 9 })).toBe('B'); // 5–9
    expect(answer('basketball.big_lead', match, { points: 5 })).toBe('yes');
    expect(answer('basketball.big_lead', match, { points: 6 })).toBe('no');
    expect(answer('basketball.high_scorer', match, { points: 14 })).toBe('yes'); // a1: 3+2+3+2+1+3
    expect(answer('basketball.high_scorer', match, { points: 16 })).toBe('no'); // p2 has all of B's 15
    expect(answer('basketball.more_rebounds', match)).toBe('A'); // 2–1
    expect(answer('basketball.more_steals', match)).toBe('A'); // 2–0
  });

  it('counts go "over" the moment the line is passed, "under" only at the result; a count on an integer line pushes', () => {
    expect(answer('basketball.total_points', match.slice(0, 22), { line: 30.5 })).toBeNull(); // 30
    expect(answer('basketball.total_points', match.slice(0, 23), { line: 30.5 })).toBe('over'); // 32
    expect(answer('basketball.total_points', match.slice(0, 24), { line: 32.5 })).toBeNull();
    expect(answer('basketball.total_points', match, { line: 32.5 })).toBe('under');
    expect(answer('basketball.total_points', match, { line: 32 })).toBe('void');
    expect(answer('basketball.side_points', match.slice(0, 21), { side: 'A', line: 16.5 })).toBeNull(); // 16
    expect(answer('basketball.side_points', match.slice(0, 22), { side: 'A', line: 16.5 })).toBe('over'); // 17
    expect(answer('basketball.threes', match.slice(0, 18), { line: 4.5 })).toBeNull(); // 4
    expect(answer('basketball.threes', match.slice(0, 19), { line: 4.5 })).toBe('over'); // the 5th three
    expect(answer('basketball.free_throws', match.slice(0, 21), { line: 2.5 })).toBeNull(); // 2
    expect(answer('basketball.free_throws', match.slice(0, 22), { line: 2.5 })).toBe('over');
  });

  it('early: the first quarter at its end, the top quarter and overtime at the end of the fourth, the race and the rest when reached', () => {
    expect(answer('basketball.first_quarter', match.slice(0, 6))).toBeNull();
    expect(answer('basketball.first_quarter', match.slice(0, 7))).toBe('A');
    expect(answer('basketball.first_quarter', [basket(1, 2, 1), basket(2, 2, 1), basket(1, 3, 2)])).toBe('tie'); // a Q2 play: Q1 ended 2–2
    expect(answer('basketball.top_quarter', match.slice(0, 23))).toBeNull();
    expect(answer('basketball.top_quarter', match.slice(0, 24))).toBe('q4');
    expect(answer('basketball.overtime', match.slice(0, 23))).toBeNull();
    expect(answer('basketball.overtime', match.slice(0, 24))).toBe('no'); // Q4 over, A ahead
    expect(answer('basketball.race_to', match.slice(0, 12), { points: 10 })).toBeNull(); // 7–9
    expect(answer('basketball.race_to', match.slice(0, 13), { points: 10 })).toBe('A');
    expect(answer('basketball.big_lead', match.slice(0, 18), { points: 5 })).toBeNull();
    expect(answer('basketball.big_lead', match.slice(0, 19), { points: 5 })).toBe('yes');
    expect(answer('basketball.high_scorer', match.slice(0, 18), { points: 14 })).toBeNull(); // a1: 11
    expect(answer('basketball.high_scorer', match.slice(0, 19), { points: 14 })).toBe('yes');
  });

  it('late: the winner, the margin and the "which team more" questions only at the result', () => {
    const open = match.slice(0, 24); // every quarter over, no result yet
    for (const key of ['winner', 'margin', 'more_rebounds', 'more_steals']) expect(answer(`basketball.${key}`, open), key).toBeNull();
    expect(answer('basketball.big_lead', open, { points: 6 })).toBeNull();
    expect(answer('basketball.high_scorer', open, { points: 16 })).toBeNull();
  });

  it('overtime counts for the winner, the margin and the counts, not for the quarters', () => {
    const ot = [
      basket(1, 2, 1),
      qEnd(1),
      basket(2, 2, 2),
      qEnd(2),
      qEnd(3),
      qEnd(4), // 2–2: overtime
      basket(2, 3, 5, 'b1'),
      basket(1, 2, 5),
      qEnd(5),
      result({ type: 'win', winner: 2 }),
    ];
    expect(answer('basketball.overtime', ot.slice(0, 5))).toBeNull();
    expect(answer('basketball.overtime', ot.slice(0, 6))).toBe('yes'); // level at the end of the fourth
    expect(answer('basketball.overtime', [basket(1, 2, 1), basket(2, 2, 5)])).toBe('yes'); // an overtime play
    expect(answer('basketball.winner', ot)).toBe('B'); // 4–5
    expect(answer('basketball.margin', ot)).toBe('m1_5');
    expect(answer('basketball.total_points', ot, { line: 8.5 })).toBe('over'); // 9
    expect(answer('basketball.threes', ot, { line: 0.5 })).toBe('over');
    expect(answer('basketball.top_quarter', ot)).toBe('tie'); // 2, 2, 0, 0 (the overtime's 5 not counted)
    expect(answer('basketball.first_quarter', ot)).toBe('A');
  });

  it('margin bands', () => {
    const won = (a: number, b: number) => [basket(1, a, 4), basket(2, b, 4), result({ type: 'win', winner: a > b ? 1 : 2 })];
    expect(answer('basketball.margin', won(5, 0))).toBe('m1_5');
    expect(answer('basketball.margin', won(6, 0))).toBe('m6_10');
    expect(answer('basketball.margin', won(0, 10))).toBe('m6_10');
    expect(answer('basketball.margin', won(11, 0))).toBe('m11_15');
    expect(answer('basketball.margin', won(15, 0))).toBe('m11_15');
    expect(answer('basketball.margin', won(0, 16))).toBe('m16');
  });

  it('only baskets score; level counts void the "which team more" questions; no side reaching the race voids it', () => {
    const level = [
      basket(1, 2, 1),
      play('rebound', { party: 1, period: 1, value: 3 }),
      play('steal', { party: 2, period: 1, value: 3 }),
      rebound(2, 1),
      steal(1, 1),
      basket(2, 3, 1),
      result({ type: 'win', winner: 2 }),
    ];
    expect(answer('basketball.total_points', level, { line: 5.5 })).toBe('under'); // 5: a rebound's value is no points
    expect(answer('basketball.more_rebounds', level)).toBe('void');
    expect(answer('basketball.more_steals', level)).toBe('void');
    expect(answer('basketball.race_to', level, { points: 20 })).toBe('void');
    expect(answer('basketball.top_quarter', [qEnd(4), WIN_A])).toBe('tie'); // 0 everywhere
  });

  it('a match called off: what was certain stands, the rest is void; final without a result voids too', () => {
    const abandoned = [...match.slice(0, 13), result({ type: 'abandoned' })]; // 10–9 in Q3
    expect(answer('basketball.first_quarter', abandoned)).toBe('A');
    expect(answer('basketball.race_to', abandoned, { points: 10 })).toBe('A');
    expect(answer('basketball.total_points', abandoned, { line: 18.5 })).toBe('over'); // 19
    expect(answer('basketball.race_to', abandoned, { points: 20 })).toBe('void');
    expect(answer('basketball.total_points', abandoned, { line: 156.5 })).toBe('void');
    for (const key of ['winner', 'margin', 'top_quarter', 'overtime', 'more_rebounds', 'more_steals']) {
      expect(answer(`basketball.${key}`, abandoned), key).toBe('void');
    }
    expect(answer('basketball.big_lead', abandoned, { points: 16 })).toBe('void');
    expect(answer('basketball.high_scorer', abandoned, { points: 21 })).toBe('void');
    expect(answer('basketball.winner', [...match.slice(0, 13), result({ type: 'no_result' })])).toBe('void');
    expect(answer('basketball.winner', match.slice(0, 13), {}, true)).toBe('void'); // staff closed it
    expect(answer('basketball.first_quarter', match.slice(0, 13), {}, true)).toBe('A');
  });

  it('side_points needs side "A" or "B"', () => {
    expect(() => answer('basketball.side_points', match, { side: 'C', line: 1.5 })).toThrow(/side/);
    expect(() => answer('basketball.race_to', match, {})).toThrow(/points/);
  });
});
