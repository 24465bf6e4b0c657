import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { appState, resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { mockApi, ok, type Handler } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { CHALLENGE, entry, MATCH, myMatch, ROOM } from '../test-fixtures';
import { MY_MATCHES_POLL_MS } from './MyMatchesScreen';

const upcoming = myMatch({ challenge_id: 8001, challenge_name: 'Delhi vs Goa', status: 'open', start_time: Date.now() + 3600_000, entries: [entry({ room_id: 601 })] });
const done = (id: number) => myMatch({ challenge_id: id, challenge_name: `Final ${id}`, status: 'completed', winnings: 50, entries: [entry({ room_id: id, points: 40, rank: 1, prize: 50, room_status: 'settled' })] });

function server(over: Partial<Record<string, () => ReturnType<Handler>>> = {}): Handler {
  return (req) => {
    const o = over[req.path];
    if (o) return o();
    if (req.path === '/api/f2p/v1/game/challenges/tabCounters') return ok({ all_matches: 5, inplay: 1, live: 1, history: 11, my_matches: 13 });
    if (req.path === '/api/v3/game/challenges/inPlayv2') return ok({ upcoming: [upcoming], live: [myMatch()] });
    if (req.path === '/api/v3/game/challenges/completedv2') {
      const skip = Number(new URLSearchParams(req.search).get('skip'));
      return ok(skip === 0 ? { challenges: Array.from({ length: 40 }, (_, i) => done(9000 + i)), skip: 0, has_more: true } : { challenges: [done(9100)], skip, has_more: false });
    }
    return 'network-error';
  };
}

describe('/mymatches', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await db.resultsCache.clear();
  });

  it('shows the upcoming / live / history tabs with the tabCounters numbers; upcoming is the default tab', async () => {
    mockApi(server());
    await renderApp('/mymatches');
    expect(await screen.findByRole('tab', { name: /Upcoming/ }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('tab-count-upcoming').textContent).toBe('1'), { timeout: 5000 });
    expect(screen.getByTestId('tab-count-live').textContent).toBe('1');
    expect(screen.getByTestId('tab-count-history').textContent).toBe('11');
    expect(screen.getByRole('tab', { name: /Upcoming/ }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('my-match').map((c) => c.dataset.challengeId)).toEqual(['8001']), { timeout: 5000 });
  });

  it('live tab: the score strip and my sets’ live points; tapping a set opens contestDetailsInPlay', async () => {
    mockApi(server());
    const app = await renderApp('/mymatches');
    fireEvent.click(await screen.findByRole('tab', { name: /Live/ }, { timeout: 5000 }));
    expect(appState.get().myMatchesTab).toBe('live');
    const card = await screen.findByTestId('my-match', {}, { timeout: 5000 });
    expect(within(card).getAllByTestId('party-score').map((s) => s.textContent)).toEqual(['182/6 (20.0)', '40/1 (5.0)']);
    expect(within(card).getByTestId('entry-points').textContent).toBe('15 pts');
    expect(within(card).getByTestId('entry-rank').textContent).toBe('Rank #1');
    fireEvent.click(within(card).getByRole('button', { name: /Open Mega Mega #1, set S1/ }));
    await waitFor(() => expect(app.location()).toBe(`/contestDetailsInPlay?challenge_id=${CHALLENGE}&room_id=${ROOM}`), { timeout: 5000 });
  });

  it('live tab: a match under way links to its match centre', async () => {
    mockApi(server());
    const app = await renderApp('/mymatches');
    fireEvent.click(await screen.findByRole('tab', { name: /Live/ }, { timeout: 5000 }));
    const card = await screen.findByTestId('my-match', {}, { timeout: 5000 });
    fireEvent.click(within(card).getByRole('link', { name: 'Match centre' }));
    await waitFor(() => expect(app.location()).toBe(`/match?match_id=${MATCH}`), { timeout: 5000 });
  });

  it('live tab: a completed match whose points are not final says so, with the time left, and keeps its result', async () => {
    const over = myMatch({ challenge_id: 8101 });
    const m = over.matches[0]!;
    // half a minute short of 1 h 12 m: the screen's once-a-second clock may read either side of this line
    over.matches = [{ ...m, status: 'completed', points_final_at: Date.now() + 72 * 60_000 - 30_000, score: { parties: m.score!.parties, status: 'Pune Pumas won by 6 points' } }];
    mockApi(server({ '/api/v3/game/challenges/inPlayv2': () => ok({ upcoming: [], live: [myMatch(), over] }) }));
    await renderApp('/mymatches');
    fireEvent.click(await screen.findByRole('tab', { name: /Live/ }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(2), { timeout: 5000 });
    const [playing, completed] = screen.getAllByTestId('my-match');
    expect(within(playing!).getByTestId('my-match-status').textContent).toBe('Live');
    expect(within(completed!).getByTestId('my-match-status').textContent).toBe('Completed · points final in 1 h 12 m');
    expect(within(completed!).getByTestId('score-strip').textContent).toContain('Pune Pumas won by 6 points');
  });

  it('upcoming tab: a match not started has no match centre link', async () => {
    mockApi(server());
    await renderApp('/mymatches');
    await waitFor(() => expect(screen.getAllByTestId('my-match').map((c) => c.dataset.challengeId)).toEqual(['8001']), { timeout: 5000 });
    expect(screen.queryByTestId('match-centre-link')).toBeNull();
  });

  it('a draft challenge’s seats are teams: T{n}, and their button names the team, not a set', async () => {
    const team = myMatch({ challenge_id: 103000001, game_mode: 'nostra11', status: 'live', entries: [entry({ draft_num: 2, points: 57.5 })] });
    mockApi(server({ '/api/v3/game/challenges/inPlayv2': () => ok({ upcoming: [], live: [team] }) }));
    const app = await renderApp('/mymatches');
    fireEvent.click(await screen.findByRole('tab', { name: /Live/ }, { timeout: 5000 }));
    const card = await screen.findByTestId('my-match', {}, { timeout: 5000 });
    expect(within(card).getByTestId('entry').textContent).toContain('T2');
    expect(within(card).getByTestId('entry').textContent).not.toContain('S2');
    expect(within(card).getByTestId('entry-points').textContent).toBe('57.5 pts');
    fireEvent.click(within(card).getByRole('button', { name: /Open Mega Mega #1, team T2/ }));
    await waitFor(() => expect(app.location()).toBe(`/contestDetailsInPlay?challenge_id=103000001&room_id=${ROOM}`), { timeout: 5000 });
  });

  it('history tab: 40 a page (completedv2, docs/product.md §9 completed limit 40), load more, winnings, and a set opens contestDetailsCompleted', async () => {
    const seen = mockApi(server());
    const app = await renderApp('/mymatches');
    fireEvent.click(await screen.findByRole('tab', { name: /History/ }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(40), { timeout: 5000 });
    const completed = () => seen.filter((r) => r.path === '/api/v3/game/challenges/completedv2').map((r) => r.search);
    expect(completed()[0]).toBe('?skip=0&limit=40');
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(41), { timeout: 5000 });
    expect(completed()).toContain('?skip=40&limit=40');
    expect(screen.queryByTestId('load-more')).toBeNull();
    const first = screen.getAllByTestId('my-match')[0]!;
    expect(within(first).getByTestId('my-winnings').textContent).toBe('Your winnings: ₹50');
    fireEvent.click(within(first).getByRole('button', { name: /Open Mega/ }));
    await waitFor(() => expect(app.location()).toBe('/contestDetailsCompleted?challenge_id=9000&room_id=9000'), { timeout: 5000 });
  });

  it('history tab: refreshes while shown, so a match settled meanwhile appears with its winnings', async () => {
    // only the poll interval is faked: promises and the rest run normally
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let settled: ReturnType<typeof done>[] = [];
    mockApi(server({ '/api/v3/game/challenges/completedv2': () => ok({ challenges: settled, skip: 0, has_more: false }) }));
    await renderApp('/mymatches');
    fireEvent.click(await screen.findByRole('tab', { name: /History/ }, { timeout: 5000 }));
    expect(await screen.findByTestId('my-matches-empty', {}, { timeout: 5000 })).toBeTruthy();
    settled = [done(9200)];
    vi.advanceTimersByTime(MY_MATCHES_POLL_MS);
    const card = await screen.findByTestId('my-match', {}, { timeout: 5000 });
    expect(within(card).getByTestId('my-winnings').textContent).toBe('Your winnings: ₹50');
    vi.useRealTimers();
  });

  it('stays readable offline after one visit, marked with when it was last updated', async () => {
    mockApi(server());
    const first = await renderApp('/mymatches');
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(1), { timeout: 5000 });
    expect(screen.queryByTestId('last-updated')).toBeNull();
    first.unmount();
    mockApi(() => 'network-error');
    await renderApp('/mymatches');
    await waitFor(() => expect(screen.getAllByTestId('my-match')).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByTestId('last-updated').textContent).toMatch(/^Last updated /);
    await waitFor(() => expect(screen.getByTestId('tab-count-history').textContent).toBe('11'), { timeout: 5000 });
  });

  it('offline with nothing stored: a retry instead of a blank page; an empty tab says so', async () => {
    mockApi(() => 'network-error');
    await renderApp('/mymatches');
    expect(await screen.findByTestId('load-error', {}, { timeout: 5000 })).toBeTruthy();
    vi.unstubAllGlobals();
    mockApi(server({ '/api/v3/game/challenges/inPlayv2': () => ok({ upcoming: [], live: [] }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('my-matches-empty', {}, { timeout: 5000 })).textContent).toContain('You have not joined any upcoming match yet.');
  });
});
