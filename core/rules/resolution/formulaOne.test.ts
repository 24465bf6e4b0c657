import { describe, expect, it } from 'vitest';
import { answer, play, result } from './testing';

const grid = (player: string, value: number, team: string) => play('grid', { player, value, detail: { team } });
const classified = (player: string, value: number, team: string, gap: number) => play('classification', { player, value, detail: { team, gap } });

describe('formula one resolvers', () => {
  const race = [
    grid('VER', 1, 'Red Bull'),
    grid('PER', 12, 'Red Bull'),
    grid('LEC', 2, 'Ferrari'),
    play('retirement', { player: 'LEC', period: 1 }),
    play('safety_car', { period: 2 }),
    play('pit_stop', { player: 'PER', period: 20 }),
    play('pit_stop', { player: 'PER', period: 40 }),
    play('lead_change', { player: 'PER', period: 30 }),
    play('fastest_lap', { player: 'VER', value: 81_000 }),
    play('fastest_lap', { player: 'PER', value: 80_900 }),
    classified('PER', 1, 'Red Bull', 0),
    classified('VER', 2, 'Red Bull', 4.2),
    result({ type: 'win' }),
  ];

  it('the whole race', () => {
    expect(answer('formula_one.pole_wins', race)).toBe('no');
    expect(answer('formula_one.safety_car', race)).toBe('yes');
    expect(answer('formula_one.classified', race, { line: 16.5 })).toBe('under');
    expect(answer('formula_one.rain', race)).toBe('no');
    expect(answer('formula_one.winner_pit_stops', race)).toBe('p2');
    expect(answer('formula_one.red_flag', race)).toBe('no');
    expect(answer('formula_one.margin', race, { line: 5.5 })).toBe('under');
    expect(answer('formula_one.winner_fastest_lap', race)).toBe('yes'); // PER beat VER's lap later
    expect(answer('formula_one.charge_to_podium', race)).toBe('yes'); // PER from 12th
    expect(answer('formula_one.first_lap_retirement', race)).toBe('yes');
    expect(answer('formula_one.time_penalty', race)).toBe('no');
    expect(answer('formula_one.lead_changes', race, { line: 2.5 })).toBe('under');
    expect(answer('formula_one.one_two', race)).toBe('yes');
  });

  it('a winner without pit stops voids the pit-stop question; a race without classification voids the finish questions', () => {
    const noStops = [classified('VER', 1, 'Red Bull', 0), result({ type: 'win' })];
    expect(answer('formula_one.winner_pit_stops', noStops)).toBe('void');
    expect(answer('formula_one.pole_wins', [result({ type: 'win' })])).toBe('void');
    expect(answer('formula_one.safety_car', [play('safety_car', { period: 3 })])).toBe('yes');
  });
});
