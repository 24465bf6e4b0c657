/**
 * What every sport's match centre shares: the corrected event list with each event's stored seq, the result as
 * the centre shows it, and the two-decimal rounding of rates. Pure: no text (the PWA words everything, in English
 * and Hindi), names as the feed gives them.
 */
import type { FeedEvent, FeedResult, PartyPosition } from '../../feeds/events';
import { applyCorrections } from '../resolution/engine';

/** A stored event (with seq) or a parser's plain event (without). */
export type CentreEvent = FeedEvent & { seq?: number };

/** A party as the caller knows it (the match's parties: position 1 = home / first listed). */
export interface CentreParty {
  position: PartyPosition;
  name: string;
}

export interface Sequenced<E extends FeedEvent = FeedEvent> {
  event: E;
  /** the stored event's seq (a corrected event keeps the seq of the event it replaced); null for a plain list */
  seq: number | null;
}

/**
 * Corrections applied first (as the resolvers do). applyCorrections drops the corrections and keeps every other
 * event in place, but a replacement event carries no seq of its own: the seq is taken from the slot it fills.
 */
export function correctedEvents(events: readonly CentreEvent[]): Sequenced[] {
  const fixed = applyCorrections(events);
  const seqs = events.filter((e) => e.kind !== 'correction').map((e) => e.seq);
  return fixed.map((event, i) => ({ event, seq: seqs[i] ?? null }));
}

/** How the match ended, every field present (null when the feed gives none). */
export interface ResultInfo {
  type: FeedResult['type'];
  winner: PartyPosition | null;
  margin: Record<string, number> | null;
  method: string | null;
  decidedBySuperOver: boolean;
  /** no_result or abandoned: the match was not decided (the PWA says so rather than a score line) */
  noResult: boolean;
}

export function resultInfo(r: FeedResult): ResultInfo {
  return {
    type: r.type,
    winner: r.winner ?? null,
    margin: r.margin ? { ...r.margin } : null,
    method: r.method ?? null,
    decidedBySuperOver: r.decidedBySuperOver === true,
    noResult: r.type === 'no_result' || r.type === 'abandoned',
  };
}

/** The last result event of a corrected list, or null while the match is on. */
export function lastResult(events: readonly Sequenced[]): ResultInfo | null {
  let r: FeedResult | null = null;
  for (const { event } of events) if (event.kind === 'result') r = event.payload;
  return r ? resultInfo(r) : null;
}

/** numerator / denominator rounded to 2 decimals; null when the denominator is 0 (no ball, no over yet). */
export function ratio2(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  // one division of integers scaled by 100: no float drift from rounding a rounded value
  return Math.round((numerator * 100) / denominator) / 100;
}

export type PerParty<T> = Record<PartyPosition, T>;
export const perPartyOf = <T>(make: () => T): PerParty<T> => ({ 1: make(), 2: make() });
export const isParty = (p: unknown): p is PartyPosition => p === 1 || p === 2;
