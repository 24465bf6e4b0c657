import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FIRST_PAGE_SKIP } from '../../../core/api/results-constants';
import type { MyEntry, MyMatch, MyMatchPage } from '../../../core/api/results';
import { enterChallenge } from '../../lib/appState';
import type { Loaded } from '../../lib/cachedRead';
import { useLoaded } from './useLoaded';

/**
 * A paged list of the player's challenges (my matches' history, home's history tab): the first page loaded (and
 * polled while `pollMs` is set) like every live screen, then "load more" pages of `pageLimit` appended after it.
 */
export function usePagedChallenges(load: (skip: number) => Promise<Loaded<MyMatchPage>>, key: string, pageLimit: number, pollMs?: number) {
  const [first, reload] = useLoaded(() => load(FIRST_PAGE_SKIP), key, pollMs);
  const [more, setMore] = useState<{ items: MyMatch[]; hasMore: boolean } | null>(null);
  const [moreFailed, setMoreFailed] = useState<Extract<Loaded<MyMatchPage>, { source: 'none' }> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = first.source === 'server' || first.source === 'cache' ? first.value : null;
  const loadMore = async () => {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(null);
    try {
      const r = await load(pageLimit + (more?.items.length ?? 0));
      // a page that did not come (no reply, no stored copy, a server failure) is said in place, with Try again
      if (r.source === 'none') return setMoreFailed(r);
      setMore((m) => ({ items: [...(m?.items ?? []), ...r.value.challenges], hasMore: r.value.has_more }));
    } finally {
      setLoadingMore(false);
    }
  };
  return {
    first,
    reload,
    /** the first page's challenges, null until it is loaded */
    page: page?.challenges ?? null,
    /** every challenge loaded so far */
    list: [...(page?.challenges ?? []), ...(more?.items ?? [])],
    hasMore: more ? more.hasMore : (page?.has_more ?? false),
    loadMore,
    /** the last "load more" failed: its state for LoadMoreFailure (null otherwise) */
    moreFailed,
    loadingMore,
  };
}

/**
 * Opens one of the player's seats: the contests list of a challenge not started yet, its room while live, the
 * completed room after.
 */
export function useOpenSeat(): (c: MyMatch, e: MyEntry, phase: 'upcoming' | 'live' | 'completed') => void {
  const navigate = useNavigate();
  return (c, e, phase) => {
    if (phase === 'upcoming') {
      enterChallenge(c.challenge_id);
      navigate(`/contests?challenge_id=${c.challenge_id}`);
      return;
    }
    const q = `challenge_id=${c.challenge_id}&room_id=${e.room_id}`;
    navigate(phase === 'live' ? `/contestDetailsInPlay?${q}` : `/contestDetailsCompleted?${q}`);
  };
}
