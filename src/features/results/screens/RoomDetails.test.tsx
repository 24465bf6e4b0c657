import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { appState, resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { mockApi, ok, type Handler } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { board, CHALLENGE, entry, MATCH, ROOM, roomData } from '../test-fixtures';
import { LIVE_POLL_MS } from './RoomDetails';

const Q = `?challenge_id=${CHALLENGE}&room_id=${ROOM}`;

/** The match centre of the room's match: the live score strip, no events yet. */
const centre = {
  match_id: MATCH,
  sport: 'cricket',
  status: 'live',
  start_time: Date.UTC(2026, 4, 1),
  tournament: 'Indian T20 League',
  parties: [
    { position: 1, name: 'Mumbai', img_url: '' },
    { position: 2, name: 'Chennai', img_url: '' },
  ],
  score: { parties: [{ position: 1, score: '182/6 (20.0)' }, { position: 2, score: '40/1 (5.0)' }], status: 'Chennai need 143 from 90 balls' },
  events: [],
  squad: [],
  scoring_roles: {},
  my_players: [],
  challenges: [],
  live_id: 1,
};

function server(room: unknown, lb: unknown): Handler {
  return (req) => {
    if (req.path === '/api/v3/game/challenges/getInplayMatchesUserv2') return ok(room);
    if (req.path === '/api/v1/matches/centre') return ok(centre);
    if (req.path === '/api/f2p/v1/game/rooms/leaderboard') return ok(lb);
    if (req.path === '/api/f2p/v1/user/wallet') return ok({ deposit_money: 0, promo_money: 0, winnings_money: 0, components: [] });
    return 'network-error';
  };
}

describe('contestDetailsInPlay and contestDetailsCompleted', () => {
  beforeEach(async () => {
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

  it('in play: the match centre’s score, my sets’ live points and the live leaderboard, which refreshes while the stream is not open', async () => {
    // only the poll interval is faked: promises and the rest run normally
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let points = 15;
    const seen = mockApi((req) =>
      server(roomData({ entries: [entry({ points, rank: 1 })] }), board([{ is_me: true, points, rank: 1, user_id: 7 }, { user_nick: 'rival', points: 10, rank: 2 }]))(req),
    );
    await renderApp(`/contestDetailsInPlay${Q}`);
    const page = await screen.findByTestId('contest-inplay', {}, { timeout: 5000 });
    await waitFor(() => expect(within(page).getAllByTestId('summary-score').map((s) => s.textContent)).toEqual(['182/6 (20.0)', '40/1 (5.0)']), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Live leaderboard' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row').map((r) => [r.dataset.rank, r.dataset.me])).toEqual([['1', 'true'], ['2', 'false']]), { timeout: 5000 });
    expect(within(screen.getByTestId('entry-list')).getByTestId('entry-points').textContent).toBe('15 pts');
    // no prizes column while live
    expect(screen.queryAllByTestId('leaderboard-prize')).toHaveLength(0);

    points = 35;
    const calls = seen.filter((r) => r.path === '/api/f2p/v1/game/rooms/leaderboard').length;
    vi.advanceTimersByTime(LIVE_POLL_MS);
    await waitFor(() => expect(within(screen.getByTestId('entry-list')).getByTestId('entry-points').textContent).toBe('35 pts'), { timeout: 5000 });
    // the room and the leaderboard are fetched side by side: either may render first
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-points').map((p) => p.textContent)).toEqual(['35', '10']), { timeout: 5000 });
    expect(seen.filter((r) => r.path === '/api/f2p/v1/game/rooms/leaderboard').length).toBe(calls + 1);
  });

  it('in play: back goes to my matches on the live tab; another player’s row opens CompareResults', async () => {
    mockApi(server(roomData(), board([{ is_me: true, points: 15, rank: 1, user_id: 7 }, { user_id: 200, user_nick: 'rival', draft_num: 2, points: 10, rank: 2 }])));
    const app = await renderApp(`/contestDetailsInPlay${Q}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Compare with rival S2' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(app.location()).toBe(`/CompareResults?challenge_id=${CHALLENGE}&room_id=${ROOM}&match_id=${MATCH}&draft_num=1&user_id=200&their_draft_num=2`),
    );
    const again = await renderApp(`/contestDetailsInPlay${Q}`);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Back' }, { timeout: 5000 }))[0]!);
    await waitFor(() => expect(again.location()).toBe('/mymatches'), { timeout: 5000 });
    expect(appState.get().myMatchesTab).toBe('live');
  });

  it('completed: final ranks with prizes and my winnings; a set opens its results', async () => {
    const settled = roomData({ status: 'completed', winnings: 500, entries: [entry({ points: 40, rank: 1, prize: 500, room_status: 'settled' })] }, 'settled');
    mockApi(server(settled, board([{ is_me: true, points: 40, rank: 1, winnings: 500, user_id: 7 }, { points: 40, rank: 1, winnings: 500 }, { points: 5, rank: 3, winnings: 0 }])));
    const app = await renderApp(`/contestDetailsCompleted${Q}`);
    expect((await screen.findByTestId('my-winnings', {}, { timeout: 5000 })).textContent).toBe('My winnings: ₹500');
    expect(await screen.findByRole('heading', { name: 'Final ranks' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row').map((r) => r.dataset.rank)).toEqual(['1', '1', '3']), { timeout: 5000 });
    expect(screen.getAllByTestId('leaderboard-prize').map((p) => p.textContent)).toEqual(['₹500', '₹500', '–']);
    fireEvent.click(within(screen.getByTestId('entry-list')).getByRole('button'));
    await waitFor(() => expect(app.location()).toBe(`/results?challenge_id=${CHALLENGE}&room_id=${ROOM}&match_id=${MATCH}&draft_num=1`), { timeout: 5000 });
  });

  it('a challenge of several matches links each match’s results', async () => {
    const two = roomData();
    const second = { ...two.challenge.matches[0]!, match_id: MATCH + 1 };
    two.challenge.matches.push(second);
    mockApi(server(two, board([])));
    const app = await renderApp(`/contestDetailsInPlay${Q}`);
    const links = await screen.findAllByRole('button', { name: 'View results' }, { timeout: 5000 });
    expect(links).toHaveLength(2);
    fireEvent.click(links[1]!);
    await waitFor(() => expect(app.location()).toBe(`/results?challenge_id=${CHALLENGE}&room_id=${ROOM}&match_id=${MATCH + 1}&draft_num=1`));
  });

  it('a room that is not mine says so; offline it shows the stored copy with its time', async () => {
    mockApi((req) =>
      req.path === '/api/v3/game/challenges/getInplayMatchesUserv2' ? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Room not found' } } : 'network-error',
    );
    const first = await renderApp(`/contestDetailsCompleted${Q}`);
    expect((await screen.findByTestId('load-error', {}, { timeout: 5000 })).textContent).toContain('This contest is not one of yours.');
    first.unmount();
    vi.unstubAllGlobals();
    mockApi(server(roomData(), board([])));
    const second = await renderApp(`/contestDetailsInPlay${Q}`);
    await screen.findAllByTestId('summary-score', {}, { timeout: 5000 });
    second.unmount();
    vi.unstubAllGlobals();
    mockApi(() => 'network-error');
    await renderApp(`/contestDetailsInPlay${Q}`);
    await waitFor(() => expect(screen.getAllByTestId('last-updated').map((e) => e.textContent)).toEqual([expect.stringMatching(/^Last updated /), expect.stringMatching(/^Last updated /)]), { timeout: 5000 });
    expect(screen.getAllByTestId('summary-score').map((s) => s.textContent)).toEqual(['182/6 (20.0)', '40/1 (5.0)']);
  });
  it('a draft (team) contest: my teams are T{n} with their points and open the player breakdown; another team opens the team comparison', async () => {
    mockApi(server(roomData({ game_mode: 'nostra11', entries: [entry({ points: 187, rank: 1 })] }), board([{ is_me: true, points: 187, rank: 1, user_id: 7 }, { user_id: 200, user_nick: 'rival', draft_num: 2, points: 120, rank: 2 }])));
    const app = await renderApp(`/contestDetailsInPlay${Q}`);
    expect(await screen.findByRole('heading', { name: 'My teams' }, { timeout: 5000 })).toBeTruthy();
    const list = screen.getByTestId('entry-list');
    expect(within(list).getByTestId('entry-points').textContent).toBe('187 pts');
    expect(list.textContent).toContain('T1');
    await waitFor(() => expect(screen.getAllByTestId('leaderboard-row')[0]!.textContent).toContain('You · T1'), { timeout: 5000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Compare with rival T2' }, { timeout: 5000 }));
    await waitFor(() => expect(app.location()).toBe(`/compareComponent?challenge_id=${CHALLENGE}&room_id=${ROOM}&user_id=200&draft_num=2&my_draft_num=1`));
    const again = await renderApp(`/contestDetailsInPlay${Q}`);
    fireEvent.click(await screen.findByRole('button', { name: /team T1$/ }, { timeout: 5000 }));
    await waitFor(() => expect(again.location()).toBe(`/preview?challenge_id=${CHALLENGE}&room_id=${ROOM}&user_id=7&draft_num=1`));
  });
});
