import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCricsheet } from '../../feeds/cricsheet';
import type { CricketBall, FeedEvent, PartyPosition } from '../../feeds/events';
import { cricketCentre } from './cricket';
import { deliveriesOf, type RawMatch } from './testing';

const DIR = new URL('../../../tests/fixtures/cricsheet/', import.meta.url);
const text = (id: string) => readFileSync(new URL(`${id}.json`, DIR), 'utf8');

/** A hand-made delivery: a dot ball by B1 to A1 unless told otherwise. */
function ball(over: number, fields: Partial<CricketBall> = {}, innings = 1, battingParty: PartyPosition = 1): FeedEvent {
  return {
    kind: 'ball',
    payload: {
      innings,
      superOver: false,
      battingParty,
      over,
      ball: 1,
      batter: 'A1',
      nonStriker: 'A2',
      bowler: 'B1',
      runs: { batter: 0, extras: 0, total: 0 },
      extras: {},
      wickets: [],
      ...fields,
    },
  };
}
const LINEUP: FeedEvent = {
  kind: 'lineup',
  payload: {
    parties: [
      { position: 1, name: 'Alpha', players: ['A1', 'A2', 'A3', 'A4'], substitutes: ['A5'] },
      { position: 2, name: 'Beta', players: ['B1', 'B2', 'B3', 'B4'], substitutes: ['B5'] },
    ],
  },
};

describe('cricket match state', () => {
  it('the D/L chase of 1370353 mid-innings: required rate over the 15 overs the data gives', () => {
    const events = parseCricsheet(text('1370353')).events;
    const doc = JSON.parse(text('1370353')) as RawMatch;
    // stop after the 30th delivery of the chase
    const start = events.findIndex((e) => e.kind === 'innings_start' && e.payload.innings === 2);
    const live = events.slice(0, start + 1 + 30);
    const first30 = deliveriesOf(doc.innings[1]!).slice(0, 30);
    const runs = first30.reduce((n, d) => n + d.runs.total, 0);
    const legal = first30.filter((d) => !d.extras || !('wides' in d.extras || 'noballs' in d.extras)).length;
    const { current } = cricketCentre(live).state;
    expect(current).toMatchObject({ innings: 2, battingParty: 2, live: true, score: { runs, legalBalls: legal } });
    expect(current!.chase).toEqual({
      targetRuns: 171,
      targetOvers: 15,
      targetSource: 'feed',
      runsNeeded: 171 - runs,
      ballsLeft: 90 - legal,
      requiredRunRate: Math.round(((171 - runs) * 6 * 100) / (90 - legal)) / 100,
    });
    expect(current!.runRate).toBe(Math.round((runs * 6 * 100) / legal) / 100);
  });

  it('a target without overs is over 20 (1 in a super over); the toss; no chase in a first innings', () => {
    const events: FeedEvent[] = [
      LINEUP,
      { kind: 'toss', payload: { winner: 2, decision: 'field' } },
      { kind: 'innings_start', payload: { innings: 1, battingParty: 1, superOver: false } },
      ball(0, { runs: { batter: 4, extras: 0, total: 4 } }),
    ];
    const first = cricketCentre(events).state;
    expect(first.toss).toEqual({ winner: 2, decision: 'field' });
    expect(first.current).toMatchObject({ innings: 1, chase: null, runRate: 24, live: true });
    const chasing = cricketCentre([
      ...events,
      { kind: 'innings_start', payload: { innings: 2, battingParty: 2, superOver: false, target: { runs: 5 } } },
      ball(0, { batter: 'B1', nonStriker: 'B2', bowler: 'A1' }, 2, 2),
    ]).state.current!;
    expect(chasing.chase).toMatchObject({ targetOvers: 20, runsNeeded: 5, ballsLeft: 119, requiredRunRate: 0.25 });
    const superOver = cricketCentre([
      { kind: 'innings_start', payload: { innings: 3, battingParty: 2, superOver: true, target: { runs: 9 } } },
      ball(0, { batter: 'B1', nonStriker: 'B2', bowler: 'A1', superOver: true, runs: { batter: 2, extras: 0, total: 2 } }, 3, 2),
    ]);
    expect(superOver.superOvers[0]!.target).toEqual({ runs: 9, overs: 1, legalBalls: 6, source: 'feed' });
    expect(superOver.state.current!.chase).toMatchObject({ runsNeeded: 7, ballsLeft: 5, requiredRunRate: 8.4 });
    expect(superOver.innings).toEqual([]);
  });

  it('retired hurt is no wicket (and he may come back); retired out is one, but not the bowler\'s', () => {
    const c = cricketCentre([
      LINEUP,
      { kind: 'innings_start', payload: { innings: 1, battingParty: 1, superOver: false } },
      ball(0, { wickets: [{ kind: 'retired hurt', playerOut: 'A1', fielders: [] }] }),
      ball(0, { batter: 'A3', runs: { batter: 1, extras: 0, total: 1 } }),
      ball(0, { batter: 'A2', nonStriker: 'A3', wickets: [{ kind: 'retired out', playerOut: 'A2', fielders: [] }] }),
      ball(0, { batter: 'A1', nonStriker: 'A3', wickets: [{ kind: 'bowled', playerOut: 'A1', fielders: [] }] }),
    ]);
    const card = c.innings[0]!;
    expect(card.total).toMatchObject({ runs: 1, wickets: 2, legalBalls: 4 });
    expect(card.fallOfWickets.map((f) => [f.wicket, f.playerOut, f.runs, f.legalBalls])).toEqual([
      [1, 'A2', 1, 3],
      [2, 'A1', 1, 4],
    ]);
    expect(card.batting.map((r) => [r.player, r.dismissal])).toEqual([
      ['A1', { status: 'out', kind: 'bowled', bowler: 'B1', fielders: [] }],
      ['A2', { status: 'out', kind: 'retired out', bowler: null, fielders: [] }],
      ['A3', { status: 'not_out' }],
    ]);
    expect(card.bowling[0]).toMatchObject({ wickets: 1, maidens: 0 });
    expect(card.didNotBat).toEqual(['A4']);
    const hurt = cricketCentre([ball(0, { wickets: [{ kind: 'retired hurt', playerOut: 'A1', fielders: [] }] })]);
    expect(hurt.innings[0]!.batting[0]!.dismissal).toEqual({ status: 'retired', kind: 'retired hurt' });
    expect(hurt.innings[0]!.didNotBat).toBeNull(); // no line-up event
    expect(hurt.commentary[0]).toMatchObject({ wickets: [{ kind: 'retired hurt', teamWicket: false, bowler: null }], score: { wickets: 0 } });
  });

  it('extras: the bowler is charged wides and no-balls, not byes, leg byes or penalties; a no-ball is faced', () => {
    const c = cricketCentre([
      ball(0, { extras: { wides: 5 }, runs: { batter: 0, extras: 5, total: 5 } }),
      ball(0, { extras: { noballs: 1 }, runs: { batter: 4, extras: 1, total: 5 } }),
      ball(0, { extras: { byes: 4 }, runs: { batter: 0, extras: 4, total: 4 } }),
      ball(0, { extras: { legbyes: 1 }, runs: { batter: 0, extras: 1, total: 1 } }),
      ball(0, { extras: { penalty: 5 }, runs: { batter: 0, extras: 5, total: 5 } }),
      ball(0, { runs: { batter: 4, extras: 0, total: 4, nonBoundary: true } }),
    ]);
    const card = c.innings[0]!;
    expect(card.extras).toEqual({ byes: 4, legbyes: 1, wides: 5, noballs: 1, penalty: 5, total: 16 });
    expect(card.total).toMatchObject({ runs: 24, legalBalls: 4 });
    // 5 wides + 1 no-ball + 4 off the bat on it + 4 all run
    expect(card.bowling[0]).toMatchObject({ runs: 14, legalBalls: 4, wides: 1, noballs: 1, economy: 21 });
    expect(card.batting[0]).toMatchObject({ runs: 8, balls: 5, fours: 1, sixes: 0, strikeRate: 160 });
  });

  it('a maiden needs six legal balls by one bowler and nothing charged to him (byes do not spoil it)', () => {
    const over = (bowler2: string) =>
      [0, 1, 2, 3, 4, 5].map((k) => ball(3, { bowler: k === 5 ? bowler2 : 'B1', extras: k === 0 ? { byes: 1 } : {}, runs: k === 0 ? { batter: 0, extras: 1, total: 1 } : { batter: 0, extras: 0, total: 0 } }));
    expect(cricketCentre(over('B1')).innings[0]!.bowling).toMatchObject([{ player: 'B1', maidens: 1, runs: 0 }]);
    expect(cricketCentre(over('B2')).innings[0]!.bowling.map((r) => r.maidens)).toEqual([0, 0]);
  });

  it('did not bat: the XI with impact replacements in and the replaced out, as of the innings\' end', () => {
    const replacement = { in: 'A5', out: 'A4', party: 1 as const, reason: 'impact_player' };
    const c = cricketCentre([LINEUP, ball(0), ball(1, { replacements: [replacement] }), ball(0, { batter: 'B1', nonStriker: 'B2', bowler: 'A1' }, 2, 2)]);
    expect(c.innings[0]!.didNotBat).toEqual(['A3', 'A5']);
    expect(c.innings[1]!.didNotBat).toEqual(['B3', 'B4']);
    expect(c.commentary[1]).toMatchObject({ replacements: [replacement] });
  });
});
