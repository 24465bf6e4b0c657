import { lazy, Suspense } from 'react';
import type { PaidPlayPurpose } from '../declaration';

export interface PlayDetailsSheetProps {
  /** a deposit asks for the state; a paid join for the state and the date of birth (core paidPlayRefusal) */
  purpose: PaidPlayPurpose;
  /** the declaration is saved and allows `purpose`: the caller goes on with the action it was doing */
  onDone: () => void;
  /** closed without going on (the X, Escape, or OK after a refusal) */
  onClose: () => void;
}

const Body = lazy(() => import('./PlayDetailsSheetBody'));

/**
 * Asks for responsible play's declaration where paid play needs it (ADR 016; issue 21): the bottom sheet a deposit or
 * a paid join opens when the player has not declared their state (or, to join, their date of birth), then lets the
 * caller go on with the same action. The body (its texts, profile.css) loads only when a sheet first opens, so the
 * screens that merely import the profile feature (the leaderboard's Avatar) carry none of it; its own Suspense
 * boundary keeps the screen behind it visible meanwhile.
 */
export function PlayDetailsSheet(props: PlayDetailsSheetProps) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
