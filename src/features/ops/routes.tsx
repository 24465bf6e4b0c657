import { lazy } from 'react';

/** The staff screen (ADR 008 "Staff"): one lazy chunk, registered inside the auth guard by src/app/routes.tsx. */
const OpsScreen = lazy(() => import('./screens/OpsScreen'));

export const OPS_ROUTES = [{ path: '/ops', Screen: OpsScreen }] as const;
