import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourScreen } from '../../../../core/rules/onboarding';
import { nextTask, whenIdle } from '../../../lib/nextTask';
import { useStore } from '../../../lib/store';
import { sendTour, tourView } from '../tour/view';

/**
 * The tour's runtime (xstate and the machine) is its own chunk, fetched the first time an anchor mounts, once the
 * page is idle (not during the screen's first renders); the module and the tour's start run in separate tasks.
 */
function ensureTour(): void {
  whenIdle(
    () =>
      void import('../tour/runtime').then(async (m) => {
        await nextTask();
        m.startTour();
      }),
  );
}

export interface TourTipProps {
  /** where this anchor sits in the tour (core/rules/onboarding.ts TOUR_SCREENS) */
  screen: TourScreen;
  /** contests the player has joined, when this screen knows it (home): one or more ends the tour */
  joined?: number;
  /** while true (a popup covers the screen) the step waits */
  blocked?: boolean;
}

/**
 * A tooltip anchor of the onboarding tour (docs/product.md §4 "Tooltips: step 1 onward"). Mount it where the step
 * for `screen` should appear; it tells the tour the screen is present and shows the step's bubble when
 * the tour says so. Inline (not an overlay), so it never blocks the screen's own buttons.
 */
export function TourTip({ screen, joined, blocked = false }: TourTipProps) {
  const view = useStore(tourView);

  useEffect(() => {
    if (blocked) return;
    ensureTour();
    sendTour(joined === undefined ? { type: 'ARRIVE', screen } : { type: 'ARRIVE', screen, joined });
    return () => sendTour({ type: 'LEAVE', screen });
  }, [screen, joined, blocked]);

  if (blocked || !view || view.screen !== screen) return null;
  return (
    <Suspense fallback={null}>
      <TourBubble step={view.step} total={view.total} />
    </Suspense>
  );
}

/**
 * One step's bubble. Step 1's text (the spec's first-game tooltip) is in the startup 'onboarding' texts;
 * the later steps' are in 'guide', loaded on demand (the bubble waits for it in its own Suspense), so the
 * home route carries only step 1.
 */
function TourBubble({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation(step === 1 ? 'onboarding' : ['guide', 'onboarding']);
  const titleId = useId();
  const bodyId = useId();
  return (
    <div
      className="tooltip tour-tip"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid={step === 1 ? 'first-game-tooltip' : `tour-tip-${step}`}
      data-step={step}
    >
      <strong id={titleId}>{t(`tour.step${step}.title`)}</strong>
      <p id={bodyId}>{t(`tour.step${step}.body`)}</p>
      <div className="tour-tip__actions">
        <span className="tour-tip__progress">{t('onboarding:tour.progress', { n: step, total })}</span>
        <button type="button" className="btn btn--small btn--link" onClick={() => sendTour({ type: 'SKIP' })} data-testid="tour-skip">
          {t('onboarding:tour.skip')}
        </button>
        <button type="button" className="btn btn--small" onClick={() => sendTour({ type: 'NEXT' })} data-testid="tour-next">
          {t('onboarding:tour.next')}
        </button>
      </div>
    </div>
  );
}
