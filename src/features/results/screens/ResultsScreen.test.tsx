import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { closeSnackbar, snackbar } from '../../../lib/snackbar';
import { mockApi, ok } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { CHALLENGE, MATCH, question, results, ROOM } from '../test-fixtures';

const URL = `/results?challenge_id=${CHALLENGE}&room_id=${ROOM}&match_id=${MATCH}&draft_num=1`;
const data = results([
  question(1, { powerups: ['2x'], points_scored: 20, multiplier: 2 }),
  question(2, { my_answer: 'a', correct: 'b', outcome: 'wrong', powerups: ['no_negs'], points_scored: 0, no_negs: true }),
  question(3, { my_answer: 'b', correct: 'a', outcome: 'wrong', points_scored: -5 }),
  question(4, { my_answer: null, outcome: 'unanswered', points_scored: 0 }),
  question(5, { correct: null, outcome: 'void', points_scored: 0 }),
]);

describe('/results', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    closeSnackbar();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await db.resultsCache.clear();
  });

  it('each question: my pick with its powerup, the answer and the points the pick scored; the set total', async () => {
    const seen = mockApi((req) => (req.path === '/api/v3/game/users/results' ? ok(data) : 'network-error'));
    await renderApp(URL);
    await waitFor(() => expect(screen.getAllByTestId('result-row')).toHaveLength(5), { timeout: 5000 });
    expect(seen.find((r) => r.path === '/api/v3/game/users/results')?.search).toBe(`?room_id=${ROOM}&match_id=${MATCH}`);
    const rows = screen.getAllByTestId('result-row').map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent));
    expect(rows).toEqual([
      ['Question 1?', 'MumbaiDoubler', 'Mumbai', '+20'],
      ['Question 2?', 'MumbaiNo Negative', 'Chennai', '0'],
      ['Question 3?', 'Chennai', 'Mumbai', '-5'],
      ['Question 4?', 'No pick', 'Mumbai', '0'],
      ['Question 5?', 'Mumbai', 'Void', 'Void'],
    ]);
    expect(screen.getByTestId('result-total').textContent).toBe('Total: 15 pts');
  });

  it("a question without a pick shows 'No changes were made. Click and choose an option, to save your pick!'", async () => {
    mockApi((req) => (req.path === '/api/v3/game/users/results' ? ok(data) : 'network-error'));
    await renderApp(URL);
    fireEvent.click(await screen.findByTestId('no-pick', {}, { timeout: 5000 }));
    expect(snackbar.get()).toMatchObject({ message: 'No changes were made. Click and choose an option, to save your pick!', kind: 'error' });
  });

  it('back goes to the room’s completed details; offline the stored results show with their time', async () => {
    mockApi((req) => (req.path === '/api/v3/game/users/results' ? ok(data) : 'network-error'));
    const app = await renderApp(URL);
    await screen.findAllByTestId('result-row', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe(`/contestDetailsCompleted?challenge_id=${CHALLENGE}&room_id=${ROOM}`), { timeout: 5000 });
    app.unmount();
    vi.unstubAllGlobals();
    mockApi(() => 'network-error');
    await renderApp(URL);
    expect((await screen.findByTestId('last-updated', {}, { timeout: 5000 })).textContent).toMatch(/^Last updated /);
    expect(screen.getAllByTestId('result-row')).toHaveLength(5);
  });

  it('shows the Hindi texts when the app language is Hindi', async () => {
    localStorage.setItem('language', 'hi');
    const { default: i18next } = await import('i18next');
    mockApi((req) => (req.path === '/api/v3/game/users/results' ? ok(data) : 'network-error'));
    await renderApp(URL);
    await i18next.changeLanguage('hi');
    await waitFor(() => expect(within(screen.getAllByTestId('result-row')[0]!).getByText('प्रश्न 1?')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByTestId('result-total').textContent).toBe('कुल: 15 अंक');
    await i18next.changeLanguage('en');
  });
});
