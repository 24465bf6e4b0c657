import { useTranslation } from 'react-i18next';
import type { MyEntry } from '../../../../core/api/results';
import { InlineError } from '../../../app/InlineError';
import { isRefusal } from '../../../lib/errorText';
import { useAmountFormat } from '../../../lib/moneyMode';
import { loadChallengeResult } from '../api';
import { useLoaded } from '../useLoaded';
import { EntryList } from './EntryList';
import { LastUpdated } from './LastUpdated';

/**
 * contestDetailsCompleted: the player's result across the whole challenge (GET /v3/game/getPlayerMatchResult):
 * every seat they held in any of its rooms with its points, rank and prize, and the total won. A seat opens
 * `onOpen` (its results here, or its own room's completed screen). Stored like the other results reads, so it stays
 * readable offline; a failure with nothing stored is inline with a retry (docs/architecture.md, "Errors the player sees").
 */
export function ChallengeResult({ challengeId, teams, onOpen }: { challengeId: number; teams: boolean; onOpen: (e: MyEntry) => void }) {
  const { t } = useTranslation(['results', 'common']);
  const money = useAmountFormat();
  const [state, reload] = useLoaded(() => loadChallengeResult(challengeId), String(challengeId));

  let body;
  if (state.source === 'loading') {
    body = (
      <p className="muted" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  } else if (state.source === 'none') {
    const failure = { kind: state.offline ? ('network' as const) : ('http' as const), code: state.code };
    body = <InlineError error={failure} retry={isRefusal(failure) ? undefined : reload} testId="challenge-result-error" />;
  } else {
    const result = state.value;
    // every seat's room is settled (or refunded): the total is final
    const final = result.entries.every((e) => e.room_status === 'settled' || e.room_status === 'refunded');
    body = (
      <>
        <LastUpdated state={state} />
        <p className="my-winnings" data-testid="challenge-winnings">
          {result.winnings > 0 ? t('challengeResult.won', { amount: money.rupees(result.winnings) }) : t('challengeResult.noWin')}
        </p>
        {final ? null : (
          <p className="muted" data-testid="challenge-result-pending">
            {t('challengeResult.pending')}
          </p>
        )}
        <EntryList entries={result.entries} teams={teams} onOpen={onOpen} />
      </>
    );
  }

  return (
    <section aria-labelledby="challenge-result-title" data-testid="challenge-result">
      <h2 id="challenge-result-title" className="section-title">
        {t('challengeResult.title')}
      </h2>
      {body}
    </section>
  );
}
