import type { FeedEvent } from '../../../core/feeds/events';

/** An event at real-time offset from the scheduled start (negative = before it); the provider compresses it by FEED_SPEED. */
export interface PlannedEvent {
  offsetMs: number;
  event: FeedEvent;
}

export const MINUTE_MS = 60_000;
/** Line-ups (and the toss) come 30 minutes before the start at normal speed (fantasy-operations §4). */
export const LINEUP_LEAD_MS = 30 * MINUTE_MS;
