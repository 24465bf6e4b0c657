import { describe, expect, it } from 'vitest';
import { sortPlayers } from './sortPlayers';
import { squadPlayer } from './test-fixtures';

describe('sortPlayers', () => {
  const players = [
    squadPlayer({ player_id: 'a', name: 'Avi', role: 'BAT', party: 1, credits_tenths: 90, selected_by_percent: 10, points: 5, announced: true }),
    squadPlayer({ player_id: 'b', name: 'Bala', role: 'BOWL', party: 2, credits_tenths: 105, selected_by_percent: 80, points: null, announced: false }),
    squadPlayer({ player_id: 'c', name: 'Chetan', role: 'BAT', party: 2, credits_tenths: 90, selected_by_percent: 40, points: 30, announced: true }),
  ];
  const ids = (l: { player_id: string }[]) => l.map((p) => p.player_id);

  it('sorts by credits descending by default (ties by name), by points (none last) and by selected %', () => {
    expect(ids(sortPlayers(players, 'credits'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortPlayers(players, 'points'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortPlayers(players, 'selected'))).toEqual(['b', 'c', 'a']);
  });

  it('filters by role, side and the announced line-up', () => {
    expect(ids(sortPlayers(players, 'credits', { role: 'BAT' }))).toEqual(['a', 'c']);
    expect(ids(sortPlayers(players, 'credits', { side: 2 }))).toEqual(['b', 'c']);
    expect(ids(sortPlayers(players, 'credits', { announcedOnly: true }))).toEqual(['a', 'c']);
  });
});
