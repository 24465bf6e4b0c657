import { describe, expect, it } from 'vitest';
import { compareTeams } from './teamCompare';

describe('compareTeams', () => {
  const a = { players: ['p1', 'p2', 'p3', 'p4'], captain: 'p1', viceCaptain: 'p2' };
  const b = { players: ['p4', 'p3', 'p5', 'p1'], captain: 'p1', viceCaptain: 'p5' };

  it('splits the players into common and only-in-one, and says whether the leaders match', () => {
    expect(compareTeams(a, b)).toEqual({ common: ['p1', 'p3', 'p4'], onlyA: ['p2'], onlyB: ['p5'], sameCaptain: true, sameViceCaptain: false });
  });

  it('adds both teams’ points and the gap once points exist', () => {
    // A: 2×10 + 1.5×7 + 3 + 0 = 33.5; B: 0 + 3 + 1.5×5 + 2×10 = 30.5 → gap 3 points = 6 halves
    const pts = new Map([['p1', 10], ['p2', 7], ['p3', 3], ['p5', 5]]);
    expect(compareTeams(a, b, pts).points).toEqual({ a: { halves: 67, points: 33.5 }, b: { halves: 61, points: 30.5 }, gapHalves: 6 });
  });
});
