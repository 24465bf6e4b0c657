import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomLeaderboard } from '../../../../core/api/contests';
import type { LiveEvent } from '../../../lib/live';
import { db } from '../../../lib/db';
import { resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { mockApi, ok } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { board, CHALLENGE, entry, ROOM, roomData } from '../test-fixtures';
import { LIVE_POLL_MS } from './RoomDetails';

/**
 * The in-play room on the live stream (ADR 017): what the stream pushes replaces the leaderboard and my entries'
 * points and ranks, each of my entries shows how its rank moved and what it would win now, and while the stream is
 * open the room asks the API nothing more. The page's stream is replaced by one the test drives.
 */
const subscribers = new Map<string, (e: LiveEvent) => void>();
vi.mock('../../../lib/live', () => ({
  useLive: (topics: readonly string[], afterId: number | null, onEvent: (e: LiveEvent) => void) => {
    if (afterId !== null) for (const t of topics) subscribers.set(t, onEvent);
    return 'open';
  },
}));

const Q = `?challenge_id=${CHALLENGE}&room_id=${ROOM}`;
const pushRoom = (lb: RoomLeaderboard) => subscribers.get(`room:${ROOM}`)?.({ event: 'room', data: { topic: `room:${ROOM}`, ...lb } });
const mine = (rank: number, points: number, wouldWin: number) => ({ user_id: 7, user_nick: 'me', user_photo: null, draft_num: 1, points, rank, winnings: null, would_win: wouldWin, is_me: true });

describe('contestDetailsInPlay on the live stream', () => {
  beforeEach(async () => {
    subscribers.clear();
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await db.resultsCache.clear();
  });

  it('pushed ranks move my entry (↑2) with what it would win now, and no /api request follows while connected', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const seen = mockApi((req) => {
      if (req.path === '/api/v3/game/challenges/getInplayMatchesUserv2') return ok(roomData({ entries: [entry({ points: 10, rank: 3 })] }));
      if (req.path === '/api/f2p/v1/game/rooms/leaderboard') return ok({ ...board([{ points: 30, rank: 1 }, { points: 20, rank: 2 }, { is_me: true, user_id: 7, points: 10, rank: 3 }]), my_entries: [mine(3, 10, 0)] });
      if (req.path === '/api/f2p/v1/user/wallet') return ok({ deposit_money: 0, promo_money: 0, winnings_money: 0, components: [] });
      return 'network-error';
    });
    await renderApp(`/contestDetailsInPlay${Q}`);
    const list = await screen.findByTestId('entry-list', {}, { timeout: 5000 });
    await waitFor(() => expect(within(list).getByTestId('entry-would-win').textContent).toBe('No prize at this rank yet'), { timeout: 5000 });
    await waitFor(() => expect(subscribers.has(`room:${ROOM}`)).toBe(true));
    // the page's first reads are done: the room, its leaderboard and the match centre
    await waitFor(() => expect(seen.some((r) => r.path === '/api/v1/matches/centre')).toBe(true), { timeout: 5000 });
    const requests = seen.length;

    pushRoom({ ...board([{ is_me: true, user_id: 7, points: 40, rank: 1 }, { points: 30, rank: 2 }, { points: 20, rank: 3 }]), my_entries: [mine(1, 40, 30)] });
    await waitFor(() => expect(within(list).getByTestId('entry-rank').textContent).toBe('Rank #1'));
    expect(within(list).getByTestId('entry-points').textContent).toBe('40 pts');
    expect(within(list).getByTestId('entry-move').textContent).toBe('↑2');
    expect(within(list).getByTestId('entry-would-win').textContent).toBe('Wins ₹30 if it ended now');
    expect(screen.getAllByTestId('leaderboard-row').map((r) => [r.dataset.rank, r.dataset.me])).toEqual([
      ['1', 'true'],
      ['2', 'false'],
      ['3', 'false'],
    ]);

    pushRoom({ ...board([{ points: 50, rank: 1 }, { is_me: true, user_id: 7, points: 40, rank: 2 }]), my_entries: [mine(2, 40, 12.5)] });
    await waitFor(() => expect(within(list).getByTestId('entry-move').textContent).toBe('↓1'));
    expect(within(list).getByTestId('entry-would-win').textContent).toBe('Wins ₹12.50 if it ended now');

    // connected: the poll interval passes three times and nothing is asked
    vi.advanceTimersByTime(3 * LIVE_POLL_MS);
    expect(seen.slice(requests).map((r) => r.path)).toEqual([]);
    expect(seen.filter((r) => r.path === '/api/f2p/v1/game/rooms/leaderboard')).toHaveLength(1);
  });
});
