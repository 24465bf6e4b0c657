import type { FeedResult, LineupPayload, SportPlay } from '../../../core/feeds/events';
import { LINEUP_LEAD_MS, MINUTE_MS, type PlannedEvent } from '../timeline';

/**
 * A simulated match of any sport but cricket as planned events: the line-up half an hour before, the start, the
 * plays at their real-time minute, the result. Plays may be added out of order; `finish` puts them in time order
 * (stable: plays of one minute keep the order they were added in).
 */
export class Plan {
  private readonly events: PlannedEvent[] = [];
  constructor(parties: LineupPayload['parties']) {
    this.events.push({ offsetMs: -LINEUP_LEAD_MS, event: { kind: 'lineup', payload: { parties } } });
    this.events.push({ offsetMs: 0, event: { kind: 'start', payload: {} } });
  }
  play(minute: number, payload: SportPlay): void {
    // nothing before the start: a play "half a minute before" minute 0 is at the start
    this.events.push({ offsetMs: Math.round(Math.max(0, minute) * MINUTE_MS), event: { kind: 'play', payload } });
  }
  /** plays are added per kind; the stream is put in time order before the result */
  finish(minute: number, result: FeedResult): PlannedEvent[] {
    const [lineup, start, ...rest] = this.events;
    rest.sort((a, b) => a.offsetMs - b.offsetMs);
    return [lineup!, start!, ...rest, { offsetMs: Math.round((minute + 1) * MINUTE_MS), event: { kind: 'result', payload: result } }];
  }
}
