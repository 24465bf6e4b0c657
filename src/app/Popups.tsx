import { lazy, Suspense } from 'react';
import { useAppState } from '../lib/appState';
import { WalletPopup } from '../features/wallet/components/WalletPopup';
import { WelcomePopup } from '../features/onboarding/components/WelcomePopup';

// The how-to-play text is the biggest popup and rarely opened: its own chunk.
const HowToPlayPopup = lazy(() => import('../features/onboarding/components/HowToPlayPopup'));

/** App-level popups driven by the app state's popup booleans (spec §2). */
export function Popups() {
  const popups = useAppState((s) => s.popups);
  return (
    <>
      {popups.wallet ? <WalletPopup /> : null}
      {popups.howToPlay ? (
        <Suspense fallback={null}>
          <HowToPlayPopup />
        </Suspense>
      ) : popups.welcome ? (
        // Welcome waits until how-to-play is closed: one popup at a time.
        <WelcomePopup />
      ) : null}
    </>
  );
}
