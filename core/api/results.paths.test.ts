import { describe, expect, it } from 'vitest';
import type { ApiPath } from './paths';
import * as paths from './results.paths';
import * as routes from './results';
import type { RouteDef } from './route';

const pairs: Array<[string, ApiPath, RouteDef]> = [
  ['inPlay', paths.inPlayPath, routes.inPlayRoute],
  ['completed', paths.completedPath, routes.completedRoute],
  ['timeline', paths.timelinePath, routes.timelineRoute],
  ['inplayMatches', paths.inplayMatchesPath, routes.inplayMatchesRoute],
  ['results', paths.resultsPath, routes.resultsRoute],
  ['playerMatchResult', paths.playerMatchResultPath, routes.playerMatchResultRoute],
  ['playerProfile', paths.playerProfilePath, routes.playerProfileRoute],
  ['checkPopup', paths.checkPopupPath, routes.checkPopupRoute],
];

describe('zod-free results paths', () => {
  it('covers every results route', () => {
    expect(pairs.map(([, , r]) => r)).toEqual([...routes.resultsRoutes]);
  });
  it.each(pairs)('%s matches its route definition', (_name, path, route) => {
    expect({ method: path.method, path: path.path, auth: path.auth, idempotent: path.idempotent ?? false }).toEqual({
      method: route.method,
      path: route.path,
      auth: route.auth,
      idempotent: route.idempotent ?? false,
    });
  });
  it('paging follows spec §9 and ids are bounded', () => {
    expect(routes.completedRoute.query!.parse({})).toEqual({ skip: 0, limit: 40 });
    expect(routes.timelineRoute.query!.parse({})).toEqual({ skip: 0, limit: 10 });
    expect(routes.timelineRoute.query!.safeParse({ limit: '11' }).success).toBe(false);
    expect(routes.resultsRoute.query!.safeParse({ match_id: String(2 ** 31), room_id: '1' }).success).toBe(false);
    expect(routes.resultsRoute.query!.safeParse({ match_id: '0', room_id: '1' }).success).toBe(false);
  });
});
