import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FIRST_PAGE_SKIP, HISTORY_PAGE_LIMIT } from '../../../../core/api/results-constants';
import type { MyEntry, MyMatch } from '../../../../core/api/results';
import { enterChallenge } from '../../../lib/appState';
import { useLoaded } from '../../../lib/useLoaded';
import { loadHistory } from '../api';
import { LastUpdated, LoadFallback } from './LastUpdated';
import { MyMatchCard } from './MyMatchCard';
import '../results.css';

/**
 * Home's history tab (docs/product.md §2 home tab 1): the history challenges, the player's challenges newest first
 * (the timeline), first page skip 0 and HISTORY_PAGE_LIMIT (10) a page (docs/product.md §9), "load more" while the
 * server has more. A seat opens its contest: the contests list before the start, its room while live or after.
 */
export default function HomeHistory() {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  const [first, reload] = useLoaded(() => loadHistory(FIRST_PAGE_SKIP), 'home-history');
  const [more, setMore] = useState<{ items: MyMatch[]; hasMore: boolean } | null>(null);
  const page = first.source === 'server' || first.source === 'cache' ? first.value : null;
  const list = [...(page?.challenges ?? []), ...(more?.items ?? [])];
  const hasMore = more ? more.hasMore : (page?.has_more ?? false);

  const loadMore = async () => {
    const r = await loadHistory(HISTORY_PAGE_LIMIT + (more?.items.length ?? 0));
    if (r.source === 'none') return;
    setMore((m) => ({ items: [...(m?.items ?? []), ...r.value.challenges], hasMore: r.value.has_more }));
  };

  const open = (c: MyMatch, e: MyEntry) => {
    const q = `challenge_id=${c.challenge_id}&room_id=${e.room_id}`;
    if (c.status === 'upcoming' || c.status === 'open') {
      enterChallenge(c.challenge_id);
      navigate(`/contests?challenge_id=${c.challenge_id}`);
    } else navigate(c.status === 'live' ? `/contestDetailsInPlay?${q}` : `/contestDetailsCompleted?${q}`);
  };

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
      {hasMore ? (
        <button type="button" className="btn btn--secondary btn--block" onClick={() => void loadMore()} data-testid="home-history-more">
          {t('loadMore')}
        </button>
      ) : null}
    </section>
  );
}
