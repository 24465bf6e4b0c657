import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { HOCKEY_PLAYS } from '../resolution/hockey';
import { fantasyPoints, pointTable } from '.';
import { hockeyFantasyPoints } from './hockey';
import { PX_HOCKEY } from './hockeyTable';
import { checkScorerProperties, lineup, linesOf, namesOf, play, totalOf } from './testing';

const ROLES = {
  'A GK': 'GK', 'A Def': 'DEF', 'A Mid': 'MID', 'A Fwd': 'FWD', 'A Sub': 'DEF', 'A Bench': 'MID',
  'B GK': 'GK', 'B Def': 'DEF', 'B Fwd': 'FWD', 'B Sub': 'GK',
};
const q = (period: number, minute: number) => ({ period, minute });

/** 2–2 after four quarters, then a shoot-out (which counts for nothing). */
const MATCH: FeedEvent[] = [
  lineup({ players: ['A GK', 'A Def', 'A Mid', 'A Fwd'], substitutes: ['A Sub', 'A Bench'] }, { players: ['B GK', 'B Def', 'B Fwd'], substitutes: ['B Sub'] }),
  play('shot_on_target', { party: 1, player: 'A Fwd', ...q(1, 5) }),
  play('goal', { party: 1, player: 'A Fwd', ...q(1, 5), detail: { kind: 'field', assist: 'A Mid' } }),
  play('shot_on_target', { party: 2, player: 'B Fwd', ...q(1, 8) }),
  play('save', { party: 1, player: 'A GK', ...q(1, 8) }),
  play('tackle', { party: 1, player: 'A Def', ...q(1, 10) }),
  play('tackle', { party: 2, player: 'B Def', ...q(1, 11) }),
  play('card', { party: 1, player: 'A Mid', ...q(1, 12), detail: { color: 'green' } }),
  play('quarter_end', { period: 1 }),
  play('substitution', { party: 1, player: 'A Sub', ...q(2, 20), detail: { out: 'A Def' } }),
  play('substitution', { party: 2, player: 'B Sub', ...q(2, 22), detail: { out: 'B GK' } }),
  play('penalty_corner', { party: 2, ...q(2, 25) }),
  play('shot_on_target', { party: 2, player: 'B Def', ...q(2, 25) }),
  play('goal', { party: 2, player: 'B Def', ...q(2, 25), detail: { kind: 'penalty_corner', assist: 'B Fwd' } }),
  play('substitution', { party: 1, player: 'A Def', ...q(2, 28), detail: { out: 'A Sub' } }),
  play('quarter_end', { period: 2 }),
  play('card', { party: 2, player: 'B Def', ...q(3, 35), detail: { color: 'yellow' } }),
  play('card', { party: 2, player: 'B Fwd', ...q(3, 40), detail: { color: 'red' } }),
  play('quarter_end', { period: 3 }),
  play('penalty_stroke', { party: 1, ...q(4, 50) }),
  play('shot_on_target', { party: 1, player: 'A Mid', ...q(4, 50) }),
  play('goal', { party: 1, player: 'A Mid', ...q(4, 50), detail: { kind: 'penalty_stroke' } }),
  play('shot_on_target', { party: 2, player: 'B Def', ...q(4, 55) }),
  play('goal', { party: 2, player: 'B Def', ...q(4, 55), detail: { kind: 'field' } }),
  play('quarter_end', { period: 4 }),
  play('shootout', { period: 5 }),
  play('goal', { party: 2, player: 'B Sub', period: 5 }),
  play('save', { party: 1, player: 'A GK', period: 5 }),
  { kind: 'result', payload: { type: 'win', winner: 2, method: 'shoot-out' } },
];

describe('hockey fantasy points (PX-hockey-v1)', () => {
  const scored = hockeyFantasyPoints(MATCH, { roles: ROLES });

  it('is the registered hockey table and scorer', () => {
    expect(pointTable('hockey')).toBe(PX_HOCKEY);
    expect(fantasyPoints('hockey', MATCH, { roles: ROLES })).toEqual(scored);
    expect(scored.tag).toBe('PX-hockey-v1');
  });

  it('scores every player of the hand-made match as worked out by hand', () => {
    // A GK: XI 4, save 6 (the shoot-out save counts for nothing), conceded 2 → −4 → 6
    expect(linesOf(scored, 'A GK')).toEqual({ 'PXHK.starting': [1, 4], 'PXHK.save': [1, 6], 'PXHK.goal_conceded': [2, -4] });
    // A Def: XI 4, tackle 4, conceded 2 (rolling off and on changes nothing) → 4
    expect(totalOf(scored, 'A Def')).toBe(4);
    // A Mid: XI 4, stroke goal by a midfielder 50, assist 20, shot 6, green card −2 → 78
    expect(linesOf(scored, 'A Mid')).toEqual({
      'PXHK.starting': [1, 4], 'PXHK.goal_mid': [1, 50], 'PXHK.assist': [1, 20], 'PXHK.shot_on_target': [1, 6], 'PXHK.green_card': [1, -2],
    });
    expect(totalOf(scored, 'A Mid')).toBe(78);
    // A Fwd: 4 + 40 + 6 → 50
    expect(totalOf(scored, 'A Fwd')).toBe(50);
    // A Sub (DEF): on at 20' 2, both goals conceded after that −4 → −2; A Bench never came on
    expect(linesOf(scored, 'A Sub')).toEqual({ 'PXHK.substitute': [1, 2], 'PXHK.goal_conceded': [2, -4] });
    expect(linesOf(scored, 'A Bench')).toEqual({});
    // B GK: 4, conceded 2 → 0; B Sub (GK): on at 22' 2, conceded the 50' goal only −2 → 0 (the shoot-out goal: nothing)
    expect([totalOf(scored, 'B GK'), totalOf(scored, 'B Sub')]).toEqual([0, 0]);
    expect(linesOf(scored, 'B Sub')).toEqual({ 'PXHK.substitute': [1, 2], 'PXHK.goal_conceded': [1, -2] });
    // B Def: 4, two goals by a defender 120, two shots 12, tackle 4, conceded 2 −4, yellow −4 → 132
    expect(linesOf(scored, 'B Def')).toEqual({
      'PXHK.starting': [1, 4], 'PXHK.goal_def': [2, 120], 'PXHK.shot_on_target': [2, 12], 'PXHK.tackle_won': [1, 4],
      'PXHK.goal_conceded': [2, -4], 'PXHK.yellow_card': [1, -4],
    });
    expect(totalOf(scored, 'B Def')).toBe(132);
    // B Fwd: 4, shot 6, assist 20, red −10 → 20
    expect(totalOf(scored, 'B Fwd')).toBe(20);
  });

  it('a clean sheet comes once the fourth quarter is over, never to a player sent off', () => {
    const roles = { K: 'GK', D: 'DEF', F: 'FWD' };
    const upTo3: FeedEvent[] = [
      lineup({ players: ['K', 'D'] }, { players: ['F'] }),
      play('goal', { party: 1, player: 'D', period: 1, minute: 3, detail: { kind: 'penalty_corner' } }),
      play('quarter_end', { period: 3 }),
    ];
    expect(linesOf(hockeyFantasyPoints(upTo3, { roles }), 'K')).toEqual({ 'PXHK.starting': [1, 4] });
    const full = [...upTo3, play('quarter_end', { period: 4 })];
    expect(linesOf(hockeyFantasyPoints(full, { roles }), 'K')).toEqual({ 'PXHK.starting': [1, 4], 'PXHK.clean_sheet': [1, 20] });
    expect(totalOf(hockeyFantasyPoints(full, { roles }), 'D')).toBe(4 + 60 + 20);
    const sentOff = [...upTo3, play('card', { party: 1, player: 'D', period: 4, minute: 50, detail: { color: 'red' } }), { kind: 'result' as const, payload: { type: 'win' as const, winner: 1 as const } }];
    expect(totalOf(hockeyFantasyPoints(sentOff, { roles }), 'D')).toBe(4 + 60 - 10);
    expect(totalOf(hockeyFantasyPoints(sentOff, { roles }), 'K')).toBe(24);
  });

  it('properties: totals are the breakdown, lines follow the table, corrections and line-up order behave', () => {
    const parties = [
      { position: 1 as const, name: 'A', players: ['a1', 'a2', 'a3', 'a4'], substitutes: ['a5'] },
      { position: 2 as const, name: 'B', players: ['b1', 'b2', 'b3'], substitutes: ['b4', 'b5'] },
    ];
    const names = namesOf(parties);
    checkScorerProperties({
      table: PX_HOCKEY,
      score: hockeyFantasyPoints,
      parties,
      roles: { a1: 'GK', a2: 'DEF', a3: 'MID', a4: 'FWD', a5: 'DEF', b1: 'GK', b2: 'DEF', b3: 'FWD', b4: 'MID', b5: 'GK' },
      types: [...HOCKEY_PLAYS, 'other'],
      periods: 5,
      detail: fc.record(
        { kind: fc.constantFrom('field', 'penalty_corner', 'penalty_stroke'), assist: fc.constantFrom(...names), out: fc.constantFrom(...names), color: fc.constantFrom('green', 'yellow', 'red') },
        { requiredKeys: [] },
      ),
    });
  });
});
