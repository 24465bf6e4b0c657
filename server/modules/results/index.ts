/**
 * Results (ADR 008): rescoring, settlement, refunds of abandoned matches, leaderboards and
 * settlement reports. The match lifecycle job (server/modules/matches) calls the three port
 * functions below; all are idempotent and safe to run concurrently in several processes.
 *
 *   rescoreMatch(db, matchId, now)  pick_sets.points (scoreSet over question_results), then
 *       room_entries.points/rank (SQL rank() per room) for every challenge including the match.
 *   settleMatch(db, matchId, now) → { roomsSettled, prizesPaid (winning entries), pendingChallenges }
 *       settles every room of every challenge whose matches are all points_final / settled, once.
 *   refundMatch(db, matchId, now) → { entriesRefunded }  abandoned / no result: every entry refunded
 *       to its buckets once; rooms 'refunded', challenges 'cancelled'.
 */
export { rescoreMatch, rescoreChallenge, rescoreTeamChallenge } from './rescore';
export { settleMatch, settleRoom, type RoomSettlement } from './settle';
export { refundMatch } from './refund';
export { registerResultsRoutes } from './routes';
export { liveRoomBoards } from './leaderboard';
