import type { ApiPath, PathOf } from './paths';
import type {
  contestDataRoute,
  contestFiltersRoute,
  contestRoomsRoute,
  contestRulesRoute,
  joinGuideRoute,
  queueTeamJoinRoute,
  requestJoinRoute,
  rewardsRoute,
  roomLeaderboardRoute,
  settlementReportRoute,
  userActivityRoute,
  userStatsRoute,
  verifyJoinContestRoute,
  verifyTeamJoinRoute,
} from './contests';

/**
 * Zod-free twins of the contests route table for the PWA (same reason as
 * core/api/paths.ts: keep zod out of the browser bundle). contests.paths.test.ts
 * keeps every entry equal to its RouteDef.
 */
export const contestDataPath: PathOf<typeof contestDataRoute> = { method: 'GET', path: '/api/f2p/v1/utils/getContestData', auth: 'user' };
export const contestFiltersPath: PathOf<typeof contestFiltersRoute> = { method: 'GET', path: '/api/v5/utils/getContestFilters', auth: 'user' };
export const rewardsPath: PathOf<typeof rewardsRoute> = { method: 'GET', path: '/api/f2p/v1/game/challenges/rewards', auth: 'user' };
export const contestRulesPath: PathOf<typeof contestRulesRoute> = { method: 'GET', path: '/api/f2p/v1/game/contest/rules', auth: 'user' };
export const contestRoomsPath: PathOf<typeof contestRoomsRoute> = {
  method: 'GET',
  path: '/api/f2p/v1/utils/challenges/contestRooms',
  auth: 'user',
};
export const userStatsPath: PathOf<typeof userStatsRoute> = { method: 'GET', path: '/api/v1/game/users', auth: 'user' };
export const joinGuidePath: PathOf<typeof joinGuideRoute> = { method: 'POST', path: '/api/f2p/v1/utils/joinGuide', auth: 'user' };
export const userActivityPath: PathOf<typeof userActivityRoute> = { method: 'GET', path: '/api/f2p/v1/game/user/activity', auth: 'user' };
export const roomLeaderboardPath: PathOf<typeof roomLeaderboardRoute> = {
  method: 'GET',
  path: '/api/f2p/v1/game/rooms/leaderboard',
  auth: 'user',
};
export const settlementReportPath: PathOf<typeof settlementReportRoute> = {
  method: 'GET',
  path: '/api/v1/game/rooms/settlementReport',
  auth: 'user',
};
export const requestJoinPath: PathOf<typeof requestJoinRoute> = {
  method: 'POST',
  path: '/api/v1/game/challenges/mpl/requestJoin',
  auth: 'user',
  idempotent: true,
};
export const verifyJoinContestPath: PathOf<typeof verifyJoinContestRoute> = {
  method: 'POST',
  path: '/api/v3/game/challenges/verifyJoinContest',
  auth: 'user',
};
export const queueTeamJoinPath: PathOf<typeof queueTeamJoinRoute> = {
  method: 'POST',
  path: '/api/v1/f2p/fantasy/contests/queueJoin',
  auth: 'user',
  idempotent: true,
};
export const verifyTeamJoinPath: PathOf<typeof verifyTeamJoinRoute> = {
  method: 'POST',
  path: '/api/v1/f2p/fantasy/contests/verifyJoin',
  auth: 'user',
};

export type { ApiPath };
