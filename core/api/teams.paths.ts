import type { PathOf } from './paths';
import type { getTeamRoute, saveTeamRoute, squadRoute } from './teams';

/**
 * Zod-free twins of the draft-team route table for the PWA (same reason as core/api/paths.ts: keep zod out of the
 * browser bundle). teams.paths.test.ts keeps every entry equal to its RouteDef.
 */
export const saveTeamPath: PathOf<typeof saveTeamRoute> = {
  method: 'POST',
  path: '/api/v1/f2p/game/draft/saveTeam',
  auth: 'user',
  idempotent: true,
};
export const getTeamPath: PathOf<typeof getTeamRoute> = { method: 'GET', path: '/api/v1/f2p/game/draft/getTeam', auth: 'user' };
export const squadPath: PathOf<typeof squadRoute> = { method: 'GET', path: '/api/v1/f2p/game/draft/squad', auth: 'user' };
