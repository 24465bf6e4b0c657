import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { playsCentre, type PlaysCentreOf, type PlaysSport } from './plays';
import { play } from './testing';

const PARTIES = [
  { position: 1 as const, name: 'Home' },
  { position: 2 as const, name: 'Away' },
];
const centre = <S extends PlaysSport>(sport: S, events: FeedEvent[]) => playsCentre(sport, events, PARTIES) as PlaysCentreOf<S>;
const WIN_1: FeedEvent = { kind: 'result', payload: { type: 'win', winner: 1, margin: { goals: 1 } } };

describe('football', () => {
  const events: FeedEvent[] = [
    { kind: 'start', payload: {} },
    play('shot_on_target', { party: 1, player: 'Ana', period: 1, minute: 12 }),
    play('goal', { party: 1, player: 'Ana', period: 1, minute: 12, detail: { ownGoal: false, penalty: false, assist: 'Bea' } }),
    play('chance_created', { party: 2, player: 'Cy', period: 1, minute: 20 }),
    play('shot_on_target', { party: 2, player: 'Dov', period: 1, minute: 20 }),
    play('save', { party: 1, player: 'Keeper', period: 1, minute: 20 }),
    play('corner', { party: 2, period: 1 }),
    play('tackle', { party: 2, player: 'Eli', period: 1, minute: 25 }),
    play('interception', { party: 1, player: 'Fay', period: 1, minute: 26 }),
    play('card', { party: 2, player: 'Eli', period: 1, minute: 30, detail: { color: 'yellow' } }),
    play('goal', { party: 2, player: 'Fay', period: 1, minute: 44, detail: { ownGoal: true, penalty: false } }),
    play('half_time', { period: 1, minute: 45 }),
    play('passes', { party: 1, player: 'Bea', period: 1, minute: 45, value: 31 }),
    play('penalty_awarded', { party: 1, period: 2, minute: 60 }),
    play('penalty_missed', { party: 1, player: 'Ana', period: 2, minute: 61, detail: { savedBy: 'Gus' } }),
    play('substitution', { party: 2, player: 'Hal', period: 2, minute: 65, detail: { out: 'Dov' } }),
    play('card', { party: 2, player: 'Eli', period: 2, minute: 70, detail: { color: 'yellow' } }),
    play('card', { party: 2, player: 'Eli', period: 2, minute: 70, detail: { color: 'red' } }),
    play('penalty_awarded', { party: 1, period: 2, minute: 89 }),
    play('shot_on_target', { party: 1, player: 'Ana', period: 2, minute: 90 }),
    play('goal', { party: 1, player: 'Ana', period: 2, minute: 90, detail: { ownGoal: false, penalty: true } }),
    play('full_time', { period: 2, minute: 90 }),
    WIN_1,
  ];

  it('a timeline of goals, cards, penalties and substitutions with the running score; stats per side', () => {
    const c = centre('football', events);
    expect(c.timeline.map((t) => [t.type, t.minute, t.score[1], t.score[2]])).toEqual([
      ['goal', 12, 1, 0],
      ['card', 30, 1, 0],
      ['goal', 44, 1, 1],
      ['period_end', 45, 1, 1],
      ['penalty_awarded', 60, 1, 1],
      ['penalty_missed', 61, 1, 1],
      ['substitution', 65, 1, 1],
      ['card', 70, 1, 1],
      ['card', 70, 1, 1],
      ['penalty_awarded', 89, 1, 1],
      ['goal', 90, 2, 1],
      ['period_end', 90, 2, 1],
    ]);
    expect(c.timeline[0]).toMatchObject({ scorer: 'Ana', assist: 'Bea', ownGoal: false, penalty: false, party: 1, period: 1 });
    expect(c.timeline[2]).toMatchObject({ scorer: 'Fay', ownGoal: true, party: 2 });
    expect(c.timeline[5]).toMatchObject({ player: 'Ana', savedBy: 'Gus' });
    expect(c.timeline[6]).toMatchObject({ playerIn: 'Hal', playerOut: 'Dov' });
    expect(c.timeline[8]).toMatchObject({ player: 'Eli', color: 'red' });
    expect(c.timeline[10]).toMatchObject({ penalty: true, assist: null });
    expect(c.score).toEqual({ 1: 2, 2: 1 });
    expect(c.shootout).toBeNull();
    expect(c.stats[1]).toEqual({ goals: 2, shotsOnTarget: 2, corners: 0, yellowCards: 0, redCards: 0, penaltiesAwarded: 2, saves: 1, passes: 31, tackles: 0, interceptions: 1 });
    expect(c.stats[2]).toEqual({ goals: 1, shotsOnTarget: 1, corners: 1, yellowCards: 2, redCards: 1, penaltiesAwarded: 0, saves: 0, passes: 0, tackles: 1, interceptions: 0 });
    expect(c.result).toMatchObject({ type: 'win', winner: 1 });
    expect(c.parties).toEqual(PARTIES);
  });

  it('the period in play: half time until the second half starts; full time at the end', () => {
    const atBreak = centre('football', events.slice(0, 13));
    expect([atBreak.period, atBreak.minute, atBreak.breakAfterPeriod]).toEqual([1, 45, 1]);
    const second = centre('football', events.slice(0, 14));
    expect([second.period, second.minute, second.breakAfterPeriod]).toEqual([2, 60, null]);
    expect(centre('football', events).breakAfterPeriod).toBe(2);
  });

  it('shoot-out goals (period 5) are kept out of the score', () => {
    const c = centre('football', [
      play('goal', { party: 2, player: 'X', period: 1, minute: 3 }),
      play('goal', { party: 1, player: 'Y', period: 4, minute: 118 }),
      play('goal', { party: 1, player: 'Y', period: 5 }),
      play('goal', { party: 1, player: 'Z', period: 5 }),
      play('goal', { party: 2, player: 'W', period: 5 }),
    ]);
    expect(c.score).toEqual({ 1: 1, 2: 1 });
    expect(c.shootout).toEqual({ 1: 2, 2: 1 });
    expect(c.timeline.filter((t) => t.type === 'goal' && t.shootout)).toHaveLength(3);
    expect(c.stats[1].goals).toBe(1);
  });

  it('a correction replaces a play in place: a goal given to the other side', () => {
    const stored = [
      { ...play('goal', { party: 1, player: 'Ana', period: 1, minute: 5 }), seq: 7 },
      { kind: 'correction' as const, payload: { seq: 7, event: play('goal', { party: 2, player: 'Dov', period: 1, minute: 5 }) }, seq: 8 },
    ];
    const c = centre('football', stored);
    expect(c.score).toEqual({ 1: 0, 2: 1 });
    expect(c.timeline).toEqual([expect.objectContaining({ seq: 7, scorer: 'Dov', party: 2 })]);
  });
});

describe('hockey', () => {
  it('goals of each kind with assists, set pieces, cards, quarters; a shoot-out apart', () => {
    const c = centre('hockey', [
      play('penalty_corner', { party: 1, period: 1, minute: 4 }),
      play('shot_on_target', { party: 1, player: 'Drag', period: 1, minute: 4 }),
      play('goal', { party: 1, player: 'Drag', period: 1, minute: 4, detail: { kind: 'penalty_corner', assist: 'Push' } }),
      play('save', { party: 2, player: 'GK2', period: 1, minute: 9 }),
      play('tackle', { party: 2, player: 'Def', period: 1, minute: 10 }),
      play('substitution', { party: 2, player: 'Sub', period: 1, minute: 11, detail: { out: 'Def' } }),
      play('quarter_end', { period: 1 }),
      play('card', { party: 2, player: 'Def', period: 2, minute: 20, detail: { color: 'green' } }),
      play('card', { party: 1, player: 'Drag', period: 3, minute: 33, detail: { color: 'yellow' } }),
      play('penalty_stroke', { party: 2, period: 4, minute: 50 }),
      play('goal', { party: 2, player: 'Strk', period: 4, minute: 50, detail: { kind: 'penalty_stroke' } }),
      play('quarter_end', { period: 4 }),
      play('shootout', { period: 5 }),
      play('goal', { party: 2, player: 'Strk', period: 5 }),
      { kind: 'result', payload: { type: 'win', winner: 2, method: 'shoot-out' } },
    ]);
    expect(c.timeline.map((t) => t.type)).toEqual([
      'penalty_corner',
      'goal',
      'period_end',
      'card',
      'card',
      'penalty_stroke',
      'goal',
      'period_end',
      'shootout_start',
      'goal',
    ]);
    expect(c.timeline[1]).toMatchObject({ scorer: 'Drag', assist: 'Push', kind: 'penalty_corner', penalty: false, score: { 1: 1, 2: 0 } });
    expect(c.timeline[6]).toMatchObject({ kind: 'penalty_stroke', penalty: true, score: { 1: 1, 2: 1 } });
    expect(c.score).toEqual({ 1: 1, 2: 1 });
    expect(c.shootout).toEqual({ 1: 0, 2: 1 });
    expect(c.period).toBe(5);
    expect(c.stats[1]).toMatchObject({ goals: 1, shotsOnTarget: 1, penaltyCorners: 1, yellowCards: 1 });
    expect(c.stats[2]).toMatchObject({ goals: 1, penaltyStrokes: 1, greenCards: 1, saves: 1, tackles: 1 });
    expect(c.result).toMatchObject({ winner: 2, method: 'shoot-out' });
  });
});

describe('kabaddi', () => {
  it('scoring raids (super raids flagged), tackles naming the raider, all outs, technical points, cards, half time', () => {
    const c = centre('kabaddi', [
      play('raid', { party: 1, player: 'Pardeep', period: 1, value: 0, detail: { bonus: 0, doOrDie: false, out: false, touched: [] } }),
      play('raid', { party: 2, player: 'Pawan', period: 1, value: 1, detail: { bonus: 1, doOrDie: false, out: false, touched: [] } }),
      play('raid', { party: 1, player: 'Pardeep', period: 1, value: 4, detail: { bonus: 1, doOrDie: true, out: false, touched: ['D1', 'D2', 'D3'] } }),
      play('raid', { party: 2, player: 'Pawan', period: 1, value: 0, detail: { bonus: 0, doOrDie: false, out: true, touched: [] } }),
      play('tackle', { party: 1, player: 'Fazel', period: 1, value: 2, detail: { superTackle: true } }),
      play('all_out', { party: 1, value: 2, period: 1 }),
      play('card', { party: 2, player: 'Pawan', period: 1, detail: { color: 'green' } }),
      play('half_time', { period: 1 }),
      play('substitution', { party: 2, player: 'S1', period: 2, detail: { out: 'D1' } }),
      play('technical_point', { party: 2, value: 1, period: 2 }),
      play('raid', { party: 2, player: 'Naveen', period: 2, value: 2, detail: { bonus: 0, doOrDie: false, out: false, touched: ['F1', 'F2'] } }),
    ]);
    expect(c.timeline.map((t) => [t.type, t.score[1], t.score[2]])).toEqual([
      ['raid', 0, 1],
      ['raid', 4, 1],
      ['tackle', 6, 1],
      ['all_out', 8, 1],
      ['card', 8, 1],
      ['period_end', 8, 1],
      ['technical_point', 8, 2],
      ['raid', 8, 4],
    ]);
    expect(c.timeline[1]).toMatchObject({ player: 'Pardeep', points: 4, bonus: 1, touched: ['D1', 'D2', 'D3'], doOrDie: true, superRaid: true });
    expect(c.timeline[0]).toMatchObject({ superRaid: false });
    expect(c.timeline[2]).toMatchObject({ player: 'Fazel', raider: 'Pawan', points: 2, superTackle: true });
    expect(c.score).toEqual({ 1: 8, 2: 4 });
    expect(c.stats[1]).toEqual({
      raidPoints: 4,
      bonusPoints: 1,
      tacklePoints: 2,
      allOutPoints: 2,
      technicalPoints: 0,
      raids: 2,
      successfulRaids: 1,
      emptyRaids: 1,
      raidersTackled: 0,
      superRaids: 1,
      tackles: 1,
      superTackles: 1,
      allOuts: 1,
    });
    expect(c.stats[2]).toMatchObject({ raidPoints: 3, bonusPoints: 1, technicalPoints: 1, raids: 3, successfulRaids: 2, raidersTackled: 1, emptyRaids: 0 });
    expect([c.period, c.breakAfterPeriod]).toEqual([2, null]);
  });
});

describe('basketball', () => {
  it('baskets with value and assist in the timeline; rebounds, steals, blocks, turnovers, substitutions in the stats', () => {
    const c = centre('basketball', [
      play('basket', { party: 1, player: 'Guard', period: 1, minute: 1, value: 3, detail: { assist: 'Point' } }),
      play('rebound', { party: 2, player: 'Big', period: 1, minute: 2, detail: { offensive: false } }),
      play('block', { party: 2, player: 'Big', period: 1, minute: 2 }),
      play('rebound', { party: 1, player: 'Wing', period: 1, minute: 2, detail: { offensive: true } }),
      play('basket', { party: 1, player: 'Wing', period: 1, minute: 2, value: 2 }),
      play('steal', { party: 2, player: 'Thief', period: 1, minute: 3 }),
      play('turnover', { party: 1, player: 'Point', period: 1, minute: 3 }),
      play('basket', { party: 2, player: 'Thief', period: 1, minute: 3, value: 1 }),
      play('basket', { party: 2, player: 'Thief', period: 1, minute: 3, value: 1 }),
      play('quarter_end', { period: 1, minute: 10 }),
      play('substitution', { party: 1, player: 'Bench', period: 2, minute: 11, detail: { out: 'Wing' } }),
      play('basket', { party: 2, player: 'Big', period: 5, minute: 42, value: 2 }),
    ]);
    expect(c.timeline.map((t) => (t.type === 'basket' ? [t.player, t.points, t.assist, t.score[1], t.score[2]] : t.type))).toEqual([
      ['Guard', 3, 'Point', 3, 0],
      ['Wing', 2, null, 5, 0],
      ['Thief', 1, null, 5, 1],
      ['Thief', 1, null, 5, 2],
      'period_end',
      ['Big', 2, null, 5, 4],
    ]);
    expect(c.score).toEqual({ 1: 5, 2: 4 });
    expect(c.stats[1]).toEqual({ points: 5, freeThrows: 0, twoPointers: 1, threePointers: 1, assists: 1, rebounds: 1, offensiveRebounds: 1, steals: 0, blocks: 0, turnovers: 1 });
    expect(c.stats[2]).toEqual({ points: 4, freeThrows: 2, twoPointers: 1, threePointers: 0, assists: 0, rebounds: 1, offensiveRebounds: 0, steals: 1, blocks: 1, turnovers: 0 });
    expect([c.period, c.minute, c.shootout]).toEqual([5, 42, null]);
  });
});
