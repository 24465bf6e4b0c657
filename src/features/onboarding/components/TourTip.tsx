import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LAST_TOUR_STEP, type TourScreen } from '../../../../core/rules/onboarding';
import { useStore } from '../../../lib/store';
import { sendTour, tourView } from '../tour/view';

/** The tour's runtime (xstate and the machine) is its own chunk, fetched the first time an anchor mounts. */
function ensureTour(): Promise<void> {
  return import('../tour/runtime').then((m) => m.startTour());
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
 * A tooltip anchor of the onboarding tour (spec §4 "Tooltips: step 1 onward"). Mount it where the step
 * for `screen` should appear; it tells the tour the screen is present and shows the step's bubble when
 * the tour says so. Inline (not an overlay), so it never blocks the screen's own buttons.
 */
export function TourTip({ screen, joined, blocked = false }: TourTipProps) {
  const { t } = useTranslation('onboarding');
  const view = useStore(tourView);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (blocked) return;
    void ensureTour();
    sendTour(joined === undefined ? { type: 'ARRIVE', screen } : { type: 'ARRIVE', screen, joined });
    return () => sendTour({ type: 'LEAVE', screen });
  }, [screen, joined, blocked]);

  if (blocked || !view || view.screen !== screen) return null;
  const step = view.step;
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
        <span className="tour-tip__progress">{t('tour.progress', { n: step, total: LAST_TOUR_STEP })}</span>
        <button type="button" className="btn btn--small btn--link" onClick={() => sendTour({ type: 'SKIP' })} data-testid="tour-skip">
          {t('tour.skip')}
        </button>
        <button type="button" className="btn btn--small" onClick={() => sendTour({ type: 'NEXT' })} data-testid="tour-next">
          {t('tour.next')}
        </button>
      </div>
    </div>
  );
}
