import { lazy } from 'react';

/**
 * The prediction flow's routes (docs/product.md §2: /choosePicks and the named targets choosePicks2, EditSwitchSet,
 * matchAnswers), each screen its own lazy chunk. src/app/routes.tsx registers them inside
 * the auth guard.
 */
export const PICKS_ROUTES = [
  { path: '/choosePicks', Screen: lazy(() => import('./screens/ChoosePicksScreen')) },
  { path: '/choosePicks2', Screen: lazy(() => import('./screens/MySetsScreen')) },
  { path: '/EditSwitchSet', Screen: lazy(() => import('./screens/EditSwitchSetScreen')) },
  { path: '/matchAnswers', Screen: lazy(() => import('./screens/MatchAnswersScreen')) },
] as const;

