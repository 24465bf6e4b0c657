import { lazy, Suspense } from 'react';

// the implementation (core's match-centre and fantasy rules with it) loads only when a panel is shown
const MatchCentreView = lazy(() => import('./components/MatchCentreView'));

/**
 * The match centre of one match without a page header, for another screen to embed (the in-play contest screen,
 * which is already inside a contest: no links to the match's contests there).
 */
export function MatchCentrePanel({ matchId }: { matchId: number }) {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <MatchCentreView matchId={matchId} contests={false} />
    </Suspense>
  );
}
