import { lazy } from 'react';

/** The powerups routes (spec §2 named target powerUpBank), a lazy chunk; src/app/routes.tsx registers them. */
export const POWERUPS_ROUTES = [{ path: '/powerUpBank', Screen: lazy(() => import('./screens/PowerUpBankScreen')) }] as const;

/** Lower-cased, for routes.tsx's set of built paths. */
export const POWERUPS_ROUTE_PATHS: readonly string[] = POWERUPS_ROUTES.map((r) => r.path.toLowerCase());
