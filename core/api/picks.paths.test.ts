import { describe, expect, it } from 'vitest';
import * as paths from './picks.paths';
import * as picks from './picks';
import * as powerups from './powerups';
import type { RouteDef } from './route';

const pairs: Array<[string, RouteDef]> = [
  ['questionsPath', picks.questionsRoute],
  ['questionPath', picks.questionRoute],
  ['answerPath', picks.answerRoute],
  ['editAddAnswerPath', picks.editAddAnswerRoute],
  ['answerInBulkPath', picks.answerInBulkRoute],
  ['resetAllAnswersPath', picks.resetAllAnswersRoute],
  ['pollPath', picks.pollRoute],
  ['joinPseudoContestPath', picks.joinPseudoContestRoute],
  ['userPseudoAnswersPath', picks.userPseudoAnswersRoute],
  ['userChallengeContestPlaysPath', picks.userChallengeContestPlaysRoute],
  ['copyMatchAnswersPath', picks.copyMatchAnswersRoute],
  ['picksListPath', picks.picksListRoute],
  ['mySetsPath', picks.mySetsRoute],
  ['powerupTransferStatsPath', powerups.powerupTransferStatsRoute],
  ['transferFromBankPath', powerups.transferFromBankRoute],
];

describe('zod-free picks/powerups paths', () => {
  it.each(pairs)('%s matches its route definition', (name, route) => {
    const path = (paths as Record<string, { method: string; path: string; auth: string; idempotent?: boolean }>)[name];
    expect(path && { method: path.method, path: path.path, auth: path.auth, idempotent: path.idempotent ?? false }).toEqual({
      method: route.method,
      path: route.path,
      auth: route.auth,
      idempotent: route.idempotent ?? false,
    });
  });

  it('covers every route of both features', () => {
    expect(Object.keys(paths)).toHaveLength(pairs.length);
    expect(picks.picksRoutes.length + powerups.powerupRoutes.length).toBe(pairs.length);
  });
});
