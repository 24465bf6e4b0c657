import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { mockApi, ok } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { CHALLENGE, MATCH, profile, question, results, ROOM } from '../test-fixtures';

const URL = `/CompareResults?challenge_id=${CHALLENGE}&room_id=${ROOM}&match_id=${MATCH}&draft_num=1&user_id=200&their_draft_num=2`;
const mine = results([question(1, { powerups: ['2x'], points_scored: 20, multiplier: 2 }), question(2, { points_scored: 10 })]);
const theirs = profile([
  question(1, { my_answer: 'b', outcome: 'wrong', points_scored: -5 }),
  question(2, { points_scored: 10 }),
  // another match of the challenge: not part of this comparison
  question(3, { question_id: 999, match_id: 1, points_scored: 10 }),
]);

describe('/CompareResults', () => {
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

  it('my set beside the other player’s, question by question with points; differing picks marked', async () => {
    const seen = mockApi((req) => {
      if (req.path === '/api/v3/game/users/results') return ok(mine);
      if (req.path === '/api/v1/game/users/getPlayerProfile') return ok(theirs);
      return 'network-error';
    });
    await renderApp(URL);
    await waitFor(() => expect(screen.getAllByTestId('compare-row')).toHaveLength(2), { timeout: 5000 });
    expect(seen.find((r) => r.path === '/api/v1/game/users/getPlayerProfile')?.search).toBe('?user_id=200&room_id=501&draft_num=2');
    expect((await screen.findByTestId('their-total', {}, { timeout: 5000 })).textContent).toBe('(5)');
    const rows = screen.getAllByTestId('compare-row');
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['Question 1?', 'MumbaiDoubler +20', 'Chennai -5'],
      ['Question 2?', 'Mumbai +10', 'Mumbai +10'],
    ]);
    expect(rows.map((r) => r.className)).toEqual(['compare__diff', '']);
    expect(screen.getByTestId('my-total').textContent).toBe('(30)');
    expect(screen.getByText('rival')).toBeTruthy();
  });

  it('before the match starts the server keeps their picks private: the screen says so', async () => {
    mockApi((req) => {
      if (req.path === '/api/v3/game/users/results') return ok(mine);
      if (req.path === '/api/v1/game/users/getPlayerProfile') return { status: 403, body: { status: 403, code: 'FORBIDDEN', message: 'no' } };
      return 'network-error';
    });
    await renderApp(URL);
    expect((await screen.findByTestId('compare-locked', {}, { timeout: 5000 })).textContent).toBe("Other players' picks are shown once the match starts.");
  });
});
