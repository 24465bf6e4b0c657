import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { i18next } from '../../../lib/i18n';
import { resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { mockApi, ok, type Reply, type SeenRequest } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { board, CHALLENGE, entry, MATCH, myMatch, ROOM, roomData } from '../test-fixtures';

const Q = `?challenge_id=${CHALLENGE}&room_id=${ROOM}`;
const RESULT = '/api/v3/game/getPlayerMatchResult';
const OTHER_ROOM = 502;

const here = entry({ points: 40, rank: 1, prize: 500, room_status: 'settled' });
const there = entry({ room_id: OTHER_ROOM, room_name: 'Head to head #4', contest_name: 'Head to head', draft_num: 2, points: 22, rank: 2, prize: 0, room_status: 'settled' });
const settledRoom = roomData({ status: 'completed', winnings: 500, entries: [here] }, 'settled');

function serve(result: () => Reply): SeenRequest[] {
  return mockApi((req) => {
    if (req.path === '/api/v3/game/challenges/getInplayMatchesUserv2') return ok(settledRoom);
    if (req.path === '/api/f2p/v1/game/rooms/leaderboard') return ok(board([{ is_me: true, points: 40, rank: 1, winnings: 500, user_id: 7 }]));
    if (req.path === RESULT) return result();
    return 'network-error';
  });
}

describe('contestDetailsCompleted: my result across the challenge (GET /v3/game/getPlayerMatchResult)', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await i18next.changeLanguage('en');
    await db.resultsCache.clear();
  });

  it('asks for the challenge and shows every seat in every room and the total won; a seat of another room opens that room', async () => {
    const seen = serve(() => ok(myMatch({ status: 'completed', winnings: 500, entries: [here, there] })));
    const app = await renderApp(`/contestDetailsCompleted${Q}`);
    const section = await screen.findByTestId('challenge-result', {}, { timeout: 5000 });
    expect(within(section).getByRole('heading').textContent).toBe('My result in this challenge');
    expect((await within(section).findByTestId('challenge-winnings', {}, { timeout: 5000 })).textContent).toBe('Won in this challenge: ₹500');
    expect(seen.find((r) => r.path === RESULT)!.search).toBe(`?challenge_id=${CHALLENGE}`);
    const seats = within(section).getAllByTestId('entry');
    expect(seats.map((s) => s.textContent)).toEqual([expect.stringContaining('Mega #1'), expect.stringContaining('Head to head #4')]);
    expect(within(seats[1]!).getByTestId('entry-rank').textContent).toBe('Rank #2');
    expect(within(section).queryByTestId('challenge-result-pending')).toBeNull();
    fireEvent.click(within(seats[1]!).getByRole('button'));
    await waitFor(() => expect(app.location()).toBe(`/contestDetailsCompleted?challenge_id=${CHALLENGE}&room_id=${OTHER_ROOM}`), { timeout: 5000 });
  });

  it("a seat of this room opens its results; while a room is unsettled the total says it is not final", async () => {
    serve(() => ok(myMatch({ status: 'completed', winnings: 0, entries: [here, { ...there, room_status: 'locked', prize: null }] })));
    const app = await renderApp(`/contestDetailsCompleted${Q}`);
    const section = await screen.findByTestId('challenge-result', {}, { timeout: 5000 });
    expect((await within(section).findByTestId('challenge-winnings', {}, { timeout: 5000 })).textContent).toBe('No winnings in this challenge');
    expect(within(section).getByTestId('challenge-result-pending').textContent).toBe('Final once every contest you joined is settled.');
    fireEvent.click(within(within(section).getAllByTestId('entry')[0]!).getByRole('button'));
    await waitFor(() => expect(app.location()).toBe(`/results?challenge_id=${CHALLENGE}&room_id=${ROOM}&match_id=${MATCH}&draft_num=1`), { timeout: 5000 });
  });

  it('a failure is inline with Try again (no popup), and the room above stays', async () => {
    let fail = true;
    const seen = serve(() => (fail ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } } : ok(myMatch({ status: 'completed', winnings: 500, entries: [here] }))));
    await renderApp(`/contestDetailsCompleted${Q}`);
    const error = await screen.findByTestId('challenge-result-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('Something went wrong!!!');
    expect(screen.queryByTestId('error-popup')).toBeNull();
    expect(screen.getByTestId('my-winnings').textContent).toBe('My winnings: ₹500');
    fail = false;
    fireEvent.click(screen.getByTestId('challenge-result-error-retry'));
    expect((await screen.findByTestId('challenge-winnings', {}, { timeout: 5000 })).textContent).toBe('Won in this challenge: ₹500');
    expect(screen.queryByTestId('challenge-result-error')).toBeNull();
    expect(seen.filter((r) => r.path === RESULT)).toHaveLength(2);
  });

  it('in Hindi', async () => {
    serve(() => ok(myMatch({ status: 'completed', winnings: 500, entries: [here] })));
    await i18next.changeLanguage('hi');
    await renderApp(`/contestDetailsCompleted${Q}`);
    expect(await screen.findByRole('heading', { name: 'इस चैलेंज में मेरा नतीजा' }, { timeout: 5000 })).toBeTruthy();
  });

  it('not on the in-play room', async () => {
    const seen = serve(() => ok(myMatch()));
    await renderApp(`/contestDetailsInPlay${Q}`);
    await screen.findByTestId('contest-inplay', {}, { timeout: 5000 });
    await screen.findByTestId('entry-list', {}, { timeout: 5000 });
    expect(screen.queryByTestId('challenge-result')).toBeNull();
    expect(seen.some((r) => r.path === RESULT)).toBe(false);
  });
});
