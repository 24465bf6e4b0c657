import { describe, expect, it } from 'vitest';
import { answer, play, result } from './testing';

const goal = (party: 1 | 2, minute: number, kind = 'field', player = `p${party}`) =>
  play('goal', { party, player, minute, period: Math.min(4, Math.ceil(minute / 15)), detail: { kind } });
const qEnd = (period: number) => play('quarter_end', { period });

describe('hockey resolvers', () => {
  const match = [
    play('penalty_corner', { party: 2, period: 1 }),
    goal(2, 9, 'penalty_corner'),
    qEnd(1),
    play('card', { party: 1, detail: { color: 'green' } }),
    qEnd(2),
    play('penalty_stroke', { party: 1, period: 3 }),
    goal(1, 40, 'penalty_stroke'),
    goal(1, 58),
    goal(1, 59),
    qEnd(4),
    result({ type: 'win', winner: 1 }),
  ];

  it('the whole match', () => {
    expect(answer('hockey.winner', match)).toBe('A'); // 3–1
    expect(answer('hockey.goals', match, { line: 4.5 })).toBe('under');
    expect(answer('hockey.first_goal', match)).toBe('B');
    expect(answer('hockey.penalty_stroke', match)).toBe('yes');
    expect(answer('hockey.penalty_corners', match, { line: 8.5 })).toBe('under');
    expect(answer('hockey.yellow_card', match)).toBe('no'); // a green card only
    expect(answer('hockey.first_quarter_goals', match)).toBe('g1');
    expect(answer('hockey.hat_trick', match)).toBe('yes'); // p1: 40', 58', 59'
    expect(answer('hockey.more_penalty_corners', match)).toBe('B');
    expect(answer('hockey.shootout', match)).toBe('no');
    expect(answer('hockey.both_score', match)).toBe('yes');
    expect(answer('hockey.late_goal', match)).toBe('yes');
    expect(answer('hockey.field_goal_first_half', match)).toBe('no'); // the only first-half goal came from a corner
  });

  it('early: first-quarter goals at the end of Q1, first-half field goal "no" at the end of Q2', () => {
    expect(answer('hockey.first_quarter_goals', match.slice(0, 2))).toBeNull();
    expect(answer('hockey.first_quarter_goals', match.slice(0, 3))).toBe('g1');
    expect(answer('hockey.field_goal_first_half', match.slice(0, 4))).toBeNull();
    expect(answer('hockey.field_goal_first_half', match.slice(0, 5))).toBe('no');
  });

  it('a draw after four quarters stays a draw whatever the shoot-out gives', () => {
    const drawn = [goal(1, 5), goal(2, 50), qEnd(4), play('shootout', { period: 5 }), result({ type: 'win', winner: 2 })];
    expect(answer('hockey.winner', drawn)).toBe('draw');
    expect(answer('hockey.shootout', drawn.slice(0, 4))).toBe('yes');
    expect(answer('hockey.more_penalty_corners', drawn)).toBe('void');
  });
});
