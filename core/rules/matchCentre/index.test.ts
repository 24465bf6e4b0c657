import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCricsheet } from '../../feeds/cricsheet';
import type { FeedEvent } from '../../feeds/events';
import { UnknownSportError, matchCentre } from '.';
import { play } from './testing';

const PARTIES = [
  { position: 1 as const, name: 'One' },
  { position: 2 as const, name: 'Two' },
];

describe('matchCentre: one entry, a union by sport family', () => {
  it('cricket', () => {
    const events = parseCricsheet(readFileSync(new URL('../../../tests/fixtures/cricsheet/1370351.json', import.meta.url), 'utf8')).events;
    const c = matchCentre('cricket', events, PARTIES);
    expect(c.family).toBe('cricket');
    if (c.family !== 'cricket') throw new Error('narrowed');
    expect(c.innings).toHaveLength(2);
    expect(c.parties).toEqual(PARTIES);
  });

  it('the team sports with plays', () => {
    const events: FeedEvent[] = [play('goal', { party: 2, player: 'X', period: 1, minute: 9 })];
    for (const sport of ['football', 'hockey'] as const) {
      const c = matchCentre(sport, events, PARTIES);
      if (c.family !== 'plays') throw new Error(sport);
      expect([c.sport, c.score]).toEqual([sport, { 1: 0, 2: 1 }]);
    }
    const k = matchCentre('kabaddi', [play('raid', { party: 1, value: 2, period: 1 })], PARTIES);
    expect(k).toMatchObject({ family: 'plays', sport: 'kabaddi', score: { 1: 2, 2: 0 } });
    const b = matchCentre('basketball', [play('basket', { party: 1, value: 3, period: 1 })], PARTIES);
    expect(b).toMatchObject({ family: 'plays', sport: 'basketball', score: { 1: 3, 2: 0 } });
  });

  it('tennis and badminton', () => {
    const t = matchCentre('tennis', [play('game', { party: 1, period: 1, detail: { server: 1, tiebreak: false } })], PARTIES);
    expect(t).toMatchObject({ family: 'rackets', sport: 'tennis', tie: null });
    const b = matchCentre('badminton', [play('point', { party: 2, period: 1, value: 4 })], PARTIES);
    expect(b).toMatchObject({ family: 'rackets', sport: 'badminton' });
  });

  it('formula one, in either spelling; an unknown sport is refused', () => {
    const events = [play('grid', { player: 'A', value: 1 })];
    expect(matchCentre('formula-one', events, [PARTIES[0]!])).toMatchObject({ family: 'race', sport: 'formula-one', leader: { driver: 'A', source: 'grid' } });
    expect(matchCentre('formula_one', events, [])).toMatchObject({ family: 'race' });
    expect(() => matchCentre('chess', events, PARTIES)).toThrow(UnknownSportError);
  });
});
