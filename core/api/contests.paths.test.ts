import { describe, expect, it } from 'vitest';
import * as paths from './contests.paths';
import * as routes from './contests';
import type { RouteDef } from './route';

const pairs: Array<[string, paths.ApiPath, RouteDef]> = [
  ['contestData', paths.contestDataPath, routes.contestDataRoute],
  ['contestFilters', paths.contestFiltersPath, routes.contestFiltersRoute],
  ['rewards', paths.rewardsPath, routes.rewardsRoute],
  ['contestRules', paths.contestRulesPath, routes.contestRulesRoute],
  ['contestRooms', paths.contestRoomsPath, routes.contestRoomsRoute],
  ['userStats', paths.userStatsPath, routes.userStatsRoute],
  ['joinGuide', paths.joinGuidePath, routes.joinGuideRoute],
  ['userActivity', paths.userActivityPath, routes.userActivityRoute],
  ['roomLeaderboard', paths.roomLeaderboardPath, routes.roomLeaderboardRoute],
  ['settlementReport', paths.settlementReportPath, routes.settlementReportRoute],
  ['requestJoin', paths.requestJoinPath, routes.requestJoinRoute],
  ['verifyJoinContest', paths.verifyJoinContestPath, routes.verifyJoinContestRoute],
  ['queueTeamJoin', paths.queueTeamJoinPath, routes.queueTeamJoinRoute],
  ['verifyTeamJoin', paths.verifyTeamJoinPath, routes.verifyTeamJoinRoute],
];

describe('zod-free contests paths', () => {
  it.each(pairs)('%s matches its route definition', (_name, path, route) => {
    expect({ method: path.method, path: path.path, auth: path.auth, idempotent: path.idempotent ?? false }).toEqual({
      method: route.method,
      path: route.path,
      auth: route.auth,
      idempotent: route.idempotent ?? false,
    });
  });

  it('covers every exported path constant and every non-alias route', () => {
    expect(Object.keys(paths).filter((k) => k.endsWith('Path'))).toHaveLength(pairs.length);
    expect(routes.contestRoutes.length - routes.contestDataAliasRoutes.length).toBe(pairs.length);
  });
});
