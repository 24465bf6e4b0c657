import { lazy } from 'react';

/** The matches routes: the match centre, /match?match_id=<id> (named target matchCentre), a lazy chunk. */
export const MATCHES_ROUTES = [{ path: '/match', Screen: lazy(() => import('./screens/MatchCentreScreen')) }] as const;
