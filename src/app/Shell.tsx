import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';
import { useAuthToken } from '../lib/session';
import { syncServerTime } from '../lib/serverTime';
import { useErrorEpoch } from '../lib/uiStatus';
import { ErrorBoundary } from './ErrorBoundary';
import { BottomBar } from './BottomBar';
import { Snackbar } from './Snackbar';
import { ErrorPopup } from './ErrorPopup';
import { LoadingOverlay } from './LoadingOverlay';
import { Popups } from './Popups';
import { useInstallOffer } from '../lib/install';
import { useWaitingUpdate } from '../lib/appUpdate';

// The install and update banners show rarely: their code loads only when one is due (home's first bundle stays small).
const InstallPrompt = lazy(() => import('./InstallPrompt').then((m) => ({ default: m.InstallPrompt })));
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** Screens that show the bottom bar (home, my matches, help). */
const BOTTOM_BAR_PATHS = new Set(['/new', '/mymatches', '/profile']);

/** The layout around every route: overlays that any screen can raise. */
export function Shell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useAuthToken();
  const errorEpoch = useErrorEpoch();
  const installOffer = useInstallOffer();
  const waitingUpdate = useWaitingUpdate();

  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);

  useEffect(() => {
    if (token) void syncServerTime();
  }, [token]);

  return (
    <div className="app">
      {/* renders the screen again after Continue, so a crashed render gets a fresh start */}
      <ErrorBoundary resetKey={errorEpoch}>
        <Outlet />
      </ErrorBoundary>
      {BOTTOM_BAR_PATHS.has(pathname.toLowerCase()) && token ? <BottomBar /> : null}
      {token ? <Popups /> : null}
      <LoadingOverlay />
      <div className="app-banners">
        <Suspense fallback={null}>
          {/* never on the landing page: the offer follows a first saved set or joined contest */}
          {installOffer && pathname !== '/' ? <InstallPrompt /> : null}
          {waitingUpdate ? <UpdatePrompt /> : null}
        </Suspense>
      </div>
      <Snackbar />
      <ErrorPopup />
    </div>
  );
}
