/**
 * Results (ADR 008): rescoring, settlement, refunds of abandoned matches, leaderboards and
 * settlement reports. The match lifecycle job (server/modules/matches) calls the three port
 * functions below; all are idempotent and safe to run concurrently in several processes.
 *
 *   rescoreMatch(db, matchId, now)  the live points (entry_scores) of every entry of every challenge including
 *       the match: a prediction entry moves by what each changed answer is worth to its picks, a team is summed
 *       from player_points (ADR 018); ranks are counted when read (entry_standings, the leaderboard).
 *   settleMatch(db, matchId, now) → { roomsSettled, prizesPaid (winning entries), pendingChallenges }
 *       settles every room of every challenge whose matches are all points_final / settled, once.
 *   refundMatch(db, matchId, now) → { entriesRefunded }  abandoned / no result: every entry refunded
 *       to its buckets once; rooms 'refunded', challenges 'cancelled'.
 */
export { rescoreMatch, rescoreChallenge, rescoreTeamChallenge } from './rescore';
export { settleMatch, settleRoom, type RoomSettlement } from './settle';
export { refundMatch } from './refund';
export { registerResultsRoutes } from './routes';
export { liveRoomBoards, reportPartDto } from './leaderboard';
