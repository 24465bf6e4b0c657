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
import { AUTH_PUBLIC_ROUTES, AUTH_ROUTES, AUTH_ROUTE_PATHS } from '../features/auth/routes';
import { PROFILE_ROUTES, PROFILE_ROUTE_PATHS } from '../features/profile/routes';
import { REFERRAL_ROUTES, REFERRAL_ROUTE_PATHS } from '../features/referral/routes';

/**
 * Every route but landing and home. This module is itself loaded on demand (src/app/routes.tsx), so the route
 * tables of all features, and the screens they name, stay off the home route's critical JavaScript.
 */
const ComingSoon = lazy(() => import('./ComingSoon'));
const NotFound = lazy(() => import('./NotFound'));
const LanguageScreen = lazy(() => import('../features/profile/screens/LanguageScreen'));
const HowToPlayScreen = lazy(() => import('../features/onboarding/screens/HowToPlayScreen'));

/** Spec §2 top-level routes not built yet: [path, common:screens.* title key]. */
const PENDING_ROUTES: Array<[string, string]> = [
  ['/store', 'screens.store'],
  ['/home', 'screens.home'],
  ['/createteam', 'screens.createTeam'],
  ['/choosecaptain', 'screens.chooseCaptain'],
  ['/contestDetail', 'screens.contestDetail'],
  ['/chooseteam', 'screens.chooseTeam'],
  ['/editswitchteam', 'screens.editSwitchTeam'],
  ['/autoteamselection', 'screens.autoTeamSelection'],
  ['/preview', 'screens.preview'],
  ['/allstats', 'screens.allStats'],
  ['/playerinfo', 'screens.playerInfo'],
  ['/compareComponent', 'screens.compare'],
  ['/rulespage', 'screens.rules'],
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
  ...AUTH_ROUTE_PATHS,
  ...PROFILE_ROUTE_PATHS,
  ...REFERRAL_ROUTE_PATHS,
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
        <Route path="/howToPlay" element={lazyPage(<HowToPlayScreen />)} />
        <Route path="/howToPlayNew" element={lazyPage(<HowToPlayScreen />)} />
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
        {AUTH_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {PROFILE_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {REFERRAL_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {PENDING_ROUTES.map(([path, titleKey]) => (
          <Route key={path} path={path} element={lazyPage(<ComingSoon titleKey={titleKey} />)} />
        ))}
        {TARGET_ROUTES.map(([path, titleKey, name]) => (
          <Route key={path} path={path} element={lazyPage(<ComingSoon titleKey={titleKey} target={name} />)} />
        ))}
      </Route>
      {AUTH_PUBLIC_ROUTES.map(({ path, Screen }) => (
        <Route key={path} path={path} element={lazyPage(<Screen />)} />
      ))}
      <Route path="*" element={lazyPage(<NotFound />)} />
    </Routes>
  );
}
