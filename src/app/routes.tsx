import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { getToken, useAuthToken } from '../lib/session';
import { Shell } from './Shell';
import { TARGETS } from './targets';
import { LandingScreen } from '../features/auth/screens/LandingScreen';
import { HomeScreen } from '../features/challenges/screens/HomeScreen';
import { PICKS_ROUTES, PICKS_ROUTE_PATHS } from '../features/picks/routes';
import { WALLET_ROUTES, WALLET_ROUTE_PATHS } from '../features/wallet/routes';
import { CONTESTS_ROUTES, CONTESTS_ROUTE_PATHS } from '../features/contests/routes';
import { POWERUPS_ROUTES, POWERUPS_ROUTE_PATHS } from '../features/powerups/routes';
import { RESULTS_ROUTES, RESULTS_ROUTE_PATHS } from '../features/results/routes';
import { OPS_ROUTES, OPS_ROUTE_PATHS } from '../features/ops/routes';

// Everything except landing and home loads on demand, so the home route's JS stays small.
const ComingSoon = lazy(() => import('./ComingSoon'));
const NotFound = lazy(() => import('./NotFound'));
const LanguageScreen = lazy(() => import('../features/profile/screens/LanguageScreen'));
const HowToPlayScreen = lazy(() => import('../features/onboarding/screens/HowToPlayScreen'));

/** Spec §2 top-level routes not built yet: [path, common:screens.* title key]. */
const PENDING_ROUTES: Array<[string, string]> = [
  ['/profile', 'screens.profile'],
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

/** Spec §4 route guard: no auth token → /thankyou. */
export function RequireAuth() {
  const token = useAuthToken();
  return token ? <Outlet /> : <Navigate to="/thankyou" replace />;
}

/**
 * Landing/login: a player already signed in on arrival goes straight to home.
 * Checked once on mount so a fresh login can wait its spec'd delay (1 s / 2 s) here.
 */
function LandingRoute() {
  const [signedIn] = useState(() => getToken() !== null);
  return signedIn ? <Navigate to="/new" replace /> : <LandingScreen />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route path="/" element={<LandingRoute />} />
        <Route path="/thankyou" element={<LandingRoute />} />
        <Route element={<RequireAuth />}>
          <Route path="/new" element={<HomeScreen />} />
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
          {PENDING_ROUTES.map(([path, titleKey]) => (
            <Route key={path} path={path} element={lazyPage(<ComingSoon titleKey={titleKey} />)} />
          ))}
          {TARGET_ROUTES.map(([path, titleKey, name]) => (
            <Route key={path} path={path} element={lazyPage(<ComingSoon titleKey={titleKey} target={name} />)} />
          ))}
        </Route>
        <Route path="*" element={lazyPage(<NotFound />)} />
      </Route>
    </Routes>
  );
}
