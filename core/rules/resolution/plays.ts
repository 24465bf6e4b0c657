/**
 * The view every non-cricket resolver reads: the match's SportPlay events in order (core/feeds/events.ts) and its
 * result. Each sport's file names its play vocabulary (`<SPORT>_PLAYS`) and what every field means for it.
 */
import type { FeedEvent, PartyPosition, SportPlay } from '../../feeds/events';
import { VOID, type Answer, type MatchView } from './engine';

export interface PlaysView extends MatchView {
  plays: SportPlay[];
}

export function playsView(events: readonly FeedEvent[]): PlaysView {
  const view: PlaysView = { plays: [] };
  for (const e of events) {
    if (e.kind === 'play') view.plays.push(e.payload);
    else if (e.kind === 'result') view.result = e.payload;
  }
  return view;
}

export const partyKey = (p: PartyPosition): string => (p === 1 ? 'A' : 'B');

/** Σ of `weight` (1 by default) over the plays that match, per party. */
export function perParty(plays: readonly SportPlay[], weight: (p: SportPlay) => number = () => 1): Record<PartyPosition, number> {
  const out: Record<PartyPosition, number> = { 1: 0, 2: 0 };
  for (const p of plays) if (p.party === 1 || p.party === 2) out[p.party] += weight(p);
  return out;
}

/** Σ of `weight` per player (plays without a player are skipped). */
export function perPlayer(plays: readonly SportPlay[], weight: (p: SportPlay) => number = () => 1): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of plays) if (p.player) out.set(p.player, (out.get(p.player) ?? 0) + weight(p));
  return out;
}

export const maxOf = (m: Map<string, number>): number => Math.max(0, ...m.values());

/** The party of the first play, or null if none. */
export const firstParty = (plays: readonly SportPlay[]): Answer | null => (plays[0]?.party ? partyKey(plays[0].party) : null);

/** A three-way result from two counts: 'A', `levelKey`, 'B'. */
export const threeWay = (a: number, b: number, levelKey: string): Answer => (a > b ? 'A' : b > a ? 'B' : levelKey);

/** The result event's winner as an option key; no winner → void. */
export const resultWinner = (v: MatchView): Answer => (v.result?.winner ? partyKey(v.result.winner) : VOID);

/** Bands of a count, keyed g0 / g1 / g2 (2 or more). */
export const zeroOneMore = (n: number): string => (n >= 2 ? 'g2' : `g${n}`);
