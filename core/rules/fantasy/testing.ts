/**
 * Helpers for the fantasy scorer tests of the play-based sports: hand-made events, and the fast-check properties
 * every scorer must have (totals are the sum of the breakdown; the breakdown follows the table; a correction that
 * removes an event removes exactly its effect; the line-up's order changes nothing).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { FeedEvent, LineupPayload, PartyPosition, SportPlay } from '../../feeds/events';
import type { PointRow } from './pointRow';
import type { FantasyContext, FeedEvents, MatchPoints } from './types';

export const play = (type: string, fields: Omit<SportPlay, 'type'> = {}): FeedEvent => ({ kind: 'play', payload: { type, ...fields } });

export const lineup = (...parties: { players: string[]; substitutes?: string[] }[]): FeedEvent => ({
  kind: 'lineup',
  payload: { parties: parties.map((p, i) => ({ position: (i + 1) as PartyPosition, name: `Side ${i + 1}`, ...p })) },
});

/** A player's breakdown as { rule_id: [count, points] } (easy to compare with a hand-worked expectation). */
export function linesOf(points: MatchPoints, player: string): Record<string, [number, number]> {
  const p = points.players.find((x) => x.player === player);
  if (!p) throw new Error(`${player} is not listed`);
  return Object.fromEntries(p.breakdown.map((l) => [l.rule_id, [l.count, l.points]]));
}

export const totalOf = (points: MatchPoints, player: string): number => {
  const p = points.players.find((x) => x.player === player);
  if (!p) throw new Error(`${player} is not listed`);
  return p.points;
};

const byPlayer = (m: MatchPoints) => Object.fromEntries(m.players.map((p) => [p.player, p]));

export interface PropertySetup {
  table: { tag: string; rows: readonly PointRow[] };
  score: (events: FeedEvents, context: FantasyContext) => MatchPoints;
  /** the line-up's parties (one for a race) */
  parties: LineupPayload['parties'];
  roles: Record<string, string>;
  /** the sport's play types (its vocabulary) */
  types: readonly string[];
  periods: number;
  /** the details the sport's plays carry, names drawn from the line-up */
  detail: fc.Arbitrary<Record<string, unknown>>;
}

/** Names of a setup's line-up plus one the line-up does not hold. */
export const namesOf = (parties: LineupPayload['parties']): string[] => [...parties.flatMap((p) => [...p.players, ...(p.substitutes ?? [])]), 'Nobody Listed'];

export function checkScorerProperties(setup: PropertySetup): void {
  const names = namesOf(setup.parties);
  const playArb = fc.record(
    {
      type: fc.constantFrom(...setup.types),
      party: fc.constantFrom<PartyPosition>(...(setup.parties.map((p) => p.position) as [PartyPosition, ...PartyPosition[]]), 2),
      player: fc.constantFrom(...names),
      period: fc.integer({ min: 1, max: setup.periods }),
      minute: fc.integer({ min: 0, max: 120 }),
      value: fc.integer({ min: 0, max: 12 }),
      detail: setup.detail,
    },
    { requiredKeys: ['type'] },
  );
  const streamArb = fc.array(playArb, { maxLength: 60 }).map((ps) => {
    const sorted = [...ps].sort((a, b) => (a.minute ?? 0) - (b.minute ?? 0));
    const events: FeedEvent[] = [{ kind: 'lineup', payload: { parties: setup.parties } }, ...sorted.map((p): FeedEvent => ({ kind: 'play', payload: p }))];
    return events.map((e, seq) => ({ ...e, seq }));
  });
  const order = new Map(setup.table.rows.map((r, i) => [r.rule_id, i]));
  const perPoint = new Map(setup.table.rows.map((r) => [r.rule_id, r.points]));

  fc.assert(
    fc.property(streamArb, fc.nat(), fc.boolean(), (events, pick, result) => {
      const list = result ? [...events, { kind: 'result' as const, payload: { type: 'win' as const, winner: 1 as const }, seq: events.length }] : events;
      const scored = setup.score(list, { roles: setup.roles });
      expect(scored.tag).toBe(setup.table.tag);
      // every listed player, nobody else; totals are the sum of the breakdown, lines follow the table
      expect(scored.players.map((p) => p.player).sort()).toEqual(names.slice(0, -1).sort());
      for (const p of scored.players) {
        expect(Number.isInteger(p.points)).toBe(true);
        expect(p.points).toBe(p.breakdown.reduce((s, l) => s + l.points, 0));
        for (const l of p.breakdown) {
          expect(l.count).toBeGreaterThan(0);
          expect(l.points).toBe(l.count * perPoint.get(l.rule_id)!);
        }
        const idx = p.breakdown.map((l) => order.get(l.rule_id)!);
        expect(idx).toEqual([...idx].sort((a, b) => a - b));
      }
      // a correction that turns one play into nothing the scorer reads = that play was never there
      const plays = list.filter((e) => e.kind === 'play');
      if (plays.length > 0) {
        const gone = plays[pick % plays.length]!;
        const corrected = [...list, { kind: 'correction' as const, payload: { seq: gone.seq, event: { kind: 'play' as const, payload: { type: 'withdrawn' } } }, seq: list.length + 1 }];
        expect(byPlayer(setup.score(corrected, { roles: setup.roles }))).toEqual(byPlayer(setup.score(list.filter((e) => e !== gone), { roles: setup.roles })));
      }
      // the order of players in the line-up (and of the roles) changes nobody's points
      const reversed = list.map((e) =>
        e.kind === 'lineup'
          ? { ...e, payload: { parties: [...e.payload.parties].reverse().map((p) => ({ ...p, players: [...p.players].reverse(), substitutes: [...(p.substitutes ?? [])].reverse() })) } }
          : e,
      );
      const roles = Object.fromEntries(Object.entries(setup.roles).reverse());
      expect(byPlayer(setup.score(reversed, { roles }))).toEqual(byPlayer(scored));
    }),
    { numRuns: 150 },
  );
}
