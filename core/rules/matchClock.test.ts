import { describe, expect, it } from 'vitest';
import { advanceMatchClock, isBeforePointsFinal, matchHasStarted, pointsFinalDueAt, pointsFinalTimeOf, type MatchClockInput, type MatchTimes } from './matchClock';

const START = new Date('2026-04-16T14:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const settings = { lineupLeadMs: 30 * 60_000, pointsFinalAfterMs: 90 * 60_000 };
const fresh: MatchTimes = {
  status: 'scheduled',
  startTime: START,
  lineupAnnouncedAt: null,
  startedAt: null,
  completedAt: null,
  pointsFinalAt: null,
  settledAt: null,
};
const run = (over: Partial<MatchClockInput>) => advanceMatchClock({ match: fresh, feed: {}, now: at(-60), settings, ...over });

describe('match clock', () => {
  it('stays scheduled until 30 minutes before start, then announces line-ups at that time', () => {
    expect(run({ now: at(-31) }).status).toBe('scheduled');
    const m = run({ now: at(-30) });
    expect(m).toMatchObject({ status: 'lineup_announced', lineupAnnouncedAt: at(-30) });
  });

  it('takes an earlier line-up event from the feed', () => {
    expect(run({ now: at(-45), feed: { lineupAt: at(-50) } })).toMatchObject({ status: 'lineup_announced', lineupAnnouncedAt: at(-50) });
  });

  it('goes live exactly at the start time, with the start time as startedAt', () => {
    expect(run({ now: new Date(START.getTime() - 1) }).status).toBe('lineup_announced');
    expect(run({ now: START })).toMatchObject({ status: 'live', startedAt: START });
  });

  it('completes at the result event time, not when the job runs', () => {
    const result = { result: { type: 'win' as const, winner: 1 as const }, at: at(200) };
    expect(run({ now: at(199), feed: { result } }).status).toBe('live');
    expect(run({ now: at(201), feed: { result } })).toMatchObject({ status: 'completed', completedAt: at(200) });
  });

  it('is points final POINTS_FINAL_AFTER_S after completion, or when staff finalize earlier', () => {
    const result = { result: { type: 'win' as const, winner: 2 as const }, at: at(200) };
    expect(run({ now: at(289), feed: { result } }).status).toBe('completed');
    expect(run({ now: at(290), feed: { result } })).toMatchObject({ status: 'points_final', pointsFinalAt: at(290) });
    expect(run({ now: at(210), feed: { result }, finalizeAt: at(210) })).toMatchObject({ status: 'points_final', pointsFinalAt: at(210) });
  });

  it('tells the player when the points become final: the time the clock moves a completed match, or the time it did', () => {
    const result = { result: { type: 'win' as const, winner: 2 as const }, at: at(200) };
    const done = run({ now: at(250), feed: { result } });
    expect(done.status).toBe('completed');
    expect(pointsFinalDueAt(at(200), settings.pointsFinalAfterMs)).toEqual(at(290));
    expect(pointsFinalTimeOf(done, settings.pointsFinalAfterMs)).toEqual(at(290));
    // the same time the clock uses
    expect(run({ now: at(290), feed: { result } })).toMatchObject({ status: 'points_final', pointsFinalAt: pointsFinalTimeOf(done, settings.pointsFinalAfterMs) });
    const final = run({ now: at(210), feed: { result }, finalizeAt: at(210) });
    expect(pointsFinalTimeOf(final, settings.pointsFinalAfterMs)).toEqual(at(210));
    expect(pointsFinalTimeOf({ ...final, status: 'settled' }, settings.pointsFinalAfterMs)).toEqual(at(210));
    for (const status of ['scheduled', 'live', 'abandoned'] as const) expect(pointsFinalTimeOf({ ...done, status }, settings.pointsFinalAfterMs)).toBeNull();
    expect(pointsFinalTimeOf({ ...done, completedAt: null }, settings.pointsFinalAfterMs)).toBeNull();
  });

  it('settles only once the settlement reports every challenge done', () => {
    const result = { result: { type: 'tie' as const, winner: 1 as const, decidedBySuperOver: true }, at: at(200) };
    expect(run({ now: at(400), feed: { result } }).status).toBe('points_final');
    expect(run({ now: at(400), feed: { result }, settlementDone: true })).toMatchObject({ status: 'settled', settledAt: at(400) });
  });

  it('a past match goes all the way in one call; a second call changes nothing', () => {
    const result = { result: { type: 'win' as const, winner: 1 as const }, at: at(200) };
    const once = run({ now: at(1000), feed: { result } });
    expect(once).toMatchObject({ status: 'points_final', lineupAnnouncedAt: at(-30), startedAt: START, completedAt: at(200), pointsFinalAt: at(290) });
    expect(advanceMatchClock({ match: once, feed: { result }, now: at(1000), settings })).toEqual(once);
  });

  it('no result or abandonment ends in abandoned, before or after the start', () => {
    const noResult = { result: { type: 'no_result' as const }, at: at(90) };
    expect(run({ now: at(100), feed: { result: noResult } })).toMatchObject({ status: 'abandoned', completedAt: at(90) });
    const calledOff = { result: { type: 'abandoned' as const }, at: at(-10) };
    expect(run({ now: at(-5), feed: { result: calledOff } })).toMatchObject({ status: 'abandoned', startedAt: null });
  });

  it('terminal states stay put', () => {
    for (const status of ['settled', 'abandoned'] as const) {
      expect(advanceMatchClock({ match: { ...fresh, status }, feed: {}, now: at(5000), settings, settlementDone: true }).status).toBe(status);
    }
  });

  it('staff may change answers only before points are final', () => {
    expect(isBeforePointsFinal('live')).toBe(true);
    expect(isBeforePointsFinal('completed')).toBe(true);
    expect(isBeforePointsFinal('points_final')).toBe(false);
    expect(isBeforePointsFinal('abandoned')).toBe(false);
  });

  it('"started" is the countdown rule: from the start time on', () => {
    expect(matchHasStarted(START, new Date(START.getTime() - 1))).toBe(false);
    expect(matchHasStarted(START, START)).toBe(true);
  });
});
