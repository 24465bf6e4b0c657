/**
 * Typed reads of the contests screens (core/api/paths.ts, zod-free). All pass handleErrors: a screen shows the app's
 * error text with a retry (src/app/InlineError.tsx) instead of the generic 500 popup, or the read is quiet.
 */
import { contestDataPath, contestFiltersPath, joinGuidePath, contestRoomsPath, contestRulesPath, rewardsPath, roomLeaderboardPath, userStatsPath, mySetsPath } from '../../../core/api/paths';
import { call } from '../../lib/http';

/*
 * Which is which (docs/architecture.md, "Errors the player sees"): the contest list and a contest's details show a
 * failure inline with a retry; the filters, the joined banner's stats, the set list of the join sheet (the device's
 * draft stands in) and the join-guide reset are quiet. Joins: machines/joinActors.ts.
 */
export const loadContestData = (challengeId: number) => call(contestDataPath, { query: { challenge_id: challengeId }, handleErrors: true });
export const loadContestFilters = (challengeId: number) =>
  call(contestFiltersPath, { query: { challenge_id: challengeId }, handleErrors: true, silent: true });
export const loadUserStats = () => call(userStatsPath, { handleErrors: true, silent: true });
export const loadMySets = (challengeId: number) => call(mySetsPath, { query: { challenge_id: challengeId }, handleErrors: true, silent: true });
export const loadRewards = (configId: number) => call(rewardsPath, { query: { config_id: configId }, handleErrors: true });
export const loadRules = (configId: number) => call(contestRulesPath, { query: { contest_id: configId }, handleErrors: true, silent: true });
export const loadRooms = (configId: number) => call(contestRoomsPath, { query: { config_id: configId }, handleErrors: true, silent: true });
export const loadLeaderboard = (roomId: number, challengeId: number) =>
  call(roomLeaderboardPath, { query: { room_id: roomId, challenge_id: challengeId, page_number: 1 }, handleErrors: true, silent: true });

/** Entering a challenge resets the join guide on the server too (step 0, docs/product.md §4); best effort. */
export const resetJoinGuide = (challengeId: number) =>
  call(joinGuidePath, { body: { challenge_id: challengeId, step: 0 }, handleErrors: true, silent: true });
