import type { FeedEvent, TimedFeedEvent } from '../../core/feeds/events';

/**
 * Providers that make up their own clock (sim, replay) plan each event at a real-time offset from the scheduled
 * start (negative = before it), then compress it by FEED_SPEED from the start the game stored.
 */
export interface PlannedEvent {
  offsetMs: number;
  event: FeedEvent;
}

export const MINUTE_MS = 60_000;
/** Line-ups (and the toss) come 30 minutes before the start at normal speed (docs/product.md §10.2). */
export const LINEUP_LEAD_MS = 30 * MINUTE_MS;

/** Planned offsets → events on the compressed clock that are due by `now`; seq is the plan's order (1-based). */
export function timedEvents(start: Date, planned: readonly PlannedEvent[], speed: number, now: Date): TimedFeedEvent[] {
  const out: TimedFeedEvent[] = [];
  planned.forEach((p, i) => {
    const at = new Date(start.getTime() + Math.round(p.offsetMs / speed));
    if (at.getTime() <= now.getTime()) out.push({ ...p.event, seq: i + 1, at } as TimedFeedEvent);
  });
  return out;
}

/** Cricket pacing on the real clock: a delivery every 45 s and 20-minute breaks make a T20 about 3½ hours. */
export const BALL_MS = 45_000;
export const INNINGS_BREAK_MS = 20 * MINUTE_MS;
