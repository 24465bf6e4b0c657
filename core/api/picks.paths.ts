import type { PathOf } from './paths';
import type {
  answerInBulkRoute,
  answerRoute,
  copyMatchAnswersRoute,
  editAddAnswerRoute,
  joinPseudoContestRoute,
  mySetsRoute,
  picksListRoute,
  pollRoute,
  questionRoute,
  questionsRoute,
  resetAllAnswersRoute,
  userChallengeContestPlaysRoute,
  userPseudoAnswersRoute,
} from './picks';
import type { powerupTransferStatsRoute, transferFromBankRoute } from './powerups';

/**
 * Zod-free twins of the picks and powerups route entries for the PWA (same reason as paths.ts:
 * the choose-picks route must not pull zod into the browser). picks.paths.test.ts keeps each equal
 * to its RouteDef.
 */
export const questionsPath: PathOf<typeof questionsRoute> = { method: 'GET', path: '/api/v5/utils/users/questions', auth: 'user' };
export const questionPath: PathOf<typeof questionRoute> = { method: 'GET', path: '/api/v3/game/users/question', auth: 'user' };
export const answerPath: PathOf<typeof answerRoute> = { method: 'POST', path: '/api/v4/utils/users/answer', auth: 'user', idempotent: true };
export const editAddAnswerPath: PathOf<typeof editAddAnswerRoute> = {
  method: 'POST',
  path: '/api/v3/game/users/editAddAnswer',
  auth: 'user',
  idempotent: true,
};
export const answerInBulkPath: PathOf<typeof answerInBulkRoute> = {
  method: 'POST',
  path: '/api/v5/utils/users/answerInBulk',
  auth: 'user',
  idempotent: true,
};
export const resetAllAnswersPath: PathOf<typeof resetAllAnswersRoute> = {
  method: 'POST',
  path: '/api/v4/utils/users/resetAllAnswers',
  auth: 'user',
  idempotent: true,
};
export const pollPath: PathOf<typeof pollRoute> = { method: 'POST', path: '/api/v3/game/users/poll', auth: 'user', idempotent: true };
export const joinPseudoContestPath: PathOf<typeof joinPseudoContestRoute> = {
  method: 'POST',
  path: '/api/v3/game/challenges/joinPseudoContestv2',
  auth: 'user',
  idempotent: true,
};
export const userPseudoAnswersPath: PathOf<typeof userPseudoAnswersRoute> = {
  method: 'GET',
  path: '/api/v3/game/getUserPseudoAnswers',
  auth: 'user',
};
export const userChallengeContestPlaysPath: PathOf<typeof userChallengeContestPlaysRoute> = {
  method: 'GET',
  path: '/api/v3/game/getUserChallengeContestPlaysv2',
  auth: 'user',
};
export const copyMatchAnswersPath: PathOf<typeof copyMatchAnswersRoute> = {
  method: 'POST',
  path: '/api/v3/game/users/copyMatchAnswersv2',
  auth: 'user',
  idempotent: true,
};
export const picksListPath: PathOf<typeof picksListRoute> = { method: 'GET', path: '/api/v3/game/picks/list', auth: 'user' };
export const mySetsPath: PathOf<typeof mySetsRoute> = { method: 'GET', path: '/api/v3/game/users/mySets', auth: 'user' };
export const powerupTransferStatsPath: PathOf<typeof powerupTransferStatsRoute> = {
  method: 'POST',
  path: '/api/v3/game/users/powerupTransferStats',
  auth: 'user',
};
export const transferFromBankPath: PathOf<typeof transferFromBankRoute> = {
  method: 'POST',
  path: '/api/v3/game/users/transferFromBank',
  auth: 'user',
  idempotent: true,
};
