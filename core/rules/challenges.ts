/**
 * Challenge timing shared by the PWA and the server. The one place that decides whether a
 * challenge's match has started: joins, pick saves, the countdown, rankings and the locked
 * flags of the API all ask hasStarted (SQL filters on start_time say the same: start_time <= now).
 */

/** The match has started from its start time on, by the server's clock (the PWA passes serverNow()). */
export function hasStarted(startTime: Date | number, now: Date | number): boolean {
  return +now >= +startTime;
}
