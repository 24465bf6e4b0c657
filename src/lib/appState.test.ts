import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, setSetting } from './db';
import {
  appState,
  APP_STATE_KEY,
  defaultAppState,
  enterChallenge,
  FALLBACK_CHALLENGE_ID,
  resetAppState,
  restoreAppState,
  setPopup,
  startAppStatePersistence,
  updateAppState,
  type AppState,
} from './appState';

describe('app state defaults (docs/product.md §2, §4, §9)', () => {
  it('records the spec defaults', () => {
    const s = defaultAppState();
    expect(s).toMatchObject({ homeTab: 0, myMatchesTab: 'upcoming', gameState: 'inplay', leaderboardTab: 3, contestTab: 0 });
    expect(Object.values(s.popups).every((open) => open === false)).toBe(true);
    expect(Object.keys(s.popups).sort()).toEqual(
      ['cashReward', 'chooseAvatar', 'dailyReward', 'howToPlay', 'lowBalance', 'promoReward', 'video', 'wallet', 'welcome'].sort(),
    );
  });

  it('entering a challenge resets the contest flow, with the fallback id when none is given', () => {
    updateAppState({ contestTab: 2, teamId: 9, draftNum: 4, pageNumber: 3, gameState: 'completed' });
    enterChallenge(null);
    expect(appState.get()).toMatchObject({ challengeId: FALLBACK_CHALLENGE_ID, contestTab: 0, teamId: null, draftNum: 1, pageNumber: 1, gameState: 'inplay' });
    resetAppState();
  });
});

describe('app state persistence', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    resetAppState();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    resetAppState();
  });

  it('saves at most once a second, writing the latest state', () => {
    const saves: AppState[] = [];
    stop = startAppStatePersistence(async (s) => {
      saves.push(s);
    });
    updateAppState({ homeTab: 1 });
    setPopup('wallet', true);
    updateAppState({ contestTab: 2 });
    expect(saves).toHaveLength(0);
    vi.advanceTimersByTime(999);
    expect(saves).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ homeTab: 1, contestTab: 2, popups: expect.objectContaining({ wallet: true }) });

    // a burst over 2.5 s produces at most one save per second
    for (let i = 0; i < 25; i++) {
      updateAppState({ pageNumber: i + 2 });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(1000);
    expect(saves.length).toBeLessThanOrEqual(1 + 3);
    expect(saves.at(-1)?.pageNumber).toBe(26);
  });

  it('does nothing when nothing changes', () => {
    const save = vi.fn(async () => {});
    stop = startAppStatePersistence(save);
    vi.advanceTimersByTime(5000);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('restoring app state', () => {
  afterEach(async () => {
    resetAppState();
    await db.settings.clear();
  });

  it('restores the saved state over the defaults', async () => {
    await setSetting(APP_STATE_KEY, { homeTab: 1, myMatchesTab: 'inplay', popups: { welcome: true } });
    await restoreAppState();
    expect(appState.get()).toMatchObject({ homeTab: 1, myMatchesTab: 'inplay', leaderboardTab: 3 });
    // popups are transient: they start closed after a reload
    expect(appState.get().popups).toMatchObject({ welcome: false, wallet: false });
  });

  it('persists to Dexie by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = startAppStatePersistence();
    updateAppState({ leaderboardTab: 1 });
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await db.settings.get(APP_STATE_KEY)).toMatchObject({ value: expect.objectContaining({ leaderboardTab: 1 }) }));
    stop();
  });
});
