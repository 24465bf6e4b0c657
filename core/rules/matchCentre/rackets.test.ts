import { describe, expect, it } from 'vitest';
import type { FeedEvent, PartyPosition } from '../../feeds/events';
import { racketCentre, type BadmintonCentre, type TennisCentre } from './rackets';
import { play } from './testing';

const tennis = (events: FeedEvent[]) => racketCentre('tennis', events, [{ position: 1, name: 'Rohan' }, { position: 2, name: 'Kenji' }]) as TennisCentre;
const badminton = (events: FeedEvent[]) => racketCentre('badminton', events) as BadmintonCentre;

/** The games of one set in the order given ('1' / '2' per game), servers alternating from party 1. */
function games(set: number, winners: string, extra: Record<string, unknown> = {}, tiebreakLast = false): FeedEvent[] {
  return [...winners].map((w, i) =>
    play('game', {
      party: Number(w) as PartyPosition,
      period: set,
      minute: set * 50 + i,
      detail: { server: (i % 2) + 1, tiebreak: tiebreakLast && i === winners.length - 1, ...extra },
    }),
  );
}

describe('tennis', () => {
  // set 1: 6–4 to Rohan; set 2: 7–6 to Kenji on a tie-break; set 3 in progress at 2–1
  const set1 = [...games(1, '1122112121'), play('set', { party: 1, period: 1, minute: 60, detail: { games: [6, 4] } })];
  const set2 = [
    ...games(2, '1212121212122', {}, true),
    play('match_point_saved', { party: 2, period: 2, minute: 112 }),
    play('set', { party: 2, period: 2, minute: 113, detail: { games: [6, 7] } }),
  ];
  const stats = [
    play('ace', { party: 1, period: 1, minute: 5 }),
    play('ace', { party: 1, period: 2, minute: 105 }),
    play('double_fault', { party: 2, period: 1, minute: 7 }),
    play('serve_stats', { party: 1, period: 2, minute: 113, detail: { firstServesIn: 40, firstServes: 64 } }),
  ];
  const set3 = games(3, '121');

  it('the games of each set, the set in progress with the next game and its server, the set ends and tie-break', () => {
    const c = tennis([...set1, ...stats, ...set2, ...set3]);
    expect(c.tie).toBeNull();
    expect(c.matches).toHaveLength(1);
    const m = c.matches[0]!;
    expect(m.rubber).toBeNull();
    expect(m.sets.map((s) => [s.number, s.score[1], s.score[2], s.winner, s.complete, s.tiebreak])).toEqual([
      [1, 6, 4, 1, true, false],
      [2, 6, 7, 2, true, true],
      [3, 2, 1, null, false, false],
    ]);
    expect(m.setsWon).toEqual({ 1: 1, 2: 1 });
    // the third game of set 3 was served by party 1: party 2 serves the fourth
    expect(m.current).toEqual({ set: 3, games: { 1: 2, 2: 1 }, nextGame: 4, server: 2 });
    expect(m.stats[1]).toEqual({ aces: 2, doubleFaults: 0, firstServesIn: 40, firstServes: 64, firstServePct: 62.5 });
    expect(m.stats[2]).toMatchObject({ aces: 0, doubleFaults: 1, firstServePct: null });
    expect(c.timeline.map((t) => [t.type, 'set' in t ? t.set : null])).toEqual([
      ['set_end', 1],
      ['tiebreak', 2],
      ['match_point_saved', 2],
      ['set_end', 2],
    ]);
    expect(c.timeline[3]).toMatchObject({ winner: 2, score: { 1: 6, 2: 7 }, tiebreak: true, minute: 113 });
    expect(c.parties.map((p) => p.name)).toEqual(['Rohan', 'Kenji']);
  });

  it('the result gives a one-on-one match its winner', () => {
    const c = tennis([...set1, ...games(2, '111111'), play('set', { party: 1, period: 2, detail: { games: [6, 0] } }), { kind: 'result', payload: { type: 'win', winner: 1, margin: { sets: 2 } } }]);
    expect(c.matches[0]!.winner).toBe(1);
    expect(c.matches[0]!.current).toBeNull();
    expect(c.result).toMatchObject({ type: 'win', winner: 1 });
  });

  it('a team tie: grouped per rubber, each with who plays it, and the tie score in rubbers', () => {
    const tag = (n: number, e: FeedEvent): FeedEvent => (e.kind === 'play' ? play(e.payload.type, { ...e.payload, detail: { ...e.payload.detail, rubber: n } }) : e);
    const c = tennis([
      play('rubber', { minute: 0, detail: { rubber: 1, kind: 'singles', sides: [['A1'], ['B1']] } }),
      ...set1.map((e) => tag(1, e)),
      play('ace', { party: 1, player: 'A1', period: 2, minute: 61, detail: { rubber: 1 } }),
      ...games(2, '111111').map((e) => tag(1, e)),
      play('set', { party: 1, period: 2, detail: { games: [6, 0], rubber: 1 } }),
      play('rubber_end', { party: 1, minute: 120, detail: { rubber: 1, sets: [2, 0] } }),
      play('rubber', { minute: 135, detail: { rubber: 2, kind: 'doubles', sides: [['A2', 'A3'], ['B2', 'B3']] } }),
      ...games(1, '22').map((e) => tag(2, e)),
    ]);
    expect(c.tie).toEqual({ rubbersWon: { 1: 1, 2: 0 } });
    expect(c.matches.map((m) => [m.rubber, m.kind, m.sides, m.winner, m.setsWon])).toEqual([
      [1, 'singles', { 1: ['A1'], 2: ['B1'] }, 1, { 1: 2, 2: 0 }],
      [2, 'doubles', { 1: ['A2', 'A3'], 2: ['B2', 'B3'] }, null, { 1: 0, 2: 0 }],
    ]);
    expect(c.matches[0]!.stats[1].aces).toBe(1);
    expect(c.matches[1]!.current).toMatchObject({ set: 1, games: { 1: 0, 2: 2 } });
    expect(c.timeline.map((t) => [t.type, t.rubber])).toEqual([
      ['rubber_start', 1],
      ['set_end', 1],
      ['set_end', 1],
      ['rubber_end', 1],
      ['rubber_start', 2],
    ]);
    expect(c.timeline[3]).toMatchObject({ winner: 1, score: { 1: 2, 2: 0 } });
  });
});

describe('badminton', () => {
  const points = (game: number, winners: string, rubber?: number): FeedEvent[] =>
    [...winners].map((w, i) => play('point', { party: Number(w) as PartyPosition, period: game, value: 3 + (i % 7), minute: i, ...(rubber ? { detail: { rubber } } : {}) }));

  it('the points of each game, the game in progress, game ends and the longest rally', () => {
    const c = badminton([
      ...points(1, '1'.repeat(21) + '2'.repeat(15)),
      play('game', { party: 1, period: 1, minute: 20, detail: { score: [21, 15] } }),
      ...points(2, '2212'),
      play('point', { party: 2, period: 2, value: 44, minute: 22 }),
    ]);
    const m = c.matches[0]!;
    expect(m.games.map((g) => [g.number, g.score[1], g.score[2], g.winner, g.complete])).toEqual([
      [1, 21, 15, 1, true],
      [2, 1, 4, null, false],
    ]);
    expect(m.gamesWon).toEqual({ 1: 1, 2: 0 });
    expect(m.current).toEqual({ game: 2, points: { 1: 1, 2: 4 } });
    expect(m.longestRally).toBe(44);
    expect(c.timeline).toEqual([{ seq: null, rubber: null, minute: 20, type: 'game_end', game: 1, winner: 1, score: { 1: 21, 2: 15 } }]);
  });

  it('a team tie of rubbers with the games won in each', () => {
    const c = badminton([
      play('rubber', { minute: 0, detail: { rubber: 1, kind: 'singles', sides: [['P1'], ['Q1']] } }),
      ...points(1, '2'.repeat(21), 1),
      play('game', { party: 2, period: 1, detail: { score: [0, 21], rubber: 1 } }),
      ...points(2, '2'.repeat(21), 1),
      play('game', { party: 2, period: 2, detail: { score: [0, 21], rubber: 1 } }),
      play('rubber_end', { party: 2, minute: 30, detail: { rubber: 1, games: [0, 2] } }),
      { kind: 'result', payload: { type: 'win', winner: 2, margin: { rubbers: 1 } } },
    ]);
    expect(c.tie).toEqual({ rubbersWon: { 1: 0, 2: 1 } });
    expect(c.matches[0]).toMatchObject({ rubber: 1, kind: 'singles', winner: 2, gamesWon: { 1: 0, 2: 2 }, current: null });
    expect(c.timeline.map((t) => t.type)).toEqual(['rubber_start', 'game_end', 'game_end', 'rubber_end']);
    expect(c.timeline.at(-1)).toMatchObject({ score: { 1: 0, 2: 2 } });
  });
});
