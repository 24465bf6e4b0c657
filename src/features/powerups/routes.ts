import { lazy } from 'react';

/** The powerups routes (docs/product.md §2 named target powerUpBank), a lazy chunk; src/app/routes.tsx registers them. */
export const POWERUPS_ROUTES = [{ path: '/powerUpBank', Screen: lazy(() => import('./screens/PowerUpBankScreen')) }] as const;

