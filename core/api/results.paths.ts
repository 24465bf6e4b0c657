import type { PathOf } from './paths';
import type {
  checkPopupRoute,
  completedRoute,
  inPlayRoute,
  inplayMatchesRoute,
  playerMatchResultRoute,
  playerProfileRoute,
  resultsRoute,
  timelineRoute,
} from './results';

/** Zod-free twins of the results route entries for the PWA (see paths.ts); results.paths.test.ts keeps them equal. */
export const inPlayPath: PathOf<typeof inPlayRoute> = { method: 'GET', path: '/api/v3/game/challenges/inPlayv2', auth: 'user' };
export const completedPath: PathOf<typeof completedRoute> = { method: 'GET', path: '/api/v3/game/challenges/completedv2', auth: 'user' };
export const timelinePath: PathOf<typeof timelineRoute> = { method: 'GET', path: '/api/v3/game/users/matches/timeline', auth: 'user' };
export const inplayMatchesPath: PathOf<typeof inplayMatchesRoute> = {
  method: 'GET',
  path: '/api/v3/game/challenges/getInplayMatchesUserv2',
  auth: 'user',
};
export const resultsPath: PathOf<typeof resultsRoute> = { method: 'GET', path: '/api/v3/game/users/results', auth: 'user' };
export const playerMatchResultPath: PathOf<typeof playerMatchResultRoute> = { method: 'GET', path: '/api/v3/game/getPlayerMatchResult', auth: 'user' };
export const playerProfilePath: PathOf<typeof playerProfileRoute> = { method: 'GET', path: '/api/v1/game/users/getPlayerProfile', auth: 'user' };
export const checkPopupPath: PathOf<typeof checkPopupRoute> = { method: 'GET', path: '/api/f2p/v1/user/checkPopup', auth: 'user' };
