/**
 * Live changes (ADR 017): the change log the match lifecycle writes (what changed in a match, which rooms' ranks
 * moved), each process's fan-out hub, and the stream route pages follow.
 */
export { appendChanges, currentLiveId, pruneChanges, LIVE_RETENTION_MS, type LiveChange } from './log';
export { LiveHub, type LiveMessage, type LiveSubscriber, type RoomStates } from './hub';
export { registerLiveRoutes } from './routes';
