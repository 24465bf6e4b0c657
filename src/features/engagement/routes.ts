import { lazy } from 'react';

/** The engagement routes (docs/product.md §2 named targets offers and activityCentre), each a lazy chunk. */
export const ENGAGEMENT_ROUTES = [
  { path: '/offers', Screen: lazy(() => import('./screens/OffersScreen')) },
  { path: '/activityCentre', Screen: lazy(() => import('./screens/ActivityCentreScreen')) },
] as const;

