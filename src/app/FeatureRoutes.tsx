import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { TARGETS } from './targets';
import { PICKS_ROUTES, PICKS_ROUTE_PATHS } from '../features/picks/routes';
import { WALLET_ROUTES, WALLET_ROUTE_PATHS } from '../features/wallet/routes';
import { CONTESTS_ROUTES, CONTESTS_ROUTE_PATHS } from '../features/contests/routes';
import { POWERUPS_ROUTES, POWERUPS_ROUTE_PATHS } from '../features/powerups/routes';
import { RESULTS_ROUTES, RESULTS_ROUTE_PATHS } from '../features/results/routes';
import { OPS_ROUTES, OPS_ROUTE_PATHS } from '../features/ops/routes';
import { TEAMS_ROUTES, TEAMS_ROUTE_PATHS } from '../features/teams/routes';
import { STORE_ROUTES, STORE_ROUTE_PATHS } from '../features/store/routes';
import { ONBOARDING_ROUTES, ONBOARDING_ROUTE_PATHS } from '../features/onboarding/routes';
import { ENGAGEMENT_ROUTES, ENGAGEMENT_ROUTE_PATHS } from '../features/engagement/routes';

/**
 * Every route but landing and home. This module is itself loaded on demand (src/app/routes.tsx), so the route
 * tables of all features, and the screens they name, stay off the home route's critical JavaScript.
 */
const ComingSoon = lazy(() => import('./ComingSoon'));
const NotFound = lazy(() => import('./NotFound'));
const LanguageScreen = lazy(() => import('../features/profile/screens/LanguageScreen'));

/** Spec §2 top-level routes not built yet: [path, common:screens.* title key]. */
const PENDING_ROUTES: Array<[string, string]> = [
  ['/profile', 'screens.profile'],
];

/** Named targets (§2) with a URL of their own that no route above covers. */
const BUILT = new Set([
  '/new',
  '/thankyou',
  '/language',
  '/howtoplay',
  '/howtoplaynew',
  ...WALLET_ROUTE_PATHS,
  ...PICKS_ROUTE_PATHS,
  ...CONTESTS_ROUTE_PATHS,
  ...POWERUPS_ROUTE_PATHS,
  ...RESULTS_ROUTE_PATHS,
  ...OPS_ROUTE_PATHS,
  ...TEAMS_ROUTE_PATHS,
  ...STORE_ROUTE_PATHS,
  ...ONBOARDING_ROUTE_PATHS,
  ...ENGAGEMENT_ROUTE_PATHS,
  ...PENDING_ROUTES.map(([p]) => p.toLowerCase()),
]);
const TARGET_ROUTES: Array<[string, string, string]> = [];
for (const [name, t] of Object.entries(TARGETS)) {
  const key = t.path.toLowerCase();
  if (BUILT.has(key)) continue;
  BUILT.add(key);
  TARGET_ROUTES.push([name === 'addMoney' ? `${t.path}/:amount?` : t.path, t.titleKey, name]);
}

const lazyPage = (node: ReactNode) => <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{node}</Suspense>;

export default function FeatureRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/language" element={lazyPage(<LanguageScreen />)} />
        {WALLET_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {PICKS_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {CONTESTS_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {POWERUPS_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {RESULTS_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {OPS_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {[...TEAMS_ROUTES, ...STORE_ROUTES, ...ONBOARDING_ROUTES, ...ENGAGEMENT_ROUTES].map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {PENDING_ROUTES.map(([path, titleKey]) => (
          <Route key={path} path={path} element={lazyPage(<ComingSoon titleKey={titleKey} />)} />
        ))}
        {TARGET_ROUTES.map(([path, titleKey, name]) => (
          <Route key={path} path={path} element={lazyPage(<ComingSoon titleKey={titleKey} target={name} />)} />
        ))}
      </Route>
      <Route path="*" element={lazyPage(<NotFound />)} />
    </Routes>
  );
}
