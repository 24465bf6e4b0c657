import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MyEntry, MyMatch } from '../../../../core/api/results';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { updateAppState, useAppState, type MyMatchesTab } from '../../../lib/appState';
import { COMPLETED_PAGE_LIMIT } from '../../../../core/api/results-constants';
import { loadCompleted, loadInPlay, loadTabCounters } from '../api';
import { LastUpdated, LoadFallback, LoadMoreFailure } from '../components/LastUpdated';
import { MyMatchCard } from '../components/MyMatchCard';
import { useLoaded } from '../useLoaded';
import { useOpenSeat, usePagedChallenges } from '../usePagedChallenges';
import '../results.css';

type Tab = 'upcoming' | 'live' | 'history';
const TABS: Tab[] = ['upcoming', 'live', 'history'];
/** The spec records both 'upcoming' (default) and 'inplay' for the first tab: joined, not started. */
const tabOf = (saved: MyMatchesTab): Tab => (saved === 'inplay' ? 'upcoming' : saved);

/** Live lists refresh this often while the screen is open. */
export const MY_MATCHES_POLL_MS = 15_000;

/**
 * /mymatches — docs/product.md §2 my matches: upcoming / live / history tabs with the tabCounters numbers.
 * Upcoming and live come from inPlayv2, history from completedv2 (COMPLETED_PAGE_LIMIT, 40 a page, docs/product.md §9). Every list is
 * stored on the device and shown offline with when it was last updated.
 */
export default function MyMatchesScreen() {
  const { t } = useTranslation(['results', 'common']);
  const navigate = useNavigate();
  const tab = tabOf(useAppState((s) => s.myMatchesTab));
  const [counts] = useLoaded(loadTabCounters, 'tabs', MY_MATCHES_POLL_MS);
  const [inPlay, reloadInPlay] = useLoaded(loadInPlay, 'inplay', MY_MATCHES_POLL_MS);
  // while the History tab is shown its first page is polled too: a match that ends or is settled meanwhile
  // (its final rank and winnings) appears without leaving the screen
  const paged = usePagedChallenges(loadCompleted, 'history', COMPLETED_PAGE_LIMIT, tab === 'history' ? MY_MATCHES_POLL_MS : undefined);
  const openSeat = useOpenSeat();
  const title = t('common:screens.myMatches');
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  const open = (c: MyMatch, e: MyEntry) => openSeat(c, e, tab === 'history' ? 'completed' : tab);

  const count = (k: Tab) => {
    if (counts.source !== 'server' && counts.source !== 'cache') return null;
    return k === 'upcoming' ? counts.value.inplay : k === 'live' ? counts.value.live : counts.value.history;
  };
  const state = tab === 'history' ? paged.first : inPlay;
  const list: MyMatch[] =
    state.source === 'server' || state.source === 'cache'
      ? tab === 'history'
        ? paged.list
        : inPlay.source === 'server' || inPlay.source === 'cache'
          ? inPlay.value[tab]
          : []
      : [];

  return (
    <Page bottomBar className="results" data-testid="my-matches">
      <AppHeader title={title} wallet />
      <div className="results-tabs" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((k) => {
          const n = count(k);
          return (
            <button
              key={k}
              type="button"
              role="tab"
              id={`mm-tab-${k}`}
              aria-selected={tab === k}
              aria-controls="mm-panel"
              className={`results-tab${tab === k ? ' is-active' : ''}`}
              onClick={() => updateAppState({ myMatchesTab: k })}
              data-testid={`tab-${k}`}
            >
              {t(`tabs.${k}`)}
              {n !== null ? (
                <span className="results-tab__count" data-testid={`tab-count-${k}`}>
                  {n}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <section id="mm-panel" role="tabpanel" aria-labelledby={`mm-tab-${tab}`}>
        <LastUpdated state={state} />
        <LoadFallback state={state} retry={tab === 'history' ? paged.reload : reloadInPlay} />
        {state.source === 'server' || state.source === 'cache' ? (
          list.length === 0 ? (
            <div className="empty" data-testid="my-matches-empty">
              <p>{t(`empty.${tab}`)}</p>
              {tab === 'upcoming' ? (
                <button type="button" className="btn btn--primary" onClick={() => navigate('/new')}>
                  {t('playNow')}
                </button>
              ) : null}
            </div>
          ) : (
            <ul className="challenge-list" data-testid="my-matches-list">
              {list.map((c) => (
                <MyMatchCard key={c.challenge_id} challenge={c} onOpen={open} />
              ))}
            </ul>
          )
        ) : null}
        {tab === 'history' ? <LoadMoreFailure state={paged.moreFailed} retry={() => void paged.loadMore()} testId="load-more-error" /> : null}
        {tab === 'history' && paged.hasMore && !paged.moreFailed ? (
          <button type="button" className="btn btn--secondary btn--block" disabled={paged.loadingMore} onClick={() => void paged.loadMore()} data-testid="load-more">
            {t('loadMore')}
          </button>
        ) : null}
      </section>
    </Page>
  );
}
