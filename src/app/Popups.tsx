import { lazy, Suspense } from 'react';
import { useAppState } from '../lib/appState';
import { WelcomePopup } from '../features/onboarding/components/WelcomePopup';

// The how-to-play text is the biggest popup and rarely opened: its own chunk.
const HowToPlayPopup = lazy(() => import('../features/onboarding/components/HowToPlayPopup'));
// The wallet popup opens on a tap of the balance: its own chunk, off the home route's first bundle.
const WalletPopup = lazy(() => import('../features/wallet/components/WalletPopup').then((m) => ({ default: m.WalletPopup })));
// Reward popups appear after a settlement only: their own chunk too.
const RewardPopup = lazy(() => import('../features/results/components/RewardPopup'));

/** App-level popups driven by the app state's popup booleans (spec §2). */
export function Popups() {
  const popups = useAppState((s) => s.popups);
  const reward = popups.cashReward || popups.promoReward || popups.dailyReward;
  return (
    <>
      {popups.wallet ? (
        <Suspense fallback={null}>
          <WalletPopup />
        </Suspense>
      ) : null}
      {reward && !popups.howToPlay && !popups.welcome ? (
        <Suspense fallback={null}>
          <RewardPopup />
        </Suspense>
      ) : null}
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
