import { describe, expect, it } from 'vitest';
import * as paths from './paths';
import { authTokenRoute, logoutRoute, phoneLoginRoute, setLanguageRoute } from './auth';
import { challengeListRoute, slidesRoute, tabCountersRoute } from './challenges';
import { serverTimeRoute } from './ops';
import { userWalletRoute } from './wallet';
import type { RouteDef } from './route';

const pairs: Array<[string, paths.ApiPath, RouteDef]> = [
  ['authToken', paths.authTokenPath, authTokenRoute],
  ['phoneLogin', paths.phoneLoginPath, phoneLoginRoute],
  ['logout', paths.logoutPath, logoutRoute],
  ['setLanguage', paths.setLanguagePath, setLanguageRoute],
  ['challengeList', paths.challengeListPath, challengeListRoute],
  ['tabCounters', paths.tabCountersPath, tabCountersRoute],
  ['slides', paths.slidesPath, slidesRoute],
  ['serverTime', paths.serverTimePath, serverTimeRoute],
  ['userWallet', paths.userWalletPath, userWalletRoute],
];

describe('zod-free api paths', () => {
  it.each(pairs)('%s matches its route definition', (_name, path, route) => {
    expect({ method: path.method, path: path.path, auth: path.auth, idempotent: path.idempotent ?? false }).toEqual({
      method: route.method,
      path: route.path,
      auth: route.auth,
      idempotent: route.idempotent ?? false,
    });
  });

  it('covers every exported path constant', () => {
    const exported = Object.entries(paths).filter(([k]) => k.endsWith('Path'));
    expect(exported).toHaveLength(pairs.length);
  });
});
