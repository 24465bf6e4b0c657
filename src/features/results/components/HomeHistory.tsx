import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_LIMIT } from '../../../../core/api/results-constants';
import type { MyEntry, MyMatch } from '../../../../core/api/results';
import { loadHistory } from '../api';
import { useOpenSeat, usePagedChallenges } from '../usePagedChallenges';
import { LastUpdated, LoadFallback, LoadMoreFailure } from './LastUpdated';
import { MyMatchCard } from './MyMatchCard';
import '../results.css';

/**
 * Home's history tab (docs/product.md §2 home tab 1): the history challenges, the player's challenges newest first
 * (the timeline), first page skip 0 and HISTORY_PAGE_LIMIT (10) a page (docs/product.md §9), "load more" while the
 * server has more; a page that fails says so in place with Try again. A seat opens its contest: the contests list
 * before the start, its room while live or after.
 */
export default function HomeHistory() {
  const { t } = useTranslation('results');
  const { first, reload, page, list, hasMore, loadMore, moreFailed, loadingMore } = usePagedChallenges(loadHistory, 'home-history', HISTORY_PAGE_LIMIT);
  const openSeat = useOpenSeat();
  const open = (c: MyMatch, e: MyEntry) =>
    openSeat(c, e, c.status === 'upcoming' || c.status === 'open' ? 'upcoming' : c.status === 'live' ? 'live' : 'completed');

  return (
    <section data-testid="home-history">
      <LastUpdated state={first} />
      <LoadFallback state={first} retry={reload} />
      {page ? (
        list.length === 0 ? (
          <p className="empty" data-testid="home-history-empty">
            {t('empty.history')}
          </p>
        ) : (
          <ul className="challenge-list" data-testid="home-history-list">
            {list.map((c) => (
              <MyMatchCard key={c.challenge_id} challenge={c} onOpen={open} />
            ))}
          </ul>
        )
      ) : null}
      <LoadMoreFailure state={moreFailed} retry={() => void loadMore()} testId="home-history-more-error" />
      {hasMore && !moreFailed ? (
        <button type="button" className="btn btn--secondary btn--block" disabled={loadingMore} onClick={() => void loadMore()} data-testid="home-history-more">
          {t('loadMore')}
        </button>
      ) : null}
    </section>
  );
}
