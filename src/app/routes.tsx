import { lazy, Suspense, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { getToken } from '../lib/session';
import { Shell } from './Shell';
import { RequireAuth } from './RequireAuth';
import { LandingScreen } from '../features/auth/screens/LandingScreen';
import { HomeScreen } from '../features/challenges/screens/HomeScreen';

/** Landing and home are in the first bundle; every other route (and the route tables) loads on demand. */
const FeatureRoutes = lazy(() => import('./FeatureRoutes'));

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
        </Route>
        <Route
          path="*"
          element={
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <FeatureRoutes />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
