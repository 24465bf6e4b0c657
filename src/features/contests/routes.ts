import { lazy } from 'react';

/**
 * The contests routes (docs/product.md §2): the contest section (entering a challenge), the contests list
 * (/contests, and contests2 reached from match answers) and contestDetailsNew, each a lazy chunk.
 */
const screens = () => import('./screens/ContestsScreen');
export const CONTESTS_ROUTES = [
  { path: '/contestsection', Screen: lazy(() => screens().then((m) => ({ default: m.ContestSectionScreen }))) },
  { path: '/contests', Screen: lazy(screens) },
  { path: '/contests2', Screen: lazy(screens) },
  { path: '/contestDetailsNew', Screen: lazy(() => import('./screens/ContestDetailsNewScreen')) },
] as const;

