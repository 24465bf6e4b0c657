import { peekSetting, putSetting } from './settingsDirect';
import { createStore, useStore } from './store';

/**
 * The app state the spec records (docs/product.md §2 tab keys, popups, §4 game state), kept
 * out of the URL. Saved to IndexedDB (Dexie's settings table, key 'appState')
 * at most once a second and restored on start, both without loading Dexie
 * (src/lib/settingsDirect.ts). Routing is not part of it.
 */
export type PopupName =
  | 'wallet'
  | 'howToPlay'
  | 'video'
  | 'lowBalance'
  | 'dailyReward'
  | 'cashReward'
  | 'promoReward'
  | 'chooseAvatar'
  | 'welcome';

export type MyMatchesTab = 'upcoming' | 'inplay' | 'live' | 'history';

/** docs/product.md §2 tab keys: home's tab 0 is home, tab 1 is history. */
export const HOME_TAB = { home: 0, history: 1 } as const;
export type HomeTab = (typeof HOME_TAB)[keyof typeof HOME_TAB];

/** docs/product.md §2 tab keys and §9 defaults, each in one place (defaultAppState, enterChallenge and the screens read them). */
export const DEFAULT_HOME_TAB: HomeTab = HOME_TAB.home;
export const DEFAULT_MY_MATCHES_TAB: MyMatchesTab = 'upcoming';
export const DEFAULT_LEADERBOARD_TAB = 3;
export const DEFAULT_CONTEST_TAB = 0;

export interface AppState {
  /** home tabs: 0 home, 1 history */
  homeTab: HomeTab;
  /** the spec records 'upcoming' as the default; guest login sets 'inplay' */
  myMatchesTab: MyMatchesTab;
  gameState: 'inplay' | 'live' | 'completed';
  leaderboardTab: number;
  contestTab: number;
  popups: Record<PopupName, boolean>;
  /** onboarding tooltip tour step; 0 = not running */
  tooltipStep: number;
  bottomBarHidden: boolean;
  /** the challenge being played (set on entering a challenge) */
  challengeId: number | null;
  teamId: number | null;
  draftNum: number;
  pageNumber: number;
  joinGuide: unknown;
}

export const FALLBACK_CHALLENGE_ID = 79639;

export const defaultAppState = (): AppState => ({
  homeTab: DEFAULT_HOME_TAB,
  myMatchesTab: DEFAULT_MY_MATCHES_TAB,
  gameState: 'inplay',
  leaderboardTab: DEFAULT_LEADERBOARD_TAB,
  contestTab: DEFAULT_CONTEST_TAB,
  popups: {
    wallet: false,
    howToPlay: false,
    video: false,
    lowBalance: false,
    dailyReward: false,
    cashReward: false,
    promoReward: false,
    chooseAvatar: false,
    welcome: false,
  },
  tooltipStep: 0,
  bottomBarHidden: false,
  challengeId: null,
  teamId: null,
  draftNum: 1,
  pageNumber: 1,
  joinGuide: null,
});

export const appState = createStore<AppState>(defaultAppState());

export function updateAppState(patch: Partial<AppState> | ((s: AppState) => Partial<AppState>)): void {
  appState.set((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }));
}

export function setPopup(name: PopupName, open: boolean): void {
  updateAppState((s) => ({ popups: { ...s.popups, [name]: open } }));
}

/** docs/product.md §4 "Entering a challenge". */
export function enterChallenge(challengeId: number | null): void {
  updateAppState({
    challengeId: challengeId ?? FALLBACK_CHALLENGE_ID,
    gameState: 'inplay',
    contestTab: DEFAULT_CONTEST_TAB,
    joinGuide: null,
    teamId: null,
    draftNum: 1,
    pageNumber: 1,
  });
}

export function resetAppState(): void {
  appState.set(defaultAppState());
}

export function useAppState<S>(select: (s: AppState) => S): S {
  return useStore(appState, select);
}

export const APP_STATE_KEY = 'appState';
export const SAVE_THROTTLE_MS = 1000;

/**
 * Persist on change, at most once per SAVE_THROTTLE_MS: the first change
 * schedules one save a second later that writes whatever the state is then.
 */
export function startAppStatePersistence(save: (s: AppState) => Promise<void> = (s) => putSetting(APP_STATE_KEY, s)): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = appState.subscribe(() => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      save(appState.get()).catch((e: unknown) => console.warn('appState save failed', e));
    }, SAVE_THROTTLE_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/**
 * Restore the saved state over the defaults (new fields keep their defaults).
 * Popups start closed: a popup open when the page went away (e.g. to the
 * payment provider) must not cover the screen the player comes back to.
 */
export async function restoreAppState(): Promise<void> {
  const saved = await peekSetting<Partial<AppState>>(APP_STATE_KEY).catch(() => undefined);
  if (!saved || typeof saved !== 'object') return;
  const base = defaultAppState();
  appState.set({ ...base, ...saved, popups: base.popups });
}
