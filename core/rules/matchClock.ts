/**
 * The match clock (ADR 008): one pure state machine from a match's stored times and result, what the feed has
 * delivered so far, the time now and the settings, to the state the match should be in and the time of each
 * transition. The lifecycle job (server/modules/matches) stores what this returns; running it twice, or in two
 * processes, gives the same answer because every timestamp comes from the data (start time, event times, the
 * completion time plus the points-final delay), never from when the job happened to run — except a staff
 * "finalize now", which passes its own time.
 *
 *   scheduled → lineup_announced → live → completed → points_final → settled
 *   abandoned: the feed ended the match with no result / abandoned, from any state before points_final.
 */
import type { FeedResult } from '../feeds/events';
import { countdown } from '../text';

export const MATCH_STATES = ['scheduled', 'lineup_announced', 'live', 'completed', 'points_final', 'settled', 'abandoned'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** The match's stored lifecycle columns (matches.*). */
export interface MatchTimes {
  status: MatchState;
  startTime: Date;
  lineupAnnouncedAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  pointsFinalAt: Date | null;
  settledAt: Date | null;
}

/** What the feed has delivered up to now (read from match_events). */
export interface FeedProgress {
  /** time of the line-up event, if one arrived */
  lineupAt?: Date;
  /** the result event and its time, if the match is over */
  result?: { result: FeedResult; at: Date };
}

export interface MatchClockSettings {
  /** line-ups are announced this long before start when the feed sends none earlier (30 min, scaled by FEED_SPEED) */
  lineupLeadMs: number;
  /** points are final this long after completion (POINTS_FINAL_AFTER_S) */
  pointsFinalAfterMs: number;
}

export interface MatchClockInput {
  match: MatchTimes;
  feed: FeedProgress;
  now: Date;
  settings: MatchClockSettings;
  /** staff "finalize points now": points_final at this time (not before completion) */
  finalizeAt?: Date;
  /** every challenge of the match is settled (results.settleMatch reported pendingChallenges 0) */
  settlementDone?: boolean;
}

export type MatchClockStep = MatchTimes;

/** A result that refunds every entry instead of scoring it. */
export function endsWithoutResult(result: FeedResult): boolean {
  return result.type === 'no_result' || result.type === 'abandoned';
}

/** The match has started by the server's clock: the same rule as every countdown and join check (core/text). */
export function matchHasStarted(startTime: Date, now: Date): boolean {
  return countdown(startTime.getTime(), now.getTime()).kind === 'started';
}

/** When a completed match's points become final: its completion time plus the points-final delay (POINTS_FINAL_AFTER_S). */
export function pointsFinalDueAt(completedAt: Date, pointsFinalAfterMs: number): Date {
  return new Date(completedAt.getTime() + pointsFinalAfterMs);
}

/**
 * When the match's points become (or became) final, for the player's screens: for a completed match the time the
 * clock will move it to points_final (unless staff finalize earlier), for a points_final or settled match the time
 * it did; null before completion, for an abandoned match, or when the time is not stored.
 */
export function pointsFinalTimeOf(m: Pick<MatchTimes, 'status' | 'completedAt' | 'pointsFinalAt'>, pointsFinalAfterMs: number): Date | null {
  switch (m.status) {
    case 'completed':
      return m.completedAt ? pointsFinalDueAt(m.completedAt, pointsFinalAfterMs) : null;
    case 'points_final':
    case 'settled':
      return m.pointsFinalAt;
    default:
      return null;
  }
}

const earliest = (a: Date, b: Date | undefined) => (b && b.getTime() < a.getTime() ? b : a);

/** One transition from `m`, or null when the match stays where it is. */
function step(m: MatchTimes, input: MatchClockInput): MatchTimes | null {
  const { feed, now, settings } = input;
  const nowMs = now.getTime();
  switch (m.status) {
    case 'scheduled': {
      const lineupDue = new Date(m.startTime.getTime() - settings.lineupLeadMs);
      const at = earliest(lineupDue, feed.lineupAt);
      if (at.getTime() > nowMs) return null;
      return { ...m, status: 'lineup_announced', lineupAnnouncedAt: at };
    }
    case 'lineup_announced':
      if (!matchHasStarted(m.startTime, now)) {
        // A feed may call a match off before it starts.
        if (feed.result && endsWithoutResult(feed.result.result)) return { ...m, status: 'abandoned', completedAt: feed.result.at };
        return null;
      }
      return { ...m, status: 'live', startedAt: m.startTime };
    case 'live': {
      if (!feed.result || feed.result.at.getTime() > nowMs) return null;
      const status = endsWithoutResult(feed.result.result) ? 'abandoned' : 'completed';
      return { ...m, status, completedAt: feed.result.at };
    }
    case 'completed': {
      const due = pointsFinalDueAt(m.completedAt ?? now, settings.pointsFinalAfterMs);
      const at = input.finalizeAt && input.finalizeAt.getTime() < due.getTime() ? input.finalizeAt : due;
      if (at.getTime() > nowMs) return null;
      return { ...m, status: 'points_final', pointsFinalAt: at };
    }
    case 'points_final':
      return input.settlementDone ? { ...m, status: 'settled', settledAt: now } : null;
    case 'settled':
    case 'abandoned':
      return null;
  }
}

/** The state the match should be in now, applying every transition that is due (a past match goes all the way). */
export function advanceMatchClock(input: MatchClockInput): MatchClockStep {
  let m: MatchTimes = { ...input.match };
  for (let guard = 0; guard < MATCH_STATES.length; guard++) {
    const next = step(m, input);
    if (!next) break;
    m = next;
  }
  return m;
}

/** Staff may correct, void or abandon only until the points are final. */
export function isBeforePointsFinal(status: MatchState): boolean {
  return status !== 'points_final' && status !== 'settled' && status !== 'abandoned';
}
