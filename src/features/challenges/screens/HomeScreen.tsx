import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '../../../app/Page';
import type { Banner, Challenge } from '../../../../core/api/challenges';
import { enterChallenge, HOME_TAB, updateAppState, useAppState, type HomeTab } from '../../../lib/appState';
import { showSnackbar } from '../../../lib/snackbar';
import { checkRewardPopup, HomeHistory } from '../../results';
import { WalletBalance } from '../../wallet';
import { fetchSlides, refreshChallenges } from '../api';
import { TourTip } from '../../onboarding';
import { useHomeList } from '../store';
import { BannerCarousel } from '../components/BannerCarousel';
import { ChallengeCard } from '../components/ChallengeCard';
import { SportTabs } from '../components/SportTabs';
import { afterHomeShown, announceHomeShown } from '../homeShown';

function subscribeOnline(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

const playsIn = (c: Challenge, sport: number | null) => sport === null || c.sports_id === sport || c.sports_id_arr.includes(sport);

/** docs/product.md §2 tab keys: home's tabs in order, tab 0 home and tab 1 history. */
const HOME_TABS: ReadonlyArray<{ key: keyof typeof HOME_TAB; tab: HomeTab }> = [
  { key: 'home', tab: HOME_TAB.home },
  { key: 'history', tab: HOME_TAB.history },
];

/**
 * /new — docs/product.md §2 home: banner, sport tabs, language switcher, wallet header,
 * challenge cards (featured first, as the server orders them), upcoming
 * games, empty message. Shows the server's list (fetched on mount); the
 * device copy in Dexie when the server cannot be reached (see ../api.ts).
 * Its tabs (the app state's homeTab, default DEFAULT_HOME_TAB): home, and history (the history challenges, a lazy
 * chunk of the results feature). The header links the activity centre (the inbox) and the offers.
 */
export function HomeScreen() {
  const { t } = useTranslation('challenges');
  const navigate = useNavigate();
  // The list arrives after the first paint: rendering its cards is the biggest render of home's start, so it runs as
  // a background render React splits into short slices (no long task blocking a tap), committed when done.
  const cached = useDeferredValue(useHomeList());
  const online = useOnline();
  const [sport, setSport] = useState<number | null>(null);
  const [slides, setSlides] = useState<Banner[]>([]);
  const [refreshing, setRefreshing] = useState(true);
  const pageTitle = t('pageTitle');
  // docs/product.md §4 popup check: a prize won since the last visit shows its popup here, once (after the list is shown,
  // so its code is not on the home route's critical path).
  useEffect(() => afterHomeShown(() => void checkRewardPopup(), 2000), []);
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  useEffect(() => {
    let live = true;
    void refreshChallenges().finally(() => live && setRefreshing(false));
    void fetchSlides().then((s) => live && setSlides(s));
    return () => {
      live = false;
    };
  }, []);

  const list = cached?.list;
  const challenges = useMemo(() => (list?.challenges ?? []).filter((c) => playsIn(c, sport)), [list, sport]);
  const upcoming = useMemo(() => (list?.upcoming ?? []).filter((c) => playsIn(c, sport)), [list, sport]);
  const joinedAny = (list?.challenges ?? []).reduce((n, c) => n + c.joined_contest_count, 0);
  // The tour's step 1 (the first-game tooltip, docs/product.md §4) waits for the onboarding popups, so it is not hidden
  // behind them; the tour itself applies the first-time rule (its flag unset, fewer than 1 contest joined).
  const popupOpen = useAppState((s) => s.popups.howToPlay || s.popups.welcome || s.popups.video);
  const homeTab = useAppState((s) => s.homeTab);
  const loading = cached === undefined || (cached === null && refreshing);
  useEffect(() => {
    if (!loading) announceHomeShown();
  }, [loading]);

  // stable, so the memoized cards do not render again with home
  const open = useCallback(
    (c: Challenge) => {
      enterChallenge(c.challenge_id);
      navigate(`/contestsection?challenge_id=${c.challenge_id}`);
    },
    [navigate],
  );
  const availableSoonText = t('availableSoon');
  const openUpcoming = useCallback(() => showSnackbar(availableSoonText, 'success'), [availableSoonText]);

  return (
    <Page bottomBar className="home">
      <header className="app-header app-header--home">
        <span className="app-header__title">{t('common:footer.home')}</span>
        <Link to="/offers" className="icon-btn" aria-label={t('offers')} title={t('offers')} data-testid="offers-link">
          <span aria-hidden="true">🎁</span>
        </Link>
        <Link to="/activityCentre" className="icon-btn" aria-label={t('activityCentre')} title={t('activityCentre')} data-testid="activity-centre-link">
          <span aria-hidden="true">🔔</span>
        </Link>
        <Link to="/language" className="icon-btn lang-switch" aria-label={t('language')} data-testid="language-switch">
          अ/A
        </Link>
        <WalletBalance />
      </header>

      <h1 className="home__title">{pageTitle}</h1>
      <div className="home-tabs" role="tablist" aria-label={t('tabs.label')}>
        {HOME_TABS.map(({ key, tab }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`home-tab-${key}`}
            aria-selected={homeTab === tab}
            aria-controls="home-panel"
            className={`home-tab${homeTab === tab ? ' is-active' : ''}`}
            onClick={() => updateAppState({ homeTab: tab })}
            data-testid={`home-tab-${key}`}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>

      {homeTab === HOME_TAB.history ? (
        <div id="home-panel" role="tabpanel" aria-labelledby="home-tab-history">
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <HomeHistory />
          </Suspense>
        </div>
      ) : (
        <div id="home-panel" role="tabpanel" aria-labelledby="home-tab-home">
          <BannerCarousel slides={slides} />
          {online ? null : (
            <p className="offline-hint" role="status" data-testid="offline-hint">
              {t('offline')}
            </p>
          )}
          <SportTabs sports={list?.allSportsData ?? []} selected={sport} onSelect={setSport} />

          {loading ? (
            <p className="muted center" aria-busy="true">
              {t('loading')}
            </p>
          ) : challenges.length === 0 ? (
            <p className="empty" data-testid="empty-message">
              {t('empty')}
            </p>
          ) : (
            <ul className="challenge-list" data-testid="challenge-list">
              {challenges.map((c, i) => (
                <ChallengeCard key={c.challenge_id} challenge={c} onOpen={open}>
                  {i === 0 ? <TourTip screen="home" joined={joinedAny} blocked={popupOpen} /> : null}
                </ChallengeCard>
              ))}
            </ul>
          )}

          {upcoming.length > 0 ? (
            <section aria-labelledby="upcoming-title">
              <h2 id="upcoming-title" className="section-title">
                {t('upcomingGames')}
              </h2>
              <ul className="challenge-list">
                {upcoming.map((c) => (
                  <ChallengeCard key={c.challenge_id} challenge={c} upcoming onOpen={openUpcoming} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </Page>
  );
}
