/**
 * What the fantasy scorers of every sport but cricket share (ADR 012): the match's SportPlay events read once
 * (corrections applied, the line-up's starters, substitutes and parties), a tally of rule counts per player, and
 * the tally turned into each listed player's total and breakdown in the table's order.
 *
 * Players are the feed's names. Only players of the line-up (starters and substitutes) are listed; a play that
 * names anybody else counts for nobody.
 */
import type { FeedResult, PartyPosition, SportPlay } from '../../feeds/events';
import { applyCorrections } from '../resolution/engine';
import type { PointRow } from './pointRow';
import type { FeedEvents, MatchPoints, PlayerPoints, PointLine } from './types';

export interface PlaysMatch {
  /** the plays in feed order, corrections applied */
  plays: SportPlay[];
  result?: FeedResult;
  /** every listed player's party, in line-up order (party 1's starters, its substitutes, then party 2's) */
  party: Map<string, PartyPosition>;
  starters: Set<string>;
  substitutes: Set<string>;
  /** each party's listed players (starters first) */
  sides: Record<PartyPosition, string[]>;
}

export function readPlays(events: FeedEvents): PlaysMatch {
  const list = applyCorrections(events);
  const match: PlaysMatch = { plays: [], party: new Map(), starters: new Set(), substitutes: new Set(), sides: { 1: [], 2: [] } };
  for (const e of list) {
    if (e.kind === 'play') match.plays.push(e.payload);
    else if (e.kind === 'result') match.result = e.payload;
    else if (e.kind === 'lineup') {
      for (const side of e.payload.parties) {
        for (const p of side.players) {
          match.party.set(p, side.position);
          match.starters.add(p);
          match.sides[side.position].push(p);
        }
        for (const p of side.substitutes ?? []) {
          if (match.party.has(p)) continue;
          match.party.set(p, side.position);
          match.substitutes.add(p);
          match.sides[side.position].push(p);
        }
      }
    }
  }
  return match;
}

export const otherParty = (p: PartyPosition): PartyPosition => (p === 1 ? 2 : 1);

/** A name carried in a play's detail (an assist, a substituted player, a goalkeeper who saved), if any. */
export const detailName = (p: SportPlay, key: string): string | undefined => {
  const v = p.detail?.[key];
  return typeof v === 'string' && v !== '' ? v : undefined;
};

export const detailNumber = (p: SportPlay, key: string): number | undefined => {
  const v = p.detail?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

/** Names in a play's detail list (kabaddi's touched defenders, a rubber's side). */
export const detailNames = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** How many times each rule applied to each player. */
export class RuleCounts<R extends string> {
  private readonly counts = new Map<string, Map<R, number>>();

  add(player: string | undefined, rule: R, n = 1): void {
    if (!player || n === 0) return;
    let m = this.counts.get(player);
    if (!m) this.counts.set(player, (m = new Map()));
    m.set(rule, (m.get(rule) ?? 0) + n);
  }

  get(player: string, rule: R): number {
    return this.counts.get(player)?.get(rule) ?? 0;
  }
}

/**
 * Every listed player's total and breakdown (rules with a positive count, in the table's order). A player for whom
 * `scores` says no (a substitute who never came on) is listed with nothing, whatever a play says about him.
 */
export function scoreTable<R extends string>(
  table: { tag: string; rows: readonly PointRow[] },
  match: PlaysMatch,
  counts: RuleCounts<R>,
  scores: (player: string) => boolean = () => true,
): MatchPoints {
  const scoring = table.rows.filter((r) => r.points !== undefined && r.points !== 0);
  const players = [...match.party].map(([player, party]): PlayerPoints => {
    const breakdown: PointLine[] = [];
    if (scores(player)) for (const row of scoring) {
      const count = counts.get(player, row.rule_id as R);
      if (count > 0) breakdown.push({ rule_id: row.rule_id, count, points: count * row.points! });
    }
    return { player, party, points: breakdown.reduce((s, l) => s + l.points, 0), breakdown };
  });
  return { tag: table.tag, players };
}
