/** Background Sync tags shared by the page (which registers them) and the service worker (which handles them). */

/** one-off sync: drain the outbox when the connection returns, even with the app closed */
export const OUTBOX_SYNC_TAG = 'outbox';
/** periodic sync (installed app, where the browser allows it): refresh the cached challenge lists */
export const CHALLENGES_REFRESH_TAG = 'challenges-refresh';
/** how often at most the browser is asked to run it */
export const CHALLENGES_REFRESH_MIN_INTERVAL_MS = 12 * 3600_000;
