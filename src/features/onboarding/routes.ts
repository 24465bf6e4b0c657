import { lazy } from 'react';

/** The onboarding routes (docs/product.md §2 named targets howToPlay, howToPlayNew; and what's new), each a lazy chunk. */
export const ONBOARDING_ROUTES = [
  { path: '/howToPlay', Screen: lazy(() => import('./screens/HowToPlayScreen')) },
  { path: '/howToPlayNew', Screen: lazy(() => import('./screens/HowToPlayNewScreen')) },
  { path: '/whatsNew', Screen: lazy(() => import('./screens/WhatsNewScreen')) },
] as const;

