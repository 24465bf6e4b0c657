import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../../feeds/events';
import { UnknownResolverError, resolve } from '.';
import { applyCorrections, overUnder, VOID } from './engine';
import { play, result } from './testing';

const seq = (n: number, e: FeedEvent) => ({ ...e, seq: n });

describe('resolution engine', () => {
  it('a correction replaces the event with its seq before resolving', () => {
    const events = [
      seq(1, { kind: 'toss', payload: { winner: 1, decision: 'bat' } }),
      seq(2, { kind: 'correction', payload: { seq: 1, event: { kind: 'toss', payload: { winner: 2, decision: 'field' } } } }),
    ];
    expect(resolve('cricket.toss', null, events, { final: false })).toEqual({ status: 'settled', correct: 'B' });
    expect(applyCorrections(events)).toEqual([{ kind: 'toss', payload: { winner: 2, decision: 'field' } }]);
  });

  it('a corrected goal (disallowed: turned into a non-scoring play) changes what was settled', () => {
    const events = [
      seq(1, play('goal', { party: 1, period: 1, minute: 5 })),
      seq(2, result({ type: 'draw' })),
      seq(3, { kind: 'correction', payload: { seq: 1, event: play('shot_on_target', { party: 1, period: 1 }) } }),
    ];
    expect(resolve('football.first_goal', null, events, { final: true })).toEqual({ status: 'settled', correct: 'none' });
  });

  it('an integer line met exactly pushes (void); unknown resolvers and bad params are errors', () => {
    expect(overUnder(3, 3)).toBe(VOID);
    expect(overUnder(4, 3)).toBe('over');
    expect(() => resolve('cricket.nope', null, [], { final: false })).toThrow(UnknownResolverError);
    expect(() => resolve('cricket.sixes', { line: 'x' }, [result({ type: 'win', winner: 1 })], { final: true })).toThrow(/line/);
  });

  it('without a result and not final, undecided questions stay open', () => {
    expect(resolve('football.winner', null, [play('goal', { party: 1, period: 1 })], { final: false })).toBeNull();
    expect(resolve('football.winner', null, [play('goal', { party: 1, period: 1 })], { final: true })).toEqual({ status: 'void' });
  });
});
