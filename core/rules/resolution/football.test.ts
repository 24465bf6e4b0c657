import { describe, expect, it } from 'vitest';
import { WIN_A, answer, play, result } from './testing';

const goal = (party: 1 | 2, minute: number, detail: Record<string, unknown> = {}, player = `p${party}`) =>
  play('goal', { party, player, minute, period: minute > 45 ? 2 : 1, detail });
const halfTime = play('half_time', { period: 1 });
const DRAW = result({ type: 'draw' });

describe('football resolvers', () => {
  // A 2–1 B in normal time: A 10', B 30' (penalty), A 85'; then extra time: B 100'
  const match = [
    goal(1, 10),
    play('penalty_awarded', { party: 2, period: 1, minute: 29 }),
    goal(2, 30, { penalty: true }),
    play('corner', { party: 1, period: 1 }),
    play('card', { party: 2, player: 'b5', period: 1, detail: { color: 'yellow' } }),
    play('shot_on_target', { party: 1, period: 1 }),
    play('shot_on_target', { party: 1, period: 2 }),
    play('shot_on_target', { party: 2, period: 1 }),
    halfTime,
    goal(1, 85),
    play('full_time', { period: 2 }),
    play('goal', { party: 2, player: 'b9', minute: 100, period: 3 }),
    play('card', { party: 1, player: 'a4', period: 3, detail: { color: 'red' } }),
    WIN_A,
  ];

  it('reads normal time only: winner, goals, both score, first goal, cards, late goal', () => {
    expect(answer('football.winner', match)).toBe('A'); // 2–1 after 90'; the extra-time goal doesn't count
    expect(answer('football.goals', match, { line: 2.5 })).toBe('over'); // 3 in normal time
    expect(answer('football.goals', match, { line: 3.5 })).toBe('under'); // the 4th came in extra time
    expect(answer('football.both_score', match)).toBe('yes');
    expect(answer('football.first_goal', match)).toBe('A');
    expect(answer('football.penalty', match)).toBe('yes');
    expect(answer('football.red_card', match)).toBe('no'); // the only red was in extra time
    expect(answer('football.corners', match, { line: 9.5 })).toBe('under');
    expect(answer('football.first_half_goals', match)).toBe('g2');
    expect(answer('football.brace', match)).toBe('yes'); // p1 scored at 10' and 85'
    expect(answer('football.more_shots_on_target', match)).toBe('A');
    expect(answer('football.yellow_cards', match, { line: 3.5 })).toBe('under');
    expect(answer('football.late_goal', match)).toBe('yes'); // 85'
    expect(answer('football.own_goal', match)).toBe('no');
    expect(answer('football.clean_sheet', match)).toBe('no');
  });

  it('settles as soon as certain', () => {
    expect(answer('football.first_goal', [goal(2, 3)])).toBe('B');
    expect(answer('football.both_score', [goal(2, 3), goal(1, 4)])).toBe('yes');
    expect(answer('football.clean_sheet', [goal(2, 3), goal(1, 4)])).toBe('no');
    expect(answer('football.clean_sheet', [goal(2, 3)])).toBeNull();
    expect(answer('football.first_half_goals', [goal(1, 20)])).toBeNull();
    expect(answer('football.first_half_goals', [goal(1, 20), halfTime])).toBe('g1');
    expect(answer('football.goals', [goal(1, 1), goal(1, 2), goal(2, 3)], { line: 2.5 })).toBe('over');
    expect(answer('football.late_goal', [goal(1, 80)])).toBeNull(); // minute 80 is not in the last 10
  });

  it('own goals count for the side credited, not for the scorer', () => {
    const og = [goal(2, 10, { ownGoal: true }, 'a3'), goal(2, 50, { ownGoal: true }, 'a3'), DRAW];
    expect(answer('football.own_goal', og)).toBe('yes');
    expect(answer('football.brace', og)).toBe('no');
    expect(answer('football.winner', og)).toBe('B');
  });

  it('goalless draw; level shots void; a second yellow is a yellow and a red', () => {
    const nil = [
      play('shot_on_target', { party: 1 }),
      play('shot_on_target', { party: 2 }),
      play('card', { party: 1, detail: { color: 'yellow' } }),
      play('card', { party: 1, detail: { color: 'yellow' } }),
      play('card', { party: 1, detail: { color: 'red' } }),
      DRAW,
    ];
    expect(answer('football.winner', nil)).toBe('draw');
    expect(answer('football.first_goal', nil)).toBe('none');
    expect(answer('football.clean_sheet', nil)).toBe('yes');
    expect(answer('football.more_shots_on_target', nil)).toBe('void');
    expect(answer('football.red_card', nil)).toBe('yes');
    expect(answer('football.first_half_goals', nil)).toBe('g0');
  });

  it('an abandoned match voids what was not yet certain', () => {
    const abandoned = [goal(1, 10), result({ type: 'abandoned' })];
    expect(answer('football.first_goal', abandoned)).toBe('A');
    expect(answer('football.winner', abandoned)).toBe('void');
    expect(answer('football.own_goal', abandoned)).toBe('void');
  });
});
