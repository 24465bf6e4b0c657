import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { resetAppState } from '../../../lib/appState';
import { authToken, setSession } from '../../../lib/session';
import { mockApi } from '../../../testing/mockApi';
import { fakeJwt } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { CHALLENGE_ID, questionsResponse } from '../test-fixtures';
import { questionsKey } from '../api';

describe('/matchAnswers links contests2 (docs/product.md §2: contests2, whose back is matchAnswers)', () => {
  beforeEach(async () => {
    await setSession(fakeJwt('7'));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetAppState();
    authToken.set(null);
    localStorage.clear();
    await db.questionCache.clear();
  });

  it('"Join contests with S1" opens contests2 for the challenge', async () => {
    mockApi(() => 'network-error');
    await db.questionCache.put({ key: questionsKey(CHALLENGE_ID, 1), challengeId: CHALLENGE_ID, draftNum: 1, response: questionsResponse({ draft_num: 1 }), fetchedAt: 0 });
    const app = await renderApp(`/matchAnswers?challenge_id=${CHALLENGE_ID}&draft_num=1`);
    fireEvent.click(await screen.findByRole('link', { name: 'Join contests with S1' }, { timeout: 5000 }));
    await waitFor(() => expect(app.location()).toBe(`/contests2?challenge_id=${CHALLENGE_ID}`), { timeout: 5000 });
  });
});
