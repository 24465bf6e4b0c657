import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyMatch } from '../../../../core/api/results';
import { resetAppState } from '../../../lib/appState';
import { db } from '../../../lib/db';
import { loadErrorTexts } from '../../../lib/i18n';
import { authToken, setSession } from '../../../lib/session';
import { challengeList, fakeJwt } from '../../../testing/fixtures';
import { mockApi, ok, type Reply, type SeenRequest } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { resetTour } from '../../onboarding';
import { challengeWritesSettled, resetChallengeMemory } from '../../challenges';

const TIMELINE = '/api/v3/game/users/matches/timeline';
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
const page = (skip: number) =>
  ok(skip === 0 ? { challenges: Array.from({ length: 10 }, (_, i) => past(7000 + i)), skip: 0, has_more: true } : { challenges: [past(7100)], skip, has_more: false });
/** a 500 (no quick second try: src/lib/apiClient.ts retries 502-504 only) */
const failure: Reply = { status: 500, body: { status: 500, code: 'INTERNAL', message: 'down' } };

/** Home with an empty challenge list; the timeline answered by `timeline` (skip → reply). */
function server(timeline: (skip: number) => Reply) {
  return (req: SeenRequest): Reply => {
    if (req.path === '/api/v1/platform/challenges') return ok(challengeList({ challenges: [] }));
    if (req.path === '/api/f2p/v1/user/wallet') return ok({ deposit_money: 0, promo_money: 0, winnings_money: 0, components: [] });
    if (req.path === '/api/v3/game/slides') return ok([]);
    if (req.path === '/api/v1/utility/getServerTime') return ok({ serverTime: Date.now() });
    if (req.path === TIMELINE) return timeline(Number(new URLSearchParams(req.search).get('skip')));
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'no' } };
  };
}

describe("home's history tab: the timeline (users/matches/timeline), 10 a page", () => {
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

  it('the first page fails: the error in place with Try again, which loads page 1 (10)', async () => {
    let first = 0;
    const seen = mockApi(server((skip) => (skip === 0 && ++first === 1 ? failure : page(skip))));
    await renderApp('/new');
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const error = await screen.findByTestId('load-error', {}, { timeout: 5000 });
    expect(screen.queryByTestId('error-popup')).toBeNull();
    fireEvent.click(within(error).getByTestId('load-error-retry'));
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(10), { timeout: 5000 });
    expect(seen.filter((r) => r.path === TIMELINE).map((r) => r.search)).toEqual(['?skip=0&limit=10', '?skip=0&limit=10']);
  });

  it('"load more" fails: the error in place of the next page with Try again, which loads page 2 (skip 10)', async () => {
    let second = 0;
    const seen = mockApi(server((skip) => (skip === 10 && ++second === 1 ? failure : page(skip))));
    await renderApp('/new');
    // the error texts load once home has shown (src/main.tsx); renderApp does not run main.tsx
    await loadErrorTexts();
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(10), { timeout: 5000 });
    fireEvent.click(screen.getByTestId('home-history-more'));
    const error = await screen.findByTestId('home-history-more-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('Something went wrong!!!');
    expect(screen.getAllByTestId('my-match')).toHaveLength(10);
    expect(screen.queryByTestId('home-history-more')).toBeNull();
    fireEvent.click(within(error).getByTestId('home-history-more-error-retry'));
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(11), { timeout: 5000 });
    expect(screen.queryByTestId('home-history-more-error')).toBeNull();
    expect(seen.filter((r) => r.path === TIMELINE).map((r) => r.search)).toEqual(['?skip=0&limit=10', '?skip=10&limit=10', '?skip=10&limit=10']);
  });
});
