import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { appState, resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { mockApi, ok, type Handler } from '../../../testing/mockApi';
import { challengeList, fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { resetTour } from '../../onboarding';
import type { MyMatch } from '../../../../core/api/results';
import { challengeWritesSettled, resetChallengeMemory } from '../store';

const TIMELINE = '/api/v3/game/users/matches/timeline';
const wallet = { deposit_money: 0, promo_money: 0, winnings_money: 0, components: [] };
/** A finished challenge the player joined (one settled seat in room `id`). */
const past = (id: number): MyMatch => ({
  challenge_id: id,
  challenge_name: `Past ${id}`,
  game_mode: 'prediction',
  sports_id: 1,
  start_time: Date.now() - 86_400_000,
  status: 'completed',
  matches: [],
  entries: [
    { room_id: id, config_id: 11, contest_name: 'Mega', room_name: 'Mega #1', draft_num: 1, fee: 10, points: 40, rank: 1, prize: 50, refunded: false, room_status: 'settled' },
  ],
  winnings: 50,
});

/** Server stub: an empty home list, the wallet and the timeline (10 on the first page, then 1 more). */
function server(): Handler {
  return (req) => {
    if (req.path === '/api/v1/platform/challenges') return ok(challengeList({ challenges: [] }));
    if (req.path === '/api/f2p/v1/user/wallet') return ok(wallet);
    if (req.path === '/api/v3/game/slides') return ok([]);
    if (req.path === '/api/v1/utility/getServerTime') return ok({ serverTime: Date.now() });
    if (req.path === TIMELINE) {
      const skip = Number(new URLSearchParams(req.search).get('skip'));
      return ok(skip === 0 ? { challenges: Array.from({ length: 10 }, (_, i) => past(7000 + i)), skip: 0, has_more: true } : { challenges: [past(7100)], skip, has_more: false });
    }
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };
  };
}

describe('home /new: tabs (docs/product.md §2 tab keys, §9 paging) and the links to offers and the activity centre', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('1'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetAppState();
    resetChallengeMemory();
    await resetTour();
    await challengeWritesSettled();
    authToken.set(null);
    localStorage.clear();
    await Promise.all([db.challengeCache.clear(), db.settings.clear(), db.resultsCache.clear()]);
  });

  it('the header links the activity centre (an inbox bell with an accessible label)', async () => {
    mockApi(server());
    const app = await renderApp('/new');
    const link = await screen.findByRole('link', { name: 'Activity centre' });
    expect(link.closest('header')?.classList.contains('app-header--home')).toBe(true);
    fireEvent.click(link);
    await waitFor(() => expect(app.location()).toBe('/activityCentre'), { timeout: 5000 });
  });

  it('the header links the offers', async () => {
    mockApi(server());
    const app = await renderApp('/new');
    const link = await screen.findByRole('link', { name: 'Offers' });
    expect(link.closest('header')?.classList.contains('app-header--home')).toBe(true);
    fireEvent.click(link);
    await waitFor(() => expect(app.location()).toBe('/offers'), { timeout: 5000 });
  });

  it('tab 0 (home) is the default; tab 1 (history) loads the history challenges, first page skip 0 limit 10, then skip 10', async () => {
    const seen = mockApi(server());
    await renderApp('/new');
    const home = await screen.findByRole('tab', { name: 'Home' });
    expect(home.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('false');
    expect(appState.get().homeTab).toBe(0);
    expect(seen.some((r) => r.path === TIMELINE)).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(appState.get().homeTab).toBe(1);
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(10), { timeout: 5000 });
    const timeline = () => seen.filter((r) => r.path === TIMELINE).map((r) => r.search);
    expect(timeline()[0]).toBe('?skip=0&limit=10');
    fireEvent.click(screen.getByTestId('home-history-more'));
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(11), { timeout: 5000 });
    expect(timeline()).toContain('?skip=10&limit=10');
    expect(screen.queryByTestId('home-history-more')).toBeNull();
  });

  it('a finished history challenge opens its completed contest details', async () => {
    mockApi(server());
    const app = await renderApp('/new');
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const first = (await screen.findAllByTestId('my-match', {}, { timeout: 5000 }))[0]!;
    fireEvent.click(within(first).getAllByRole('button')[0]!);
    await waitFor(() => expect(app.location()).toBe('/contestDetailsCompleted?challenge_id=7000&room_id=7000'), { timeout: 5000 });
  });
});
