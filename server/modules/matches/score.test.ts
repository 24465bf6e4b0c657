import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../../core/feeds/events';
import { liveScore } from './score';

const parties = [
  { position: 1 as const, name: 'Mumbai Indians' },
  { position: 2 as const, name: 'Lucknow Super Giants' },
];
const ball = (battingParty: 1 | 2, runs: number, extra?: 'wides'): FeedEvent => ({
  kind: 'ball',
  payload: {
    innings: battingParty,
    superOver: false,
    battingParty,
    over: 0,
    ball: 1,
    batter: 'a',
    nonStriker: 'b',
    bowler: 'c',
    runs: { batter: extra ? 0 : runs, extras: extra ? runs : 0, total: runs },
    extras: extra ? { wides: runs } : {},
    wickets: [],
  },
});

describe('live score strip', () => {
  it('is empty before play', () => {
    expect(liveScore('cricket', [{ kind: 'toss', payload: { winner: 1, decision: 'bat' } }], parties)).toBeNull();
  });

  it('cricket: runs/wickets (overs) per side; a wide is no ball of the over; the chase line; the result', () => {
    const events: FeedEvent[] = [
      ball(1, 4),
      ball(1, 1, 'wides'),
      ball(1, 6),
      { kind: 'innings_start', payload: { innings: 2, battingParty: 2, superOver: false, target: { runs: 12, overs: 20 } } },
      ball(2, 1),
    ];
    expect(liveScore('cricket', events, parties)).toEqual({
      parties: [
        { position: 1, score: '11/0 (0.2)' },
        { position: 2, score: '1/0 (0.1)' },
      ],
      status: 'Lucknow Super Giants need 11 from 119 balls',
    });
    const over = liveScore('cricket', [...events, { kind: 'result', payload: { type: 'win', winner: 1, margin: { runs: 10 } } }], parties);
    expect(over?.status).toBe('Mumbai Indians won by 10 runs');
  });

  it('other sports: goals per side, the race winner', () => {
    const goal = (party: 1 | 2): FeedEvent => ({ kind: 'play', payload: { type: 'goal', party, period: 1 } });
    expect(liveScore('football', [goal(1), goal(2), goal(1)], parties)?.parties.map((p) => p.score)).toEqual(['2', '1']);
    const race: FeedEvent[] = [
      { kind: 'play', payload: { type: 'classification', player: 'K Rao', value: 1, period: 57 } },
      { kind: 'result', payload: { type: 'win', winner: 1 } },
    ];
    expect(liveScore('formula-one', race, [{ position: 1, name: 'Grand Prix of India' }])).toEqual({
      parties: [{ position: 1, score: 'Lap 57' }],
      status: 'K Rao won',
    });
  });
});
