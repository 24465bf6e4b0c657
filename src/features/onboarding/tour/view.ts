import type { TourScreen } from '../../../../core/rules/onboarding';
import { createStore } from '../../../lib/store';

/**
 * What the tooltip anchors render: the step showing now, or null. Kept apart from the machine (and
 * xstate) so the home route's TourTip costs a few hundred bytes; the runtime, loaded on demand, writes it.
 */
export const tourView = createStore<{ step: number; screen: TourScreen; total: number } | null>(null);

/** The tour's events, once the runtime is loaded (null before). */
export type TourSend = (event: { type: 'ARRIVE'; screen: TourScreen; joined?: number } | { type: 'LEAVE'; screen: TourScreen } | { type: 'NEXT' } | { type: 'SKIP' }) => void;

let sendImpl: TourSend | null = null;
/** Events sent before the runtime loaded, replayed in order once it is there. */
const early: Parameters<TourSend>[0][] = [];

export function setTourSend(send: TourSend | null): void {
  sendImpl = send;
  if (send) for (const e of early.splice(0)) send(e);
}

export const sendTour: TourSend = (event) => {
  if (sendImpl) sendImpl(event);
  else early.push(event);
};

/** Tests: forget queued events. */
export function resetTourView(): void {
  tourView.set(null);
  sendImpl = null;
  early.length = 0;
}
