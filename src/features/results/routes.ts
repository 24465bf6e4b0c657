import { lazy } from 'react';

/**
 * The results routes (docs/product.md §2): /mymatches and the named targets contestDetailsInPlay,
 * contestDetailsCompleted, results and CompareResults, each a lazy chunk.
 */
export const RESULTS_ROUTES = [
  { path: '/mymatches', Screen: lazy(() => import('./screens/MyMatchesScreen')) },
  { path: '/contestDetailsInPlay', Screen: lazy(() => import('./screens/ContestDetailsInPlayScreen')) },
  { path: '/contestDetailsCompleted', Screen: lazy(() => import('./screens/ContestDetailsCompletedScreen')) },
  { path: '/results', Screen: lazy(() => import('./screens/ResultsScreen')) },
  { path: '/CompareResults', Screen: lazy(() => import('./screens/CompareResultsScreen')) },
] as const;

