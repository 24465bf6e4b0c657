import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent, FeedResult, SportPlay } from '../../feeds/events';
import { BADMINTON_PLAYS, FOOTBALL_PLAYS, FORMULA_ONE_PLAYS, HOCKEY_PLAYS, KABADDI_PLAYS, RESOLVERS, TENNIS_PLAYS } from '.';
import { answer } from './testing';

/** Plays that close a period sort after the period's other plays, as any real stream has them. */
const MARKERS = new Set(['half_time', 'full_time', 'quarter_end', 'set']);

const SPORTS: Record<string, { plays: readonly string[]; periods: number; marksGameEnd?: boolean }> = {
  football: { plays: FOOTBALL_PLAYS, periods: 5 },
  kabaddi: { plays: KABADDI_PLAYS, periods: 2 },
  hockey: { plays: HOCKEY_PLAYS, periods: 5 },
  tennis: { plays: TENNIS_PLAYS, periods: 3 },
  badminton: { plays: BADMINTON_PLAYS, periods: 3, marksGameEnd: true },
  formula_one: { plays: FORMULA_ONE_PLAYS, periods: 3 },
};

const detailArb = fc.record(
  {
    ownGoal: fc.boolean(),
    penalty: fc.boolean(),
    color: fc.constantFrom('yellow', 'red', 'green'),
    kind: fc.constantFrom('field', 'penalty_corner', 'penalty_stroke'),
    bonus: fc.nat(2),
    doOrDie: fc.boolean(),
    superTackle: fc.boolean(),
    server: fc.constantFrom(1, 2),
    tiebreak: fc.boolean(),
    games: fc.tuple(fc.nat(7), fc.nat(7)),
    score: fc.tuple(fc.nat(30), fc.nat(30)),
    team: fc.constantFrom('X', 'Y'),
    gap: fc.double({ min: 0, max: 30, noNaN: true }),
    firstServesIn: fc.nat(60),
    firstServes: fc.integer({ min: 60, max: 90 }),
  },
  { requiredKeys: [] },
);

const streamArb = (sport: string) => {
  const { plays, periods, marksGameEnd } = SPORTS[sport]!;
  const playArb = fc.record({
    type: fc.constantFrom(...plays),
    party: fc.constantFrom<1 | 2>(1, 2),
    player: fc.constantFrom('p', 'q', 'r'),
    period: fc.integer({ min: 1, max: periods }),
    minute: fc.integer({ min: 1, max: 130 }),
    value: fc.nat(4),
    detail: detailArb,
  });
  const resultArb = fc.constantFrom<FeedResult>({ type: 'win', winner: 1 }, { type: 'win', winner: 2 }, { type: 'draw' }, { type: 'tie' }, { type: 'no_result' }, { type: 'abandoned' });
  return fc.tuple(fc.array(playArb, { maxLength: 80 }), resultArb).map(([ps, res]) => {
    const key = (p: SportPlay) => p.period! + (MARKERS.has(p.type) || (marksGameEnd && p.type === 'game') ? 0.5 : 0);
    const sorted = [...ps].sort((a, b) => key(a) - key(b));
    const minutes = sorted.map((p) => p.minute!).sort((a, b) => a - b);
    const events: FeedEvent[] = sorted.map((p, i) => ({ kind: 'play', payload: { ...p, minute: minutes[i] } }));
    return [...events, { kind: 'result', payload: res } satisfies FeedEvent];
  });
};

/** Every over/under of these sports reads params.line only; other params are ignored. */
const LINE = { line: 2.5 };

describe('every non-cricket resolver', () => {
  for (const sport of Object.keys(SPORTS)) {
    const keys = Object.keys(RESOLVERS).filter((k) => k.startsWith(`${sport}.`));
    it(`${sport}: never changes an answer it has given as plays arrive, and decides everything at the result`, () => {
      expect(keys.length).toBeGreaterThan(10);
      fc.assert(
        fc.property(streamArb(sport), fc.nat(), (list, cut) => {
          const prefix = list.slice(0, cut % list.length);
          for (const key of keys) {
            const early = answer(key, prefix, LINE);
            const end = answer(key, list, LINE);
            expect(end, key).not.toBeNull();
            if (early !== null) expect(end, key).toBe(early);
            expect(['void', ...RESOLVERS[key]!.options], key).toContain(end);
          }
        }),
        { numRuns: 120 },
      );
    });
  }
});
