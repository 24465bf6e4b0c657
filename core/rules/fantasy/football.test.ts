import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { FOOTBALL_PLAYS } from '../resolution/football';
import { fantasyPoints, pointTable } from '.';
import { footballFantasyPoints } from './football';
import { PX_FOOTBALL } from './footballTable';
import { checkScorerProperties, lineup, linesOf, namesOf, play, totalOf } from './testing';

const ROLES = {
  'A GK': 'GK', 'A Def': 'DEF', 'A Mid': 'MID', 'A Fwd': 'FWD', 'A Sub': 'FWD', 'A Bench': 'MID',
  'B GK': 'GK', 'B Def': 'DEF', 'B Mid': 'MID', 'B Fwd': 'FWD', 'B Sub': 'DEF',
};
const LINEUP = lineup(
  { players: ['A GK', 'A Def', 'A Mid', 'A Fwd'], substitutes: ['A Sub', 'A Bench'] },
  { players: ['B GK', 'B Def', 'B Mid', 'B Fwd'], substitutes: ['B Sub'] },
);
const p1 = (minute: number) => ({ period: 1, minute });
const p2 = (minute: number) => ({ period: 2, minute });

/** A 2–1 (one of them an own goal), a missed penalty, a sending-off, a substitution and a shoot-out. */
const MATCH: FeedEvent[] = [
  LINEUP,
  { kind: 'start', payload: {} },
  play('shot_on_target', { party: 1, player: 'A Fwd', ...p1(10) }),
  play('goal', { party: 1, player: 'A Fwd', ...p1(10), detail: { ownGoal: false, penalty: false, assist: 'A Mid' } }),
  play('chance_created', { party: 2, player: 'B Mid', ...p1(12) }),
  play('shot_on_target', { party: 2, player: 'B Fwd', ...p1(12) }),
  play('save', { party: 1, player: 'A GK', ...p1(12) }),
  play('tackle', { party: 1, player: 'A Def', ...p1(20) }),
  play('interception', { party: 1, player: 'A Def', ...p1(20) }),
  play('tackle', { party: 2, player: 'B Def', ...p1(21) }),
  play('card', { party: 2, player: 'B Def', ...p1(30), detail: { color: 'yellow' } }),
  play('penalty_awarded', { party: 1, ...p1(40) }),
  play('penalty_missed', { party: 1, player: 'A Mid', ...p1(40), detail: { savedBy: 'B GK' } }),
  play('half_time', { period: 1, minute: 45 }),
  play('passes', { party: 1, player: 'A Mid', period: 1, minute: 45, value: 23 }),
  play('passes', { party: 1, player: 'A Def', period: 1, minute: 45, value: 12 }),
  play('passes', { party: 2, player: 'B Mid', period: 1, minute: 45, value: 9 }),
  play('substitution', { party: 1, player: 'A Sub', ...p2(60), detail: { out: 'A Fwd' } }),
  play('goal', { party: 2, player: 'A Def', ...p2(70), detail: { ownGoal: true, penalty: false } }),
  play('card', { party: 2, player: 'B Def', ...p2(75), detail: { color: 'yellow' } }),
  play('card', { party: 2, player: 'B Def', ...p2(75), detail: { color: 'red' } }),
  play('shot_on_target', { party: 1, player: 'A Sub', ...p2(80) }),
  play('goal', { party: 1, player: 'A Sub', ...p2(80), detail: { ownGoal: false, penalty: false } }),
  play('full_time', { period: 2, minute: 90 }),
  play('passes', { party: 1, player: 'A Mid', period: 2, minute: 90, value: 9 }),
  play('passes', { party: 1, player: 'A Sub', period: 2, minute: 90, value: 4 }),
  // the shoot-out counts for nothing
  play('goal', { party: 2, player: 'B Fwd', period: 5, minute: 121, detail: { ownGoal: false, penalty: true } }),
  play('save', { party: 1, player: 'A GK', period: 5, minute: 121 }),
  { kind: 'result', payload: { type: 'win', winner: 1 } },
];

describe('football fantasy points (PX-football-v1)', () => {
  const scored = footballFantasyPoints(MATCH, { roles: ROLES });

  it('is the registered football table and scorer', () => {
    expect(pointTable('football')).toBe(PX_FOOTBALL);
    expect(fantasyPoints('football', MATCH, { roles: ROLES })).toEqual(scored);
    expect(scored.tag).toBe('PX-football-v1');
  });

  it('scores every player of the hand-made match as worked out by hand', () => {
    // A GK: XI 4, one save 6, the own goal at 70' conceded while on the pitch −2 → 8 (no clean sheet)
    expect(linesOf(scored, 'A GK')).toEqual({ 'PXFB.starting': [1, 4], 'PXFB.save': [1, 6], 'PXFB.goal_conceded': [1, -2] });
    expect(totalOf(scored, 'A GK')).toBe(8);
    // A Def: XI 4, tackle 4, interception 4, 12 passes → 2, own goal −8, conceded −2 → 4
    expect(linesOf(scored, 'A Def')).toEqual({
      'PXFB.starting': [1, 4], 'PXFB.passes_5': [2, 2], 'PXFB.tackle_won': [1, 4], 'PXFB.interception': [1, 4],
      'PXFB.goal_conceded': [1, -2], 'PXFB.own_goal': [1, -8],
    });
    expect(totalOf(scored, 'A Def')).toBe(4);
    // A Mid: XI 4, assist 20, 23 + 9 = 32 passes → 6, penalty missed −20 → 10
    expect(linesOf(scored, 'A Mid')).toEqual({ 'PXFB.starting': [1, 4], 'PXFB.assist': [1, 20], 'PXFB.passes_5': [6, 6], 'PXFB.penalty_missed': [1, -20] });
    expect(totalOf(scored, 'A Mid')).toBe(10);
    // A Fwd: XI 4, goal by a forward 40, shot on target 6 → 50 (substituted at 60')
    expect(totalOf(scored, 'A Fwd')).toBe(50);
    // A Sub: on at 60' 2, goal 40, shot 6; 4 passes make no point → 48
    expect(linesOf(scored, 'A Sub')).toEqual({ 'PXFB.substitute': [1, 2], 'PXFB.goal_fwd': [1, 40], 'PXFB.shot_on_target': [1, 6] });
    // A Bench never came on
    expect(linesOf(scored, 'A Bench')).toEqual({});
    // B GK: XI 4, penalty saved 50, two goals conceded (10', 80') −4 → 50
    expect(linesOf(scored, 'B GK')).toEqual({ 'PXFB.starting': [1, 4], 'PXFB.penalty_saved': [1, 50], 'PXFB.goal_conceded': [2, -4] });
    // B Def: XI 4, tackle 4, two yellows −8 and a red −10, conceded only the 10' goal (sent off at 75') −2 → −12
    expect(linesOf(scored, 'B Def')).toEqual({
      'PXFB.starting': [1, 4], 'PXFB.tackle_won': [1, 4], 'PXFB.goal_conceded': [1, -2], 'PXFB.yellow_card': [2, -8], 'PXFB.red_card': [1, -10],
    });
    expect(totalOf(scored, 'B Def')).toBe(-12);
    // B Mid: XI 4, chance created 3, 9 passes → 1 → 8; B Fwd: XI 4, shot 6 (the shoot-out goal counts for nothing) → 10
    expect(totalOf(scored, 'B Mid')).toBe(8);
    expect(linesOf(scored, 'B Fwd')).toEqual({ 'PXFB.starting': [1, 4], 'PXFB.shot_on_target': [1, 6] });
    expect(linesOf(scored, 'B Sub')).toEqual({});
  });

  it('a clean sheet needs 55 minutes on the pitch and no goal conceded meanwhile; live, it comes at minute 55', () => {
    const events: FeedEvent[] = [
      lineup({ players: ['K', 'D1', 'D2'], substitutes: ['D3'] }, { players: ['F'] }),
      play('tackle', { party: 2, player: 'F', period: 1, minute: 30 }),
      play('substitution', { party: 1, player: 'D3', period: 2, minute: 50, detail: { out: 'D2' } }),
      play('interception', { party: 1, player: 'D1', period: 2, minute: 54 }),
      play('interception', { party: 1, player: 'D1', period: 2, minute: 56 }),
      play('full_time', { period: 2, minute: 90 }),
    ];
    const roles = { K: 'GK', D1: 'DEF', D2: 'DEF', D3: 'DEF', F: 'FWD' };
    const live = footballFantasyPoints(events.slice(0, 4), { roles });
    expect(linesOf(live, 'K')).toEqual({ 'PXFB.starting': [1, 4] }); // 54 minutes so far
    const at56 = footballFantasyPoints(events.slice(0, 5), { roles });
    expect(linesOf(at56, 'K')).toEqual({ 'PXFB.starting': [1, 4], 'PXFB.clean_sheet': [1, 20] });
    const full = footballFantasyPoints(events, { roles });
    // D2 played 50 minutes, D3 40: no clean sheet for either; D1 and K played 90
    expect([totalOf(full, 'K'), totalOf(full, 'D1'), totalOf(full, 'D2'), totalOf(full, 'D3')]).toEqual([24, 32, 4, 2]);
    // goals by role: a defender's 60, a midfielder's 50, a player without a known role is scored as a forward (40)
    const goals = footballFantasyPoints([...events, play('goal', { party: 1, player: 'D1', period: 2, minute: 88 }), play('goal', { party: 1, player: 'K', period: 2, minute: 89 })], { roles: { ...roles, K: 'MID', D1: 'DEF' } });
    expect(linesOf(goals, 'D1')['PXFB.goal_def']).toEqual([1, 60]);
    expect(linesOf(goals, 'K')['PXFB.goal_mid']).toEqual([1, 50]);
    expect(linesOf(footballFantasyPoints(events.concat(play('goal', { party: 1, player: 'D1', period: 2, minute: 88 })), {}), 'D1')['PXFB.goal_fwd']).toEqual([1, 40]);
  });

  it('applies corrections: a goal corrected into a shot wide takes the goal, the assist and the goal conceded away', () => {
    const seqd = MATCH.map((e, seq) => ({ ...e, seq }));
    const goalSeq = seqd.findIndex((e) => e.kind === 'play' && e.payload.type === 'goal');
    const corrected = footballFantasyPoints(
      [...seqd, { kind: 'correction', payload: { seq: goalSeq, event: play('shot_off_target', { party: 1, player: 'A Fwd', period: 1, minute: 10 }) }, seq: seqd.length }],
      { roles: ROLES },
    );
    expect(totalOf(corrected, 'A Fwd')).toBe(50 - 40);
    expect(totalOf(corrected, 'A Mid')).toBe(10 - 20);
    expect(totalOf(corrected, 'B GK')).toBe(50 + 2);
    // B Def no longer concedes, but a player sent off gets no clean sheet
    expect(totalOf(corrected, 'B Def')).toBe(-12 + 2);
  });

  it('properties: totals are the breakdown, lines follow the table, corrections and line-up order behave', () => {
    const parties = [
      { position: 1 as const, name: 'A', players: ['a1', 'a2', 'a3', 'a4'], substitutes: ['a5'] },
      { position: 2 as const, name: 'B', players: ['b1', 'b2', 'b3'], substitutes: ['b4', 'b5'] },
    ];
    const names = namesOf(parties);
    checkScorerProperties({
      table: PX_FOOTBALL,
      score: footballFantasyPoints,
      parties,
      roles: { a1: 'GK', a2: 'DEF', a3: 'MID', a4: 'FWD', a5: 'DEF', b1: 'GK', b2: 'DEF', b3: 'FWD', b4: 'MID', b5: 'GK' },
      types: [...FOOTBALL_PLAYS, 'other'],
      periods: 5,
      detail: fc.record(
        { ownGoal: fc.boolean(), assist: fc.constantFrom(...names), out: fc.constantFrom(...names), savedBy: fc.constantFrom(...names), color: fc.constantFrom('yellow', 'red') },
        { requiredKeys: [] },
      ),
    });
  });
});
