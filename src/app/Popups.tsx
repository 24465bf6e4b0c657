import { lazy, Suspense } from 'react';
import { useAppState } from '../lib/appState';
import { WelcomePopup } from '../features/onboarding/components/WelcomePopup';

// The how-to-play text is the biggest popup and rarely opened: its own chunk.
const HowToPlayPopup = lazy(() => import('../features/onboarding/components/HowToPlayPopup'));
// The wallet popup opens on a tap of the balance: its own chunk, off the home route's first bundle.
const WalletPopup = lazy(() => import('../features/wallet/components/WalletPopup').then((m) => ({ default: m.WalletPopup })));
// Reward popups appear after a settlement only: their own chunk too.
const RewardPopup = lazy(() => import('../features/results/components/RewardPopup'));
// The daily gift (claim button) and the how-to-play walkthrough: their own chunks.
const DailyRewardPopup = lazy(() => import('../features/engagement/components/DailyRewardPopup'));
const VideoPopup = lazy(() => import('../features/onboarding/components/VideoPopup'));

/** App-level popups driven by the app state's popup booleans (docs/product.md §2). */
export function Popups() {
  const popups = useAppState((s) => s.popups);
  const reward = popups.cashReward || popups.promoReward;
  const onboarding = popups.howToPlay || popups.welcome || popups.video;
  return (
    <>
      {popups.wallet ? (
        <Suspense fallback={null}>
          <WalletPopup />
        </Suspense>
      ) : null}
      {reward && !onboarding ? (
        <Suspense fallback={null}>
          <RewardPopup />
        </Suspense>
      ) : popups.dailyReward && !onboarding ? (
        <Suspense fallback={null}>
          <DailyRewardPopup />
        </Suspense>
      ) : null}
      {popups.video ? (
        // The walkthrough opened from how-to-play; welcome follows once it is closed.
        <Suspense fallback={null}>
          <VideoPopup />
        </Suspense>
      ) : popups.howToPlay ? (
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
