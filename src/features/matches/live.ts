/**
 * How the match centre keeps its data current between reads (ADR 017): the live stream's messages are kept as a
 * patch over the last read, so a later read (a poll, a reset, the device copy) never loses what the stream said
 * after it and never shows an event twice.
 */
import type { MatchCentreData, MatchEventDto } from '../../../core/api/matches';
import type { MatchStatusDto } from '../../../core/api/results';
import type { FeedEvent } from '../../../core/feeds/events';
import type { CentreEvent } from '../../../core/rules/matchCentre';

/** The match is over (or called off): nothing more will happen, so the screen stops asking. */
const OVER: ReadonlySet<MatchStatusDto> = new Set(['completed', 'points_final', 'settled', 'abandoned']);
export const isOver = (status: MatchStatusDto): boolean => OVER.has(status);

export interface LivePatch {
  /** events the stream sent, oldest first, each seq once */
  events: MatchEventDto[];
  /** the last `status` message and when it came (server clock): newer than a read's fetchedAt, it wins */
  status: { at: number; status: MatchStatusDto; score: MatchCentreData['score'] } | null;
}

export const EMPTY_PATCH: LivePatch = { events: [], status: null };

const highestSeq = (events: readonly MatchEventDto[]): number => events.reduce((m, e) => Math.max(m, e.seq), 0);

/** Appends the stream's events whose seq is above every seq held (read or streamed): none is applied twice. */
export function appendEvents(patch: LivePatch, held: readonly MatchEventDto[], incoming: readonly MatchEventDto[]): LivePatch {
  const top = Math.max(highestSeq(held), highestSeq(patch.events));
  const fresh = incoming.filter((e) => e.seq > top).sort((a, b) => a.seq - b.seq);
  const unique = fresh.filter((e, i) => i === 0 || e.seq !== fresh[i - 1]!.seq);
  return unique.length === 0 ? patch : { ...patch, events: [...patch.events, ...unique] };
}

/** The read with the stream's patch over it. */
export function withLive(base: MatchCentreData, fetchedAt: number, patch: LivePatch): MatchCentreData {
  const top = highestSeq(base.events);
  const later = patch.events.filter((e) => e.seq > top);
  const status = patch.status && patch.status.at > fetchedAt ? patch.status : null;
  if (later.length === 0 && !status) return base;
  return {
    ...base,
    events: later.length > 0 ? [...base.events, ...later] : base.events,
    ...(status ? { status: status.status, score: status.score } : {}),
  };
}

/** The stored rows as core's feed events: the server stores each row from a FeedEvent, kind and payload as they were. */
export const centreEvents = (events: readonly MatchEventDto[]): CentreEvent[] =>
  events.map((e) => ({ kind: e.kind, payload: e.payload, seq: e.seq }) as FeedEvent & { seq: number });

/** A stream message's rows, if they look like rows (the stream's data is JSON from the server, typed loosely). */
export function eventRows(data: Record<string, unknown>): MatchEventDto[] {
  const rows = Array.isArray(data.events) ? data.events : [];
  return rows.filter(
    (r): r is MatchEventDto =>
      typeof r === 'object' && r !== null && Number.isInteger((r as MatchEventDto).seq) && typeof (r as MatchEventDto).kind === 'string',
  );
}
