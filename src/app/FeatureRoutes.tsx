import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { PICKS_ROUTES } from '../features/picks/routes';
import { WALLET_ROUTES } from '../features/wallet/routes';
import { CONTESTS_ROUTES } from '../features/contests/routes';
import { POWERUPS_ROUTES } from '../features/powerups/routes';
import { RESULTS_ROUTES } from '../features/results/routes';
import { OPS_ROUTES } from '../features/ops/routes';
import { TEAMS_ROUTES } from '../features/teams/routes';
import { STORE_ROUTES } from '../features/store/routes';
import { ONBOARDING_ROUTES } from '../features/onboarding/routes';
import { ENGAGEMENT_ROUTES } from '../features/engagement/routes';
import { AUTH_PUBLIC_ROUTES, AUTH_ROUTES } from '../features/auth/routes';
import { PROFILE_ROUTES } from '../features/profile/routes';
import { REFERRAL_ROUTES } from '../features/referral/routes';
import { MATCHES_ROUTES } from '../features/matches/routes';

/**
 * Every route but landing and home. This module is itself loaded on demand (src/app/routes.tsx), so the route
 * tables of all features, and the screens they name, stay off the home route's critical JavaScript.
 */
const NotFound = lazy(() => import('./NotFound'));
const LanguageScreen = lazy(() => import('../features/profile/screens/LanguageScreen'));

/** The signed-in screens of every feature, each feature's own table (src/features/<f>/routes.ts). */
export const FEATURE_ROUTES = [
  { path: '/language', Screen: LanguageScreen },
  ...WALLET_ROUTES,
  ...PICKS_ROUTES,
  ...CONTESTS_ROUTES,
  ...POWERUPS_ROUTES,
  ...RESULTS_ROUTES,
  ...OPS_ROUTES,
  ...TEAMS_ROUTES,
  ...STORE_ROUTES,
  ...ONBOARDING_ROUTES,
  ...ENGAGEMENT_ROUTES,
  ...AUTH_ROUTES,
  ...PROFILE_ROUTES,
  ...REFERRAL_ROUTES,
  ...MATCHES_ROUTES,
];

/**
 * Named targets of docs/product.md §2 whose screen is another route's: the open matches (newMatches) are home's list, a
 * player's matches are my matches, and "play" enters a challenge. The query string (challenge_id, …) is kept.
 */
export const TARGET_ALIASES: Readonly<Record<string, string>> = {
  '/newMatches': '/new',
  '/matches': '/mymatches',
  '/play': '/contestsection',
};

function AliasOf({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const lazyPage = (node: ReactNode) => <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{node}</Suspense>;

export default function FeatureRoutes() {
  // Any feature screen may show an error text: the errors namespace (not in the first bundle, src/lib/i18n.ts) is
  // loaded before one renders (this suspends inside routes.tsx's Suspense until it is).
  useTranslation('errors');
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        {FEATURE_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={lazyPage(<Screen />)} />
        ))}
        {Object.entries(TARGET_ALIASES).map(([from, to]) => (
          <Route key={from} path={from} element={<AliasOf to={to} />} />
        ))}
      </Route>
      {AUTH_PUBLIC_ROUTES.map(({ path, Screen }) => (
        <Route key={path} path={path} element={lazyPage(<Screen />)} />
      ))}
      <Route path="*" element={lazyPage(<NotFound />)} />
    </Routes>
  );
}
