import { describe, expect, it } from 'vitest';
import type { RouteDef } from './route';
import * as teams from './teams';
import * as paths from './teams.paths';

const pairs: Array<[string, RouteDef]> = [
  ['saveTeamPath', teams.saveTeamRoute],
  ['getTeamPath', teams.getTeamRoute],
  ['squadPath', teams.squadRoute],
];

describe('zod-free draft-team paths', () => {
  it.each(pairs)('%s matches its route definition', (name, route) => {
    const path = (paths as Record<string, { method: string; path: string; auth: string; idempotent?: boolean }>)[name];
    expect(path && { method: path.method, path: path.path, auth: path.auth, idempotent: path.idempotent ?? false }).toEqual({
      method: route.method,
      path: route.path,
      auth: route.auth,
      idempotent: route.idempotent ?? false,
    });
  });

  it('covers every route of the feature', () => {
    expect(Object.keys(paths)).toHaveLength(pairs.length);
    expect(teams.teamRoutes.length).toBe(pairs.length);
  });
});
