/**
 * The onboarding feature's public entry: the tooltip tour's anchors. Small on purpose (home imports it):
 * the tour's machine and runtime load on demand; the screens are in ./routes.ts.
 */
export { TourTip } from './components/TourTip';

/** Stop the tour and forget its state (it starts again, reloading the flags, when an anchor mounts). */
export async function resetTour(): Promise<void> {
  const { stopTour } = await import('./tour/runtime');
  stopTour();
}
